package cadmus.ui.editor;

import org.eclipse.jface.text.reconciler.MonoReconciler;

/** The generic editor's reconciler for Cadmus programs (plugin.xml): syntax markers half a second after typing stops. */
public final class SyntaxReconciler extends MonoReconciler {

	public SyntaxReconciler() {
		super(ProblemMarkingStrategy.syntax(), false);
		setDelay(500);
	}
}
