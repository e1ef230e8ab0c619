package cadmus.campaign;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import cadmus.api.Coverage;
import cadmus.api.Execution;
import cadmus.campaign.store.CampaignStore;

/**
 * The coverage points a campaign's programs reached, overall and by valid programs: each judged program's points
 * (the points its implementations measured, or the novelty of their output where they measure none), numbered
 * densely for bit sets, and which of them no program (no valid program) had reached before. Starts from what the
 * store holds, so a resumed campaign goes on counting. Not thread-safe: its owner serializes the calls.
 */
final class CoverageTally {

	/** One program's points and those it was the first to reach. */
	record Reach(BitSet points, long[] newPoints, long[] newValidPoints) {
	}

	/** Point keys → dense numbers. */
	private final Map<Long, Integer> numbers = new HashMap<>();
	/** Dense numbers → point keys. */
	private final List<Long> keys = new ArrayList<>();
	private final BitSet reached = new BitSet();
	private final BitSet reachedByValid = new BitSet();

	CoverageTally(CampaignStore store) {
		for (var point : store.coveragePoints()) {
			int n = number(point.point());
			reached.set(n);
			if (point.reachedByValid()) {
				reachedByValid.set(n);
			}
		}
	}

	/**
	 * Counts one judged program.
	 *
	 * @param coverage per execution (in the same order), the points its implementation measured
	 * @param measured per execution, whether its implementation measures coverage (if not, its output's novelty
	 *                 counts)
	 */
	Reach reach(List<Execution> executions, List<Coverage> coverage, List<Boolean> measured, boolean valid) {
		var points = new BitSet();
		for (int i = 0; i < executions.size(); i++) {
			if (measured.get(i)) {
				for (long key : coverage.get(i).points()) {
					points.set(number(key));
				}
			} else {
				for (long key : OutputNovelty.points(executions.get(i))) {
					points.set(number(key));
				}
			}
		}
		long[] fresh = keysOf(points, reached);
		reached.or(points);
		long[] freshValid = valid ? keysOf(points, reachedByValid) : new long[0];
		if (valid) {
			reachedByValid.or(points);
		}
		return new Reach(points, fresh, freshValid);
	}

	/** The keys of the points in {@code points} and not in {@code before}. */
	private long[] keysOf(BitSet points, BitSet before) {
		var fresh = (BitSet) points.clone();
		fresh.andNot(before);
		long[] result = new long[fresh.cardinality()];
		int i = 0;
		for (int n = fresh.nextSetBit(0); n >= 0; n = fresh.nextSetBit(n + 1)) {
			result[i++] = keys.get(n);
		}
		return result;
	}

	/** All points reached, as dense numbers (for the guidance's restore). */
	BitSet reached() {
		return (BitSet) reached.clone();
	}

	BitSet reachedByValid() {
		return (BitSet) reachedByValid.clone();
	}

	private int number(long key) {
		return numbers.computeIfAbsent(key, k -> {
			keys.add(k);
			return keys.size() - 1;
		});
	}
}
