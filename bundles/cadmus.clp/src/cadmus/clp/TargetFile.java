package cadmus.clp;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

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
 *   WHERE: [inside CLASS[.CONTAINMENT]]...  inside a node of the class (in that containment of it: Call.target,
 *                                      the expression called, not its arguments); of a feature's kinds, with their
 *                                      values and types; each further inside encloses the one before (Break
 *                                      inside If inside While: the If is inside the While)
 *          [after CLASS]               after a node of the class, earlier in a list that holds both
 *          [bound by CLASS [across CLASS]]  a reference to a binding a node of the class binds, named from inside a
 *                                      node of the other that does not hold the binder (a closure's capture)
 *          [with ATTRIBUTE [= VALUE]]...  the node's attribute has the value (a flag named alone: true; an
 *                                      enumeration's literal; any other value as its text)
 *          [with ATTRIBUTE OP N]...    its value, read as a number (a literal's text), is in a range: OP one of
 *                                      &gt;= &lt;=, or "in N..M"; N a number (-1, 2.5)
 *          [with ATTRIBUTE length OP N]...  its text's length (without enclosing quotes), OP as for count
 *          [with VALUE CMP VALUE]...   two of its values compare so: VALUE [STEP.]...ATTRIBUTE [length], its own
 *                                      attribute or that of the node below it the steps reach, each STEP a
 *                                      containment (start.value) or a list's element (values[1], from 0), either
 *                                      with :CLASS where the node there must be of that class; read as a number or
 *                                      its text's length; the second VALUE may be a number where the first reaches
 *                                      below the node; CMP one of &lt; &lt;= = &lt;&gt; &gt;= &gt;
 *          [typed TYPE]                the rules gave the node that type: a base type's name (or a subtype of it),
 *                                      a container's kind, function, a record's name
 * size OP N                             the program's nodes, OP as for count
 * feature NAME = KIND | KIND ...        names nodes of any of the kinds: KIND a CLASS with its [with ...]... [typed
 *                                      TYPE], or a feature named before; NAME then stands where a CLASS does
 * </pre>
 *
 * CLASS is a class of the language's metamodel ({@code cadmus languages} lists the languages; a language's grammar
 * names its classes), or a feature the language's bundle names ({@link TargetLibrary#features}) or the file does
 * before. A feature stands anywhere a class does; after inside, one of values or types encloses by its nodes that
 * have them; after after, bound by and across, only a feature of classes alone. A line-based format of six
 * statements, read by hand, rather than a grammar of its own: each error names its line and column, the same reader
 * serves the command line and the IDE's markers, and nothing is generated.
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
				var constraint = TargetStatements.statement(keyword, words, names);
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
					TargetStatements.feature(definition, names);
				}
			} catch (TargetFileError e) {
				throw words.error(words.last(), "the language's features: " + e.getMessage());
			}
		}
		return names;
	}
}
