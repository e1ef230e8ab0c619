package cadmus.clp.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.SizeBound;
import cadmus.clp.ConstraintSearch;
import cadmus.clp.TargetFile;
import cadmus.clp.TargetLibrary;
import cadmus.clp.TreeFacts;
import cadmus.generate.ReplayDecisionSource;
import cadmus.testing.Services;

/**
 * Every target a language bundle ships (its folder {@code targets/}) reads, says a title, is for its language, and the
 * search finds a program that satisfies it under the language's campaign size: a shipped target the rules can no
 * longer satisfy (a rule changed) fails here, not in a user's campaign.
 */
class ShippedTargetsTest {

	/** The five languages this repository ships, each with targets. */
	private static final List<String> LANGUAGES = List.of("dafny", "js", "lua", "php", "sql");
	/** Generator runs a shipped target's first program may take. */
	private static final long RUNS = 100_000;

	/** The language of this id, once the five are installed. */
	private static Language language(String id) {
		return Services.all(Language.class, LANGUAGES.size()).stream().filter(l -> l.id().equals(id)).findFirst()
				.orElseThrow(() -> new AssertionError("language " + id + " is installed"));
	}

	static Stream<Arguments> shipped() {
		var all = new ArrayList<Arguments>();
		for (String id : LANGUAGES) {
			var language = language(id);
			for (var target : TargetLibrary.of(language)) {
				all.add(Arguments.of(id + "/" + target.name(), language, target));
			}
		}
		return all.stream();
	}

	@Test
	void everyLanguageShipsTargets() {
		for (String id : LANGUAGES) {
			var shipped = TargetLibrary.of(language(id));
			assertTrue(shipped.size() >= 4, id + " ships " + shipped.size() + " targets");
			assertEquals(shipped, shipped.stream().sorted(java.util.Comparator.comparing(TargetLibrary.Shipped::name))
					.toList(), "by name");
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("shipped")
	void theSearchFindsAProgramOfTheTarget(String name, Language language, TargetLibrary.Shipped shipped) throws Exception {
		var registry = Services.get(LanguageRegistry.class);
		var generator = Services.get(Generator.class);
		assertFalse(shipped.title().isBlank(), name + " says what it asks for in its first comment line");
		var target = TargetFile.parse(shipped.text(), name, registry::language);
		assertEquals(language.id(), target.language(), name);
		var rules = language.rules();
		var outcome = new ConstraintSearch(language, rules, generator, target, 0).search(1, language.defaultSize(), RUNS);
		assertEquals(1, outcome.found().size(), name + ": " + outcome.runs() + " runs, unmet " + outcome.unmet()
				.map(cadmus.clp.Constraint::describe));
		var found = outcome.found().get(0);
		var tree = generator.generate(language, rules, new ReplayDecisionSource(found.trace()), new SizeBound(found.bound()));
		assertTrue(target.holds(new TreeFacts(tree, rules)), name + ":\n" + found.text());
		assertEquals(found.text(), language.programText(tree, rules), name + " made again from its trace");
	}

	/**
	 * The findings a target says it was written from are kept findings of its language: the effectiveness benchmark
	 * ({@code cadmus bench findings}) races the target against random generation to each of them.
	 */
	@Test
	void theFindingsATargetWasWrittenFromAreKept() {
		int named = 0;
		for (String id : LANGUAGES) {
			for (var target : TargetLibrary.of(language(id))) {
				for (String finding : target.findings()) {
					var folder = cadmus.testing.KeptFindings.folder(id);
					assertTrue(java.nio.file.Files.isRegularFile(folder.resolve(finding)), id + "/" + target.name()
							+ " names " + finding + ", not in " + folder);
					named++;
				}
			}
		}
		assertTrue(named >= 20, named + " findings named");
	}
}
