package cadmus.corpus.technique;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.osgi.service.component.annotations.Component;

import cadmus.api.DecisionSource;
import cadmus.api.Technique;
import cadmus.api.TechniqueContext;
import cadmus.api.TechniqueMaker;
import cadmus.generate.SeededDecisionSource;

/**
 * LangFuzz's mutants: a generated program with one subtree replaced by a fragment of the model's corpus as the corpus
 * wrote it, its free names renamed to names in scope. The rules did not check the result.
 */
@Component(service = Technique.class)
public final class MutantsTechnique implements Technique {

	@Override
	public String id() {
		return "mutants";
	}

	@Override
	public String description() {
		return "generated programs with a subtree replaced by a corpus fragment as written (LangFuzz's mutants)";
	}

	@Override
	public boolean conforming() {
		return false;
	}

	@Override
	public List<String> needs() {
		return List.of(CorpusModel.KIND);
	}

	@Override
	public Optional<String> unfit(TechniqueContext context) {
		return CorpusModel.lack(context, true, true, false);
	}

	@Override
	public TechniqueMaker maker(TechniqueContext context) {
		CorpusModel.of(context);
		return new TechniqueMaker() {
			@Override
			public DecisionSource decisions(long seed, byte[] input) {
				return new SeededDecisionSource(seed);
			}

			@Override
			public EObject build(DecisionSource decisions) {
				var host = context.generator().generate(context.language(), context.rules(), decisions, context.bound());
				return CorpusModel.mutated(context, host, decisions);
			}
		};
	}
}
