package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import cadmus.testing.Commands;
import cadmus.testing.Engines;
import cadmus.testing.KeptFindings;

/** End to end: the headless product as a user runs it, through the launcher script in its root folder. */
class ProductTest {

	@TempDir
	static Path temp;

	private static Product cadmus;

	@BeforeAll
	static void locate() {
		cadmus = new Product(temp.resolve("configuration"));
	}

	/** What `cadmus languages` printed, asked once for the tests that read it. */
	private static Product.Result languages;

	private static synchronized Product.Result languages() throws Exception {
		if (languages == null) {
			languages = cadmus.run("languages");
		}
		return languages;
	}

	/** The Debian Lua binaries, each listed as an implementation lua.<binary> where it is installed. */
	private static final List<String> LUA_BINARIES = List.of("lua5.1", "lua5.3", "lua5.4", "luajit");

	@Test
	void languagesListsLuaWithItsImplementations() throws Exception {
		var r = languages();
		assertEquals(0, r.exitCode(), r.toString());
		// Languages are listed by id: dafny, js, lua, php, sql.
		assertTrue(Pattern.compile("(?ms)\\Adafny  Dafny.*^js  JavaScript.*^lua  Lua.*^php  PHP.*^sql  SQL").matcher(r.stdout()).find(),
				r.toString());
		for (String embedded : List.of("lua.luajava-5.1", "lua.luajava-5.4", "lua.luajava-jit", "lua.luaj")) {
			assertTrue(Pattern.compile("(?m)^  " + Pattern.quote(embedded) + " +available +\\S").matcher(r.stdout()).find(),
					embedded + " not available:\n" + r);
		}
		// On a machine without the interpreters, each is listed with the command that installs it (Lua's alone
		// asked: the others' engines need not be probed again).
		var bare = cadmus.without(temp.resolve("no-lua-bin"), LUA_BINARIES.toArray(String[]::new)).run("languages", "lua");
		assertEquals(0, bare.exitCode(), bare.toString());
		assertTrue(bare.stdout().startsWith("lua  Lua") && !bare.stdout().contains("\njs  ")
				&& !bare.stdout().contains("\nsql  "), "only Lua is listed: " + bare);
		for (String binary : LUA_BINARIES) {
			assertTrue(Pattern.compile("(?m)^  lua\\." + Pattern.quote(binary) + " +unavailable +" + Pattern.quote(binary)
					+ " not found on PATH\n +install: (sudo )?apt-get install " + Pattern.quote(binary) + "\n")
					.matcher(bare.stdout()).find(), binary + ":\n" + bare);
		}
		assertTrue(Pattern.compile("(?m)^\\d+ unavailable\\. Each install line makes one available").matcher(bare.stdout()).find(),
				bare.toString());
	}

	/**
	 * Each Debian Lua binary that is installed is listed available with the version its own banner gives
	 * ({@code lua5.4 -v}: "Lua 5.4.4  Copyright ..."); one that is not installed skips its case, saying so.
	 */
	@ParameterizedTest
	@ValueSource(strings = { "lua5.1", "lua5.3", "lua5.4", "luajit" })
	void languagesListsEachInstalledLuaBinaryWithTheVersionItReports(String binary) throws Exception {
		Engines.assumeOnPath(binary, "apt-get install " + binary);
		String reported = Commands.output(binary, "-v").strip().lines().findFirst().orElse("")
				.split("\\s+--\\s+|\\s{2,}Copyright")[0];
		assertTrue(reported.matches("(Lua|LuaJIT) \\d.*"), binary + " -v: " + reported);
		var r = languages();
		assertTrue(Pattern.compile("(?m)^  lua\\." + Pattern.quote(binary) + " +available +" + Pattern.quote(reported) + "  ")
				.matcher(r.stdout()).find(), binary + " reports " + reported + ":\n" + r);
	}

	@Test
	void benchCampaignPutsTheCampaignsRateNextToEachImplementationsSoloRate() throws Exception {
		var r = cadmus.run("bench", "campaign", "--lang", "lua", "--impl", "lua.luaj,lua.luajava-5.1", "--seconds", "1",
				"--warmup", "0");
		assertEquals(0, r.exitCode(), r.toString());
		var number = "\\d+\\.\\d";
		for (String implementation : List.of("lua.luaj", "lua.luajava-5.1")) {
			assertTrue(Pattern.compile("(?m)^solo " + Pattern.quote(implementation) + " +" + number + " +" + number)
					.matcher(r.stdout()).find(), r.toString());
		}
		assertTrue(Pattern.compile("(?m)^CPU ceiling of all together +" + number).matcher(r.stdout()).find(), r.toString());
		for (String schedule : List.of("pipelined", "sequential")) {
			var line = Pattern.compile("(?m)^campaign " + schedule + " +(" + number + "+) .* (\\d+)% of the slowest solo rate, "
					+ "\\d+% of the CPU ceiling$").matcher(r.stdout());
			assertTrue(line.find(), r.toString());
			// Programs ran: a campaign that never started would print 0.
			assertTrue(Double.parseDouble(line.group(1)) > 0, r.toString());
		}
		var bad = cadmus.run("bench", "campaign", "--lang", "lua", "--seconds", "0");
		assertEquals(2, bad.exitCode(), bad.toString());
		assertTrue(bad.stderr().contains("--seconds"), bad.toString());
	}

	/**
	 * The effectiveness benchmark says why it races for no finding it cannot: one whose shape the rules avoid is
	 * skipped with that reason (no campaign run), {@code --target} races only the targets named, and bad usage is exit 2
	 * naming the option.
	 */
	@Test
	void benchFindingsSkipsWhatItCannotRaceForAndRefusesBadUsage() throws Exception {
		String folder = KeptFindings.folder("js").toString();
		var avoided = cadmus.run("bench", "findings", "--lang", "js", "--findings", folder, "--time", "5s",
				"nashorn-arrow-in-conditional-crash.js");
		assertEquals(0, avoided.exitCode(), avoided.toString());
		assertTrue(avoided.stdout().contains("nashorn-arrow-in-conditional-crash.js, target arrow-in-conditional\n"
				+ "  skipped: generation avoids its shape (rules)"), avoided.toString());
		var noFolder = cadmus.run("bench", "findings", "--lang", "js", "--findings", folder + "/none");
		assertEquals(2, noFolder.exitCode(), noFolder.toString());
		assertTrue(noFolder.stderr().contains("--findings " + folder + "/none is not a folder"), noFolder.toString());
		var noTime = cadmus.run("bench", "findings", "--lang", "js", "--findings", folder, "--time", "0s");
		assertEquals(2, noTime.exitCode(), noTime.toString());
		assertTrue(noTime.stderr().contains("'--time': duration must be positive: 0s"), noTime.toString());
		var unknown = cadmus.run("bench", "findings", "--lang", "js", "--findings", folder, "no-such-finding.js");
		assertEquals(2, unknown.exitCode(), unknown.toString());
		assertTrue(unknown.stderr().contains("no shipped target of js was written from no-such-finding.js"),
				unknown.toString());
		// --target keeps only the targets named: the finding's own, and not another's.
		var named = cadmus.run("bench", "findings", "--lang", "js", "--findings", folder, "--time", "5s", "--target",
				"arrow-in-conditional", "nashorn-arrow-in-conditional-crash.js");
		assertEquals(0, named.exitCode(), named.toString());
		assertTrue(named.stdout().contains("js: 1 pairs"), named.toString());
		var otherTarget = cadmus.run("bench", "findings", "--lang", "js", "--findings", folder, "--target",
				"with-call-of-call", "nashorn-arrow-in-conditional-crash.js");
		assertEquals(2, otherTarget.exitCode(), otherTarget.toString());
		assertTrue(otherTarget.stderr().contains("no shipped target of js named with-call-of-call was written from "
				+ "nashorn-arrow-in-conditional-crash.js"), otherTarget.toString());
	}

	/**
	 * A race to a kept finding's bucket: Nashorn's crash on a closure in a for-of loop (in the JVM, so always here),
	 * which the target written from it reaches within its 90 s (at program 2 of seed 0, in 7.8 s on 2 idle cores;
	 * random generation at program 5,049, in 99 s). It was program 1,073 (75 s) while the search's order took the
	 * metamodel's minimal completions as costs, and the race then took 180 s. Both campaigns report. The targeted
	 * campaign's finding then reduces with --keep-target to a program that still satisfies the target.
	 */
	@Test
	void benchFindingsRacesTheTargetAgainstRandomGenerationToTheFindingsBucket() throws Exception {
		Path out = temp.resolve("races");
		var r = cadmus.run("bench", "findings", "--lang", "js", "--findings",
				KeptFindings.folder("js").toString(), "--time", "90s", "--out", out.toString(),
				"nashorn-for-of-closure-break-crash.js");
		assertEquals(0, r.exitCode(), r.toString());
		assertTrue(r.stdout().contains("  bucket crash: js.nashorn CRASH(java.lang.AssertionError: Failed generating "
				+ "bytecode"), r.toString());
		var clp = Pattern.compile("(?m)^  clp +(\\d+\\.\\d) s \\(program [\\d,]+\\)$").matcher(r.stdout());
		assertTrue(clp.find(), r.toString());
		var random = Pattern.compile("(?m)^  random +((\\d+\\.\\d) s \\(program [\\d,]+\\)|not in \\d+ s \\([\\d,]+ programs\\))$")
				.matcher(r.stdout());
		assertTrue(random.find(), r.toString());
		// The target's campaign first: random generation, where it reaches the bucket at all, reaches it later.
		assertTrue(random.group(2) == null || Double.parseDouble(random.group(2)) > Double.parseDouble(clp.group(1)),
				r.toString());

		// The targeted campaign's first finding, reduced keeping its target: the smaller program still lands in its
		// bucket (exit 0) and still has a closure that captures the loop's variable (the target).
		Path campaign = out.resolve("nashorn-for-of-closure-break-crash.js-closure-in-for-let-loop").resolve("clp");
		var reduced = cadmus.run("reduce", campaign.toString(), "1", "--keep-target", "--time", "60s", "--workers", "1");
		assertEquals(0, reduced.exitCode(), reduced.toString());
		String program = reduced.stdout().substring(reduced.stdout().indexOf("reduced program:"));
		assertTrue(reduced.stdout().contains("passes: tree and decisions"), reduced.toString());
		assertTrue(!reduced.stdout().contains("lines and tokens"), "no edit of the text: " + reduced);
		// A closure: a function, a getter or an arrow function (each a function body too), that reads the loop's
		// variable.
		assertTrue(Pattern.compile("for \\(let (\\w+)[\\s\\S]*(function|get \\w+\\(\\)|=>)[\\s\\S]*\\b\\1\\b")
				.matcher(program).find(), "the reduced program keeps its target:\n" + reduced);
	}

	/**
	 * The targets benchmark of one named target: the search's first program, random generation filtered by it, and the
	 * target's campaign's programs per second beside random generation's; a name the language does not ship is refused.
	 */
	@Test
	void benchTargetsMeasuresANamedTargetsSearchAndCampaign() throws Exception {
		var r = cadmus.run("bench", "targets", "--lang", "lua", "--seconds", "1", "--target", "closure-in-numeric-for");
		assertEquals(0, r.exitCode(), r.toString());
		assertTrue(r.stdout().startsWith("lua: 1 shipped targets;"), r.toString());
		assertTrue(Pattern.compile("(?m)^closure-in-numeric-for +search: \\d+ nodes \\(bound \\d+\\), \\d+ runs")
				.matcher(r.stdout()).find(), r.toString());
		var campaign = Pattern.compile("campaign of the target, bound \\d+: (\\d+\\.\\d) programs/s \\((\\d+) in 1 s, "
				+ "(\\d+) distinct texts\\); random \\d+\\.\\d programs/s").matcher(r.stdout());
		assertTrue(campaign.find() && Long.parseLong(campaign.group(2)) > 0, r.toString());
		assertTrue(Long.parseLong(campaign.group(3)) <= Long.parseLong(campaign.group(2)), r.toString());
		var unknown = cadmus.run("bench", "targets", "--lang", "lua", "--target", "no-such-target");
		assertEquals(2, unknown.exitCode(), unknown.toString());
		assertTrue(unknown.stderr().contains("lua ships no target no-such-target (shipped: "), unknown.toString());
	}

	/** The generation benchmark gives nodes per second, and with --phases where generation spends its time. */
	@Test
	void benchGenerateProfilesGenerationByPhase() throws Exception {
		var r = cadmus.run("bench", "generate", "--lang", "lua", "--warmup", "0", "--seconds", "1", "--rounds", "2",
				"--phases");
		assertEquals(0, r.exitCode(), r.toString());
		var nodes = Pattern.compile("(?m)^nodes/s \\(one core\\) +(\\d+) ").matcher(r.stdout());
		assertTrue(nodes.find() && Long.parseLong(nodes.group(1)) > 0, r.toString());
		var samples = Pattern.compile("(?m)^phases +2 rounds, (\\d+) samples while generating").matcher(r.stdout());
		assertTrue(samples.find() && Long.parseLong(samples.group(1)) > 0, r.toString());
		for (String phase : List.of("choosing candidates", "minimal completion", "typing and unification",
				"scope and name lookups", "observation", "recording decisions", "EMF objects", "filling holes",
				"rendering", "total")) {
			var row = Pattern.compile("(?m)^  " + Pattern.quote(phase) + " +(\\d+\\.\\d+) \\+- +\\d+\\.\\d+ +(\\d+\\.\\d)%$")
					.matcher(r.stdout());
			assertTrue(row.find(), phase + ":\n" + r);
			if (phase.equals("choosing candidates") || phase.equals("total")) {
				assertTrue(Double.parseDouble(row.group(1)) > 0, phase + ":\n" + r);
			}
		}
	}

	@Test
	void generateIsReproducibleByteForByte() throws Exception {
		var first = cadmus.run("generate", "--lang", "lua", "--count", "5", "--seed", "7");
		assertEquals(0, first.exitCode(), first.toString());
		assertEquals(5, first.stdout().lines().filter(l -> l.matches("-- program \\d of 5 \\(seed 7\\)")).count(),
				first.stdout());
		var second = cadmus.run("generate", "--lang", "lua", "--count", "5", "--seed", "7");
		assertEquals(first.stdout(), second.stdout());
		var other = cadmus.run("generate", "--lang", "lua", "--count", "5", "--seed", "8");
		assertTrue(!other.stdout().equals(first.stdout()));
	}

	/** Programs in their hot form: written by generate, compared by compare, alike on every implementation. */
	@Test
	void hotFormsAreGeneratedAndCompared() throws Exception {
		var generated = cadmus.run("generate", "--lang", "lua", "--seed", "7", "--hot", "3");
		assertEquals(0, generated.exitCode(), generated.toString());
		assertTrue(generated.stdout().contains("-- Cadmus hot form: the program runs 3 times in hot_round"), generated.toString());
		var compared = cadmus.run("compare", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj,lua.luajava-5.1",
				"--count", "20", "--hot", "20");
		assertEquals(0, compared.exitCode(), compared.toString());
		assertTrue(compared.stdout().contains("all implementations agreed:            20 of 20"), compared.toString());
		// Lua's implementations cannot say what a JIT compiled; node 26's TurboFan tier can, and compiles each hot round.
		var luaProof = cadmus.run("compare", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--count", "2",
				"--jit-proof");
		assertTrue(luaProof.stdout().contains("none of [lua.luaj] can tell"), luaProof.toString());
		var proof = cadmus.run("compare", "--lang", "js", "--impl", "js.node26-jitless,js.node26-turbofan", "--count", "5",
				"--hot", "50", "--jit-proof");
		// Node 26 comes from releng/install-engines; without it the product names it unavailable (exit 4): a skip.
		org.junit.jupiter.api.Assumptions.assumeFalse(proof.exitCode() == 4 && proof.stdout().contains("skipping js.node26"),
				Engines.NOT_INSTALLED + "node 26 (releng/install-engines): " + proof.stdout().strip());
		assertEquals(0, proof.exitCode(), proof.toString());
		assertTrue(Pattern.compile("(?m)^  js\\.node26-turbofan +V8 Maglev and TurboFan compiled the program's own code in 5 of 5 "
				+ "programs").matcher(proof.stdout()).find(), proof.toString());
		String figures = proof.stdout().substring(proof.stdout().indexOf("optimizing tiers"));
		assertFalse(figures.contains("js.node26-jitless"), "without a JIT it cannot tell: " + proof);
	}

	@Test
	void generatedFilesRunOnEveryAvailableImplementation() throws Exception {
		Path dir = temp.resolve("programs");
		var generated = cadmus.run("generate", "--lang", "lua", "--count", "3", "--seed", "7", "--out", dir.toString());
		assertEquals(0, generated.exitCode(), generated.toString());
		var files = new ArrayList<String>(generated.stdout().lines().toList());
		assertEquals(3, files.size(), generated.toString());
		var args = new ArrayList<String>(List.of("run", "--lang", "lua"));
		args.addAll(files);
		var r = cadmus.run(args.toArray(String[]::new));
		assertEquals(0, r.exitCode(), r.toString());
		for (String file : files) {
			assertTrue(r.stdout().contains("== " + file), r.toString());
		}
		// Every embedded implementation ran every file: one outcome row each.
		for (String embedded : List.of("lua.luajava-5.1", "lua.luajava-5.4", "lua.luajava-jit", "lua.luaj")) {
			long rows = r.stdout().lines().filter(l -> l.matches("  " + Pattern.quote(embedded) + " +(OK|RUNTIME_ERROR|SYNTAX_ERROR|TIMEOUT|CRASH|OUT_OF_MEMORY) .*")).count();
			assertEquals(3, rows, embedded + ":\n" + r);
		}
	}

	@Test
	void runWithADialectUsesOnlyItsImplementations() throws Exception {
		Path dir = temp.resolve("programs54");
		var generated = cadmus.run("generate", "--lang", "lua", "--count", "3", "--seed", "9", "--out", dir.toString());
		assertEquals(0, generated.exitCode(), generated.toString());
		var args = new ArrayList<String>(List.of("run", "--lang", "lua", "--dialect", "5.4"));
		args.addAll(generated.stdout().lines().toList());
		var r = cadmus.run(args.toArray(String[]::new));
		assertEquals(0, r.exitCode(), r.toString());
		// Generated 5.4 programs run cleanly on the embedded 5.4 engine; no 5.1 engine is asked to parse them.
		assertEquals(3, r.stdout().lines().filter(l -> l.matches("  lua\\.luajava-5\\.4 +OK .*")).count(), r.toString());
		assertTrue(r.stdout().lines().noneMatch(l -> l.startsWith("  lua.luajava-5.1") || l.startsWith("  lua.luaj ")),
				r.toString());

		var unknown = cadmus.run("run", "--lang", "lua", "--dialect", "6.0", "x.lua");
		assertEquals(2, unknown.exitCode(), unknown.toString());
		assertTrue(unknown.stderr().contains("unknown dialect '6.0'"), unknown.toString());
	}

	@Test
	void runShowsWhatEachImplementationPrinted() throws Exception {
		Path file = temp.resolve("hello.lua");
		Files.writeString(file, "print('hello', 1 + 1)\n");
		var r = cadmus.run("run", "--lang", "lua", "--impl", "lua.luaj,lua.luajava-5.4", file.toString());
		assertEquals(0, r.exitCode(), r.toString());
		assertTrue(r.stdout().contains("output A (lua.luaj, lua.luajava-5.4):"), r.toString());
		assertTrue(r.stdout().contains("    | hello\t2"), r.toString());
		assertTrue(r.stdout().contains("all agree"), r.toString());
	}

	/**
	 * A start maps most of its classes from the class archive recorded when the product was built
	 * (releng/cadmus.product/class-archive) instead of loading them from the bundles' jars: without it, or with one
	 * the JVM refuses, no class comes from the archive's top layer.
	 */
	@Test
	void aStartMapsItsClassesFromTheProductsClassArchive() throws Exception {
		Path log = temp.resolve("class-load.log");
		var r = cadmus.withJavaOptions("-Xlog:class+load=info:file=" + log).run("generate", "--lang", "lua", "--count", "1");
		assertEquals(0, r.exitCode(), r.toString());
		List<String> loaded = Files.readAllLines(log);
		long archived = loaded.stream().filter(l -> l.contains("source: shared objects file (top)")).count();
		long bundled = loaded.stream().filter(l -> l.contains("cadmus.") && l.contains("source: shared objects file (top)")).count();
		// Measured: 1,774 of 4,133 (the JDK's own come from its base archive), 242 of them Cadmus's.
		assertTrue(archived > 1000 && bundled > 100,
				archived + " of " + loaded.size() + " classes from the archive, " + bundled + " of them Cadmus's own");
	}

	@Test
	void badUsageFailsWithClearMessagesAndExitCodes() throws Exception {
		var unknownLanguage = cadmus.run("generate", "--lang", "cobol");
		assertEquals(2, unknownLanguage.exitCode(), unknownLanguage.toString());
		assertTrue(unknownLanguage.stderr().contains("unknown language 'cobol'; installed: dafny, js, lua, php, sql"), unknownLanguage.toString());

		var badOption = cadmus.run("generate", "--lang", "lua", "--bogus");
		assertEquals(2, badOption.exitCode(), badOption.toString());
		assertTrue(badOption.stderr().contains("Unknown option: '--bogus'"), badOption.toString());

		var badValue = cadmus.run("generate", "--lang", "lua", "--count", "many");
		assertEquals(2, badValue.exitCode(), badValue.toString());

		var oneRound = cadmus.run("generate", "--lang", "lua", "--hot", "1");
		assertEquals(2, oneRound.exitCode(), oneRound.toString());
		assertTrue(oneRound.stderr().contains("--hot needs at least 2 rounds: 1"), oneRound.toString());
		var noHotForm = cadmus.run("generate", "--lang", "sql", "--hot", "50");
		assertEquals(2, noHotForm.exitCode(), noHotForm.toString());
		assertTrue(noHotForm.stderr().contains("--hot: language sql has no hot form"), noHotForm.toString());

		var unknownImpl = cadmus.run("run", "--lang", "lua", "--impl", "lua.nope", "x.lua");
		assertEquals(2, unknownImpl.exitCode(), unknownImpl.toString());
		assertTrue(unknownImpl.stderr().contains("unknown implementation 'lua.nope'"), unknownImpl.toString());

		var missingFile = cadmus.run("run", "--lang", "lua", temp.resolve("missing.lua").toString());
		assertEquals(3, missingFile.exitCode(), missingFile.toString());
		assertTrue(missingFile.stderr().contains("no such file"), missingFile.toString());

		var noCommand = cadmus.run();
		assertEquals(2, noCommand.exitCode(), noCommand.toString());
		// It names every command the usage lists below it, the main job first.
		List<String> listed = commandsOfUsage(noCommand.stderr());
		assertEquals(List.of("fuzz", "findings", "corpus", "inputs", "learn", "repro", "reduce", "upstream", "judge", "report", "store", "languages", "generate", "targets", "run", "compare", "bench"),
				listed, noCommand.toString());
		assertTrue(noCommand.stderr().contains("missing command: " + String.join(", ", listed.subList(0, listed.size() - 1))
				+ " or " + listed.get(listed.size() - 1)), noCommand.toString());
		// And every exit code the README documents.
		for (String code : List.of("0", "1", "2", "3", "4", "5", "6", "130")) {
			assertTrue(Pattern.compile("(?m)^  " + code + " +\\S").matcher(noCommand.stderr()).find(),
					"exit code " + code + ":\n" + noCommand);
		}
	}

	/** The command names of a usage message's "Commands" section. */
	private static List<String> commandsOfUsage(String usage) {
		var names = new ArrayList<String>();
		boolean inCommands = false;
		for (String line : usage.lines().toList()) {
			if (line.startsWith("Commands")) {
				inCommands = true;
			} else if (inCommands && line.isBlank()) {
				break;
			} else if (inCommands && line.matches("  [a-z]\\S*\\s.*")) {
				names.add(line.strip().split("\\s+")[0]);
			}
		}
		return names;
	}
}
