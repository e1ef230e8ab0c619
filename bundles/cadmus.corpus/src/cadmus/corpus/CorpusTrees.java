package cadmus.corpus;

import java.util.function.Consumer;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.Language;
import cadmus.api.UnparsableProgramException;

/** A corpus's parsed files as trees again, for whatever learns from them or measures against them. */
public final class CorpusTrees {

	private CorpusTrees() {
	}

	/**
	 * Parses every parsed file of the corpus and hands its tree to {@code each}.
	 *
	 * @return how many trees were handed over
	 * @throws CorpusException when the corpus is of another language
	 */
	public static int each(CorpusStore corpus, Language language, Consumer<EObject> each) {
		if (!corpus.language().equals(language.id())) {
			throw new CorpusException(corpus.dir() + " is a corpus of " + corpus.language() + ", not of " + language.id());
		}
		int[] trees = { 0 };
		corpus.eachParsed((path, text) -> {
			EObject tree;
			try {
				tree = language.parse(text);
			} catch (UnparsableProgramException | RuntimeException | StackOverflowError e) {
				// The grammar parsed it when it was imported; a grammar changed since may not. It is left out.
				return;
			}
			each.accept(tree);
			trees[0]++;
		});
		return trees[0];
	}
}
