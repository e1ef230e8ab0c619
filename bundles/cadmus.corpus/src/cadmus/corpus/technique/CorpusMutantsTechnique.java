package cadmus.corpus.technique;

import java.util.function.Function;

import org.eclipse.emf.ecore.EObject;
import org.osgi.service.component.annotations.Component;

import cadmus.api.DecisionSource;
import cadmus.api.Technique;
import cadmus.api.TechniqueContext;
import cadmus.corpus.CorpusHosts;

/**
 * LangFuzz mutating a test suite: a corpus program the model keeps whole, drawn by the program's seed and mutated as
 * {@link MutantsTechnique}'s programs are. The rules did not check the result.
 */
@Component(service = Technique.class)
public final class CorpusMutantsTechnique extends MutatingTechnique {

	@Override
	public String id() {
		return "corpus-mutants";
	}

	@Override
	public String description() {
		return "corpus programs the model keeps whole, mutated with its fragments (LangFuzz on a test suite)";
	}

	@Override
	boolean corpusHosts() {
		return true;
	}

	@Override
	Function<DecisionSource, EObject> hosts(TechniqueContext context) {
		var hosts = new CorpusHosts(CorpusModel.of(context).hosts(), context.language().rootClass().getEPackage());
		return decisions -> {
			if (hosts.isEmpty()) {
				throw new IllegalStateException("the model given keeps no corpus program whole to mutate");
			}
			return hosts.choose(decisions);
		};
	}
}
