package cadmus.corpus.technique;

import java.util.List;
import java.util.Optional;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Technique;
import cadmus.api.TechniqueContext;
import cadmus.api.TechniqueMaker;
import cadmus.corpus.ModelDecisions;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.technique.GeneratingMaker;

/** TreeFuzz: a generated program whose classes and list lengths are drawn by a learned model, its other decisions random. */
@Component(service = Technique.class)
public final class ModelTechnique implements Technique {

	@Override
	public String id() {
		return "model";
	}

	@Override
	public String description() {
		return "generation with classes and list lengths drawn by a model learned from a corpus (TreeFuzz)";
	}

	@Override
	public List<String> needs() {
		return List.of(CorpusModel.KIND);
	}

	@Override
	public Optional<String> unfit(TechniqueContext context) {
		return CorpusModel.lack(context, false, false, false);
	}

	@Override
	public TechniqueMaker maker(TechniqueContext context) {
		var model = CorpusModel.of(context);
		return new GeneratingMaker(context, (seed, input) -> new ModelDecisions(model, new SeededDecisionSource(seed)));
	}
}
