package cadmus.lang.lua.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;

/**
 * Generated programs are conforming: they run without error on real Lua and every available implementation
 * of the dialect prints the same. Embedded implementations are always there, so this never runs on nothing.
 */
class LuaConformanceTest {

	private static final int PROGRAMS = 150;
	private final Language lua = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=lua)");
	private final Generator generator = Services.get(Generator.class, null);
	private final LanguageRegistry registry = Services.get(LanguageRegistry.class, null);

	@Test
	void programsRunCleanlyAndImplementationsAgreeInEveryDialect() {
		for (String dialect : lua.dialects()) {
			var implementations = registry.implementations("lua").stream()
					.filter(i -> i.dialect().equals(dialect) && i.availability().available()).toList();
			assertTrue(implementations.stream().anyMatch(i -> i.id().startsWith("lua.luajava")),
					"no embedded implementation of " + dialect + " is available");
			var programs = new ArrayList<Program>();
			for (int seed = 1; seed <= PROGRAMS; seed++) {
				var rules = lua.rules(dialect);
				var tree = generator.generate(lua, rules, new SeededDecisionSource(seed), SizeBound.DEFAULT);
				programs.add(new Program("lua", dialect + "-" + seed, lua.programText(tree, rules), "seed " + seed));
			}
			var outputs = new ArrayList<List<String>>();
			int clean = 0;
			for (Implementation implementation : implementations) {
				var results = new ArrayList<String>();
				try (var session = implementation.open(new ExecutionLimits(Duration.ofSeconds(10), 1 << 20))) {
					for (var program : programs) {
						var e = session.run(program);
						results.add(e.outcome() + "\n" + e.stdout());
						if (e.outcome() == Outcome.OK && implementation.id().startsWith("lua.luajava")) {
							clean++;
						}
					}
				}
				outputs.add(results);
			}
			int embedded = (int) implementations.stream().filter(i -> i.id().startsWith("lua.luajava")).count();
			double cleanShare = (double) clean / (PROGRAMS * embedded);
			assertTrue(cleanShare >= 0.98, dialect + ": only " + cleanShare + " of programs ran without error");
			int agreeing = 0;
			for (int p = 0; p < PROGRAMS; p++) {
				int index = p;
				if (outputs.stream().map(r -> r.get(index)).distinct().count() == 1) {
					agreeing++;
				}
			}
			assertTrue(agreeing >= PROGRAMS * 0.97, dialect + ": implementations agreed on only " + agreeing + " of "
					+ PROGRAMS + " programs");
		}
	}
}
