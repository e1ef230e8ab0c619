package cadmus.lang.sql.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.api.Trial;
import cadmus.api.Verdict;
import cadmus.generate.SeededDecisionSource;
import cadmus.lang.sql.NorecOracle;
import cadmus.lang.sql.TlpOracle;

/**
 * TLP and NoREC catch an injected fault. Generated programs run on H2 and on H2 behind a JDBC proxy that
 * drops a row from every query whose WHERE clause compares with '=' ({@link RowDroppingEngine}); both
 * oracles, judging each engine on its own, must flag the faulty one and never the real one.
 */
class MetamorphicOracleTest {

	private static final int PROGRAMS = 500;
	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 1 << 16);

	private static final List<Verdict> verdicts = new ArrayList<>();
	private static int checkedPrograms;
	private static int realFailures;

	@BeforeAll
	static void judgeGeneratedPrograms() {
		var sql = service(Language.class, "(cadmus.language=sql)");
		var generator = service(Generator.class, null);
		var h2 = SqlImplementationsTest.implementations().stream().filter(i -> i.id().equals("sql.h2")).findFirst()
				.orElseThrow();
		var faulty = RowDroppingImplementation.of(h2);
		assertTrue(faulty.availability().available(), faulty.availability().toString());
		var oracles = List.<Oracle>of(new TlpOracle(), new NorecOracle());
		try (var real = h2.open(LIMITS); var dropping = faulty.open(LIMITS)) {
			for (int i = 0; i < PROGRAMS; i++) {
				var tree = generator.generate(sql, SeededDecisionSource.forProgram(1, i), new SizeBound(sql.defaultSize()));
				var program = new Program("sql", "p" + i, sql.programText(tree, sql.rules()), "seed 1 index " + i);
				if (program.text().contains(" UNION ALL ") || program.text().contains("SELECT COUNT(*)")) {
					checkedPrograms++;
				}
				var executions = List.of(normalized(h2, real.run(program)), normalized(faulty, dropping.run(program)));
				// H2's own bugs (a few programs in a hundred) leave a program unjudged, not the test failed.
				if (executions.get(0).outcome() != Outcome.OK) {
					realFailures++;
				}
				var trial = new Trial(program, executions, List.of());
				oracles.forEach(o -> verdicts.addAll(o.judge(trial)));
			}
		}
		System.out.printf("MetamorphicOracleTest: %d programs, %d with checks; findings: %d tlp, %d norec%n", PROGRAMS,
				checkedPrograms, verdicts.stream().filter(v -> v.oracle().equals(TlpOracle.ID)).count(),
				verdicts.stream().filter(v -> v.oracle().equals(NorecOracle.ID)).count());
	}

	/** An execution with its output normalized as the implementation asks (as a campaign does before judging). */
	static Execution normalized(Implementation implementation, Execution e) {
		return new Execution(e.implementationId(), e.outcome(), e.errorKind(), implementation.normalize(e.stdout()),
				e.stderr(), e.duration());
	}

	@Test
	void theRealEngineIsNeverFlagged() {
		assertTrue(checkedPrograms > PROGRAMS / 4, "programs with checks: " + checkedPrograms);
		assertTrue(realFailures <= PROGRAMS / 50, "programs H2 failed: " + realFailures);
		assertTrue(verdicts.stream().noneMatch(v -> v.signature().startsWith("sql.h2")), verdicts.toString());
	}

	@Test
	void tlpFlagsTheDroppedRows() {
		var tlp = verdicts.stream().filter(v -> v.oracle().equals(TlpOracle.ID)).toList();
		assertTrue(tlp.size() >= 3, "TLP findings: " + tlp);
		// Every finding is the faulty engine's. Where the dropped row of the query and that of its partitions'
		// union differ (the proxy drops each result's first row), the partitions both lose and add a row.
		assertTrue(tlp.stream().allMatch(v -> v.signature().startsWith("test.dropping partitions ")), tlp.toString());
		assertTrue(tlp.stream().anyMatch(v -> v.signature().equals("test.dropping partitions lose rows")), tlp.toString());
	}

	@Test
	void norecFlagsTheDroppedRows() {
		var norec = verdicts.stream().filter(v -> v.oracle().equals(NorecOracle.ID)).toList();
		assertTrue(norec.size() >= 3, "NoREC findings: " + norec);
		assertTrue(norec.stream().allMatch(v -> v.signature().startsWith("test.dropping ")), norec.toString());
	}

	static <T> T service(Class<T> type, String filter) {
		var context = FrameworkUtil.getBundle(MetamorphicOracleTest.class).getBundleContext();
		try {
			var tracker = filter == null ? new ServiceTracker<T, T>(context, type, null)
					: new ServiceTracker<T, T>(context,
							context.createFilter("(&(objectClass=" + type.getName() + ")" + filter + ")"), null);
			tracker.open();
			T service = tracker.waitForService(20_000);
			assertTrue(service != null, "no " + type.getSimpleName());
			return service;
		} catch (InterruptedException | org.osgi.framework.InvalidSyntaxException e) {
			throw new AssertionError(e);
		}
	}
}
