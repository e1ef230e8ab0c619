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
 * {@code cadmus fuzz --model FILE --mix random:1,model:1,langfuzz:1,mutants:1,corpus-mutants:1} through the product:
 * a campaign shares its programs among random generation, a learned model, the model's corpus fragments spliced in
 * and LangFuzz's mutants of generated and of corpus programs, keeps the model with it, and its report compares the
 * five; mutants are judged by the oracles
 * chosen for them; a model changed since is refused on resume, one lost from the folder is written back from the
 * store, and a mix that cannot be is refused up front.
 */
class FuzzModelTest {

	@TempDir
	static Path temp;

	private static Product cadmus;

	@BeforeAll
	static void product() {
		cadmus = new Product(temp.resolve("configuration"));
	}

	private static Path model;

	/** A model of five small Lua files of loops and ifs, learned once. */
	private static synchronized Path model() throws Exception {
		if (model != null) {
			return model;
		}
		Path sources = Files.createDirectories(temp.resolve("sources"));
		for (int i = 0; i < 5; i++) {
			Files.writeString(sources.resolve(i + ".lua"), "local n = " + i + "\nwhile n > 0 do n = n - 1 end\n"
					+ "if n == 0 then n = n + 1 else n = n * 2 end\n");
		}
		Path corpus = temp.resolve("corpus");
		assertEquals(0, cadmus.run("corpus", "import", "--lang", "lua", "--into", corpus.toString(), "--quiet",
				sources.toString()).exitCode());
		Path learned = temp.resolve("loops.model");
		assertEquals(0, cadmus.run("learn", "--lang", "lua", "--corpus", corpus.toString(), "--out", learned.toString())
				.exitCode());
		model = learned;
		return model;
	}

	@Test
	void aCampaignMixesRandomModelLangfuzzAndBothKindsOfMutantsAndItsReportComparesThem() throws Exception {
		Path dir = temp.resolve("mixed");
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--count", "120", "--seed",
				"3", "--model", model().toString(), "--mix", "random:1,model:1,langfuzz:1,mutants:1,corpus-mutants:1", "--out",
				dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		assertTrue(r.stdout().contains("techniques: random 1, model 1, langfuzz 1, mutants 1, corpus-mutants 1 (shares of the "
				+ "programs); "
				+ "model " + dir.resolve("model.json")), r.stdout());
		assertTrue(r.stdout().contains("120 programs (120 this run)"), r.stdout());
		String html = Files.readString(dir.resolve("report.html"), StandardCharsets.UTF_8);
		assertTrue(html.contains("<section id=\"techniques\">"), "the report compares the techniques");
		long random = programs(html, "random");
		long byModel = programs(html, "model");
		long spliced = programs(html, "langfuzz");
		long mutants = programs(html, "mutants");
		long corpusMutants = programs(html, "corpus-mutants");
		assertEquals(120, random + byModel + spliced + mutants + corpusMutants);
		assertTrue(random >= 12 && byModel >= 12 && spliced >= 12 && mutants >= 12 && corpusMutants >= 12,
				"every technique makes programs all along: " + random + ", " + byModel + ", " + spliced + ", " + mutants
						+ ", " + corpusMutants);

		// The campaign keeps its model and knows it again in another process: a resumption with nothing left to run
		// loads it and ends; changed, a resumption refuses to make model programs with it.
		var again = cadmus.run("fuzz", "--resume", dir.toString());
		assertEquals(0, again.exitCode(), again.toString());
		assertTrue(again.stdout().contains("120 programs (0 this run)"), again.stdout());
		Path kept = dir.resolve("model.json");
		String text = Files.readString(kept);
		Files.writeString(kept, text.replace("\"trees\":5", "\"trees\":6"));
		var changed = cadmus.run("fuzz", "--resume", dir.toString());
		// The user's input, to put back: exit 3, not 4 (an implementation missing).
		assertEquals(3, changed.exitCode(), changed.toString());
		assertTrue(changed.stderr().contains("is not the model it began with"), changed.stderr());
		// Its store keeps the model too: lost from the folder, it is written back from there as it began.
		Files.delete(kept);
		var lost = cadmus.run("fuzz", "--resume", dir.toString());
		assertEquals(0, lost.exitCode(), lost.toString());
		assertEquals(text, Files.readString(kept), "the model written back is the one the campaign began with");
	}

	@Test
	void mutantsAreJudgedOnlyByTheOraclesChosenForThem() throws Exception {
		// The same mutants twice: a mutant's fragment reads names of another kind than the corpus's (a number called,
		// a function added), so some raise errors. Judged by the default oracles (crash, nondeterminism, termination)
		// such an error is no finding; judged by no-exception, which holds generated programs to raising none, it is.
		var quiet = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--count", "60",
				"--seed", "5", "--model", model().toString(), "--mix", "mutants:1", "--out", temp.resolve("m1").toString());
		assertEquals(0, quiet.exitCode(), quiet.toString());
		assertTrue(quiet.stdout().contains("findings 0 (0 new)"), quiet.stdout());
		var strict = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--count", "60",
				"--seed", "5", "--model", model().toString(), "--mix", "mutants:1", "--mutant-oracles", "crash,no-exception",
				"--out", temp.resolve("m2").toString());
		assertEquals(5, strict.exitCode(), strict.toString());
		String valid = validity(quiet.stdout());
		assertTrue(!valid.equals("100.0"), "some mutants raise errors: valid " + valid + "%\n" + quiet.stdout());
		assertEquals(valid, validity(strict.stdout()), "the same programs ran");

		var badOracle = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--model", model().toString(), "--mix",
				"mutants:1", "--oracle", "crash", "--mutant-oracles", "differential");
		assertEquals(2, badOracle.exitCode(), badOracle.toString());
		assertTrue(badOracle.stderr().contains("--mutant-oracles names differential, not among the campaign's oracles"),
				badOracle.stderr());
	}

	/** The valid share a campaign's closing line gives, e.g. "97.0". */
	private static String validity(String stdout) {
		var m = Pattern.compile("programs \\([0-9]+ this run\\), valid ([0-9.]+)%").matcher(stdout);
		assertTrue(m.find(), stdout);
		return m.group(1);
	}

	@Test
	void aMixThatCannotBeIsRefusedUpFront() throws Exception {
		var noModel = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--mix", "random:1,model:1", "--out",
				temp.resolve("no-model").toString());
		assertEquals(2, noModel.exitCode(), noModel.toString());
		assertTrue(noModel.stderr().contains("technique model needs a model (--model FILE)"), noModel.stderr());
		var badShare = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--mix", "random:two");
		assertEquals(2, badShare.exitCode(), badShare.toString());
		assertTrue(badShare.stderr().contains("'random:two' is not TECHNIQUE:SHARE"), badShare.stderr());
		var fragmentsWithoutModel = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--mix", "random:1,langfuzz:1");
		assertEquals(2, fragmentsWithoutModel.exitCode(), fragmentsWithoutModel.toString());
		assertTrue(fragmentsWithoutModel.stderr().contains("technique langfuzz needs a model (--model FILE)"),
				fragmentsWithoutModel.stderr());
		var unknown = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--mix", "random:1,grammarinator:1");
		assertEquals(2, unknown.exitCode(), unknown.toString());
		assertTrue(unknown.stderr().contains("unknown technique 'grammarinator'"), unknown.stderr());
		var zestShare = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--mix", "random:1,zest:1", "--out",
				temp.resolve("no-model").toString());
		assertEquals(2, zestShare.exitCode(), zestShare.toString());
		assertTrue(zestShare.stderr().contains("technique zest draws each program's decisions from the byte sequence a "
				+ "feedback loop gives it: it is --guidance zest"), zestShare.stderr());
		assertTrue(!Files.exists(temp.resolve("no-model")), "nothing is made of a refused campaign");

		// A corpus of one-line files has fragments but no program large enough to be worth mutating whole.
		Path tiny = Files.createDirectories(temp.resolve("tiny"));
		Files.writeString(tiny.resolve("t.lua"), "print(1 + 2)\n");
		Path tinyCorpus = temp.resolve("tiny-corpus");
		assertEquals(0, cadmus.run("corpus", "import", "--lang", "lua", "--into", tinyCorpus.toString(), "--quiet",
				tiny.toString()).exitCode());
		Path tinyModel = temp.resolve("tiny.model");
		assertEquals(0, cadmus.run("learn", "--lang", "lua", "--corpus", tinyCorpus.toString(), "--out",
				tinyModel.toString()).exitCode());
		var noHosts = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--model", tinyModel.toString(), "--mix",
				"random:1,corpus-mutants:1", "--out", temp.resolve("no-hosts").toString());
		assertEquals(2, noHosts.exitCode(), noHosts.toString());
		assertTrue(noHosts.stderr().contains("keeps no corpus program whole to mutate"), noHosts.stderr());
		var hostsWithoutMutants = cadmus.run("generate", "--lang", "lua", "--count", "1", "--model", model().toString(),
				"--corpus-hosts");
		assertEquals(2, hostsWithoutMutants.exitCode(), hostsWithoutMutants.toString());
		assertTrue(hostsWithoutMutants.stderr().contains("--corpus-hosts is for --mutants"), hostsWithoutMutants.stderr());
		assertTrue(!Files.exists(temp.resolve("no-hosts")), "nothing is made of a refused campaign");
		var guidanceAndMix = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--model", model().toString(),
				"--guidance", "langfuzz", "--mix", "random:1,langfuzz:1");
		assertEquals(2, guidanceAndMix.exitCode(), guidanceAndMix.toString());
		assertTrue(guidanceAndMix.stderr().contains("--guidance langfuzz is --mix langfuzz:1: give one of them"),
				guidanceAndMix.stderr());
	}

	@Test
	void aTechniqueOfTheMixCanBeTheCampaignsGuidance() throws Exception {
		// --guidance langfuzz, as LangFuzz's users would ask: every program by that technique.
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--count", "20", "--seed",
				"4", "--model", model().toString(), "--guidance", "corpus-mutants", "--out", temp.resolve("guided").toString());
		assertEquals(0, r.exitCode(), r.toString());
		assertTrue(r.stdout().contains("techniques: corpus-mutants; model"), r.stdout());
		String html = Files.readString(temp.resolve("guided").resolve("report.html"), StandardCharsets.UTF_8);
		assertTrue(html.contains("mutant oracles"), "its programs are mutants, judged by the mutant oracles");
	}

	/** The programs the report's technique table gives a technique. */
	private static long programs(String html, String technique) {
		var m = Pattern.compile("<tr><td><code>" + technique + "</code></td><td>([0-9,]+)</td>").matcher(html);
		assertTrue(m.find(), "no row for " + technique);
		return Long.parseLong(m.group(1).replace(",", ""));
	}
}
