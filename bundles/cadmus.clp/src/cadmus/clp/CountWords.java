package cadmus.clp;

/** Reads the counts a statement says: {@code >= N}, {@code <= N}, {@code = N} or {@code in N..M}. */
final class CountWords {

	private CountWords() {
	}

	/** {@code >= N}, {@code <= N}, {@code = N} or {@code in N..M}, at least {@code least}; then the line's end. */
	static int[] range(TargetWords words, int least) {
		int[] range = bounds(words, least);
		words.end();
		return range;
	}

	/** {@code >= N}, {@code <= N}, {@code = N} or {@code in N..M}, at least {@code least}, where the line may go on. */
	static int[] bounds(TargetWords words, int least) {
		String op = words.next("one of >=, <=, =, in");
		int[] range = switch (op) {
		case ">=" -> new int[] { number(words, least), Integer.MAX_VALUE };
		case "<=" -> new int[] { least, number(words, least) };
		case "=" -> {
			int n = number(words, least);
			yield new int[] { n, n };
		}
		case "in" -> {
			String span = words.next("N..M");
			int dots = span.indexOf("..");
			if (dots < 0) {
				throw words.error(words.last(), "expected N..M, not '" + span + "'");
			}
			yield new int[] { number(words, span.substring(0, dots), least), number(words, span.substring(dots + 2), least) };
		}
		default -> throw words.error(words.last(), "expected one of >=, <=, =, in, not '" + op + "'");
		};
		if (range[1] < range[0]) {
			throw words.error(words.last(), "the range " + range[0] + ".." + range[1] + " is empty");
		}
		return range;
	}

	private static int number(TargetWords words, int least) {
		return number(words, words.next("a number"), least);
	}

	private static int number(TargetWords words, String text, int least) {
		try {
			int n = Integer.parseInt(text);
			if (n >= least) {
				return n;
			}
		} catch (NumberFormatException e) {
			// said below
		}
		throw words.error(words.last(), "expected a whole number of at least " + least + ", not '" + text + "'");
	}
}
