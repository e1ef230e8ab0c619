package cadmus.api;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * One definition of a language's prelude (a helper function, a shared variable, a group of aliases): its text
 * and the names it defines. A reduced program keeps only the definitions its code uses, directly or through
 * other kept definitions; one that defines no name (a comment) is dropped with them.
 */
public record PreludeDefinition(List<String> names, String text) {

	public PreludeDefinition {
		names = List.copyOf(names);
	}

	/**
	 * Takes a prelude apart at the lines that begin a definition: those {@code start} finds at their beginning,
	 * the names defined being its non-null groups (each a comma-separated list). Every other line belongs to the
	 * definition above it; lines before the first definition are one that defines nothing.
	 */
	public static List<PreludeDefinition> split(String prelude, Pattern start) {
		var definitions = new ArrayList<PreludeDefinition>();
		List<String> names = List.of();
		var text = new StringBuilder();
		for (String line : prelude.split("(?<=\n)")) {
			var m = start.matcher(line);
			if (m.lookingAt()) {
				if (!text.isEmpty()) {
					definitions.add(new PreludeDefinition(names, text.toString()));
				}
				var defined = new ArrayList<String>();
				for (int g = 1; g <= m.groupCount(); g++) {
					if (m.group(g) != null) {
						Arrays.stream(m.group(g).split(",")).map(String::strip).filter(n -> !n.isEmpty()).forEach(defined::add);
					}
				}
				names = defined;
				text.setLength(0);
			}
			text.append(line);
		}
		if (!text.isEmpty()) {
			definitions.add(new PreludeDefinition(names, text.toString()));
		}
		return List.copyOf(definitions);
	}
}
