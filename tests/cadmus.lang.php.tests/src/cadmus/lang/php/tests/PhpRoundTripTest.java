package cadmus.lang.php.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.UnparsableProgramException;
import cadmus.lang.php.PhpRenderer;
import cadmus.lang.php.PhpSyntax;
import cadmus.testing.BundleTexts;
import cadmus.testing.RoundTrip;

/**
 * PHP written by hand (programs/, every construct of the grammar) parses, renders to text that parses to an equal
 * tree and renders again to the same text, and the rendered text prints what the original prints on PHP 8.2:
 * the renderer's parentheses and layout change nothing a program does. Strings PHP would read otherwise than the
 * grammar are syntax errors that say what to write.
 */
class PhpRoundTripTest {

	private final PhpSyntax syntax = new PhpSyntax();
	private final PhpRenderer renderer = new PhpRenderer();

	@TempDir
	Path work;

	@Test
	void everyProgramRendersToAFixedPointThatPrintsWhatTheOriginalPrints() throws Exception {
		var programs = programs();
		assertTrue(programs.size() >= 4, programs.keySet().toString());
		for (var program : programs.entrySet()) {
			String text = RoundTrip.assertFixedPoint(program.getKey(), program.getValue(), syntax::parse, renderer::render);
			String expected = php(program.getValue());
			assertTrue(!expected.isBlank(), program.getKey() + " prints nothing");
			assertEquals(expected, php(text), program.getKey() + " rendered:\n" + text);
		}
	}

	@Test
	void operandsAndSuffixTargetsAreParenthesizedSoTheTextMeansTheTreeOnEveryVersion() throws Exception {
		assertRendersAs("<?php\necho (1 + (2 * 3)) . 'a';\n", "<?php echo 1 + 2 * 3 . 'a';");
		assertRendersAs("<?php\n$x = (true ? 1 : 2) ? 3 : 4;\n", "<?php $x = (true ? 1 : 2) ? 3 : 4;");
		assertRendersAs("<?php\n$y = -(-1);\n", "<?php $y = -(-1);");
		assertRendersAs("<?php\n$z = -(2 ** 2);\n", "<?php $z = -2 ** 2;");
		assertRendersAs("<?php\n($o->p)();\n", "<?php ($o->p)();");
		assertRendersAs("<?php\n$o->p();\n", "<?php $o->p();");
		assertRendersAs("<?php\n(A::B)();\n", "<?php (A::B)();");
		assertRendersAs("<?php\n(new A())->m();\n", "<?php (new A)->m();");
		assertRendersAs("<?php\n(clone $a)->m();\n", "<?php (clone $a)->m();");
		assertRendersAs("<?php\n$f = (fn($x) => $x) ?? null;\n", "<?php $f = (fn($x) => $x) ?? null;");
	}

	@Test
	void stringFormsThatPhpReadsOtherwiseAreSyntaxErrorsThatSaySo() {
		assertSyntaxError("needs braces", "<?php echo \"a $x[0]\";");
		assertSyntaxError("needs braces", "<?php echo \"a $o->p\";");
		assertSyntaxError("write {$...}", "<?php echo \"${x}\";");
		assertSyntaxError("label must follow <<<", "<?php echo <<<\nx\nEOT;");
		assertSyntaxError("line 2", "<?php echo <<<EOT\nabc $x");
	}

	/** php -l: "Cannot use try without catch or finally"; found by releng/grammar-false-accepts on mutants. */
	@Test
	void aTryNeedsACatchOrAFinally() throws Exception {
		assertSyntaxError("line 1: Cannot use try without catch or finally", "<?php try { echo 1; } echo 2;");
		assertSyntaxError("line 3: Cannot use try without catch or finally",
				"<?php\ntry { echo 1; } catch (Exception $e) { }\nfunction f() { try { return 1; } }");
		syntax.parse("<?php try { echo 1; } finally { echo 2; }");
		syntax.parse("<?php try { echo 1; } catch (Exception $e) { echo 2; }");
	}

	/**
	 * php -l: "syntax error, unexpected token "="" (or "+=", ...) for an assignment to a constant; found by releng/grammar-false-accepts
	 * on a mutant that lost a variable's $.
	 */
	@Test
	void aConstantIsNoAssignmentsTarget() throws Exception {
		assertSyntaxError("line 1: syntax error, unexpected token \"=\"", "<?php v7 = 1;");
		assertSyntaxError("line 2: syntax error, unexpected token \"+=\"", "<?php\nA::B += 1;");
		syntax.parse("<?php $v7 = 1; A::$b = 1; $a[0] = 1; $o->p = 1; echo v7 . A::B;");
	}

	@Test
	void aVariableThatTextWouldReadOnIsRenderedInBraces() throws Exception {
		var tree = syntax.parse("<?php echo \"$a-$b\";");
		var parts = ((cadmus.lang.php.php.InterpolatedString) ((cadmus.lang.php.php.Echo) ((cadmus.lang.php.php.Script) tree)
				.getBody().getStatements().get(0)).getValues().get(0)).getParts();
		var text = (cadmus.lang.php.php.StringText) parts.get(1);
		text.setText("x-");
		assertEquals("<?php\necho \"{$a}x-$b\";\n", renderer.render(tree));
		text.setText("[0] ");
		assertEquals("<?php\necho \"{$a}[0] $b\";\n", renderer.render(tree));
	}

	/** include and require, which php-src's tests load their helpers with, parse and are written back as they were. */
	@Test
	void includeAndRequireParse() throws Exception {
		assertRendersAs("<?php\nrequire __DIR__ . '/connect.inc';\n$x = include_once 'a.php';\n",
				"<?php require __DIR__ . '/connect.inc'; $x = include_once 'a.php';");
	}

	/**
	 * Bodies without braces, as real code writes them ('else if' too), parse as blocks of their one statement and are
	 * written back with braces; an 'else' belongs to the nearest 'if'.
	 */
	@Test
	void bodiesWithoutBracesAreBlocksOfTheirStatement() throws Exception {
		assertRendersAs("<?php\nif ($a) {\n    if ($b) {\n        echo 1;\n    } else {\n        echo 2;\n    }\n} else {\n"
				+ "    if ($c) {\n        echo 3;\n    }\n}\nforeach ($xs as $x) {\n    echo $x;\n}\n",
				"<?php if ($a) if ($b) echo 1; else echo 2; else if ($c) echo 3; foreach ($xs as $x) echo $x;");
	}

	private void assertSyntaxError(String words, String source) {
		var e = assertThrows(UnparsableProgramException.class, () -> syntax.parse(source), source);
		assertTrue(e.getMessage().contains(words), e.getMessage());
	}

	private void assertRendersAs(String expected, String source) throws UnparsableProgramException {
		assertEquals(expected, renderer.render(syntax.parse(source)), source);
	}

	/** What php8.2's CLI prints for the program; it must exit normally. */
	private String php(String program) throws IOException, InterruptedException {
		Path file = Files.createTempFile(work, "program", ".php");
		Files.writeString(file, program);
		var process = new ProcessBuilder("php", "-n", file.toString()).redirectErrorStream(true).start();
		String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(process.waitFor(30, TimeUnit.SECONDS), "php did not finish");
		assertEquals(0, process.exitValue(), out);
		return out;
	}

	private static Map<String, String> programs() {
		return BundleTexts.of(PhpRoundTripTest.class, "programs", "*.php");
	}
}
