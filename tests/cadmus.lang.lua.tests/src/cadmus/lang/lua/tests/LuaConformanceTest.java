package cadmus.lang.lua.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;
import cadmus.testing.Engines;
import cadmus.testing.Services;

/**
 * Generated programs are conforming: they run without error on real Lua, and each implementation of a dialect
 * prints what the dialect's embedded C Lua (the reference, there on every machine) prints. One case per
 * implementation, so that a Debian binary that is not installed skips its own case and no other.
 */
class LuaConformanceTest {

	private static final int PROGRAMS = 150;
	/** The embedded C Lua of each dialect: from Maven Central, so every machine has it. */
	private static final Map<String, String> REFERENCE = Map.of("5.1", "lua.luajava-5.1", "5.4", "lua.luajava-5.4");
	/** Per dialect: the generated programs, and what the reference printed for each, made once for all cases. */
	private static final Map<String, List<Program>> PROGRAMS_OF = new ConcurrentHashMap<>();
	private static final Map<String, List<String>> REFERENCE_OUTPUTS = new ConcurrentHashMap<>();

	private final Language lua = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=lua)");
	private final Generator generator = Services.get(Generator.class, null);
	private final LanguageRegistry registry = Services.get(LanguageRegistry.class, null);

	static Stream<String> ids() {
		return Services.get(LanguageRegistry.class, null).implementations("lua").stream().map(Implementation::id);
	}

	private Implementation implementation(String id) {
		return registry.implementations("lua").stream().filter(i -> i.id().equals(id)).findFirst()
				.orElseThrow(() -> new AssertionError("no " + id));
	}

	private List<Program> programs(String dialect) {
		return PROGRAMS_OF.computeIfAbsent(dialect, d -> {
			var programs = new ArrayList<Program>();
			var rules = lua.rules(d);
			for (int seed = 1; seed <= PROGRAMS; seed++) {
				var tree = generator.generate(lua, rules, new SeededDecisionSource(seed), SizeBound.DEFAULT);
				programs.add(new Program("lua", d + "-" + seed, lua.programText(tree, rules), "seed " + seed));
			}
			return programs;
		});
	}

	/** Outcome and output of each program, in order. */
	private static List<String> outputs(Implementation implementation, List<Program> programs) {
		var results = new ArrayList<String>();
		try (var session = implementation.open(new ExecutionLimits(Duration.ofSeconds(10), 1 << 20))) {
			for (var program : programs) {
				var e = session.run(program);
				results.add(e.outcome() + "\n" + e.stdout());
			}
		}
		return results;
	}

	private List<String> referenceOutputs(String dialect) {
		return REFERENCE_OUTPUTS.computeIfAbsent(dialect, d -> {
			var reference = implementation(REFERENCE.get(d));
			Engines.assumeAvailable(reference);
			var outputs = outputs(reference, programs(d));
			long clean = outputs.stream().filter(o -> o.startsWith(Outcome.OK + "\n")).count();
			assertTrue(clean >= PROGRAMS * 0.98, d + ": only " + clean + " of " + PROGRAMS + " programs ran without error on "
					+ reference.id());
			return outputs;
		});
	}

	@ParameterizedTest
	@MethodSource("ids")
	void programsRunCleanlyAndPrintWhatTheDialectsReferencePrints(String id) {
		var implementation = implementation(id);
		Engines.assumeAvailable(implementation);
		String dialect = implementation.dialect();
		var expected = referenceOutputs(dialect);
		var actual = outputs(implementation, programs(dialect));
		int agreeing = 0;
		var first = new ArrayList<String>();
		for (int p = 0; p < PROGRAMS; p++) {
			if (actual.get(p).equals(expected.get(p))) {
				agreeing++;
			} else if (first.isEmpty()) {
				first.add(programs(dialect).get(p).name() + ": " + REFERENCE.get(dialect) + " " + expected.get(p) + " | " + id
						+ " " + actual.get(p));
			}
		}
		assertTrue(agreeing >= PROGRAMS * 0.97, id + " printed what " + REFERENCE.get(dialect) + " printed for only "
				+ agreeing + " of " + PROGRAMS + " programs; first difference " + first);
	}
}
