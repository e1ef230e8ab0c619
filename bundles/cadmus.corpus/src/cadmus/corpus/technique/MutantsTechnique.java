package cadmus.corpus.technique;

import java.util.function.Function;

import org.eclipse.emf.ecore.EObject;
import org.osgi.service.component.annotations.Component;

import cadmus.api.DecisionSource;
import cadmus.api.Technique;
import cadmus.api.TechniqueContext;

/**
 * LangFuzz's mutants: a generated program with one subtree replaced by a fragment of the model's corpus as the corpus
 * wrote it, its free names renamed to names in scope. The rules did not check the result.
 */
@Component(service = Technique.class)
public final class MutantsTechnique extends MutatingTechnique {

	@Override
	public String id() {
		return "mutants";
	}

	@Override
	public String description() {
		return "generated programs with a subtree replaced by a corpus fragment as written (LangFuzz's mutants)";
	}

	@Override
	boolean corpusHosts() {
		return false;
	}

	@Override
	Function<DecisionSource, EObject> hosts(TechniqueContext context) {
		CorpusModel.of(context);
		return decisions -> context.generator().generate(context.language(), context.rules(), decisions,
				context.bound());
	}
}
