package cadmus.ui.editor;

import org.eclipse.jface.text.reconciler.MonoReconciler;

/**
 * The generic editor's reconciler for target files (plugin.xml): their mistakes as markers, half a second after
 * typing stops, in the words `cadmus generate --target` would print them.
 */
public final class TargetReconciler extends MonoReconciler {

	public TargetReconciler() {
		super(ProblemMarkingStrategy.target(), false);
		setDelay(500);
	}
}
