package cadmus.corpus;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.Language;
import cadmus.api.UnparsableProgramException;

/** Whether the language writes a tree as text its grammar reads back. */
final class RoundTrip {

	private RoundTrip() {
	}

	static boolean readsBack(Language language, EObject tree) {
		try {
			language.parse(language.render(tree));
			return true;
		} catch (UnparsableProgramException | RuntimeException | StackOverflowError e) {
			// A renderer written for the trees the rules make may not write every tree the grammar allows either.
			return false;
		}
	}
}
