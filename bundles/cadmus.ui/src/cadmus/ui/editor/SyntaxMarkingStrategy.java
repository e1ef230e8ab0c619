package cadmus.ui.editor;

import java.util.List;

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

/**
 * Parses the whole program with its language's Xtext parser after each pause in typing and replaces the file's
 * {@value #MARKER} markers with its syntax errors. Programs are small, so a full parse is cheap and simpler than
 * an incremental one.
 */
final class SyntaxMarkingStrategy implements IReconcilingStrategy, IReconcilingStrategyExtension {

	/** The marker type of syntax errors (plugin.xml): a problem marker, so the Problems view lists them. */
	static final String MARKER = "cadmus.ui.syntaxproblem";

	private IDocument document;
	private IProgressMonitor monitor;

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
		var program = ProgramDocument.of(document);
		if (program.file().isEmpty() || program.language().isEmpty()) {
			return;
		}
		String text = document.get();
		List<SyntaxError> errors = program.language().get().syntaxErrors(text);
		if (monitor != null && monitor.isCanceled()) {
			return;
		}
		replaceMarkers(program.file().get(), errors, text.length());
	}

	private static void replaceMarkers(IFile file, List<SyntaxError> errors, int textLength) {
		try {
			ResourcesPlugin.getWorkspace().run(monitor -> {
				file.deleteMarkers(MARKER, false, IResource.DEPTH_ZERO);
				for (SyntaxError error : errors) {
					int start = Math.min(error.offset(), textLength);
					// An error at the end of the text (a missing closer) still needs one character to show.
					int end = Math.min(Math.max(start + error.length(), start + 1), Math.max(textLength, start + 1));
					// Made with its attributes in one step: a reader (the Problems view, a test) that finds the marker
					// between its creation and a later setAttributes would see it without a line (CI saw line -1 once).
					file.createMarker(MARKER, java.util.Map.of(IMarker.SEVERITY, IMarker.SEVERITY_ERROR, IMarker.MESSAGE,
							error.message(), IMarker.LINE_NUMBER, error.line(), IMarker.CHAR_START, start, IMarker.CHAR_END, end));
				}
			}, file, IWorkspace.AVOID_UPDATE, null);
		} catch (CoreException e) {
			ILog.of(SyntaxMarkingStrategy.class).warn("Cadmus: could not mark syntax errors on " + file + ": " + e.getMessage());
		}
	}
}
