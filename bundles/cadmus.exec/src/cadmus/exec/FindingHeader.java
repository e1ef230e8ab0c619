package cadmus.exec;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import cadmus.api.Outcome;

/**
 * The machine-readable line of a kept engine bug (a file of a language bundle's {@code findings/}): which
 * implementations show it, on which version it was seen, how a run shows it, what the reference implementations
 * print instead, and whether the engine's developers know it. One line, the same for every language, after the
 * language's line comment:
 *
 * <pre>
 * // cadmus-finding: impl=js.mujs version=1.3.2 outcome=OK stdout="-1 2" expect="0 3" ref=js.node tracker=new
 * </pre>
 *
 * Fields are {@code key=value}, separated by spaces; a value with spaces is in double quotes, with {@code \"},
 * {@code \\} and {@code \n} escapes.
 * <ul>
 * <li>{@code impl} (required): the implementations that show the bug, comma-separated; each is checked.</li>
 * <li>{@code version} (required): the engine version the bug was seen on, as the file's prose says.</li>
 * <li>{@code outcome} (required): how a run on {@code impl} ends when the bug shows ({@link Outcome}'s names).</li>
 * <li>{@code stdout}: the run's whole output (normalized by the implementation, trailing white space dropped) when
 * the bug shows; {@code error}: a text the run's error kind or stderr contains. A run shows the bug when its outcome
 * is {@code outcome} and it matches every one of these given.</li>
 * <li>{@code expect}, {@code expect-outcome} (default OK): what a correct implementation prints and how its run ends;
 * {@code ref}: implementations checked to do so (comma-separated; may be absent when none runs the program).</li>
 * <li>{@code tracker}: {@code new} (not reported upstream yet) or {@code known:<url>}; {@code fixed}: the first
 * engine version that no longer shows it (then the bug must not show from that version on).</li>
 * <li>{@code avoided}: the features (names of {@code Implementation#lacks()}), or {@code rules} when the rules never
 * write the construct for any engine, or {@code types} when the rules' types or the prelude never give the construct
 * the bug needs (a comprehension ranges over no sequence), through which generation avoids the bug's shape.</li>
 * <li>{@code command}: when the bug is in a step the implementation does not take (a command's own report), the
 * command that shows it, {@code {file}} standing for the program's file; {@code error} is then looked for in its
 * output.</li>
 * <li>{@code loop}: when the bug is a deoptimization loop, the engine's reason for it, as its trace words it; a run
 * shows the bug when, besides matching the fields above, the implementation's trace of its optimizing tier
 * ({@link cadmus.api.Implementation#optimizedCode}) has a loop for that reason, and a reference's has none.</li>
 * </ul>
 */
public record FindingHeader(String file, List<String> implementations, String version, Outcome outcome, String stdout,
		String error, String expect, Outcome expectOutcome, List<String> references, String tracker, String fixedIn,
		List<String> avoided, String command, String loop) {

	/** What starts the line, after the language's comment marker. */
	public static final String MARK = "cadmus-finding:";

	private static final Set<String> KEYS = Set.of("impl", "version", "outcome", "stdout", "error", "expect",
			"expect-outcome", "ref", "tracker", "fixed", "avoided", "command", "loop");

	/**
	 * The header of a finding's text.
	 *
	 * @throws IllegalArgumentException naming the file when it has no such line, or the line is malformed
	 */
	public static FindingHeader of(String file, String text) {
		var lines = text.lines().filter(l -> l.contains(MARK)).toList();
		if (lines.size() != 1) {
			throw new IllegalArgumentException(file + ": " + (lines.isEmpty() ? "no" : lines.size()) + " '" + MARK
					+ "' lines, one expected");
		}
		String line = lines.get(0);
		Map<String, String> fields = fields(file, line.substring(line.indexOf(MARK) + MARK.length()));
		for (String key : List.of("impl", "version", "outcome", "tracker")) {
			if (!fields.containsKey(key)) {
				throw new IllegalArgumentException(file + ": the header has no " + key + "=");
			}
		}
		String tracker = fields.get("tracker");
		if (!tracker.equals("new") && !tracker.startsWith("known:")) {
			throw new IllegalArgumentException(file + ": tracker is new or known:<url>, not " + tracker);
		}
		if (!fields.containsKey("stdout") && !fields.containsKey("error")) {
			throw new IllegalArgumentException(file + ": the header says neither stdout= nor error=, how a run shows the bug");
		}
		return new FindingHeader(file, list(fields.get("impl")), fields.get("version"), outcome(file, fields.get("outcome")),
				fields.get("stdout"), fields.get("error"), fields.get("expect"),
				outcome(file, fields.getOrDefault("expect-outcome", "OK")), list(fields.get("ref")), tracker,
				fields.get("fixed"), list(fields.get("avoided")), fields.get("command"), fields.get("loop"));
	}

	private static List<String> list(String value) {
		return value == null || value.isEmpty() ? List.of() : List.of(value.split(","));
	}

	private static Outcome outcome(String file, String name) {
		try {
			return Outcome.valueOf(name);
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException(file + ": no outcome " + name + "; one of " + Arrays.toString(Outcome.values()));
		}
	}

	/** The line's key=value fields, in order. */
	private static Map<String, String> fields(String file, String rest) {
		var fields = new LinkedHashMap<String, String>();
		int i = 0;
		while (i < rest.length()) {
			if (rest.charAt(i) == ' ') {
				i++;
				continue;
			}
			int eq = rest.indexOf('=', i);
			if (eq < 0) {
				throw new IllegalArgumentException(file + ": '" + rest.substring(i) + "' is no key=value");
			}
			String key = rest.substring(i, eq);
			if (!KEYS.contains(key) || fields.containsKey(key)) {
				throw new IllegalArgumentException(file + ": " + (fields.containsKey(key) ? "a second " : "unknown key ") + key);
			}
			var value = new StringBuilder();
			i = eq + 1;
			if (i < rest.length() && rest.charAt(i) == '"') {
				i++;
				while (i < rest.length() && rest.charAt(i) != '"') {
					char c = rest.charAt(i++);
					if (c == '\\' && i < rest.length()) {
						char e = rest.charAt(i++);
						value.append(e == 'n' ? '\n' : e);
					} else {
						value.append(c);
					}
				}
				if (i >= rest.length()) {
					throw new IllegalArgumentException(file + ": the value of " + key + " has no closing quote");
				}
				i++;
			} else {
				while (i < rest.length() && rest.charAt(i) != ' ') {
					value.append(rest.charAt(i++));
				}
			}
			fields.put(key, value.toString());
		}
		return fields;
	}

	/** Whether a run shows this bug: its outcome, and its output and error as the header says. */
	public boolean shownBy(String normalizedStdout, cadmus.api.Execution run) {
		if (run.outcome() != outcome) {
			return false;
		}
		if (stdout != null && !normalizedStdout.stripTrailing().equals(stdout)) {
			return false;
		}
		return error == null || (run.errorKind() + "\n" + run.stderr() + "\n" + run.stdout()).contains(error);
	}

	/** Whether a reference implementation's run is the correct one the header gives. */
	public boolean correctIn(String normalizedStdout, cadmus.api.Execution run) {
		return run.outcome() == expectOutcome && (expect == null || normalizedStdout.stripTrailing().equals(expect));
	}

}
