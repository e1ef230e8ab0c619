package cadmus.api;

import java.util.Arrays;

/**
 * The coverage points one run reached in an implementation's own code: stable 64-bit keys (the same point has the
 * same key in every process that runs the same engine build), sorted, without repeats. What a point is depends on
 * the collector (a JaCoCo probe of an engine class, ...); feedback-directed campaigns only compare keys.
 */
public record Coverage(long[] points) {

	/** No points: the run was not measured, or reached nothing measured. */
	public static final Coverage NONE = new Coverage(new long[0]);

	public Coverage {
		points = points.clone();
		Arrays.sort(points);
		int n = 0;
		for (int i = 0; i < points.length; i++) {
			if (i == 0 || points[i] != points[i - 1]) {
				points[n++] = points[i];
			}
		}
		points = Arrays.copyOf(points, n);
	}

	@Override
	public long[] points() {
		return points.clone();
	}

	public int size() {
		return points.length;
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof Coverage c && Arrays.equals(points, c.points);
	}

	@Override
	public int hashCode() {
		return Arrays.hashCode(points);
	}

	@Override
	public String toString() {
		return "Coverage[" + points.length + " points]";
	}
}
