package cadmus.generate.technique;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.DecisionSource;
import cadmus.api.TechniqueContext;
import cadmus.api.TechniqueMaker;

/**
 * The maker of a technique whose programs are generated with the context's rules and bound, from decisions drawn one
 * way or another (a seed, a byte sequence, a model): all but those that start from or edit a corpus program.
 */
public final class GeneratingMaker implements TechniqueMaker {

	/** Where a program's decisions come from, given its seed and (for a technique fed by a loop) its input. */
	@FunctionalInterface
	public interface Decisions {
		DecisionSource of(long seed, byte[] input);
	}

	private final TechniqueContext context;
	private final Decisions decisions;

	public GeneratingMaker(TechniqueContext context, Decisions decisions) {
		this.context = context;
		this.decisions = decisions;
	}

	@Override
	public DecisionSource decisions(long seed, byte[] input) {
		return decisions.of(seed, input);
	}

	@Override
	public EObject build(DecisionSource source) {
		return context.generator().generate(context.language(), context.rules(), source, context.bound());
	}
}
