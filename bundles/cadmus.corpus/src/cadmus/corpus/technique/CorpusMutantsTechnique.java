package cadmus.corpus.technique;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.osgi.service.component.annotations.Component;

import cadmus.api.DecisionSource;
import cadmus.api.Technique;
import cadmus.api.TechniqueContext;
import cadmus.api.TechniqueMaker;
import cadmus.corpus.CorpusHosts;
import cadmus.generate.SeededDecisionSource;

/**
 * LangFuzz mutating a test suite: a corpus program the model keeps whole, drawn by the program's seed and mutated as
 * {@link MutantsTechnique}'s programs are. The rules did not check the result.
 */
@Component(service = Technique.class)
public final class CorpusMutantsTechnique implements Technique {

	@Override
	public String id() {
		return "corpus-mutants";
	}

	@Override
	public String description() {
		return "corpus programs the model keeps whole, mutated with its fragments (LangFuzz on a test suite)";
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
		return CorpusModel.lack(context, true, true, true);
	}

	@Override
	public TechniqueMaker maker(TechniqueContext context) {
		var hosts = new CorpusHosts(CorpusModel.of(context).hosts(), context.language().rootClass().getEPackage());
		return new TechniqueMaker() {
			@Override
			public DecisionSource decisions(long seed, byte[] input) {
				return new SeededDecisionSource(seed);
			}

			@Override
			public EObject build(DecisionSource decisions) {
				if (hosts.isEmpty()) {
					throw new IllegalStateException("the model given keeps no corpus program whole to mutate");
				}
				return CorpusModel.mutated(context, hosts.choose(decisions), decisions);
			}
		};
	}
}
