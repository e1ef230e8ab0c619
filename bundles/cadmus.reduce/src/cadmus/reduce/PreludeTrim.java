package cadmus.reduce;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import cadmus.api.GenerationRules;
import cadmus.api.PreludeDefinition;

/**
 * Drops the prelude definitions a program does not use: a definition stays when one of its names occurs in the
 * program's own code or in a definition that stays. What goes is dead code (no name of it is mentioned), so
 * the program means what it meant, for every oracle; a reduced program then shows only the helpers its
 * finding needs, not the whole library every generated program starts with. It also knows which helpers the
 * program may call by a plainer name ({@link cadmus.api.GenerationRules#plainerCalls()}).
 */
public final class PreludeTrim {

	/** Trims nothing: for languages whose prelude cannot be taken apart. */
	public static final PreludeTrim NONE = new PreludeTrim(List.of(), Map.of());

	private static final Pattern WORD = Pattern.compile("[A-Za-z_$][\\w$]*");

	/** A program without the definitions it does not use, and how many tokens of the prelude it kept. */
	public record Trimmed(String text, int preludeTokens) {
	}

	private final List<PreludeDefinition> definitions;
	private final Map<String, String> plainerCalls;

	public PreludeTrim(List<PreludeDefinition> definitions) {
		this(definitions, Map.of());
	}

	/** @param plainerCalls helpers the program may call by a plainer name, and that name */
	public PreludeTrim(List<PreludeDefinition> definitions, Map<String, String> plainerCalls) {
		this.definitions = List.copyOf(definitions);
		this.plainerCalls = Map.copyOf(plainerCalls);
	}

	/** A language's prelude, as its rules give it. */
	public static PreludeTrim of(GenerationRules rules) {
		return new PreludeTrim(rules.preludeDefinitions(), rules.plainerCalls());
	}

	public Map<String, String> plainerCalls() {
		return plainerCalls;
	}

	/**
	 * The program without the definitions it does not use; empty when it starts with none of the prelude's
	 * definitions or needs all it has.
	 */
	public Optional<Trimmed> trim(String text) {
		var present = present(text);
		if (present.isEmpty()) {
			return Optional.empty();
		}
		String code = text.substring(preludeLength(text));
		Set<String> used = words(code);
		boolean[] kept = new boolean[present.size()];
		for (boolean grew = true; grew;) {
			grew = false;
			for (int i = 0; i < kept.length; i++) {
				var definition = present.get(i);
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
				keptText.append(present.get(i).text());
			} else {
				dropped = true;
			}
		}
		return dropped ? Optional.of(new Trimmed(keptText + code, TokenCount.of(keptText.toString()))) : Optional.empty();
	}

	/** The tokens of the prelude's definitions the text starts with. */
	public int keptTokens(String text) {
		return TokenCount.of(text.substring(0, preludeLength(text)));
	}

	/** The definitions the text starts with, in the prelude's order (all of them, or those a trim kept). */
	private List<PreludeDefinition> present(String text) {
		var present = new ArrayList<PreludeDefinition>();
		int length = 0;
		for (var definition : definitions) {
			if (text.startsWith(definition.text(), length)) {
				length += definition.text().length();
				present.add(definition);
			}
		}
		return present;
	}

	/**
	 * How long the text's prelude is: its start made of the prelude's definitions in their order (all of them,
	 * or those a trim kept); 0 when it starts with none.
	 */
	public int preludeLength(String text) {
		return present(text).stream().mapToInt(d -> d.text().length()).sum();
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
