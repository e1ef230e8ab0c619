package cadmus.generate;

import java.util.ArrayList;
import java.util.List;

/**
 * The decisions that made one program, in order: replaying them regenerates the program exactly, and
 * shrinking them (fewer, smaller values) is how a finding's program is reduced. Stored as text, one
 * decision per line: {@code value lo hi label}.
 */
public record Trace(List<Decision> decisions) {

	public Trace {
		decisions = List.copyOf(decisions);
	}

	public int size() {
		return decisions.size();
	}

	public String toText() {
		var out = new StringBuilder(decisions.size() * 24);
		for (var d : decisions) {
			out.append(d.value()).append(' ').append(d.lo()).append(' ').append(d.hi()).append(' ').append(d.label())
					.append('\n');
		}
		return out.toString();
	}

	/**
	 * Reads {@link #toText()} output.
	 *
	 * @throws IllegalArgumentException naming the line that is not a decision
	 */
	public static Trace fromText(String text) {
		var decisions = new ArrayList<Decision>();
		int lineNumber = 0;
		for (String line : text.split("\n")) {
			lineNumber++;
			if (line.isBlank()) {
				continue;
			}
			String[] parts = line.split(" ", 4);
			try {
				decisions.add(new Decision(parts.length > 3 ? parts[3] : "", Long.parseLong(parts[1]),
						Long.parseLong(parts[2]), Long.parseLong(parts[0])));
			} catch (RuntimeException e) {
				throw new IllegalArgumentException("trace line " + lineNumber + " is not 'value lo hi label': " + line, e);
			}
		}
		return new Trace(decisions);
	}
}
