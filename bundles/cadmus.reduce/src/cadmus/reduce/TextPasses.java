package cadmus.reduce;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

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
			passes.add(deleteLines(chunk, parsed));
		}
		for (int chunk : ChunkSizes.forText(TokenCount.of(text))) {
			passes.add(deleteTokens(chunk, parsed));
		}
		return passes;
	}

	static Pass deleteLines(int chunk, Function<String, State> parsed) {
		return new Pass() {
			@Override
			public String name() {
				return "delete " + chunk + " lines";
			}

			@Override
			public int positions(State state) {
				return Math.max(0, lineStarts(state.program().text()).size() - chunk + 1);
			}

			@Override
			public State candidate(State state, int position) {
				String text = state.program().text();
				var starts = lineStarts(text);
				int first = position;
				if (first >= starts.size()) {
					return null;
				}
				int from = starts.get(first);
				int to = first + chunk < starts.size() ? starts.get(first + chunk) : text.length();
				return parsed.apply(text.substring(0, from) + text.substring(to));
			}
		};
	}

	static Pass deleteTokens(int chunk, Function<String, State> parsed) {
		return new Pass() {
			@Override
			public String name() {
				return "delete " + chunk + " tokens";
			}

			@Override
			public int positions(State state) {
				return Math.max(0, state.tokens() - chunk + 1);
			}

			@Override
			public State candidate(State state, int position) {
				String text = state.program().text();
				var spans = TokenCount.spans(text);
				int first = position;
				if (first >= spans.size()) {
					return null;
				}
				int last = Math.min(spans.size(), first + chunk) - 1;
				int from = spans.get(first)[0];
				// The run goes with the blank that follows it, so lines keep their shape.
				int to = last + 1 < spans.size() ? spans.get(last + 1)[0] : text.length();
				return parsed.apply(text.substring(0, from) + text.substring(to));
			}
		};
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
