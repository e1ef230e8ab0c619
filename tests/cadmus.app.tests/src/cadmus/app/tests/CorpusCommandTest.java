package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cadmus corpus import} and {@code cadmus corpus DIR} through the product: a folder of good and bad files
 * imported, each file reported, the parse rates printed and kept, the parsed programs written out; bad usage
 * refused with its cause.
 */
class CorpusCommandTest {

	@TempDir
	static Path temp;

	private static Product cadmus;

	@BeforeAll
	static void product() {
		cadmus = new Product(temp.resolve("configuration"));
	}

	@Test
	void filesAreImportedOneByOneAndTheParseRatesKept() throws Exception {
		Path bad = Files.createDirectories(temp.resolve("bad"));
		Files.writeString(bad.resolve("ok.lua"), "local t = {1, 2}\nprint(#t)\n");
		Files.writeString(bad.resolve("broken.lua"), "print(1\n");
		Files.write(bad.resolve("binary.lua"), new byte[] { 'x', 0, 'y' });
		Files.writeString(bad.resolve("other.txt"), "not taken from a folder");
		Path corpus = temp.resolve("corpus");

		var imported = cadmus.run("corpus", "import", "--lang", "lua", "--into", corpus.toString(), bad.toString());
		assertEquals(0, imported.exitCode(), imported.toString());
		String out = imported.stdout();
		assertTrue(out.contains("parsed      " + bad.resolve("ok.lua")), out);
		assertTrue(Pattern.compile("(?m)^not parsed  " + Pattern.quote(bad.resolve("broken.lua") + ": line ")).matcher(out)
				.find(), out);
		assertTrue(out.contains("not text    " + bad.resolve("binary.lua") + ": binary: a NUL byte at offset 1"), out);
		assertTrue(!out.contains("other.txt"), out);
		// files 2 (given to the parser), parsed 1, 50.0 %, 2 lines, 1 skipped.
		assertTrue(Pattern.compile("(?m)^" + Pattern.quote(bad.toString()) + " +2 +1 +50\\.0 +2 +1$").matcher(out).find(),
				out);

		var shown = cadmus.run("corpus", corpus.toString(), "--out", temp.resolve("programs").toString());
		assertEquals(0, shown.exitCode(), shown.toString());
		assertTrue(shown.stdout().startsWith(corpus + ": a corpus of lua, 1 parsed files"), shown.stdout());
		assertTrue(shown.stdout().contains("commonest first errors of the files not parsed:"), shown.stdout());
		try (var written = Files.list(temp.resolve("programs"))) {
			assertEquals(1, written.count());
		}
		assertEquals("local t = {1, 2}\nprint(#t)\n", Files.readString(temp.resolve("programs/00001-ok.lua")));

		var otherLanguage = cadmus.run("corpus", "import", "--lang", "js", "--into", corpus.toString(), bad.toString());
		assertEquals(3, otherLanguage.exitCode(), otherLanguage.toString());
		assertTrue(otherLanguage.stderr().contains("holds a corpus of lua, not of js"), otherLanguage.stderr());
		var missing = cadmus.run("corpus", "import", "--lang", "lua", "--into", corpus.toString(),
				temp.resolve("nowhere").toString());
		assertEquals(3, missing.exitCode(), missing.toString());
		assertTrue(missing.stderr().contains("no such file or folder: " + temp.resolve("nowhere")), missing.stderr());
		var noDir = cadmus.run("corpus");
		assertEquals(2, noDir.exitCode(), noDir.toString());
	}

	@Test
	void aModelIsLearnedFromACorpusAndSteersGeneration() throws Exception {
		Path sources = Files.createDirectories(temp.resolve("loops"));
		for (int i = 0; i < 5; i++) {
			Files.writeString(sources.resolve(i + ".lua"), "local n = " + i + "\nwhile n > 0 do n = n - 1 end\n");
		}
		Path corpus = temp.resolve("loop-corpus");
		assertEquals(0, cadmus.run("corpus", "import", "--lang", "lua", "--into", corpus.toString(), "--quiet",
				sources.toString()).exitCode());
		Path model = temp.resolve("loops.model");
		var learned = cadmus.run("learn", "--lang", "lua", "--corpus", corpus.toString(), "--out", model.toString());
		assertEquals(0, learned.exitCode(), learned.toString());
		assertTrue(learned.stdout().startsWith("learned from 5 files of " + corpus), learned.stdout());

		var generated = cadmus.run("generate", "--lang", "lua", "--model", model.toString(), "--count", "20");
		assertEquals(0, generated.exitCode(), generated.toString());
		var plain = cadmus.run("generate", "--lang", "lua", "--count", "20");
		long loops = Pattern.compile("\\bwhile\\b").matcher(generated.stdout()).results().count();
		long plainLoops = Pattern.compile("\\bwhile\\b").matcher(plain.stdout()).results().count();
		assertTrue(loops > 2 * plainLoops, loops + " loops with the model, " + plainLoops + " without");
		assertEquals(generated.stdout(), cadmus.run("generate", "--lang", "lua", "--model", model.toString(), "--count",
				"20").stdout(), "the same seed and model make the same programs");

		var otherLanguage = cadmus.run("generate", "--lang", "js", "--model", model.toString());
		assertEquals(2, otherLanguage.exitCode(), otherLanguage.toString());
		assertTrue(otherLanguage.stderr().contains("is a model of lua, not of js"), otherLanguage.stderr());
		var noCorpus = cadmus.run("learn", "--lang", "lua", "--corpus", temp.resolve("none").toString(), "--out",
				temp.resolve("x.model").toString());
		assertEquals(3, noCorpus.exitCode(), noCorpus.toString());
		assertTrue(noCorpus.stderr().contains("holds no corpus"), noCorpus.stderr());
	}
}
