package cadmus.clp;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.Language;
import cadmus.api.SyntaxError;
import cadmus.api.TextFile;

/**
 * Reads a target file: one statement a line, {@code #} to the end of a line a comment.
 *
 * <pre>
 * language ID                           the language its programs are of (first, once)
 * contains CLASS WHERE                 at least one node of the class where WHERE says
 * not contains CLASS WHERE             none
 * count CLASS WHERE OP N               OP one of &gt;= &lt;= =, or "in N..M"
 *   WHERE: [inside CLASS[.CONTAINMENT]]  inside a node of the class (in that containment of it: Call.target, the
 *                                      expression called, not its arguments)
 *          [after CLASS]               after a node of the class, earlier in a list that holds both
 *          [bound by CLASS [across CLASS]]  a reference to a binding a node of the class binds, named from inside a
 *                                      node of the other that does not hold the binder (a closure's capture)
 *          [with ATTRIBUTE [= VALUE]]...  the node's attribute has the value (a flag named alone: true; an
 *                                      enumeration's literal; any other value as its text)
 *          [with ATTRIBUTE OP N]...    its value, read as a number (a literal's text), is in a range: OP one of
 *                                      &gt;= &lt;=, or "in N..M"; N a number (-1, 2.5)
 *          [with ATTRIBUTE length OP N]...  its text's length (without enclosing quotes), OP as for count
 *          [typed TYPE]                the rules gave the node that type: a base type's name (or a subtype of it),
 *                                      a container's kind, function, a record's name
 * size OP N                             the program's nodes, OP as for count
 * </pre>
 *
 * CLASS is a class of the language's metamodel ({@code cadmus languages} lists the languages; a language's grammar
 * names its classes). A line-based format of five statements, read by hand, rather than a grammar of its own: each
 * error names its line and column, the same reader serves the command line and the IDE's markers, and nothing is
 * generated.
 */
public final class TargetFile {

	/** The words of the statements above, for an editor's highlighting. */
	public static final List<String> KEYWORDS = List.of("language", "contains", "not", "count", "size", "inside",
			"after", "bound", "by", "across", "with", "typed", "in", "length");

	private TargetFile() {
	}

	/**
	 * The target a file holds.
	 *
	 * @param languages the installed languages by id
	 * @throws cadmus.api.InputFileException naming the file, line and column, and what is wrong (a
	 *         {@link TargetFileError})
	 */
	public static Target read(Path file, Function<String, Optional<Language>> languages) {
		return parse(TextFile.read(file, "target file"), file.toString(), languages);
	}

	/**
	 * The target a text holds.
	 *
	 * @param origin names the text in errors (its file)
	 */
	public static Target parse(String text, String origin, Function<String, Optional<Language>> languages) {
		return read(text, origin, languages, problem -> {
			throw problem;
		});
	}

	/**
	 * Every mistake in a text, for an editor's markers: one for each line that has one, or, where the language is
	 * missing or not installed, that one alone (nothing else can be checked without its metamodel).
	 */
	public static List<SyntaxError> problems(String text, Function<String, Optional<Language>> languages) {
		var problems = new ArrayList<SyntaxError>();
		read(text, "target", languages, problem -> problems.add(at(problem, text)));
		return problems;
	}

	/** A problem where it is in the text: from its column to the end of the word there. */
	private static SyntaxError at(TargetFileError problem, String text) {
		int offset = 0;
		for (int line = 1; line < problem.line(); line++) {
			offset = text.indexOf('\n', offset) + 1;
		}
		offset = Math.min(text.length(), offset + Math.max(0, problem.column() - 1));
		int end = offset;
		while (end < text.length() && !Character.isWhitespace(text.charAt(end)) && text.charAt(end) != '#') {
			end++;
		}
		return new SyntaxError(Math.max(1, problem.line()), offset, end - offset, problem.problem());
	}

	/** The target, or null where {@code problems} was told of a mistake and did not throw it. */
	private static Target read(String text, String origin, Function<String, Optional<Language>> languages,
			Consumer<TargetFileError> problems) {
		Language language = null;
		boolean wrong = false;
		var constraints = new ArrayList<Constraint>();
		var lines = text.split("\n", -1);
		for (int n = 0; n < lines.length; n++) {
			String line = lines[n];
			int hash = line.indexOf('#');
			var words = new TargetWords(hash < 0 ? line : line.substring(0, hash), origin, n + 1);
			if (words.atEnd()) {
				continue;
			}
			try {
				String keyword = words.next("a statement");
				if (keyword.equals("language")) {
					if (language != null) {
						throw words.error(1, "the language is given once");
					}
					String id = words.next("a language id");
					language = languages.apply(id).orElseThrow(() -> words.error(words.last(), "no language '" + id
							+ "' is installed"));
					words.end();
					continue;
				}
				if (language == null) {
					throw words.error(1, "the first statement says the language: 'language ID'");
				}
				constraints.add(statement(keyword, words, language.rootClass().getEPackage()));
			} catch (TargetFileError e) {
				problems.accept(e);
				wrong = true;
				if (language == null) {
					return null;
				}
			}
		}
		if (language == null) {
			problems.accept(new TargetFileError(origin, 0, 0, // the whole file's
					"no statement: a target says its language and what its programs have"));
			return null;
		}
		return wrong ? null : new Target(language.id(), constraints);
	}

	private static Constraint statement(String keyword, TargetWords words, EPackage ePackage) {
		return switch (keyword) {
		case "contains" -> occurs(words, ePackage, rest -> fixed(rest, 1, Integer.MAX_VALUE));
		case "not" -> {
			words.expect("contains");
			yield occurs(words, ePackage, rest -> fixed(rest, 0, 0));
		}
		case "count" -> occurs(words, ePackage, rest -> range(rest, 0));
		case "size" -> {
			int[] range = range(words, 1);
			yield new SizeRange(range[0], range[1]);
		}
		default -> throw words.error(words.last(), "unknown statement '" + keyword
				+ "'; known: language, contains, not contains, count, size");
		};
	}

	/**
	 * A class and its qualifiers, then what {@code counts} reads from the rest of the line (and checks is its end): the
	 * fewest and most such nodes.
	 */
	private static Occurs occurs(TargetWords words, EPackage ePackage, Function<TargetWords, int[]> counts) {
		var what = eClass(words, ePackage);
		var inside = inside(words, ePackage);
		var after = qualifier(words, ePackage, "after");
		var bound = bound(words, ePackage);
		var with = with(words, what);
		var typed = typed(words);
		int[] range = counts.apply(words);
		return new Occurs(what, inside.owner(), inside.via(), after, bound, with, typed, range[0], range[1]);
	}

	/** The counts a statement says by its word ({@code contains}: at least one), at the line's end. */
	private static int[] fixed(TargetWords words, int min, int max) {
		words.end();
		return new int[] { min, max };
	}

	/** An {@code inside} qualifier: the enclosing class, and the containment of it where one is named. */
	private record Inside(EClass owner, EReference via) {
	}

	/** {@code inside CLASS[.CONTAINMENT]} where the line has it next; else neither. */
	private static Inside inside(TargetWords words, EPackage ePackage) {
		if (words.atEnd() || !words.peek().equals("inside")) {
			return new Inside(null, null);
		}
		words.next("inside");
		String word = words.next("a class of the language");
		int dot = word.indexOf('.');
		if (dot < 0) {
			return new Inside(eClass(words, ePackage, word), null);
		}
		var owner = eClass(words, ePackage, word.substring(0, dot));
		String name = word.substring(dot + 1);
		var containments = owner.getEAllContainments();
		var via = containments.stream().filter(r -> r.getName().equals(name)).findFirst().orElseThrow(() -> words.error(
				words.last() + dot + 1, "class " + owner.getName() + " has no containment '" + name + "'; its containments: "
						+ String.join(", ", containments.stream().map(r -> r.getName()).toList())));
		return new Inside(owner, via);
	}

	/** Each {@code with ATTRIBUTE [= VALUE]} the line has next, of the attributes of {@code what}. */
	private static List<Occurs.Valued> with(TargetWords words, EClass what) {
		var with = new ArrayList<Occurs.Valued>();
		while (!words.atEnd() && words.peek().equals("with")) {
			words.next("with");
			String name = words.next("an attribute of " + what.getName());
			var attribute = what.getEAllAttributes().stream().filter(a -> a.getName().equals(name)).findFirst()
					.orElseThrow(() -> words.error(words.last(), "class " + what.getName() + " has no attribute '" + name
							+ "'; its attributes: " + String.join(", ", what.getEAllAttributes().stream()
									.map(a -> a.getName()).toList())));
			var type = attribute.getEAttributeType();
			boolean flag = type.getInstanceClass() == boolean.class || type.getInstanceClass() == Boolean.class;
			if (!words.atEnd() && List.of(">=", "<=", "in", "length").contains(words.peek())) {
				if (flag || type instanceof org.eclipse.emf.ecore.EEnum) {
					throw words.error(words.last(), name + " is " + (flag ? "a flag" : "an enumeration")
							+ ": say its value, 'with " + name + " = VALUE'");
				}
				with.add(new Occurs.Valued(attribute, valueRange(words)));
				continue;
			}
			if (words.atEnd() || !words.peek().equals("=")) {
				if (!flag) {
					throw words.error(words.last(), name + " is not a flag: say its value, 'with " + name + " = VALUE'");
				}
				with.add(new Occurs.Valued(attribute, Boolean.TRUE));
				continue;
			}
			words.next("=");
			String value = words.next("a value of " + name);
			if (flag) {
				if (!value.equals("true") && !value.equals("false")) {
					throw words.error(words.last(), name + " is a flag: true or false, not '" + value + "'");
				}
				with.add(new Occurs.Valued(attribute, Boolean.valueOf(value)));
			} else if (type instanceof org.eclipse.emf.ecore.EEnum eEnum) {
				var literal = eEnum.getELiterals().stream().filter(l -> l.getName().equals(value)
						|| l.getLiteral().equals(value)).findFirst().orElseThrow(() -> words.error(words.last(),
								"no value '" + value + "' of " + name + "; its values: " + String.join(", ",
										eEnum.getELiterals().stream().map(l -> l.getName()).toList())));
				with.add(new Occurs.Valued(attribute, literal.getInstance()));
			} else {
				with.add(new Occurs.Valued(attribute, value));
			}
		}
		return with;
	}

	/**
	 * {@code [length] >= N}, {@code [length] <= N} or {@code [length] in N..M} (a length also {@code = N}): N a number,
	 * a whole one of at least 0 for a length.
	 */
	private static ValueRange valueRange(TargetWords words) {
		boolean length = words.peek().equals("length");
		if (length) {
			words.next("length");
			int[] range = bounds(words, 0);
			return new ValueRange(java.math.BigDecimal.valueOf(range[0]), range[1] == Integer.MAX_VALUE ? null
					: java.math.BigDecimal.valueOf(range[1]), true);
		}
		String op = words.next("one of >=, <=, in");
		return switch (op) {
		case ">=" -> new ValueRange(decimal(words, words.next("a number")), null, false);
		case "<=" -> new ValueRange(null, decimal(words, words.next("a number")), false);
		default -> {
			String span = words.next("N..M");
			int dots = span.indexOf("..", 1);
			if (dots < 0) {
				throw words.error(words.last(), "expected N..M, not '" + span + "'");
			}
			var least = decimal(words, span.substring(0, dots));
			var most = decimal(words, span.substring(dots + 2));
			if (least.compareTo(most) > 0) {
				throw words.error(words.last(), "the range " + span + " is empty");
			}
			yield new ValueRange(least, most, false);
		}
		};
	}

	private static java.math.BigDecimal decimal(TargetWords words, String text) {
		return ValueRange.number(text).orElseThrow(() -> words.error(words.last(), "expected a number, not '" + text
				+ "'"));
	}

	/** The type's name after {@code typed} where the line has it next; else null. */
	private static String typed(TargetWords words) {
		if (words.atEnd() || !words.peek().equals("typed")) {
			return null;
		}
		words.next("typed");
		return words.next("a type's name");
	}

	/** {@code bound by CLASS [across CLASS]} where the line has it next; else null. */
	private static Occurs.Bound bound(TargetWords words, EPackage ePackage) {
		if (words.atEnd() || !words.peek().equals("bound")) {
			return null;
		}
		words.next("bound");
		words.expect("by");
		var binder = eClass(words, ePackage);
		return new Occurs.Bound(binder, qualifier(words, ePackage, "across"));
	}

	/** The class after the word {@code keyword} ({@code inside}, {@code after}) where the line has it next; else null. */
	private static EClass qualifier(TargetWords words, EPackage ePackage, String keyword) {
		if (!words.atEnd() && words.peek().equals(keyword)) {
			words.next(keyword);
			return eClass(words, ePackage);
		}
		return null;
	}

	private static EClass eClass(TargetWords words, EPackage ePackage) {
		String name = words.next("a class of the language");
		return eClass(words, ePackage, name);
	}

	/** The class of this name, the line's last word (or the start of it); else an error at that word. */
	private static EClass eClass(TargetWords words, EPackage ePackage, String name) {
		if (ePackage.getEClassifier(name) instanceof EClass c) {
			return c;
		}
		var near = ePackage.getEClassifiers().stream().filter(EClass.class::isInstance).map(c -> c.getName())
				.sorted(Comparator.comparingInt(c -> distance(c.toLowerCase(), name.toLowerCase()))).limit(3).toList();
		throw words.error(words.last(), "no class '" + name + "' in the language's metamodel; nearest: "
				+ String.join(", ", near));
	}

	/** {@code >= N}, {@code <= N}, {@code = N} or {@code in N..M}, at least {@code least}; then the line's end. */
	private static int[] range(TargetWords words, int least) {
		int[] range = bounds(words, least);
		words.end();
		return range;
	}

	/** {@code >= N}, {@code <= N}, {@code = N} or {@code in N..M}, at least {@code least}, where the line may go on. */
	private static int[] bounds(TargetWords words, int least) {
		String op = words.next("one of >=, <=, =, in");
		int[] range = switch (op) {
		case ">=" -> new int[] { number(words, least), Integer.MAX_VALUE };
		case "<=" -> new int[] { least, number(words, least) };
		case "=" -> {
			int n = number(words, least);
			yield new int[] { n, n };
		}
		case "in" -> {
			String span = words.next("N..M");
			int dots = span.indexOf("..");
			if (dots < 0) {
				throw words.error(words.last(), "expected N..M, not '" + span + "'");
			}
			yield new int[] { number(words, span.substring(0, dots), least), number(words, span.substring(dots + 2), least) };
		}
		default -> throw words.error(words.last(), "expected one of >=, <=, =, in, not '" + op + "'");
		};
		if (range[1] < range[0]) {
			throw words.error(words.last(), "the range " + range[0] + ".." + range[1] + " is empty");
		}
		return range;
	}

	private static int number(TargetWords words, int least) {
		return number(words, words.next("a number"), least);
	}

	private static int number(TargetWords words, String text, int least) {
		try {
			int n = Integer.parseInt(text);
			if (n >= least) {
				return n;
			}
		} catch (NumberFormatException e) {
			// said below
		}
		throw words.error(words.last(), "expected a whole number of at least " + least + ", not '" + text + "'");
	}

	/** Edit distance, for the nearest class names to a misspelt one. */
	private static int distance(String a, String b) {
		int[] previous = new int[b.length() + 1];
		int[] current = new int[b.length() + 1];
		for (int j = 0; j <= b.length(); j++) {
			previous[j] = j;
		}
		for (int i = 1; i <= a.length(); i++) {
			current[0] = i;
			for (int j = 1; j <= b.length(); j++) {
				int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
				current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
			}
			var swap = previous;
			previous = current;
			current = swap;
		}
		return previous[b.length()];
	}
}
