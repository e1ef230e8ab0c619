package cadmus.corpus.technique;

import java.util.List;
import java.util.Optional;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Technique;
import cadmus.api.TechniqueContext;
import cadmus.api.TechniqueMaker;
import cadmus.corpus.FragmentDecisions;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.technique.GeneratingMaker;

/**
 * LangFuzz's fragments, kept conforming: a generated program into which the shapes of the model corpus's fragments are
 * spliced, their names and values filled in by the rules.
 */
@Component(service = Technique.class)
public final class LangfuzzTechnique implements Technique {

	@Override
	public String id() {
		return "langfuzz";
	}

	@Override
	public String description() {
		return "generation that splices the shapes of the model corpus's fragments in, names and values by the rules";
	}

	@Override
	public List<String> needs() {
		return List.of(CorpusModel.KIND);
	}

	@Override
	public Optional<String> unfit(TechniqueContext context) {
		return CorpusModel.lack(context, true, false, false);
	}

	@Override
	public TechniqueMaker maker(TechniqueContext context) {
		var fragments = CorpusModel.of(context).fragments();
		return new GeneratingMaker(context,
				(seed, input) -> new FragmentDecisions(fragments, new SeededDecisionSource(seed)));
	}
}
