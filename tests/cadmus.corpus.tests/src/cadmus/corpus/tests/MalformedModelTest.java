package cadmus.corpus.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.InputFileException;
import cadmus.api.Language;
import cadmus.api.TextFile;
import cadmus.corpus.CorpusException;
import cadmus.corpus.TreeModel;
import cadmus.corpus.TreeModelLearner;

/**
 * A model file that is not one (random bytes, cut short, empty, JSON of another shape, a newer format) is refused by
 * its reader with one line that names the file and what is wrong, never with an exception of Gson or of a constructor
 * that the command line would report as an internal error.
 */
class MalformedModelTest {

	@TempDir
	static Path temp;

	/** A real model's file, learned from two Lua programs. */
	private static String modelText;

	@BeforeAll
	static void learnAModel() throws Exception {
		Language lua = Lua.language();
		var learner = new TreeModelLearner(lua);
		learner.learn(lua.parse("local a = 1\nwhile a < 3 do a = a + 1 end\nprint(a)\n"));
		learner.learn(lua.parse("local b = {1, 2}\nfor i = 1, #b do print(b[i]) end\n"));
		modelText = learner.model().toJson();
	}

	/** Reads {@code bytes} as a model file; returns the refusal, checked to name the file on one line. */
	private static InputFileException refusal(String name, byte[] bytes) throws Exception {
		Path file = Files.write(temp.resolve(name), bytes);
		var e = assertThrows(InputFileException.class, () -> TreeModel.read(file));
		assertTrue(e.getMessage().startsWith(file.toString()), "names the file first: " + e.getMessage());
		assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
		return e;
	}

	private static InputFileException refusal(String name, String text) throws Exception {
		return refusal(name, text.getBytes(StandardCharsets.UTF_8));
	}

	@Test
	void randomBytesAreNotText() throws Exception {
		var bytes = new byte[4096];
		new Random(48).nextBytes(bytes);
		var e = refusal("random.json", bytes);
		assertTrue(e.getMessage().matches(".* is not a model file: not UTF-8 text \\(byte 0x[0-9a-f]{2} at offset \\d+\\)"),
				e.getMessage());
	}

	@Test
	void aFileCutShortSaysWhereItEnds() throws Exception {
		var e = refusal("truncated.json", modelText.substring(0, modelText.length() / 2));
		assertTrue(e instanceof CorpusException, e.toString());
		assertTrue(e.getMessage().contains("is not a model file: ") && e.getMessage().contains(" at line 1 column "),
				e.getMessage());
		// Gson's path to the place runs long in a deep fragment; the line keeps its start.
		assertTrue(e.getMessage().length() < 300, e.getMessage().length() + " characters: " + e.getMessage());
	}

	@Test
	void jsonOfAnotherShapeIsNamedForWhatItLacks() throws Exception {
		assertTrue(refusal("empty.json", "").getMessage().endsWith("is not a model file: it is empty"));
		assertTrue(refusal("array.json", "[1, 2, 3]").getMessage().contains("Expected BEGIN_OBJECT but was BEGIN_ARRAY"));
		assertTrue(refusal("lacking.json", "{\"format\": 1, \"language\": \"lua\"}").getMessage()
				.endsWith("is not a model file: it lacks its language, classes or lengths"));
		assertTrue(refusal("types.json", "{\"format\": 1, \"language\": \"lua\", \"trees\": 1, \"classes\": {\"a\": 5}, "
				+ "\"lengths\": {}}").getMessage().contains("Expected BEGIN_OBJECT but was NUMBER"));
		assertTrue(refusal("nulls.json", "{\"format\": 1, \"language\": \"lua\", \"trees\": 1, \"classes\": {\"a\": null}, "
				+ "\"lengths\": {}}").getMessage().endsWith("a context or list feature has no counts"));
		assertTrue(refusal("counts.json", "{\"format\": 1, \"language\": \"lua\", \"trees\": 1, \"classes\": {}, "
				+ "\"lengths\": {\"Block.statements.count\": {\"2\": null}}}").getMessage()
				.endsWith("a context or list feature has no counts"));
		assertTrue(refusal("fragment.json", "{\"format\": 1, \"language\": \"lua\", \"trees\": 1, \"classes\": {}, "
				+ "\"lengths\": {}, \"fragments\": {\"Block\": [{\"bogus\": 1}]}}").getMessage()
				.endsWith("a fragment has no class"));
		assertTrue(refusal("hosts.json", "{\"format\": 1, \"language\": \"lua\", \"trees\": 1, \"classes\": {}, "
				+ "\"lengths\": {}, \"hosts\": [null]}").getMessage().endsWith("a fragment has no class"));
		assertTrue(refusal("newer.json", modelText.replace("\"format\":1", "\"format\":2")).getMessage()
				.contains("is a model of format 2; this Cadmus reads format 1"));
	}

	@Test
	void aDirectoryOrNoFileIsNamed() throws Exception {
		Path dir = Files.createDirectories(temp.resolve("a-directory"));
		var directory = assertThrows(InputFileException.class, () -> TreeModel.read(dir));
		assertEquals(dir + " is a directory, not a model file", directory.getMessage());
		var none = assertThrows(InputFileException.class, () -> TreeModel.read(temp.resolve("none.json")));
		assertEquals(temp.resolve("none.json") + ": no such file", none.getMessage());
	}

	@Test
	void textFilesAreReadAsUtf8Strictly() throws Exception {
		Path text = Files.writeString(temp.resolve("text.lua"), "print('\u00e9t\u00e9')\n");
		assertEquals("print('\u00e9t\u00e9')\n", TextFile.read(text, "program file"));
		// "ab", then a lone continuation byte: not UTF-8 from offset 2.
		Path binary = Files.write(temp.resolve("binary.lua"), new byte[] { 'a', 'b', (byte) 0x80, 'c' });
		var e = assertThrows(InputFileException.class, () -> TextFile.read(binary, "program file"));
		assertEquals(binary + " is not a program file: not UTF-8 text (byte 0x80 at offset 2)", e.getMessage());
	}

	@Test
	void theModelsOwnTextIsReadBack() throws Exception {
		Path file = Files.writeString(temp.resolve("model.json"), modelText);
		assertEquals(modelText, TreeModel.read(file).toJson(), "the reader refuses only what is not a model");
	}
}
