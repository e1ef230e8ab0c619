package cadmus.ui.editor;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.texteditor.ITextEditor;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.Program;
import cadmus.exec.ImplementationProbes;
import cadmus.exec.ParallelSessions;
import cadmus.oracle.Agreement;
import cadmus.ui.Languages;
import cadmus.ui.views.OutputsView;

/**
 * "Run on Implementations" (the editor's context menu, the Cadmus menu): runs the program in the editor, as it
 * is now, on every available implementation of its language (the default set, as {@code cadmus run} does), and
 * shows each one's outcome and output side by side in the Outputs view.
 */
public final class RunOnImplementationsHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) {
		var part = HandlerUtil.getActiveEditor(event);
		var shell = HandlerUtil.getActiveShell(event);
		if (!(part instanceof ITextEditor editor)) {
			return null;
		}
		var document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
		String name = editor.getEditorInput().getName();
		var language = ProgramDocument.of(document).language();
		if (language.isEmpty()) {
			MessageDialog.openInformation(shell, "Cadmus", name + " is not a program of an installed Cadmus language");
			return null;
		}
		var page = editor.getSite().getPage();
		run(page, language.get(), new Program(language.get().id(), name, document.get(), "editor " + name));
		return null;
	}

	private static void run(IWorkbenchPage page, Language language, Program program) {
		var display = page.getWorkbenchWindow().getShell().getDisplay();
		Job.create("Running " + program.name() + " on the " + language.name() + " implementations", monitor -> {
			List<Implementation> candidates = Languages.registry().map(r -> r.implementations(language.id())).orElse(List.of())
					.stream().filter(Implementation::inDefaultSet).toList();
			var available = ImplementationProbes.probe(candidates).entrySet().stream()
					.filter(e -> e.getValue().available()).map(java.util.Map.Entry::getKey).toList();
			if (available.isEmpty()) {
				return Status.error("no implementation of " + language.name() + " is available (cadmus languages says why)");
			}
			var results = ParallelSessions.runAll(available, List.of(program), ExecutionLimits.DEFAULT);
			List<Execution> executions = results.values().stream().map(list -> list.get(0)).toList();
			// Grouped as campaigns and `cadmus run` group them: outputs normalized per implementation, failures by kind.
			int groups = Agreement.groups(available, executions).size();
			display.asyncExec(() -> show(page, program.name(), executions, groups));
			return Status.OK_STATUS;
		}).schedule();
	}

	private static void show(IWorkbenchPage page, String name, List<Execution> executions, int groups) {
		try {
			var outputs = (OutputsView) page.showView(OutputsView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
			outputs.show(name + ": " + (groups == 1 ? "all agree" : groups + " different results"), executions);
		} catch (PartInitException e) {
			org.eclipse.core.runtime.ILog.of(RunOnImplementationsHandler.class).log(
					new Status(IStatus.ERROR, RunOnImplementationsHandler.class, "Cadmus: cannot show the outputs", e));
		}
	}
}
