package cadmus.generate.technique;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Technique;
import cadmus.api.TechniqueContext;
import cadmus.api.TechniqueMaker;
import cadmus.generate.SeededDecisionSource;

/** Conforming random generation (Xsmith's): every decision drawn from the program's seed. */
@Component(service = Technique.class)
public final class RandomTechnique implements Technique {

	@Override
	public String id() {
		return "random";
	}

	@Override
	public String description() {
		return "random generation by the rules, every decision drawn from the program's seed";
	}

	@Override
	public TechniqueMaker maker(TechniqueContext context) {
		return new GeneratingMaker(context, (seed, input) -> new SeededDecisionSource(seed));
	}
}
