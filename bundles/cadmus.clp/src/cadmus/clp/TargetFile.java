package cadmus.clp;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.InputFileException;
import cadmus.api.Language;
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
 * size OP N                             the program's nodes, OP as for count
 * </pre>
 *
 * CLASS is a class of the language's metamodel ({@code cadmus languages} lists the languages; a language's grammar
 * names its classes). A line-based format of five statements, read by hand, rather than a grammar of its own: each
 * error names its line and column, the same reader serves the command line and the IDE's markers, and nothing is
 * generated.
 */
public final class TargetFile {

	private TargetFile() {
	}

	/**
	 * The target a file holds.
	 *
	 * @param languages the installed languages by id
	 * @throws InputFileException naming the file, line and column, and what is wrong
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
		Language language = null;
		var constraints = new ArrayList<Constraint>();
		var lines = text.split("\n", -1);
		for (int n = 0; n < lines.length; n++) {
			String line = lines[n];
			int hash = line.indexOf('#');
			var words = new Words(hash < 0 ? line : line.substring(0, hash), origin, n + 1);
			if (words.atEnd()) {
				continue;
			}
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
			var ePackage = language.rootClass().getEPackage();
			constraints.add(switch (keyword) {
			case "contains" -> occurs(words, ePackage, 1, Integer.MAX_VALUE);
			case "not" -> {
				words.expect("contains");
				yield occurs(words, ePackage, 0, 0);
			}
			case "count" -> {
				var what = eClass(words, ePackage);
				var inside = inside(words, ePackage);
				var after = qualifier(words, ePackage, "after");
				var bound = bound(words, ePackage);
				var with = with(words, what);
				int[] range = range(words, 0);
				yield new Occurs(what, inside.owner(), inside.via(), after, bound, with, range[0], range[1]);
			}
			case "size" -> {
				int[] range = range(words, 1);
				yield new SizeRange(range[0], range[1]);
			}
			default -> throw words.error(words.last(), "unknown statement '" + keyword
					+ "'; known: language, contains, not contains, count, size");
			});
		}
		if (language == null) {
			throw new InputFileException(origin + ": no statement: a target says its language and what its programs have",
					null);
		}
		return new Target(language.id(), constraints);
	}

	private static Occurs occurs(Words words, EPackage ePackage, int min, int max) {
		var what = eClass(words, ePackage);
		var inside = inside(words, ePackage);
		var after = qualifier(words, ePackage, "after");
		var bound = bound(words, ePackage);
		var with = with(words, what);
		words.end();
		return new Occurs(what, inside.owner(), inside.via(), after, bound, with, min, max);
	}

	/** An {@code inside} qualifier: the enclosing class, and the containment of it where one is named. */
	private record Inside(EClass owner, EReference via) {
	}

	/** {@code inside CLASS[.CONTAINMENT]} where the line has it next; else neither. */
	private static Inside inside(Words words, EPackage ePackage) {
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
	private static List<Occurs.Valued> with(Words words, EClass what) {
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

	/** {@code bound by CLASS [across CLASS]} where the line has it next; else null. */
	private static Occurs.Bound bound(Words words, EPackage ePackage) {
		if (words.atEnd() || !words.peek().equals("bound")) {
			return null;
		}
		words.next("bound");
		words.expect("by");
		var binder = eClass(words, ePackage);
		return new Occurs.Bound(binder, qualifier(words, ePackage, "across"));
	}

	/** The class after the word {@code keyword} ({@code inside}, {@code after}) where the line has it next; else null. */
	private static EClass qualifier(Words words, EPackage ePackage, String keyword) {
		if (!words.atEnd() && words.peek().equals(keyword)) {
			words.next(keyword);
			return eClass(words, ePackage);
		}
		return null;
	}

	private static EClass eClass(Words words, EPackage ePackage) {
		String name = words.next("a class of the language");
		return eClass(words, ePackage, name);
	}

	/** The class of this name, the line's last word (or the start of it); else an error at that word. */
	private static EClass eClass(Words words, EPackage ePackage, String name) {
		if (ePackage.getEClassifier(name) instanceof EClass c) {
			return c;
		}
		var near = ePackage.getEClassifiers().stream().filter(EClass.class::isInstance).map(c -> c.getName())
				.sorted(Comparator.comparingInt(c -> distance(c.toLowerCase(), name.toLowerCase()))).limit(3).toList();
		throw words.error(words.last(), "no class '" + name + "' in the language's metamodel; nearest: "
				+ String.join(", ", near));
	}

	/** {@code >= N}, {@code <= N}, {@code = N} or {@code in N..M}, at least {@code least}; then the line's end. */
	private static int[] range(Words words, int least) {
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
		words.end();
		return range;
	}

	private static int number(Words words, int least) {
		return number(words, words.next("a number"), least);
	}

	private static int number(Words words, String text, int least) {
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

	/** The words of one line, each with its column, for errors that point at it. */
	private static final class Words {
		private final List<String> words = new ArrayList<>();
		private final List<Integer> columns = new ArrayList<>();
		private final String origin;
		private final int line;
		private int at;

		Words(String text, String origin, int line) {
			this.origin = origin;
			this.line = line;
			var m = java.util.regex.Pattern.compile("\\S+").matcher(text);
			while (m.find()) {
				words.add(m.group());
				columns.add(m.start() + 1);
			}
		}

		boolean atEnd() {
			return at >= words.size();
		}

		String peek() {
			return words.get(at);
		}

		/** The column of the word read last. */
		int last() {
			return columns.get(at - 1);
		}

		String next(String expected) {
			if (atEnd()) {
				throw error(words.isEmpty() ? 1 : columns.get(words.size() - 1) + words.get(words.size() - 1).length(),
						"expected " + expected + " before the line's end");
			}
			return words.get(at++);
		}

		void expect(String word) {
			String found = next("'" + word + "'");
			if (!found.equals(word)) {
				throw error(last(), "expected '" + word + "', not '" + found + "'");
			}
		}

		void end() {
			if (!atEnd()) {
				throw error(columns.get(at), "unexpected '" + words.get(at) + "' after the statement");
			}
		}

		InputFileException error(int column, String problem) {
			return new InputFileException(origin + ":" + line + ":" + column + ": " + problem, null);
		}
	}
}
