package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;
import cadmus.testing.Engines;

/**
 * Reduction for each oracle that reports findings on generated Lua (the crash oracle's case is in
 * {@link ReduceCommandTest}; SQL's metamorphic oracles are tested in the SQL bundle's tests): a seeded fault
 * found by a campaign is reduced, by tree and decision edits alone, to at most a tenth of the original's size
 * beyond the prelude of helpers every generated Lua program starts with, and the reduced
 * program still shows the fault when run outside Cadmus.
 */
class ReductionPerOracleTest {

	@TempDir
	static Path temp;

	private static Product cadmus;

	@BeforeAll
	static void product() {
		cadmus = new Product(temp.resolve("configuration"));
	}

	@ParameterizedTest
	@CsvSource({ "EXTRA_LINE_ON_REPEAT, 'fake,lua.lua5.4', differential", "ERROR_ON_REPEAT, fake, no-exception" })
	void aSeededFaultIsReducedToATenthAndStillShowsOutsideCadmus(FaultyLua fault, String implementations, String oracle)
			throws Exception {
		// Both faults are Lua 5.4 with a fault added, and the reduced program is checked against Lua 5.4 itself.
		Engines.assumeOnPath("lua5.4", "apt-get install lua5.4");
		Path fake = fault.write(temp.resolve(fault.name() + ".sh"));
		Path dir = temp.resolve(oracle);
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.4", "--command", "fake=sh " + fake, "--impl",
				implementations, "--oracle", oracle, "--count", "100", "--seed", "11", "--size", "150", "--fail-on", "never",
				"--out", dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		var first = Files.readAllLines(dir.resolve("findings.jsonl")).get(0);
		assertTrue(first.contains("\"finding\":1,") && first.contains("\"oracle\":\"" + oracle + "\""), first);

		var reduced = cadmus.run("reduce", dir.toString(), "1", "--time", "2m", "--workers", "2");
		assertEquals(0, reduced.exitCode(), reduced.toString());
		// Decisions, then at most a prefix of the lines the decisions made and whole statements deleted or
		// hoisted: no line or token deleted from inside one.
		assertTrue(reduced.stdout().contains("passes: tree and decisions") && !reduced.stdout().contains("lines and tokens"),
				"no text edits: " + reduced);
		var beyond = Pattern.compile("beyond the (\\d+)-token prelude every program of the language starts with: (\\d+) to (\\d+) tokens")
				.matcher(reduced.stdout());
		assertTrue(beyond.find(), reduced.toString());
		int original = Integer.parseInt(beyond.group(2));
		int result = Integer.parseInt(beyond.group(3));
		assertTrue(result * 10 <= original, "reduced " + original + " to " + result + " tokens: " + reduced);

		Path file = dir.resolve("reduced").resolve("finding-1.lua");
		assertTrue(Files.readString(file).contains("repeat"), Files.readString(file));
		var faulty = run("sh", fake.toString(), file.toString());
		if (oracle.equals("differential")) {
			assertNotEquals(run("lua5.4", file.toString()).stdout(), faulty.stdout(), "the outputs still differ");
		} else {
			assertEquals(1, faulty.exitCode(), "the fake still fails: " + faulty);
			assertEquals(0, run("lua5.4", file.toString()).exitCode(), "where Lua 5.4 itself does not");
		}
	}

	private static Product.Result run(String... command) throws Exception {
		var p = new ProcessBuilder(command).start();
		assertTrue(p.waitFor(20, TimeUnit.SECONDS), String.join(" ", command));
		return new Product.Result(p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
				new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
	}
}
