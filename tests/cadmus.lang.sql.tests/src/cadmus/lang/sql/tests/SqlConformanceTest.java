package cadmus.lang.sql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;
import cadmus.lang.sql.SqlSyntax;

/**
 * Generated SQL scripts are conforming: they parse, run without error on every engine (the bar is 95%
 * of programs per engine) and the five engines agree on them, rows compared as multisets. The same seed gives
 * the same text.
 */
class SqlConformanceTest {

	private static final int PROGRAMS = 200;
	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 1 << 20);

	private static final List<Program> programs = new ArrayList<>();
	private static final Map<String, List<Execution>> runs = new LinkedHashMap<>();
	private static List<Implementation> engines;
	private static Language sql;
	private static Generator generator;

	@BeforeAll
	static void runGeneratedPrograms() {
		sql = MetamorphicOracleTest.service(Language.class, "(cadmus.language=sql)");
		generator = MetamorphicOracleTest.service(Generator.class, null);
		for (int i = 0; i < PROGRAMS; i++) {
			var tree = generator.generate(sql, SeededDecisionSource.forProgram(1, i), new SizeBound(sql.defaultSize()));
			programs.add(new Program("sql", "p" + i, sql.programText(tree, sql.rules()), "seed 1 index " + i));
		}
		engines = SqlImplementationsTest.implementations();
		for (var engine : engines) {
			var list = new ArrayList<Execution>();
			try (var session = engine.open(LIMITS)) {
				for (var program : programs) {
					list.add(session.run(program));
				}
			}
			runs.put(engine.id(), list);
		}
	}

	@Test
	void everyProgramParses() throws cadmus.api.UnparsableProgramException {
		var syntax = new SqlSyntax();
		for (var program : programs) {
			syntax.parse(program.text());
		}
	}

	@Test
	void atLeast95PercentRunWithoutErrorOnEachEngine() {
		for (var entry : runs.entrySet()) {
			long ok = entry.getValue().stream().filter(e -> e.outcome() == Outcome.OK).count();
			var failures = entry.getValue().stream().filter(e -> e.outcome() != Outcome.OK).map(e -> e.outcome() + " " + e.errorKind())
					.limit(5).toList();
			assertTrue(ok >= PROGRAMS * 95 / 100, entry.getKey() + ": " + ok + " of " + PROGRAMS + " OK; " + failures);
		}
	}

	@Test
	void theEnginesAgreeOnAtLeast95Percent() {
		int agreeing = 0;
		for (int i = 0; i < PROGRAMS; i++) {
			var outputs = new HashSet<String>();
			for (var engine : engines) {
				var e = runs.get(engine.id()).get(i);
				outputs.add(e.outcome() + "\n" + engine.normalize(e.stdout()));
			}
			if (outputs.size() == 1) {
				agreeing++;
			}
		}
		assertTrue(agreeing >= PROGRAMS * 95 / 100, "agreeing: " + agreeing + " of " + PROGRAMS);
	}

	@Test
	void theSameSeedGivesTheSameText() {
		for (int i = 0; i < 20; i++) {
			var tree = generator.generate(sql, SeededDecisionSource.forProgram(1, i), new SizeBound(sql.defaultSize()));
			assertEquals(programs.get(i).text(), sql.programText(tree, sql.rules()));
		}
	}
}
