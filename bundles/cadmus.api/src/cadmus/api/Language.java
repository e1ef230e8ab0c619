package cadmus.api;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;

/**
 * A target language: its metamodel (from its grammar), a parser, a renderer and the rules that shape generation.
 * Contributed as an OSGi service by a language bundle; the property {@value #ID_PROPERTY} carries {@link #id()}.
 */
public interface Language {

	/** Service property naming the language id, so that clients can filter for one language. */
	String ID_PROPERTY = "cadmus.language";

	/** Short stable id used on the command line and in service properties, e.g. the file extension's stem. */
	String id();

	/** Human-readable name, e.g. with the dialect it covers. */
	String name();

	/** File extension of programs, without the dot. */
	String fileExtension();

	/**
	 * The program a file of real code holds, for a corpus ({@code cadmus corpus import}): the file's text, or for a
	 * format that wraps a program among other sections (an engine's own test format, such as php-src's {@code .phpt},
	 * whose {@code --FILE--} section is the program) that section; empty when the file holds none the language can
	 * read (a test whose program is in another file).
	 */
	default java.util.Optional<String> programInFile(String fileName, String text) {
		return java.util.Optional.of(text);
	}

	/** What starts a comment running to the end of the line, for headers in generated files. */
	String lineComment();

	/** The class of a whole program's tree; generation starts from a hole of this class. */
	EClass rootClass();

	/** Parses program text into a tree of the language's metamodel. */
	EObject parse(String text) throws UnparsableProgramException;

	/**
	 * The syntax errors of program text, with their positions (an editor marks them as the user types); empty when
	 * the text parses.
	 */
	default java.util.List<SyntaxError> syntaxErrors(String text) {
		try {
			parse(text);
			return java.util.List.of();
		} catch (UnparsableProgramException e) {
			return e.syntaxErrors().isEmpty() ? java.util.List.of(new SyntaxError(1, 0, 0, e.getMessage()))
					: e.syntaxErrors();
		}
	}

	/**
	 * What may follow the text before {@code offset}, by the language's grammar and scopes (keywords that fit there,
	 * names in scope), for an editor's content assist; empty when the language does not tell.
	 */
	default java.util.List<Completion> completions(String text, int offset) {
		return java.util.List.of();
	}

	/** The grammar's keywords, for highlighting; empty when the language does not tell. */
	default java.util.Set<String> keywords() {
		return java.util.Set.of();
	}

	/** Renders a tree as program text; {@code parse(render(t))} must equal {@code t}. */
	String render(EObject tree);

	/** The rules that shape generated trees for this language, in its default dialect. */
	GenerationRules rules();

	/**
	 * The size bound generation uses unless told otherwise: what a program of this language needs to do
	 * something worth testing (a script that must make and fill its data before anything it computes means much).
	 */
	default int defaultSize() {
		return SizeBound.DEFAULT.maxNodes();
	}

	/**
	 * How many statements a program's text holds, for throughput figures in statements (queries) per second;
	 * -1 when the language does not count them.
	 */
	default int statementCount(String text) {
		return -1;
	}

	/** Dialects the language generates for (the first is the default); each implementation runs one. */
	default java.util.List<String> dialects() {
		return java.util.List.of("");
	}

	/** The rules for one of {@link #dialects()}. */
	default GenerationRules rules(String dialect) {
		return rules();
	}

	/**
	 * The rules for one of {@link #dialects()}, generating none of the {@code avoided} features (names from
	 * {@link Implementation#lacks()}; names the language does not know are ignored).
	 */
	default GenerationRules rules(String dialect, java.util.Set<String> avoided) {
		return rules(dialect);
	}

	/** What {@code implementations} lack between them: the features programs for all of them avoid. */
	static java.util.Set<String> lackedByAny(java.util.Collection<? extends Implementation> implementations) {
		var lacked = new java.util.TreeSet<String>();
		implementations.forEach(i -> lacked.addAll(i.lacks()));
		return java.util.Collections.unmodifiableSet(lacked);
	}

	/**
	 * The construct a node is, for coverage counts: its class's name unless the language tells more (an
	 * operator, a declaration's kind).
	 */
	default String construct(EObject node) {
		return node.eClass().getName();
	}

	/** Runnable program text: the rules' prelude followed by the rendered tree. */
	default String programText(EObject tree, GenerationRules rules) {
		return rules.prelude() + render(tree);
	}

	/**
	 * The program in its hot form, for JIT tiers: its code run {@code rounds} times in one process, so that JIT
	 * compilers find it hot and compile it, what the first {@code rounds - 1} rounds print folded into one running hash
	 * printed before the last round, which prints as the program itself does. The last round's output is the
	 * program's own, so a hot form means on every engine what its program means, and a round that a compiled tier gets
	 * wrong shows in the hash. Empty where the language has no hot form.
	 */
	default java.util.Optional<String> hotProgramText(EObject tree, GenerationRules rules, int rounds) {
		return java.util.Optional.empty();
	}
}
