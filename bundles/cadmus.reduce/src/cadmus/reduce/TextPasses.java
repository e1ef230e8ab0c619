package cadmus.reduce;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The last resort, for what decisions cannot express and for programs given as files: delete runs of lines,
 * then runs of tokens, starting at every line or token (a block to delete rarely starts at a multiple of its
 * length), of halving lengths, or of every length when the text is short. A candidate that the language's
 * parser rejects is never run.
 */
final class TextPasses {

	private TextPasses() {
	}

	static List<Pass> all(String text, Function<String, State> parsed) {
		var passes = new ArrayList<Pass>();
		for (int chunk : ChunkSizes.forText(lineStarts(text).size())) {
			passes.add(deleteRuns(chunk + " lines", chunk, TextPasses::lineStarts, parsed));
		}
		for (int chunk : ChunkSizes.forText(TokenCount.of(text))) {
			passes.add(deleteRuns(chunk + " tokens", chunk, TokenCount::starts, parsed));
		}
		return passes;
	}

	/**
	 * Keeps the shortest prefix of the lines that still shows the finding (shortest first). Unlike other text
	 * edits it is safe for every oracle: a prefix of a program the rules made declares every name before it is
	 * used, and does what the whole program did up to its end, so whatever it shows the whole program showed
	 * too: no error or difference of its own making. It cuts what one node of the tree wrote as several
	 * statements, which no tree edit can part.
	 */
	static Pass prefix(Function<String, State> parsed) {
		return new Pass("keep a prefix of the lines", s -> Math.max(0, lineStarts(s.program().text()).size() - 1),
				(state, position) -> {
					String text = state.program().text();
					var at = lineStarts(text);
					return position + 1 < at.size() ? parsed.apply(text.substring(0, at.get(position + 1))) : null;
				});
	}

	/**
	 * The program without the prelude definitions it does not use ({@link PreludeTrim} made it from the current
	 * program): one candidate, conforming as the program is.
	 */
	static Pass unusedPrelude(PreludeTrim.Trimmed trimmed, Function<String, State> parsed) {
		return new Pass("drop the prelude's unused definitions", s -> 1, (state, position) -> parsed.apply(trimmed.text()));
	}

	/**
	 * Calls of prelude helpers by their plainer names ({@link PreludeTrim#plainerCalls()}): all of them at once,
	 * then one helper's at a time, the definitions then unused dropped. Each candidate must run exactly as the
	 * program did on every implementation, so the plainer name changes nothing the finding shows.
	 */
	static Pass plainerCalls(PreludeTrim prelude, Function<String, State> parsed) {
		var helpers = List.copyOf(new java.util.TreeMap<>(prelude.plainerCalls()).keySet());
		return new Pass("call helpers by plainer names", s -> helpers.isEmpty() ? 0 : 1 + helpers.size(), (state, position) -> {
			String text = state.program().text();
			int code = prelude.preludeLength(text);
			String calls = text.substring(code);
			for (var helper : position == 0 ? helpers : List.of(helpers.get(position - 1))) {
				calls = Pattern.compile("(?<![\\w$.])" + Pattern.quote(helper) + "(?=\\s*\\()").matcher(calls)
						.replaceAll(Matcher.quoteReplacement(prelude.plainerCalls().get(helper)));
			}
			if (calls.equals(text.substring(code))) {
				return null;
			}
			String plainer = text.substring(0, code) + calls;
			return parsed.apply(prelude.trim(plainer).map(PreludeTrim.Trimmed::text).orElse(plainer));
		}, true);
	}

	/**
	 * Deletes {@code chunk} units from every unit on, where {@code starts} gives the offsets units begin at;
	 * a unit goes with the blank that follows it, so lines keep their shape.
	 */
	static Pass deleteRuns(String what, int chunk, Function<String, List<Integer>> starts, Function<String, State> parsed) {
		return new Pass("delete " + what, s -> Math.max(0, starts.apply(s.program().text()).size() - chunk + 1),
				(state, first) -> {
					String text = state.program().text();
					var at = starts.apply(text);
					if (first >= at.size()) {
						return null;
					}
					int to = first + chunk < at.size() ? at.get(first + chunk) : text.length();
					return parsed.apply(text.substring(0, at.get(first)) + text.substring(to));
				});
	}

	/** Where each line of the text starts (a last line without a newline counts). */
	static List<Integer> lineStarts(String text) {
		var starts = new ArrayList<Integer>();
		for (int i = 0; i < text.length(); i = text.indexOf('\n', i) + 1) {
			starts.add(i);
			if (text.indexOf('\n', i) < 0) {
				break;
			}
		}
		return starts;
	}
}
