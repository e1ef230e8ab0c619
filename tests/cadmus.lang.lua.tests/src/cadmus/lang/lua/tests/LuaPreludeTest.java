package cadmus.lang.lua.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.PreludeDefinition;
import cadmus.reduce.PreludeTrim;
import cadmus.testing.Services;
import cadmus.testing.TrimmedPrelude;

/**
 * The prelude taken apart into its definitions (what a reduced program keeps of it), per dialect: they make up
 * the prelude, every helper of the environment has one, and generated programs without the definitions they do
 * not use run on the dialect's C Lua exactly as they did with the whole prelude.
 */
class LuaPreludeTest {

	private static final int PROGRAMS = 60;

	private final Language lua = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=lua)");
	private final LanguageRegistry registry = Services.get(LanguageRegistry.class, null);

	@ParameterizedTest
	@CsvSource({ "5.4, fmt_num", "5.1, show_number" })
	void theDefinitionsMakeUpThePreludeAndDefineItsHelpers(String dialect, String dialectHelper) {
		var rules = lua.rules(dialect);
		var definitions = rules.preludeDefinitions();
		assertEquals(rules.prelude(), definitions.stream().map(PreludeDefinition::text).collect(Collectors.joining()));
		assertTrue(definitions.get(0).names().isEmpty() && definitions.get(0).text().startsWith("--"),
				"a comment first: " + definitions.get(0));
		var defined = definitions.stream().flatMap(d -> d.names().stream()).collect(Collectors.toSet());
		for (String helper : List.of("show_number", "show", "emit", "str_upper", "str_len", "math_floor", "at", "fuel_used",
				"fuel", "fuel_out", "rec_calls", "rec", dialectHelper)) {
			assertTrue(defined.contains(helper), helper + " has no definition of its own: " + defined);
		}
		assertTrue(definitions.stream().skip(1).noneMatch(d -> d.names().isEmpty()), definitions.toString());
	}

	@ParameterizedTest
	@CsvSource({ "5.4, lua.lua5.4", "5.1, lua.lua5.1" })
	void programsWithoutTheDefinitionsTheyDoNotUseRunAsBefore(String dialect, String implementation) throws Exception {
		var rules = lua.rules(dialect);
		var trim = new PreludeTrim(rules.preludeDefinitions());
		var c = registry.implementations("lua").stream().filter(i -> i.id().equals(implementation)).findFirst()
				.orElseThrow();
		int trimmed = TrimmedPrelude.assertTrimmedProgramsRunAsBefore(lua, rules, c, PROGRAMS);
		// Hardly a program calls every helper.
		assertTrue(trimmed >= PROGRAMS * 0.9, trimmed + " of " + PROGRAMS);
		assertTrue(trim.trim(rules.prelude() + "emit(1)\n").orElseThrow().text().contains("local function show(v)"));
		assertTrue(trim.trim("local x = 1\n").isEmpty(), "a program that does not start with the prelude is left as it is");
	}
}
