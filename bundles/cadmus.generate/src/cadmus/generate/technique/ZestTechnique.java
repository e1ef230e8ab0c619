package cadmus.generate.technique;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Technique;
import cadmus.api.TechniqueContext;
import cadmus.api.TechniqueMaker;
import cadmus.generate.ByteDecisionSource;

/**
 * Zest's parametric generation: every decision read from the byte sequence the campaign's feedback loop gives the
 * program (mutated under coverage and validity feedback), so that small changes to the bytes make small changes to
 * the program.
 */
@Component(service = Technique.class)
public final class ZestTechnique implements Technique {

	@Override
	public String id() {
		return "zest";
	}

	@Override
	public String description() {
		return "generation from byte sequences mutated under coverage and validity feedback (Zest)";
	}

	@Override
	public boolean fromInputs() {
		return true;
	}

	@Override
	public TechniqueMaker maker(TechniqueContext context) {
		return new GeneratingMaker(context, (seed, input) -> {
			if (input == null) {
				throw new IllegalArgumentException("a zest program is made from the byte sequence its campaign gave it, "
						+ "and none was given");
			}
			return new ByteDecisionSource(input);
		});
	}
}
