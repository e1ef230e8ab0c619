package cadmus.exec;

import java.util.Arrays;
import java.util.regex.Pattern;

/**
 * The numeric version in an implementation's version text ("Rhino 1.9.1 (compiled ...)", "MuJS 1.3.2",
 * "Apache Derby 10.16.1.1 - (1901046)"): its first run of dot-separated numbers, compared number by number, so
 * that a kept finding's {@code fixed=} version can be compared with the version installed.
 */
public record EngineVersion(int[] parts) implements Comparable<EngineVersion> {

	private static final Pattern NUMBERS = Pattern.compile("\\d+(\\.\\d+)*");

	/** The version in {@code text}. @throws IllegalArgumentException when it holds no number */
	public static EngineVersion of(String text) {
		var m = NUMBERS.matcher(text);
		if (!m.find()) {
			throw new IllegalArgumentException("no version number in '" + text + "'");
		}
		return new EngineVersion(Arrays.stream(m.group().split("\\.")).mapToInt(Integer::parseInt).toArray());
	}

	/** Missing trailing parts count as 0: 2.3 is 2.3.0. */
	@Override
	public int compareTo(EngineVersion other) {
		for (int i = 0; i < Math.max(parts.length, other.parts.length); i++) {
			int a = i < parts.length ? parts[i] : 0;
			int b = i < other.parts.length ? other.parts[i] : 0;
			if (a != b) {
				return Integer.compare(a, b);
			}
		}
		return 0;
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof EngineVersion v && compareTo(v) == 0;
	}

	@Override
	public int hashCode() {
		int end = parts.length;
		while (end > 0 && parts[end - 1] == 0) {
			end--;
		}
		return Arrays.hashCode(Arrays.copyOf(parts, end));
	}

	@Override
	public String toString() {
		return String.join(".", Arrays.stream(parts).mapToObj(Integer::toString).toList());
	}
}
