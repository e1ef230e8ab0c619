package cadmus.clp;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.chocosolver.solver.Model;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;

/**
 * Narrows the values being drawn for a side of a node's relations ({@code with start.value > limit.value}) to those
 * that leave every relation of the node room: the sides drawn already are fixed, the others range over the values the
 * language's draws of them gave, and Choco's propagation of the comparisons takes out each candidate no completion
 * supports (a start of 0 where no limit below it is ever drawn). Numbers with decimals are compared at a common scale
 * of up to {@value #MAX_SCALE} places; a number the solver cannot hold (more places, or beyond a billion) is left out
 * of the narrowing.
 */
final class RelationSolver {

	static final int MAX_SCALE = 3;
	private static final int LIMIT = 1_000_000_000;

	private RelationSolver() {
	}

	/**
	 * @param relations  the node's relations: side {@code k} is relation {@code k / 2}'s left ({@code k} even) or right;
	 *                   those that are no numbers' are left to the caller
	 * @param known      per side, the value drawn for it; null where none is yet
	 * @param domains    per side not drawn, the values it may take; null or empty for any number
	 * @param drawn      the sides the value being drawn is
	 * @param candidates the values the draw may give
	 * @return the candidates every relation leaves room for, in their order; empty where the relations cannot hold;
	 *         empty Optional where the solver cannot say (a value it cannot hold)
	 */
	static Optional<List<BigDecimal>> narrow(List<Relation> relations, BigDecimal[] known,
			List<? extends Collection<BigDecimal>> domains, Set<Integer> drawn, List<BigDecimal> candidates) {
		int scale = 0;
		for (var v : candidates) {
			scale = Math.max(scale, places(v));
		}
		for (int k = 0; k < known.length; k++) {
			if (known[k] != null) {
				scale = Math.max(scale, places(known[k]));
			} else if (!drawn.contains(k) && domains.get(k) != null) {
				for (var v : domains.get(k)) {
					scale = Math.max(scale, places(v));
				}
			}
		}
		scale = Math.min(scale, MAX_SCALE);
		var model = new Model("relations");
		var drawnValues = ints(candidates, scale);
		if (drawnValues.length == 0) {
			return Optional.empty();
		}
		var current = model.intVar("drawn", drawnValues);
		var sides = new IntVar[known.length];
		for (int k = 0; k < known.length; k++) {
			if (drawn.contains(k)) {
				sides[k] = current;
			} else if (known[k] != null) {
				var value = scaled(known[k], scale);
				if (value.isEmpty()) {
					return Optional.empty();
				}
				sides[k] = model.intVar(value.get());
			} else {
				var domain = domains.get(k) == null ? new int[0] : ints(domains.get(k), scale);
				sides[k] = domain.length == 0 ? model.intVar("side" + k, -LIMIT, LIMIT, true)
						: model.intVar("side" + k, domain);
			}
		}
		for (int r = 0; r < relations.size(); r++) {
			if (!relations.get(r).numeric()) {
				// A text's, a flag's or an enumeration's: the candidates are filtered by it before (RelatedValues).
				continue;
			}
			model.arithm(sides[2 * r], relations.get(r).op().solverOperator(), sides[2 * r + 1]).post();
		}
		try {
			model.getSolver().propagate();
		} catch (ContradictionException e) {
			return Optional.of(List.of());
		}
		final int at = scale;
		return Optional.of(candidates.stream().filter(v -> scaled(v, at).filter(current::contains).isPresent()).toList());
	}

	/** Decimal places of a number, trailing zeros aside. */
	private static int places(BigDecimal v) {
		return Math.max(0, v.stripTrailingZeros().scale());
	}

	/** The distinct numbers the solver can hold, at the scale. */
	private static int[] ints(Collection<BigDecimal> values, int scale) {
		var ints = new ArrayList<Integer>();
		for (var v : values) {
			scaled(v, scale).filter(i -> !ints.contains(i)).ifPresent(ints::add);
		}
		return ints.stream().mapToInt(Integer::intValue).toArray();
	}

	/** A number times ten to the scale, where that is a whole number within a billion of zero. */
	private static Optional<Integer> scaled(BigDecimal v, int scale) {
		var moved = v.movePointRight(scale);
		if (moved.signum() != 0 && moved.stripTrailingZeros().scale() > 0
				|| moved.abs().compareTo(BigDecimal.valueOf(LIMIT)) > 0) {
			return Optional.empty();
		}
		return Optional.of(moved.intValueExact());
	}
}
