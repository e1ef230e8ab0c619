package cadmus.clp;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;
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
 * feature NAME = KIND | KIND ...        names nodes of any of the kinds: KIND a CLASS with its [with ...]... [typed
 *                                      TYPE], or a feature named before; NAME then stands where a CLASS does
 * </pre>
 *
 * CLASS is a class of the language's metamodel ({@code cadmus languages} lists the languages; a language's grammar
 * names its classes), or a feature the language's bundle names ({@link TargetLibrary#features}) or the file does
 * before. A feature stands anywhere a class does; where a place says no values (inside, after, bound by, across),
 * only a feature of classes alone. A line-based format of six statements, read by hand, rather than a grammar of its own: each
 * error names its line and column, the same reader serves the command line and the IDE's markers, and nothing is
 * generated.
 */
public final class TargetFile {

	/** The words of the statements above, for an editor's highlighting. */
	public static final List<String> KEYWORDS = List.of("language", "contains", "not", "count", "size", "inside",
			"after", "bound", "by", "across", "with", "typed", "in", "length", "feature");

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
		FeatureNames names = null;
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
					var found = languages.apply(id).orElseThrow(() -> words.error(words.last(), "no language '" + id
							+ "' is installed"));
					names = features(found, words);
					language = found;
					words.end();
					continue;
				}
				if (language == null) {
					throw words.error(1, "the first statement says the language: 'language ID'");
				}
				var constraint = statement(keyword, words, names);
				if (constraint != null) {
					constraints.add(constraint);
				}
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

	/**
	 * The names of the language's classes and of the features its bundle defines ({@link TargetLibrary#features}); a
	 * mistake in those is the bundle's, named with its line and said at the language's id.
	 */
	private static FeatureNames features(Language language, TargetWords words) {
		var names = new FeatureNames(language.rootClass().getEPackage());
		var text = TargetLibrary.features(language);
		if (text.isEmpty()) {
			return names;
		}
		var lines = text.get().split("\n", -1);
		String origin = language.id() + "'s " + TargetLibrary.FOLDER + "/" + TargetLibrary.FEATURES;
		for (int n = 0; n < lines.length; n++) {
			int hash = lines[n].indexOf('#');
			var definition = new TargetWords(hash < 0 ? lines[n] : lines[n].substring(0, hash), origin, n + 1);
			try {
				if (!definition.atEnd()) {
					definition.expect("feature");
					feature(definition, names);
				}
			} catch (TargetFileError e) {
				throw words.error(words.last(), "the language's features: " + e.getMessage());
			}
		}
		return names;
	}

	/** The constraint a statement says; null for a statement that says none (a feature's definition). */
	private static Constraint statement(String keyword, TargetWords words, FeatureNames names) {
		return switch (keyword) {
		case "contains" -> counted(words, names, rest -> fixed(rest, 1, Integer.MAX_VALUE));
		case "not" -> {
			words.expect("contains");
			yield counted(words, names, rest -> fixed(rest, 0, 0));
		}
		case "count" -> counted(words, names, rest -> CountWords.range(rest, 0));
		case "size" -> {
			int[] range = CountWords.range(words, 1);
			yield new SizeRange(range[0], range[1]);
		}
		case "feature" -> {
			feature(words, names);
			yield null;
		}
		default -> throw words.error(words.last(), "unknown statement '" + keyword
				+ "'; known: language, contains, not contains, count, size, feature");
		};
	}

	/**
	 * {@code feature NAME = KIND | KIND ...}: KIND a class with its {@code with}s and {@code typed}, or a feature
	 * named before (its kinds).
	 */
	private static void feature(TargetWords words, FeatureNames names) {
		String name = words.next("the feature's name");
		int at = words.last();
		words.expect("=");
		var kinds = new ArrayList<Occurs>();
		while (true) {
			String word = words.next("a class of the language or a feature");
			var feature = names.feature(word);
			if (feature.isPresent()) {
				kinds.addAll(feature.get());
			} else {
				var what = eClass(words, names, word);
				var with = AttributeTests.with(words, what);
				kinds.add(new Occurs(what, null, null, null, null, with, typed(words), 0, Integer.MAX_VALUE));
			}
			if (words.atEnd()) {
				break;
			}
			String bar = words.next("|");
			if (!bar.equals("|")) {
				throw words.error(words.last(), "expected '|' between a feature's kinds, not '" + bar + "'");
			}
		}
		names.define(name, kinds).ifPresent(problem -> {
			throw words.error(at, problem);
		});
	}

	/**
	 * A class or a feature and its qualifiers, then what {@code counts} reads from the rest of the line (and checks is
	 * its end): the fewest and most such nodes. A class alone, with classes alone in its qualifiers, is an
	 * {@link Occurs}; where a feature stands in any place, the count is of nodes of any of the kinds it makes there
	 * ({@link AnyOf}).
	 */
	private static Constraint counted(TargetWords words, FeatureNames names, Function<TargetWords, int[]> counts) {
		int start = words.index();
		names.startStatement();
		String word = words.next("a class of the language or a feature");
		var feature = names.feature(word);
		var kinds = feature.orElseGet(() -> List.of(new Occurs(eClass(words, names, word), null, 0, Integer.MAX_VALUE)));
		var insides = inside(words, names);
		var afters = qualifier(words, names, "after");
		var bounds = bound(words, names);
		if (feature.isPresent() && !words.atEnd() && words.peek().equals("with")) {
			throw words.error(words.column(words.index()), word + " is a feature: its definition says the values of its "
					+ "kinds");
		}
		var with = AttributeTests.with(words, kinds.get(0).what());
		int typedAt = words.atEnd() ? 0 : words.index();
		var typed = typed(words);
		String counted = words.span(start);
		int[] range = counts.apply(words);
		var alternatives = new ArrayList<Occurs>();
		for (var kind : kinds) {
			if (typed != null && kind.typed() != null && !typed.equals(kind.typed())) {
				throw words.error(words.column(typedAt), word + " has a kind typed " + kind.typed() + " already");
			}
			var kindWith = new ArrayList<>(kind.with());
			kindWith.addAll(with);
			for (var inside : insides) {
				for (var after : afters) {
					for (var bound : bounds) {
						alternatives.add(new Occurs(kind.what(), inside.owner(), inside.via(), after, bound, kindWith,
								typed != null ? typed : kind.typed(), range[0], range[1]));
					}
				}
			}
		}
		return names.used() ? new AnyOf(counted, alternatives, range[0], range[1]) : alternatives.get(0);
	}

	/** The counts a statement says by its word ({@code contains}: at least one), at the line's end. */
	private static int[] fixed(TargetWords words, int min, int max) {
		words.end();
		return new int[] { min, max };
	}

	/** An {@code inside} qualifier: the enclosing class, and the containment of it where one is named. */
	private record Inside(EClass owner, EReference via) {
	}

	/**
	 * {@code inside CLASS[.CONTAINMENT]} where the line has it next, each enclosing class (several where it names a
	 * feature of classes, each with the containment of that name); else one of neither.
	 */
	private static List<Inside> inside(TargetWords words, FeatureNames names) {
		if (words.atEnd() || !words.peek().equals("inside")) {
			return java.util.Collections.singletonList(new Inside(null, null));
		}
		words.next("inside");
		String word = words.next("a class of the language or a feature");
		int dot = word.indexOf('.');
		if (dot < 0) {
			return classes(words, names, word).stream().map(owner -> new Inside(owner, null)).toList();
		}
		String name = word.substring(dot + 1);
		var insides = new ArrayList<Inside>();
		for (var owner : classes(words, names, word.substring(0, dot))) {
			var containments = owner.getEAllContainments();
			var via = containments.stream().filter(r -> r.getName().equals(name)).findFirst().orElseThrow(() -> words
					.error(words.last() + dot + 1, "class " + owner.getName() + " has no containment '" + name
							+ "'; its containments: " + String.join(", ", containments.stream().map(r -> r.getName())
									.toList())));
			insides.add(new Inside(owner, via));
		}
		return insides;
	}

	/** The type's name after {@code typed} where the line has it next; else null. */
	private static String typed(TargetWords words) {
		if (words.atEnd() || !words.peek().equals("typed")) {
			return null;
		}
		words.next("typed");
		return words.next("a type's name");
	}

	/**
	 * {@code bound by CLASS [across CLASS]} where the line has it next: a binding for each binder class and each class
	 * it is named across (several where they name features of classes); else one null.
	 */
	private static List<Occurs.Bound> bound(TargetWords words, FeatureNames names) {
		if (words.atEnd() || !words.peek().equals("bound")) {
			return java.util.Collections.singletonList(null);
		}
		words.next("bound");
		words.expect("by");
		var binders = classes(words, names, words.next("a class of the language or a feature"));
		var bounds = new ArrayList<Occurs.Bound>();
		var across = qualifier(words, names, "across");
		for (var binder : binders) {
			for (var through : across) {
				bounds.add(new Occurs.Bound(binder, through));
			}
		}
		return bounds;
	}

	/**
	 * The classes after the word {@code keyword} ({@code after}, {@code across}) where the line has it next (several
	 * where it names a feature of classes); else one null.
	 */
	private static List<EClass> qualifier(TargetWords words, FeatureNames names, String keyword) {
		if (!words.atEnd() && words.peek().equals(keyword)) {
			words.next(keyword);
			return classes(words, names, words.next("a class of the language or a feature"));
		}
		return java.util.Collections.singletonList(null);
	}

	/**
	 * The classes a word names, the line's last: a class, or the classes of a feature whose kinds are classes alone
	 * (one that says values or types cannot stand where a class is enclosing, earlier or binding).
	 */
	private static List<EClass> classes(TargetWords words, FeatureNames names, String word) {
		var feature = names.feature(word);
		if (feature.isEmpty()) {
			return List.of(eClass(words, names, word));
		}
		if (feature.get().stream().anyMatch(kind -> !kind.with().isEmpty() || kind.typed() != null)) {
			throw words.error(words.last(), word + " is a feature of values or types: only a feature of classes alone "
					+ "can stand here");
		}
		return feature.get().stream().map(Occurs::what).distinct().toList();
	}

	/** The class of this name, the line's last word (or the start of it); else an error at that word. */
	private static EClass eClass(TargetWords words, FeatureNames names, String name) {
		var found = names.eClass(name);
		if (found.isPresent()) {
			return found.get();
		}
		var candidates = new ArrayList<String>(names.names());
		names.ePackage().getEClassifiers().stream().filter(EClass.class::isInstance).forEach(c -> candidates.add(c
				.getName()));
		var near = candidates.stream().sorted(Comparator.comparingInt(c -> distance(c.toLowerCase(), name.toLowerCase())))
				.limit(3).toList();
		throw words.error(words.last(), "no class '" + name + "' in the language's metamodel; nearest: "
				+ String.join(", ", near));
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
