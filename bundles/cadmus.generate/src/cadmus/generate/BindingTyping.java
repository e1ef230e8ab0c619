package cadmus.generate;

import java.util.List;

import cadmus.api.types.Type;

/**
 * The {@link HoleTyping} of a reference whose binding is chosen next ({@link TreeDecisions#chooseBinding}): the type
 * the reference is wanted at, and each fitting binding's as a candidate's, so that a steering source can order the
 * bindings by their types (a function whose parameters take what a target asks of the call's arguments). Valid only
 * during that call.
 */
final class BindingTyping extends UnifierTyping {

	private final Type wanted;
	private final List<Bound> fitting;

	BindingTyping(Unifier unifier, Type wanted, List<Bound> fitting) {
		super(unifier);
		this.wanted = wanted;
		this.fitting = fitting;
	}

	@Override
	public Type wanted() {
		return wanted;
	}

	/** The type of binding {@code index}, as declared (a polymorphic one with its own variables). */
	@Override
	public Type candidate(int index) {
		return fitting.get(index).type();
	}
}
