package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cadmus fuzz --model FILE --mix random:1,model:1,langfuzz:1} through the product: a campaign shares its
 * programs among random generation, a learned model and the model's corpus fragments spliced in, keeps the model
 * with it, and its report compares the three; a
 * model changed or lost since is refused on resume, and a mix that cannot be is refused up front.
 */
class FuzzModelTest {

	@TempDir
	static Path temp;

	private static Product cadmus;

	@BeforeAll
	static void product() {
		cadmus = new Product(temp.resolve("configuration"));
	}

	@Test
	void aCampaignMixesRandomModelAndLangfuzzProgramsAndItsReportComparesThem() throws Exception {
		Path sources = Files.createDirectories(temp.resolve("sources"));
		for (int i = 0; i < 5; i++) {
			Files.writeString(sources.resolve(i + ".lua"), "local n = " + i + "\nwhile n > 0 do n = n - 1 end\n"
					+ "if n == 0 then n = n + 1 else n = n * 2 end\n");
		}
		Path corpus = temp.resolve("corpus");
		assertEquals(0, cadmus.run("corpus", "import", "--lang", "lua", "--into", corpus.toString(), "--quiet",
				sources.toString()).exitCode());
		Path model = temp.resolve("loops.model");
		assertEquals(0, cadmus.run("learn", "--lang", "lua", "--corpus", corpus.toString(), "--out", model.toString())
				.exitCode());

		Path dir = temp.resolve("mixed");
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--count", "90", "--seed",
				"3", "--model", model.toString(), "--mix", "random:1,model:1,langfuzz:1", "--out", dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		assertTrue(r.stdout().contains("techniques: random 1, model 1, langfuzz 1 (shares of the programs); model "
				+ dir.resolve("model.json")), r.stdout());
		assertTrue(r.stdout().contains("90 programs (90 this run)"), r.stdout());
		String html = Files.readString(dir.resolve("report.html"), StandardCharsets.UTF_8);
		assertTrue(html.contains("<section id=\"techniques\">"), "the report compares the techniques");
		long random = programs(html, "random");
		long byModel = programs(html, "model");
		long spliced = programs(html, "langfuzz");
		assertEquals(90, random + byModel + spliced);
		assertTrue(random >= 15 && byModel >= 15 && spliced >= 15,
				"every technique makes programs all along: " + random + ", " + byModel + ", " + spliced);

		// The campaign keeps its model: changed or lost, a resumption refuses to make model programs without it.
		Path kept = dir.resolve("model.json");
		String text = Files.readString(kept);
		Files.writeString(kept, text.replace("\"trees\":5", "\"trees\":6"));
		var changed = cadmus.run("fuzz", "--resume", dir.toString());
		assertEquals(4, changed.exitCode(), changed.toString());
		assertTrue(changed.stderr().contains("is not the model it began with"), changed.stderr());
		Files.delete(kept);
		var lost = cadmus.run("fuzz", "--resume", dir.toString());
		assertEquals(4, lost.exitCode(), lost.toString());
		assertTrue(lost.stderr().contains("the campaign's model " + kept + " is missing"), lost.stderr());
	}

	@Test
	void aMixThatCannotBeIsRefusedUpFront() throws Exception {
		var noModel = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--mix", "random:1,model:1", "--out",
				temp.resolve("no-model").toString());
		assertEquals(2, noModel.exitCode(), noModel.toString());
		assertTrue(noModel.stderr().contains("no model (--model FILE)"), noModel.stderr());
		var badShare = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--mix", "random:two");
		assertEquals(2, badShare.exitCode(), badShare.toString());
		assertTrue(badShare.stderr().contains("'random:two' is not TECHNIQUE:SHARE"), badShare.stderr());
		var fragmentsWithoutModel = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--mix", "random:1,langfuzz:1");
		assertEquals(2, fragmentsWithoutModel.exitCode(), fragmentsWithoutModel.toString());
		assertTrue(fragmentsWithoutModel.stderr().contains("the mix names technique langfuzz but the campaign has no model"),
				fragmentsWithoutModel.stderr());
		var unknown = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--mix", "random:1,grammarinator:1");
		assertEquals(2, unknown.exitCode(), unknown.toString());
		assertTrue(unknown.stderr().contains("unknown technique 'grammarinator'"), unknown.stderr());
		assertTrue(!Files.exists(temp.resolve("no-model")), "nothing is made of a refused campaign");
	}

	/** The programs the report's technique table gives a technique. */
	private static long programs(String html, String technique) {
		var m = Pattern.compile("<tr><td><code>" + technique + "</code></td><td>([0-9,]+)</td>").matcher(html);
		assertTrue(m.find(), "no row for " + technique);
		return Long.parseLong(m.group(1).replace(",", ""));
	}
}
