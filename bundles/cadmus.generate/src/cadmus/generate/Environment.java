package cadmus.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import cadmus.api.Binding;

/**
 * The bindings a language's environment gives every program (its library), made once per rules object so that
 * what is learned about them holds for every program: their type shapes, and for each hole shape the few that may
 * fit it. A language with a large library (dozens of functions) otherwise had every reference hole test
 * each of them, in every program, to find the one or two of the wanted type.
 */
final class Environment {

	/** Innermost first: the last the language declares is found first, as in the scope. */
	private final Bound[] bindings;
	private final Bound[] mutable;
	private final Bound[][] ofKind;

	Environment(List<Binding> given) {
		var innermostFirst = new ArrayList<Bound>(given.size());
		for (var b : given) {
			innermostFirst.add(0, Bound.given(b.name(), b.type(), b.mutable(), b.polymorphic(), b.impure()));
		}
		this.bindings = innermostFirst.toArray(Bound[]::new);
		this.mutable = innermostFirst.stream().filter(Bound::mutable).toArray(Bound[]::new);
		this.ofKind = new Bound[Constructors.COUNT][];
		for (int k = 0; k < Constructors.COUNT; k++) {
			int kind = k;
			ofKind[k] = innermostFirst.stream().filter(b -> {
				int own = Constructors.of(b.type());
				return own == Constructors.ANY || own == kind;
			}).toArray(Bound[]::new);
		}
	}

	/**
	 * The bindings whose type could have the outermost constructor {@code kind} ({@link Constructors}), innermost
	 * first: for holes whose type is too large to have a shape, where a type test rejects the others by constructor.
	 */
	Bound[] ofKind(int kind) {
		return kind == Constructors.ANY ? bindings : ofKind[kind];
	}

	/** The bindings a program may write, innermost first: most libraries have none, and writes are asked for often. */
	Bound[] mutable() {
		return mutable;
	}

	/** Every binding, innermost first. */
	Bound[] all() {
		return bindings;
	}

	/**
	 * The bindings that may fill holes of one shape, innermost first: those whose type can never change and fits (by
	 * {@code typeFits}, asked of each once for the shape and shared by every program), and those whose type could
	 * change, which the caller still tests. Kept with the shape's other answers.
	 */
	Bound[] mayFit(FitMemory.Answers known, Predicate<Bound> typeFits) {
		var kept = known.environment;
		if (kept == null) {
			var found = new ArrayList<Bound>();
			for (var b : bindings) {
				if (!b.stable() || typeFits.test(b)) {
					found.add(b);
				}
			}
			kept = found.toArray(Bound[]::new);
			known.environment = kept;
		}
		return kept;
	}
}
