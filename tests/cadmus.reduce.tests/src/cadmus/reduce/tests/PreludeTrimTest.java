package cadmus.reduce.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import cadmus.api.PreludeDefinition;
import cadmus.reduce.PreludeTrim;
import cadmus.reduce.TokenCount;

/** A prelude taken apart at its definitions, and programs cut down to the definitions they use. */
class PreludeTrimTest {

	private static final String PRELUDE = """
			# helpers
			def show(v):
			  return fmt(v)
			def fmt(v): return str(v)
			a, b = 1, 2
			def unused(): return a
			def twice(v): return b * v
			""";
	private static final List<PreludeDefinition> DEFINITIONS = PreludeDefinition.split(PRELUDE,
			Pattern.compile("def (\\w+)|([\\w, ]+?) ="));

	@Test
	void aPreludeIsTakenApartAtTheLinesThatBeginADefinition() {
		assertEquals(List.of(List.of(), List.of("show"), List.of("fmt"), List.of("a", "b"), List.of("unused"),
				List.of("twice")), DEFINITIONS.stream().map(PreludeDefinition::names).toList());
		assertEquals("def show(v):\n  return fmt(v)\n", DEFINITIONS.get(1).text(), "indented lines belong to the definition above");
		assertEquals(PRELUDE, String.join("", DEFINITIONS.stream().map(PreludeDefinition::text).toList()));
	}

	@Test
	void aProgramKeepsTheDefinitionsItUsesDirectlyOrThroughOthers() {
		var trim = new PreludeTrim(DEFINITIONS);
		var cut = trim.trim(PRELUDE + "show(twice(3))\n").orElseThrow();
		assertEquals("""
				def show(v):
				  return fmt(v)
				def fmt(v): return str(v)
				a, b = 1, 2
				def twice(v): return b * v
				show(twice(3))
				""", cut.text(), "the comment and the unused definition go; fmt (used by show) and a, b (by twice) stay");
		assertEquals(TokenCount.of(cut.text().substring(0, cut.text().indexOf("show(twice"))), cut.preludeTokens());
		assertEquals("def fmt(v): return str(v)\nfmt(1)\n", trim.trim(PRELUDE + "fmt(1)\n").orElseThrow().text());
	}

	@Test
	void nothingIsTrimmedFromAProgramThatDoesNotStartWithThePreludeOrUsesAllOfIt() {
		var trim = new PreludeTrim(DEFINITIONS);
		assertTrue(trim.trim("show(1)\n").isEmpty());
		assertTrue(PreludeTrim.NONE.trim(PRELUDE + "show(1)\n").isEmpty());
		var everything = new PreludeTrim(DEFINITIONS.subList(1, DEFINITIONS.size()));
		String prelude = String.join("", DEFINITIONS.subList(1, DEFINITIONS.size()).stream().map(PreludeDefinition::text).toList());
		assertTrue(everything.trim(prelude + "show(unused()); twice(1)\n").isEmpty(), "every definition is used");
	}

	@Test
	void aTrimmedProgramIsTrimmedAgainWhenItsCodeNeedsLess() {
		var trim = new PreludeTrim(DEFINITIONS);
		var once = trim.trim(PRELUDE + "show(twice(3))\n").orElseThrow().text();
		String fewer = once.replace("show(twice(3))", "show(3)");
		assertEquals(once.indexOf("show(twice"), trim.preludeLength(once), "the kept definitions are the prelude's part");
		var twice = trim.trim(fewer).orElseThrow();
		assertEquals("def show(v):\n  return fmt(v)\ndef fmt(v): return str(v)\nshow(3)\n", twice.text());
		assertEquals(twice.preludeTokens(), trim.keptTokens(twice.text()));
		assertEquals(0, trim.keptTokens("show(3)\n"));
	}
}
