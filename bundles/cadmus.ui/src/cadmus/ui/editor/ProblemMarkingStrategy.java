package cadmus.ui.editor;

import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.reconciler.DirtyRegion;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.reconciler.IReconcilingStrategyExtension;

import cadmus.api.SyntaxError;
import cadmus.clp.TargetFile;
import cadmus.ui.Languages;

/**
 * Checks the whole text after each pause in typing and replaces the file's markers of one type with the problems
 * found: a program's syntax errors by its language's Xtext parser, a target file's mistakes by the reader the
 * command line uses. Both are small, so a full check is cheap and simpler than an incremental one.
 */
final class ProblemMarkingStrategy implements IReconcilingStrategy, IReconcilingStrategyExtension {

	/** The marker type of programs' syntax errors (plugin.xml): a problem marker, so the Problems view lists them. */
	static final String SYNTAX_MARKER = "cadmus.ui.syntaxproblem";
	/** The marker type of target files' mistakes (plugin.xml), a problem marker too. */
	static final String TARGET_MARKER = "cadmus.ui.targetproblem";

	/** What a document's problems are, or empty where it cannot be checked (its language is not installed). */
	interface Checker {
		Optional<List<SyntaxError>> problems(ProgramDocument document, String text);
	}

	private final String markerType;
	private final Checker checker;
	private IDocument document;
	private IProgressMonitor monitor;

	ProblemMarkingStrategy(String markerType, Checker checker) {
		this.markerType = markerType;
		this.checker = checker;
	}

	/** A program's syntax errors, by the language its file extension names. */
	static ProblemMarkingStrategy syntax() {
		return new ProblemMarkingStrategy(SYNTAX_MARKER,
				(program, text) -> program.language().map(language -> language.syntaxErrors(text)));
	}

	/** A target file's mistakes, against the languages installed now. */
	static ProblemMarkingStrategy target() {
		return new ProblemMarkingStrategy(TARGET_MARKER, (target, text) -> Languages.registry()
				.map(registry -> TargetFile.problems(text, registry::language)));
	}

	@Override
	public void setDocument(IDocument document) {
		this.document = document;
	}

	@Override
	public void setProgressMonitor(IProgressMonitor monitor) {
		this.monitor = monitor;
	}

	@Override
	public void initialReconcile() {
		mark();
	}

	@Override
	public void reconcile(DirtyRegion dirtyRegion, IRegion subRegion) {
		mark();
	}

	@Override
	public void reconcile(IRegion partition) {
		mark();
	}

	private void mark() {
		var checked = ProgramDocument.of(document);
		if (checked.file().isEmpty()) {
			return;
		}
		String text = document.get();
		var errors = checker.problems(checked, text);
		if (errors.isEmpty() || monitor != null && monitor.isCanceled()) {
			return;
		}
		replaceMarkers(checked.file().get(), errors.get(), text.length());
	}

	private void replaceMarkers(IFile file, List<SyntaxError> errors, int textLength) {
		try {
			ResourcesPlugin.getWorkspace().run(monitor -> {
				file.deleteMarkers(markerType, false, IResource.DEPTH_ZERO);
				for (SyntaxError error : errors) {
					int start = Math.min(error.offset(), textLength);
					// An error at the end of the text (a missing closer) still needs one character to show.
					int end = Math.min(Math.max(start + error.length(), start + 1), Math.max(textLength, start + 1));
					// Made with its attributes in one step: a reader (the Problems view, a test) that finds the marker
					// between its creation and a later setAttributes would see it without a line (CI saw line -1 once).
					file.createMarker(markerType, java.util.Map.of(IMarker.SEVERITY, IMarker.SEVERITY_ERROR, IMarker.MESSAGE,
							error.message(), IMarker.LINE_NUMBER, error.line(), IMarker.CHAR_START, start, IMarker.CHAR_END, end));
				}
			}, file, IWorkspace.AVOID_UPDATE, null);
		} catch (CoreException e) {
			ILog.of(ProblemMarkingStrategy.class).warn("Cadmus: could not mark problems on " + file + ": " + e.getMessage());
		}
	}
}
