package cadmus.lang.dafny.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;

import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.UnparsableProgramException;
import cadmus.lang.dafny.DafnyRenderer;
import cadmus.lang.dafny.DafnySyntax;
import cadmus.testing.BundleTexts;
import cadmus.testing.Engines;
import cadmus.testing.RoundTrip;
import cadmus.testing.Services;

/**
 * Dafny written by hand (programs/: every construct of the grammar) parses, renders to text that parses to an equal
 * tree and renders again to the same text, and the rendered text verifies and prints what the original prints
 * (compiled to C#): the renderer's parentheses and layout change nothing a program means.
 */
class DafnyRoundTripTest {

	private final DafnySyntax syntax = new DafnySyntax();
	private final DafnyRenderer renderer = new DafnyRenderer();

	@Test
	void everyProgramRendersToAFixedPoint() throws Exception {
		var programs = programs();
		assertEquals(3, programs.size(), programs.keySet().toString());
		for (var program : programs.entrySet()) {
			RoundTrip.assertFixedPoint(program.getKey(), program.getValue(), syntax::parse, renderer::render);
		}
	}

	@Test
	void everyRenderedProgramPrintsWhatTheOriginalPrints() throws Exception {
		var cs = Services.get(LanguageRegistry.class, null).implementations("dafny").stream()
				.filter(i -> i.id().equals("dafny.cs")).findFirst().orElseThrow();
		Engines.assumeAvailable(cs);
		var programs = programs();
		assertEquals(3, programs.size(), programs.keySet().toString());
		for (var program : programs.entrySet()) {
			String text = renderer.render(syntax.parse(program.getValue()));
			String expected = run(cs, program.getValue());
			assertTrue(!expected.isBlank(), program.getKey() + " prints nothing");
			assertEquals(expected, run(cs, text), program.getKey() + " rendered:\n" + text);
		}
	}

	@Test
	void operandsAndSuffixTargetsAreParenthesizedSoTheTextMeansTheTree() throws Exception {
		assertRendersAs("method Main() {\n  print (1 + 2) * 3, (a || b) && c, a ==> (b ==> c), (a ==> b) ==> c;\n}\n",
				"method Main() { print (1 + 2) * 3, (a || b) && c, a ==> b ==> c, (a ==> b) ==> c; }");
		assertRendersAs("method Main() {\n  print -(-1), (if a then b else c) + 1, (t.1).0, (A).B?, | |s| |;\n}\n",
				"method Main() { print -(-1), (if a then b else c) + 1, (t.1).0, (A).B?, | |s| |; }");
		assertRendersAs("method Main() {\n  print match (match x case A => y case B => z) case C => (match w case D => 1) case E => 2;\n}\n",
				"method Main() { print match (match x case A => y case B => z) case C => (match w case D => 1) case E => 2; }");
	}

	@Test
	void malformedProgramsAreSyntaxErrorsThatSayWhere() {
		var error = assertThrows(UnparsableProgramException.class, () -> syntax.parse("method Main() {\n  var x := ;\n}"));
		assertTrue(error.getMessage().contains("line 2"), error.getMessage());
	}

	private void assertRendersAs(String expected, String source) throws UnparsableProgramException {
		assertEquals(expected, renderer.render(syntax.parse(source)));
	}

	private static String run(Implementation implementation, String text) {
		try (var session = implementation.open(new ExecutionLimits(Duration.ofSeconds(60), 1 << 20))) {
			var e = session.run(new Program("dafny", "program", text, "test"));
			assertEquals(Outcome.OK, e.outcome(), e.errorKind() + "\n" + e.stderr());
			return e.stdout();
		}
	}

	private static Map<String, String> programs() throws IOException {
		return BundleTexts.of(DafnyRoundTripTest.class, "programs", "*.dfy");
	}
}
