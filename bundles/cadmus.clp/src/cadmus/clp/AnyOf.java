package cadmus.clp;

import java.util.List;

import org.eclipse.emf.ecore.EClass;

/**
 * How many nodes of any of several kinds a program has: a count of a feature a language or a target file names
 * ({@code feature Loop = NumericFor | GenericFor | While | Repeat}), or of a class inside, after or bound by one. A
 * node that is of two of the kinds counts once.
 *
 * @param counted what is counted as the target file says it ({@code Loop inside FunctionBody}), for reports
 * @param kinds   the kinds: each the nodes an {@link Occurs} counts (its own min and max are this count's)
 * @param min     the fewest nodes of any of the kinds it may have
 * @param max     the most ({@link Integer#MAX_VALUE}: no limit)
 */
public record AnyOf(String counted, List<Occurs> kinds, int min, int max) implements Constraint {

	public AnyOf {
		kinds = List.copyOf(kinds);
		if (kinds.isEmpty()) {
			throw new IllegalArgumentException("a count of " + counted + " needs a kind");
		}
		if (min < 0 || max < min) {
			throw new IllegalArgumentException("a count of " + counted + " needs 0 <= min <= max, not " + min + ".."
					+ max);
		}
	}

	@Override
	public boolean holds(TreeFacts facts) {
		int count = facts.count(this);
		return count >= min && count <= max;
	}

	@Override
	public boolean forbids(EClass chosen) {
		return kinds.stream().anyMatch(kind -> kind.forbids(chosen));
	}

	@Override
	public String describe() {
		return Occurs.statement(counted, min, max);
	}
}
