package cadmus.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import cadmus.api.Language;
import cadmus.corpus.CorpusImporter;
import cadmus.corpus.CorpusStore;
import cadmus.corpus.ImportLimits;
import cadmus.corpus.TreeModel;
import cadmus.corpus.TreeModelLearner;

/**
 * A small Lua corpus of eight counters (a loop, an if, a table, arithmetic, the names total, k and t), imported and
 * learned: the model fragment tests splice from.
 */
public final class CounterCorpus {

	private CounterCorpus() {
	}

	/** The text of counter {@code i}. */
	public static String text(int i) {
		return "local total = " + i + "\n"
				+ "for k = 1, 3 do\n  if total > k then total = total - k else total = total + k * 2 end\nend\n"
				+ "local t = {a = total, b = total + 1}\nprint(t.a + t.b)\n";
	}

	public static TreeModel learn(Language lua, Path temp) throws Exception {
		Path pkg = Files.createDirectories(temp.resolve("counters"));
		for (int i = 0; i < 8; i++) {
			Files.writeString(pkg.resolve("counter" + i + ".lua"), text(i));
		}
		return learn(lua, pkg, temp.resolve("corpus"), 8);
	}

	/** The model of the Lua files in {@code sources}, imported into a corpus at {@code store}; all must parse. */
	public static TreeModel learn(Language lua, Path sources, Path store, int files) throws Exception {
		try (var corpus = CorpusStore.openOrCreate(store, "lua")) {
			new CorpusImporter(lua, new ImportLimits(List.of("lua"), 1 << 20, Duration.ofSeconds(30)))
					.importInto(corpus, List.of(sources), f -> { });
			var learner = new TreeModelLearner(lua);
			assertEquals(files, learner.learn(corpus));
			return learner.model();
		}
	}
}
