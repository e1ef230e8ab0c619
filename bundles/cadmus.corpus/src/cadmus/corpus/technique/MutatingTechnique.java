package cadmus.corpus.technique;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.DecisionSource;
import cadmus.api.Technique;
import cadmus.api.TechniqueContext;
import cadmus.api.TechniqueMaker;
import cadmus.generate.SeededDecisionSource;

/**
 * LangFuzz's mutants, of whichever host: a tree drawn from the program's seed, then mutated with the model corpus's
 * fragments as the corpus wrote them (by the decisions that follow the host's, so the trace makes both again). The
 * rules did not check the result.
 */
abstract class MutatingTechnique implements Technique {

	/** Whether its hosts are corpus programs the model keeps whole (else generated programs). */
	abstract boolean corpusHosts();

	/** What draws a program's host from its decisions, made once per context. */
	abstract Function<DecisionSource, EObject> hosts(TechniqueContext context);

	@Override
	public final boolean conforming() {
		return false;
	}

	@Override
	public final List<String> needs() {
		return List.of(CorpusModel.KIND);
	}

	@Override
	public final Optional<String> unfit(TechniqueContext context) {
		return CorpusModel.lack(context, true, true, corpusHosts());
	}

	@Override
	public final TechniqueMaker maker(TechniqueContext context) {
		var hosts = hosts(context);
		return new TechniqueMaker() {
			@Override
			public DecisionSource decisions(long seed, byte[] input) {
				return new SeededDecisionSource(seed);
			}

			@Override
			public EObject build(DecisionSource decisions) {
				return CorpusModel.mutated(context, hosts.apply(decisions), decisions);
			}
		};
	}
}
