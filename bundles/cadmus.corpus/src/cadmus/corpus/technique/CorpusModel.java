package cadmus.corpus.technique;

import java.util.Optional;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.DecisionSource;
import cadmus.api.TechniqueContext;
import cadmus.corpus.FragmentMutator;
import cadmus.corpus.TreeModel;

/**
 * The learned model the corpus techniques draw from (the file of kind {@value #KIND} a campaign or command was given),
 * read once per context and shared by them, and what each needs of it.
 */
final class CorpusModel {

	/** The kind of file the corpus techniques need: a model {@code cadmus learn} wrote. */
	static final String KIND = "model";

	private CorpusModel() {
	}

	/** The context's model, read once for all its techniques. */
	static TreeModel of(TechniqueContext context) {
		return context.shared(KIND, c -> TreeModel.read(c.file(KIND).orElseThrow(
				() -> new IllegalArgumentException("no model was given (--model FILE)"))));
	}

	/**
	 * What the model lacks for a use ({@link TreeModel#lack}), or that it is a model of another language; empty when
	 * it serves.
	 */
	static Optional<String> lack(TechniqueContext context, boolean fragments, boolean leaves, boolean hosts) {
		var model = of(context);
		if (!model.language().equals(context.language().id())) {
			return Optional.of("is a model of " + model.language() + ", not of " + context.language().id());
		}
		return model.lack(fragments, leaves, hosts);
	}

	/**
	 * A tree mutated as LangFuzz does, with the decisions that follow those that made it (so its trace makes it again):
	 * a tree no fragment fits into, or none of whose mutants the grammar reads back, stays as it is.
	 */
	static EObject mutated(TechniqueContext context, EObject tree, DecisionSource decisions) {
		// One mutator per context: it caches which pool classes each place takes.
		var mutator = context.shared("fragment-mutator", c -> new FragmentMutator(of(c).fragments(), c.rules()));
		return mutator.readable(context.language(), tree, decisions).map(FragmentMutator.Mutant::tree).orElse(tree);
	}
}
