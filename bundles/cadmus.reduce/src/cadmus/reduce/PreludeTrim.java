package cadmus.reduce;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import cadmus.api.PreludeDefinition;

/**
 * Drops the prelude definitions a program does not use: a definition stays when one of its names occurs in the
 * program's own code or in a definition that stays. What goes is dead code (no name of it is mentioned), so
 * the program means what it meant, for every oracle; a reduced program then shows only the helpers its
 * finding needs, not the whole library every generated program starts with.
 */
public final class PreludeTrim {

	/** Trims nothing: for languages whose prelude cannot be taken apart. */
	public static final PreludeTrim NONE = new PreludeTrim(List.of());

	private static final Pattern WORD = Pattern.compile("[A-Za-z_$][\\w$]*");

	/** A program without the definitions it does not use, and how many tokens of the prelude it kept. */
	public record Trimmed(String text, int preludeTokens) {
	}

	private final List<PreludeDefinition> definitions;
	private final String prelude;

	public PreludeTrim(List<PreludeDefinition> definitions) {
		this.definitions = List.copyOf(definitions);
		this.prelude = String.join("", definitions.stream().map(PreludeDefinition::text).toList());
	}

	/** The program without the definitions it does not use; empty when it does not start with the prelude or needs all of it. */
	public Optional<Trimmed> trim(String text) {
		if (definitions.isEmpty() || !text.startsWith(prelude)) {
			return Optional.empty();
		}
		String code = text.substring(prelude.length());
		Set<String> used = words(code);
		boolean[] kept = new boolean[definitions.size()];
		for (boolean grew = true; grew;) {
			grew = false;
			for (int i = 0; i < kept.length; i++) {
				var definition = definitions.get(i);
				if (!kept[i] && definition.names().stream().anyMatch(used::contains)) {
					kept[i] = true;
					used.addAll(words(definition.text()));
					grew = true;
				}
			}
		}
		var keptText = new StringBuilder();
		boolean dropped = false;
		for (int i = 0; i < kept.length; i++) {
			if (kept[i]) {
				keptText.append(definitions.get(i).text());
			} else {
				dropped = true;
			}
		}
		return dropped ? Optional.of(new Trimmed(keptText + code, TokenCount.of(keptText.toString()))) : Optional.empty();
	}

	/**
	 * How long the text's prelude is: its start made of the prelude's definitions in their order (all of them,
	 * or those a trim kept); 0 when it starts with none.
	 */
	public int preludeLength(String text) {
		int length = 0;
		for (var definition : definitions) {
			if (text.startsWith(definition.text(), length)) {
				length += definition.text().length();
			}
		}
		return length;
	}

	private static Set<String> words(String text) {
		var words = new HashSet<String>();
		var m = WORD.matcher(text);
		while (m.find()) {
			words.add(m.group());
		}
		return words;
	}
}
