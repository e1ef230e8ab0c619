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
 * {@code cadmus generate --target FILE} through the product: the programs that satisfy a target, smallest first, the
 * same for the same seed; every one the search's runs find with {@code --exhaustive}; a target file with a mistake is
 * one line naming its line and column (exit 3), and a target nothing satisfies within the bounds is exit 7 naming the
 * constraint.
 */
class GenerateTargetTest {

	@TempDir
	static Path temp;

	private static Product cadmus;

	@BeforeAll
	static void product() {
		cadmus = new Product(temp.resolve("configuration"));
	}

	@Test
	void programsThatSatisfyTheTargetComeSmallestFirst() throws Exception {
		Path target = temp.resolve("closure.target");
		Files.writeString(target, "# a closure made in a loop\nlanguage lua\ncontains FunctionBody inside NumericFor\n"
				+ "not contains Break\n");
		var r = cadmus.run("generate", "--lang", "lua", "--target", target.toString(), "--count", "3");
		assertEquals(0, r.exitCode(), r.toString());
		var headers = Pattern.compile("(?m)^-- program (\\d) of 3 \\(seed 0\\)$").matcher(r.stdout()).results().count();
		assertEquals(3, headers, r.stdout());
		assertTrue(r.stderr().matches("(?s)3 programs satisfy " + Pattern.quote(target.toString())
				+ ", (\\d+) to (\\d+) nodes \\(\\d+ runs, .*"), r.stderr());
		var m = Pattern.compile(", (\\d+) to (\\d+) nodes").matcher(r.stderr());
		assertTrue(m.find());
		assertTrue(Integer.parseInt(m.group(1)) <= Integer.parseInt(m.group(2)), r.stderr());
		for (String program : r.stdout().split("(?m)^-- program \\d of 3 \\(seed 0\\)\n")) {
			if (!program.isBlank()) {
				// After the prelude, which has loops of its own.
				String own = program.replaceAll("(?s)^.*?local function fmt_num[^\n]*\n", "");
				assertTrue(own.length() < program.length(), program);
				assertTrue(Pattern.compile("(?s)\\bfor \\w+ = .*\\bfunction\\b").matcher(own).find(), own);
				assertTrue(!own.contains("break"), own);
			}
		}
		assertEquals(r.stdout(), cadmus.run("generate", "--lang", "lua", "--target", target.toString(), "--count", "3")
				.stdout(), "the same target and seed give the same programs");

		// A feature the language names (Loop), and a value: a closure in any loop, a string of at least 5 characters.
		Path feature = temp.resolve("feature.target");
		Files.writeString(feature, "language lua\ncontains FunctionBody inside Loop\n"
				+ "contains StringLiteral with value length >= 5\n");
		var featured = cadmus.run("generate", "--lang", "lua", "--target", feature.toString(), "--count", "2");
		assertEquals(0, featured.exitCode(), featured.toString());
		for (String program : featured.stdout().split("(?m)^-- program \\d of 2 \\(seed 0\\)\n")) {
			if (!program.isBlank()) {
				String own = program.replaceAll("(?s)^.*?local function fmt_num[^\n]*\n", "");
				assertTrue(Pattern.compile("(?s)\\b(for|while|repeat)\\b.*\\bfunction\\b").matcher(own).find(), own);
				assertTrue(Pattern.compile("\"[^\"\\n]{5,}\"").matcher(own).find(), own);
			}
		}
		var listed = cadmus.run("targets", "--lang", "lua");
		assertTrue(listed.stdout().contains("(features)") && listed.stdout().contains("Loop, "), listed.stdout());
		var features = cadmus.run("targets", "--lang", "lua", "features");
		assertEquals(0, features.exitCode(), features.toString());
		assertTrue(features.stdout().contains("feature Loop = NumericFor | GenericFor | While | Repeat"),
				features.stdout());

		Path tables = temp.resolve("tables.target");
		Files.writeString(tables, "language lua\ncontains Table\nsize <= 45\n");
		var every = cadmus.run("generate", "--lang", "lua", "--target", tables.toString(), "--exhaustive", "--max-size",
				"40", "--max-runs", "300", "--out", temp.resolve("every").toString());
		assertEquals(0, every.exitCode(), every.toString());
		long written = every.stdout().lines().count();
		assertTrue(written > 1, every.toString());
		assertEquals(written, Files.list(temp.resolve("every")).count());
		assertTrue(every.stderr().contains("300 runs"), every.stderr());
	}

	@Test
	void aMistakeOrATargetNothingSatisfiesIsSaidInOneLine() throws Exception {
		Path misspelt = temp.resolve("misspelt.target");
		Files.writeString(misspelt, "language lua\ncontains FunctionBody insde NumericFor\n");
		var bad = cadmus.run("generate", "--lang", "lua", "--target", misspelt.toString());
		assertEquals(3, bad.exitCode(), bad.toString());
		assertEquals("cadmus generate: " + misspelt + ":2:23: unexpected 'insde' after the statement", bad.stderr().strip());

		Path impossible = temp.resolve("impossible.target");
		Files.writeString(impossible, "language lua\ncontains While inside FunctionBody\n");
		var none = cadmus.run("generate", "--lang", "lua", "--target", impossible.toString(), "--max-runs", "2000");
		assertEquals(7, none.exitCode(), none.toString());
		assertTrue(none.stderr().contains("no program tried satisfied 'contains While inside FunctionBody'"),
				none.stderr());
		assertEquals("", none.stdout());

		Path outOfRange = temp.resolve("out-of-range.target");
		Files.writeString(outOfRange, "language lua\ncontains NumberLiteral with value >= 1000\n");
		var never = cadmus.run("generate", "--lang", "lua", "--target", outOfRange.toString(), "--max-runs", "2000");
		assertEquals(7, never.exitCode(), never.toString());
		assertTrue(never.stderr().contains("no program tried satisfied 'contains NumberLiteral with value >= 1000'"),
				never.stderr());

		var otherLanguage = cadmus.run("generate", "--lang", "js", "--target", impossible.toString());
		assertEquals(2, otherLanguage.exitCode(), otherLanguage.toString());
		assertTrue(otherLanguage.stderr().contains("is a target for lua, not js"), otherLanguage.stderr());
	}
}
