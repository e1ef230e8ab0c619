package cadmus.corpus.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.InputFileException;
import cadmus.api.Language;
import cadmus.api.SizeBound;
import cadmus.corpus.CorpusException;
import cadmus.corpus.CorpusImporter;
import cadmus.corpus.CorpusStore;
import cadmus.corpus.ImportLimits;
import cadmus.corpus.ModelDecisions;
import cadmus.corpus.TreeModel;
import cadmus.corpus.TreeModelLearner;
import cadmus.generate.HoleFillingGenerator;
import cadmus.generate.RecordingDecisionSource;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.SeededDecisionSource;

/**
 * A model learned from a Lua corpus: it counts what the corpus's trees hold, survives its file, and steers the
 * engine towards what the corpus does while the programs stay the engine's (they parse, and their traces replay
 * without the model).
 */
class TreeModelTest {

	private static Language lua;

	@TempDir
	Path temp;

	@BeforeAll
	static void lookUp() {
		lua = Lua.language();
	}

	@Test
	void theModelCountsEachClassInItsContextsAndEachListsLength() throws Exception {
		var learner = new TreeModelLearner(lua);
		learner.learn(lua.parse("local a = 1\nwhile a < 3 do a = a + 1 end\n"));
		learner.learn(lua.parse("local b = 2\nlocal c = b\n"));
		var model = learner.model();
		assertEquals(2, model.trees());
		assertEquals(Map.of("Local", 3, "While", 1, "Assignment", 1), model.classes().get("Block.statements.class"));
		// The first statement of a chunk, and what followed a local, in a chunk's block.
		assertEquals(Map.of("Local", 2), model.classes().get("Block.statements.class < Chunk.block.class after -"));
		assertEquals(Map.of("While", 1, "Local", 1),
				model.classes().get("Block.statements.class < Chunk.block.class after Local"));
		assertEquals(Map.of("Assignment", 1), model.classes().get("Block.statements.class < While.block.class"));
		assertEquals(Map.of(2, 2, 1, 1), model.lengths().get("Block.statements.count"));

		Path file = temp.resolve("lua.model");
		model.write(file);
		assertEquals(model, TreeModel.read(file));
		// The text is the model's in every run of Java (a campaign knows its model again by the text's SHA-256):
		// its contexts in sorted order, and the same text again from the file.
		String json = Files.readString(file);
		assertEquals(json, TreeModel.read(file).toJson());
		int previous = -1;
		for (String context : new java.util.TreeSet<>(model.classes().keySet())) {
			int at = json.indexOf("\"" + context + "\":{");
			assertTrue(at > previous, "contexts in sorted order: " + context + " in " + json);
			previous = at;
		}
	}

	@Test
	void aFileThatIsNoModelIsNamed() throws Exception {
		Path garbage = Files.writeString(temp.resolve("garbage.model"), "{ not json");
		var e = assertThrows(CorpusException.class, () -> TreeModel.read(garbage));
		assertTrue(e.getMessage().startsWith(garbage + " is not a model file"), e.getMessage());
		Path other = Files.writeString(temp.resolve("other.model"),
				"{\"format\": 99, \"language\": \"lua\", \"trees\": 1, \"classes\": {}, \"lengths\": {}}");
		var format = assertThrows(CorpusException.class, () -> TreeModel.read(other));
		assertTrue(format.getMessage().contains("format 99"), format.getMessage());
		var missing = assertThrows(InputFileException.class, () -> TreeModel.read(temp.resolve("none.model")));
		assertEquals(temp.resolve("none.model") + ": no such file", missing.getMessage());
	}

	/**
	 * A corpus of loops: the model makes the engine write loops where random generation seldom does; every program
	 * parses back, and its recorded trace makes the same program again without the model.
	 */
	@Test
	void theModelSteersTheEngineAndItsProgramsStayTheEngines() throws Exception {
		Path pkg = Files.createDirectories(temp.resolve("loops"));
		for (int i = 0; i < 10; i++) {
			Files.writeString(pkg.resolve("loops" + i + ".lua"), ("local n = " + i + "\n"
					+ "while n > 0 do n = n - 1 end\n").repeat(1 + i % 3) + "repeat n = n + 1 until n > 3\n");
		}
		TreeModel model;
		try (var store = CorpusStore.openOrCreate(temp.resolve("corpus"), "lua")) {
			new CorpusImporter(lua, new ImportLimits(List.of("lua"), 1 << 20, Duration.ofSeconds(30)))
					.importInto(store, List.of(pkg), f -> { });
			var learner = new TreeModelLearner(lua);
			assertEquals(10, learner.learn(store));
			model = learner.model();
		}
		var generator = new HoleFillingGenerator();
		int randomLoops = 0;
		int modelLoops = 0;
		for (int i = 0; i < 150; i++) {
			randomLoops += loops(generator.generate(lua, lua.rules(), SeededDecisionSource.forProgram(7, i),
					SizeBound.DEFAULT));
			var recording = new RecordingDecisionSource(new ModelDecisions(model, SeededDecisionSource.forProgram(7, i)));
			EObject tree = generator.generate(lua, lua.rules(), recording, SizeBound.DEFAULT);
			modelLoops += loops(tree);
			String text = lua.render(tree);
			assertTrue(EcoreUtil.equals(tree, lua.parse(text)), "re-parses: " + text);
			EObject replayed = generator.generate(lua, lua.rules(), new ReplayDecisionSource(recording.trace()),
					SizeBound.DEFAULT);
			assertEquals(text, lua.render(replayed), "the trace alone makes the same program");
			EObject again = generator.generate(lua, lua.rules(), new ModelDecisions(model, SeededDecisionSource.forProgram(7, i)),
					SizeBound.DEFAULT);
			assertEquals(text, lua.render(again), "the same seed and model make the same program");
		}
		assertTrue(modelLoops > 3 * Math.max(1, randomLoops), "loops: " + modelLoops + " with the model, " + randomLoops
				+ " without");
	}

	private static int loops(EObject tree) {
		int n = 0;
		for (var it = tree.eAllContents(); it.hasNext();) {
			String name = it.next().eClass().getName();
			n += name.equals("While") || name.equals("Repeat") ? 1 : 0;
		}
		return n;
	}
}
