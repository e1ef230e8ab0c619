package cadmus.ui.views;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.StoredFinding;
import cadmus.campaign.store.StoredProgram;
import cadmus.ui.Languages;

/**
 * Opens a finding: its program, written to the campaign's findings/ folder as a file of its language, in the
 * language's editor, and every implementation's run of it in the Outputs view beside it.
 */
final class FindingOpener {

	private FindingOpener() {
	}

	static void open(IWorkbenchPage page, CampaignFolder campaign, StoredFinding finding) {
		StoredProgram program;
		try (var store = CampaignStore.open(campaign.dir())) {
			program = store.program(finding.programIndex()).orElse(null);
		} catch (RuntimeException e) {
			MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Cadmus", "Cannot read " + campaign.dir() + ": " + e.getMessage());
			return;
		}
		if (program == null) {
			MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Cadmus", "Finding " + finding.id() + "'s program is not stored");
			return;
		}
		String extension = Languages.registry().flatMap(r -> r.language(campaign.config().languageId()))
				.map(l -> l.fileExtension()).orElse("txt");
		try {
			IFile file = write(campaign, "finding-" + finding.id() + "." + extension, program.text());
			IDE.openEditor(page, file);
			var outputs = (OutputsView) page.showView(OutputsView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
			outputs.show("finding " + finding.id() + " (program " + finding.programIndex() + ", " + finding.oracle() + ")",
					program.executions());
		} catch (CoreException e) {
			ILog.of(FindingOpener.class).error("Cadmus: cannot open finding " + finding.id(), e);
			MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Cadmus", "Cannot open finding " + finding.id() + ": " + e.getMessage());
		}
	}

	private static IFile write(CampaignFolder campaign, String name, String text) throws CoreException {
		var container = campaign.container().orElseThrow(() -> new PartInitException(
				campaign.workspacePath() + " is not in the workspace any more"));
		IFolder findings = container.getFolder(org.eclipse.core.runtime.IPath.fromOSString("findings"));
		if (!findings.exists()) {
			findings.create(true, true, null);
		}
		IFile file = findings.getFile(name);
		var content = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
		if (file.exists()) {
			file.setContents(content, IResource.FORCE, null);
		} else {
			file.create(content, IResource.FORCE, null);
		}
		return file;
	}
}
