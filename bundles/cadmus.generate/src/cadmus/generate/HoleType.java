package cadmus.generate;

import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;
import cadmus.generate.GenerationTables.NodeClass;

/**
 * The type of a hole being weighed, and which classes' type patterns can fit it: its shape (null when the
 * type is large) keys what earlier holes of the same shape taught the {@link FitMemory}; the view a rule sees
 * is computed only when a rule is asked.
 */
final class HoleType {

	private final Unifier unifier;
	private final Type wanted;
	private final String shape;
	/** What is known about holes of this shape; null without a shape. */
	private final FitMemory.Answers known;
	private Type seen;

	HoleType(Unifier unifier, Type wanted, String shape, FitMemory.Answers known) {
		this.unifier = unifier;
		this.wanted = wanted;
		this.shape = shape;
		this.known = known;
	}

	String shape() {
		return shape;
	}

	/** What is known about holes of this shape, for the bindings that may fill it too; null without a shape. */
	FitMemory.Answers known() {
		return known;
	}

	/** Whether nodes of the class can have a type that fits the hole (references are judged by their binding). */
	boolean admits(NodeClass c) {
		if (c.reference != null || c.typeRule == null || wanted == null) {
			return true;
		}
		Boolean answer = known == null ? null : known.classes.get(c.index);
		if (answer != null) {
			return answer;
		}
		if (seen == null) {
			seen = view(unifier, wanted);
		}
		Type pattern = c.typeRule.type(seen);
		boolean fits = pattern != null && unifier.canSubtype(pattern, wanted);
		if (known != null) {
			known.classes.put(c.index, fits);
		}
		return fits;
	}

	/**
	 * A hole's type as a rule sees it: resolved, and an open variable that unification has limited to base
	 * types shown as a variable carrying those choices.
	 */
	static Type view(Unifier unifier, Type wanted) {
		if (wanted == null) {
			return null;
		}
		Type t = unifier.resolve(wanted);
		if (t instanceof TypeVariable v) {
			var choices = unifier.choices(v);
			if (choices != null && !choices.equals(v.choices())) {
				return new TypeVariable(choices);
			}
		}
		return t;
	}
}
