package cadmus.ui.editor;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;

/** The generic editor's highlighting of Cadmus programs (plugin.xml), by {@link ProgramTokenScanner}. */
public final class ProgramPresentationReconciler extends PresentationReconciler {

	public ProgramPresentationReconciler() {
		var repairer = new DefaultDamagerRepairer(new ProgramTokenScanner());
		setDamager(repairer, IDocument.DEFAULT_CONTENT_TYPE);
		setRepairer(repairer, IDocument.DEFAULT_CONTENT_TYPE);
	}
}
