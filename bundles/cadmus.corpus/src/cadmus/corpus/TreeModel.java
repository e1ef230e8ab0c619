package cadmus.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

import cadmus.api.InputFileException;
import cadmus.api.TextFile;

/**
 * A probabilistic model of a language's trees learned from a corpus (TreeFuzz): for each context of a hole
 * ({@link ModelContexts}) how often each class filled it, and for each list feature how often each length
 * occurred. Immutable; stored as a JSON file, read back whole.
 *
 * @param format   the file format's version ({@link #FORMAT})
 * @param language the language whose grammar parsed the corpus
 * @param trees    how many parsed files it was learned from
 * @param classes  context → class name → count
 * @param lengths  list feature's count label → length → count
 * @param fragments class name → the corpus's fragments of that class ({@link Fragment}), for fragment recombination
 *                  (LangFuzz); a model file written before they were learned has none
 * @param hosts     whole corpus files, as written, that mutants of corpus programs are made from ({@link CorpusHosts});
 *                  a model file written before they were kept has none
 */
public record TreeModel(int format, String language, int trees, Map<String, Map<String, Integer>> classes,
		Map<String, Map<Integer, Integer>> lengths, Map<String, List<Fragment>> fragments, List<Fragment> hosts) {

	public static final int FORMAT = 1;

	private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

	public TreeModel {
		classes = deepCopy(classes);
		lengths = deepCopy(lengths);
		var pool = new HashMap<String, List<Fragment>>();
		if (fragments != null) {
			fragments.forEach((k, v) -> pool.put(k, List.copyOf(v)));
		}
		fragments = Map.copyOf(pool);
		hosts = hosts == null ? List.of() : List.copyOf(hosts);
	}

	/** A model without corpus hosts. */
	public TreeModel(int format, String language, int trees, Map<String, Map<String, Integer>> classes,
			Map<String, Map<Integer, Integer>> lengths, Map<String, List<Fragment>> fragments) {
		this(format, language, trees, classes, lengths, fragments, List.of());
	}

	/** A model without fragments. */
	public TreeModel(int format, String language, int trees, Map<String, Map<String, Integer>> classes,
			Map<String, Map<Integer, Integer>> lengths) {
		this(format, language, trees, classes, lengths, Map.of(), List.of());
	}

	private static <K, V> Map<String, Map<K, V>> deepCopy(Map<String, Map<K, V>> map) {
		var copy = new HashMap<String, Map<K, V>>();
		map.forEach((k, v) -> copy.put(k, Map.copyOf(v)));
		return Map.copyOf(copy);
	}

	/**
	 * Whether its fragments keep their leaves (names, literals, operators), which mutants splice as written; a model
	 * learned before they were kept has their shapes only.
	 */
	public boolean hasLeaves() {
		return fragments.values().stream().flatMap(List::stream).anyMatch(Fragment::hasLeaves);
	}

	/**
	 * What it lacks for a use, said so that it reads after its file's name, or empty when it lacks nothing: a model
	 * learned by an earlier Cadmus keeps less.
	 *
	 * @param fragments whether the use splices fragments
	 * @param leaves    whether it splices them with their leaves (mutants)
	 * @param hosts     whether it mutates corpus programs the model keeps whole
	 */
	public java.util.Optional<String> lack(boolean fragments, boolean leaves, boolean hosts) {
		String learnAgain = ": learn it again with 'cadmus learn'";
		if (fragments && this.fragments.isEmpty()) {
			return java.util.Optional.of("has no fragments (it was learned before models kept them)" + learnAgain);
		}
		if (leaves && !hasLeaves()) {
			return java.util.Optional.of("keeps its fragments' shapes only, not the names and values mutants splice (it "
					+ "was learned before they were kept)" + learnAgain);
		}
		if (hosts && this.hosts.isEmpty()) {
			return java.util.Optional.of("keeps no corpus program whole to mutate (it was learned before they were kept, "
					+ "or from a corpus with no file of 20 to 1000 nodes)" + learnAgain);
		}
		return java.util.Optional.empty();
	}

	/** How often each class filled holes in this context; empty when it was never seen. */
	Map<String, Integer> classCounts(String context) {
		return classes.getOrDefault(context, Map.of());
	}

	/** How often each length occurred for this list's count decision; empty when never seen. */
	Map<Integer, Integer> lengthCounts(String countLabel) {
		return lengths.getOrDefault(countLabel, Map.of());
	}

	public void write(Path file) throws IOException {
		var parent = file.toAbsolutePath().getParent();
		if (parent != null) {
			Files.createDirectories(parent);
		}
		Files.writeString(file, toJson());
	}

	/**
	 * The model as its file holds it: every map sorted, so that the same model gives the same text in every run of
	 * Java (a campaign keeps the text's SHA-256 to know its model again, in another process). The record's own maps
	 * are unordered copies, whose order changes from one run of Java to the next.
	 */
	public String toJson() {
		var sortedClasses = new TreeMap<String, Map<String, Integer>>();
		classes.forEach((k, v) -> sortedClasses.put(k, new TreeMap<>(v)));
		var sortedLengths = new TreeMap<String, Map<Integer, Integer>>();
		lengths.forEach((k, v) -> sortedLengths.put(k, new TreeMap<>(v)));
		return GSON.toJson(new Stored(format, language, trees, sortedClasses, sortedLengths, new TreeMap<>(fragments),
				hosts));
	}

	/** The file's form: the model's fields in sorted maps (a fragment's own maps keep the order of its features). */
	private record Stored(int format, String language, int trees, Map<String, Map<String, Integer>> classes,
			Map<String, Map<Integer, Integer>> lengths, Map<String, List<Fragment>> fragments, List<Fragment> hosts) {
	}

	/**
	 * Reads a model file.
	 *
	 * @throws cadmus.api.InputFileException naming the file when it is missing or not UTF-8 text; a
	 *         {@link CorpusException} when it is not a model, or one of another format
	 */
	public static TreeModel read(Path file) {
		return fromJson(TextFile.read(file, "model file"), file.toString());
	}

	/**
	 * A model from its file's text.
	 *
	 * @param origin names where the text came from, in errors
	 * @throws CorpusException naming the origin when the text is not a model, or one of another format
	 */
	public static TreeModel fromJson(String text, String origin) {
		Stored stored;
		try {
			stored = GSON.fromJson(text, Stored.class);
		} catch (RuntimeException e) {
			// Gson's JsonParseException, or what a fragment's constructor threw on a null in it (wrapped by Gson).
			throw new CorpusException(origin + " is not a model file: " + InputFileException.describe(e), e);
		}
		String lack = stored == null ? "it is empty" : lack(stored);
		if (lack != null) {
			throw new CorpusException(origin + " is not a model file: " + lack);
		}
		if (stored.format() != FORMAT) {
			throw new CorpusException(origin + " is a model of format " + stored.format() + "; this Cadmus reads format "
					+ FORMAT + ": learn it again with 'cadmus learn'");
		}
		return new TreeModel(stored.format(), stored.language(), stored.trees(), stored.classes(), stored.lengths(),
				stored.fragments(), stored.hosts());
	}

	/** What a model file's form lacks (a field, a count), or null when it lacks nothing. */
	private static String lack(Stored stored) {
		if (stored.language() == null || stored.classes() == null || stored.lengths() == null) {
			return "it lacks its language, classes or lengths";
		}
		if (stored.classes().values().stream().anyMatch(counts -> counts == null || counts.containsValue(null))
				|| stored.lengths().values().stream().anyMatch(counts -> counts == null || counts.containsValue(null))) {
			return "a context or list feature has no counts";
		}
		if (stored.fragments() != null && stored.fragments().values().stream()
				.anyMatch(list -> list == null || list.contains(null) || list.stream().anyMatch(f -> f.type() == null))
				|| stored.hosts() != null && stored.hosts().stream().anyMatch(f -> f == null || f.type() == null)) {
			return "a fragment has no class";
		}
		return null;
	}
}
