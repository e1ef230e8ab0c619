package cadmus.ui.views;

import java.nio.file.Files;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.browser.IWorkbenchBrowserSupport;

/**
 * Opens a campaign's report.html in the IDE's browser, or the system's where the IDE has none (a workbench
 * without WebKitGTK falls back to it by itself).
 */
final class ReportOpener {

	private ReportOpener() {
	}

	static void open(CampaignFolder campaign) {
		var report = campaign.dir().resolve("report.html");
		var shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
		if (!Files.isRegularFile(report)) {
			MessageDialog.openInformation(shell, "Cadmus", campaign.workspacePath()
					+ " has no report yet: it is written when the campaign ends (or: cadmus report " + campaign.dir() + ")");
			return;
		}
		try {
			var support = PlatformUI.getWorkbench().getBrowserSupport();
			support.createBrowser(IWorkbenchBrowserSupport.AS_EDITOR | IWorkbenchBrowserSupport.NAVIGATION_BAR,
					"cadmus.report", "Report " + campaign.workspacePath(), campaign.dir().toString())
					.openURL(report.toUri().toURL());
		} catch (PartInitException | java.net.MalformedURLException e) {
			MessageDialog.openError(shell, "Cadmus", "Cannot open " + report + ": " + e.getMessage());
		}
	}
}
