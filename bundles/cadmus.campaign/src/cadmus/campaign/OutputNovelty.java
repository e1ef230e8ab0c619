package cadmus.campaign;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.Execution;

/**
 * Coverage points for an implementation that cannot measure its coverage (a native engine without a coverage
 * build): the run's outcome and error kind, and the shape of each line it printed (digits and the text between
 * quotes folded, so values do not count, the kinds of values and messages do). A program that makes an engine
 * print something it never printed before has probably reached code it never reached before.
 */
final class OutputNovelty {

	/** Lines past this many add nothing: long outputs repeat themselves. */
	private static final int MAX_LINES = 64;
	private static final int MAX_LINE = 80;

	private OutputNovelty() {
	}

	static List<Long> points(Execution e) {
		var points = new ArrayList<Long>();
		long implementation = hash(e.implementationId());
		points.add(mix(implementation, hash(e.outcome().name() + "/" + e.errorKind())));
		int lines = 0;
		for (String line : e.stdout().split("\n", MAX_LINES + 1)) {
			if (lines++ == MAX_LINES) {
				break;
			}
			points.add(mix(implementation, hash("line/" + shape(line))));
		}
		return points;
	}

	/** The line with runs of digits as one 0, quoted text as "", at most {@value #MAX_LINE} characters. */
	static String shape(String line) {
		var shape = new StringBuilder();
		boolean inDigits = false;
		char quote = 0;
		for (int i = 0; i < line.length() && shape.length() < MAX_LINE; i++) {
			char c = line.charAt(i);
			if (quote != 0) {
				if (c == quote) {
					shape.append(c);
					quote = 0;
				}
				continue;
			}
			if (c == '"' || c == '\'') {
				quote = c;
				shape.append(c);
				inDigits = false;
			} else if (Character.isDigit(c)) {
				if (!inDigits) {
					shape.append('0');
				}
				inDigits = true;
			} else {
				shape.append(c);
				inDigits = false;
			}
		}
		return shape.toString();
	}

	private static long hash(String s) {
		long h = 0xcbf29ce484222325L;
		for (int i = 0; i < s.length(); i++) {
			h = (h ^ s.charAt(i)) * 0x100000001b3L;
		}
		return h;
	}

	private static long mix(long a, long b) {
		long z = a * 31 + b;
		z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
		return z ^ (z >>> 33);
	}
}
