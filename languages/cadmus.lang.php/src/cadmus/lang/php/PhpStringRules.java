package cadmus.lang.php;

import static cadmus.lang.php.PhpTypes.INT;
import static cadmus.lang.php.PhpTypes.STRING;
import static cadmus.lang.php.php.PhpPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.TypeRule;
import cadmus.api.types.BaseType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * The type rules of PHP's strings with interpolation, heredocs and nowdocs: the texts between embedded values, and
 * the values an interpolation may embed.
 */
final class PhpStringRules {

	private final BiConsumer<EClass, TypeRule> sink;

	private PhpStringRules(BiConsumer<EClass, TypeRule> sink) {
		this.sink = sink;
	}

	static void add(BiConsumer<EClass, TypeRule> sink) {
		new PhpStringRules(sink).strings();
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		sink.accept(eClass, TypeRule.of(type, children));
	}

	/**
	 * Text between embedded values: no '"', '$' or '{' that would change how PHP reads the string, no escapes but \\t
	 * and \\\\, and never starting with what would read on as a simple variable's name, index or property. A
	 * heredoc's text may hold line breaks and quotes, never its closing label (TXT).
	 */
	private static final List<String> TEXTS = List.of(" ", ", ", " = ", ": ", "-", " and ", "<", "> ", "(", ") ", "#",
			"%", ". ", "!", "\\t", " \\\\ ", "'");
	private static final List<String> HEREDOC_TEXTS = List.of(" ", "\n", ": ", " \"q\" ", "\n- ", ", ", " = ", "\n\n",
			"\\t", "(", ") ");
	/** What a string embeds: ints and strings, which every version prints alike (floats follow precision). */
	private static final Set<BaseType> EMBEDDED = Set.of(INT, STRING);

	/**
	 * Strings with interpolation: "text {$a[0]} $x text", or a heredoc of the same parts; text parts alternate
	 * with embedded values, so that no two texts meet (they would read back as one). Sometimes a nowdoc: text alone.
	 */
	private void strings() {
		rule(INTERPOLATED_STRING, w -> STRING, t -> {
			boolean heredoc = t.decisions().flip("string.heredoc", 0.3);
			if (heredoc && t.decisions().flip("string.nowdoc", 0.25)) {
				// <<<'TXT': text alone, as written
				t.set(INTERPOLATED_STRING__OPEN, "<<<'TXT'\n");
				t.set(INTERPOLATED_STRING__CLOSE, "\nTXT");
				t.requireEach(INTERPOLATED_STRING__PARTS, List.of(PhpTypes.HEREDOC_TEXT));
				return;
			}
			t.set(INTERPOLATED_STRING__OPEN, heredoc ? "<<<TXT\n" : "\"");
			t.set(INTERPOLATED_STRING__CLOSE, heredoc ? "\nTXT" : "\"");
			Type text = heredoc ? PhpTypes.HEREDOC_TEXT : PhpTypes.TEXT;
			int embedded = t.overBudget() ? 1 : (int) t.decisions().between("string.embedded", 1, 3);
			boolean textFirst = t.decisions().flip("string.textFirst", 0.7);
			var parts = new ArrayList<Type>();
			for (int i = 0; i < embedded; i++) {
				if (i > 0 || textFirst) {
					parts.add(text);
				}
				parts.add(new TypeVariable(EMBEDDED));
			}
			if (t.decisions().flip("string.textLast", 0.6)) {
				parts.add(text);
			}
			t.requireEach(INTERPOLATED_STRING__PARTS, parts);
		});
		rule(STRING_TEXT, w -> PhpTypes.TEXT.equals(w) || PhpTypes.HEREDOC_TEXT.equals(w) ? w : null, t -> {
			var texts = PhpTypes.HEREDOC_TEXT.equals(t.nodeType()) ? HEREDOC_TEXTS : TEXTS;
			t.set(STRING_TEXT__TEXT, texts.get(t.decisions().choose("string.text", texts.size())));
		});
		rule(EMBEDDED_EXPRESSION, w -> new TypeVariable(EMBEDDED),
				t -> t.require(EMBEDDED_EXPRESSION__EXPRESSION, t.nodeType()));
	}
}
