package cadmus.lang.sql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.Language;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.reduce.CandidateTest;
import cadmus.reduce.PreludeTrim;
import cadmus.reduce.Reducer;
import cadmus.reduce.TreeSyntax;
import cadmus.testing.Services;

/**
 * The reducer's statement passes on what a TLP check renders beyond the tree's nodes: the plain query and the
 * query over the union of its three partitions. Derby 10.16 takes {@code NOT (NULL IN (subquery))} for TRUE
 * (languages/cadmus.lang.sql/findings/derby-in-subquery-null.sql; the check is
 * that of a campaign's finding), so its partition counts disagree with
 * H2's; reduced with "Derby and H2 both run it and print different results" as the test, the check comes out
 * as the one partition query that shows it, the union, the sum and the plain query gone, and the result
 * still shows the difference on the real engines.
 */
class StatementReductionTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 1 << 16);

	@Test
	void aTlpChecksUnionIsReducedToThePartitionQueryThatShowsTheDifference() {
		var sql = Services.get(Language.class, "(cadmus.language=sql)");
		var engines = SqlImplementationsTest.implementations().stream()
				.filter(i -> i.id().equals("sql.derby") || i.id().equals("sql.h2")).toList();
		assertEquals(2, engines.size());
		String text = """
				CREATE TABLE t1 (c0 INTEGER NOT NULL, c1 INTEGER);
				INSERT INTO t1 VALUES (0, 1);
				CHECK TLP AGGREGATE SELECT COUNT(*) AS c0 FROM t1 AS t2 PARTITION BY CAST(NULL AS INTEGER) IN (SELECT 0 AS c0 FROM t1 AS t3);
				""";
		var rendered = sql.render(parseQuietly(sql, text));
		assertTrue(rendered.contains("UNION ALL") && rendered.contains(" AS tlp_rows"), rendered);
		var original = new Program("sql", "tlp", rendered, "written for this test");
		var test = new Disagreeing(engines);
		assertTrue(test.reproduces(original), "Derby and H2 disagree on the check: " + rendered);

		var r = new Reducer(null, TreeSyntax.of(sql), () -> new Disagreeing(engines), PreludeTrim.NONE)
				.reduce(original, null, new Reducer.Options(1, Duration.ofMinutes(2), false));

		assertTrue(r.verified() && r.statementsEdited(), r.toString());
		assertFalse(r.textEdited(), "text passes were not asked for");
		String reduced = r.reducedText();
		assertFalse(reduced.contains("UNION") || reduced.contains("tlp") || reduced.contains("SUM("), reduced);
		assertTrue(reduced.contains("IN (SELECT"), "the subquery that shows Derby's bug stays: " + reduced);
		assertTrue(r.reducedTokens() * 2 < r.originalTokens(), r.originalTokens() + " -> " + r.reducedTokens() + ": " + reduced);
		try (var again = new Disagreeing(engines)) {
			assertTrue(again.reproduces(new Program("sql", "reduced", reduced, "reduced")), reduced);
		}
	}

	private static org.eclipse.emf.ecore.EObject parseQuietly(Language sql, String text) {
		try {
			return sql.parse(text);
		} catch (Exception e) {
			throw new AssertionError(e);
		}
	}

	/** Both engines run the program cleanly and print different results. */
	private static final class Disagreeing implements CandidateTest {
		private final List<ImplementationSession> sessions = new ArrayList<>();

		Disagreeing(List<Implementation> engines) {
			engines.forEach(e -> sessions.add(e.open(LIMITS)));
		}

		@Override
		public boolean reproduces(Program candidate) {
			var outputs = new ArrayList<String>();
			for (var session : sessions) {
				var e = session.run(candidate);
				if (e.outcome() != Outcome.OK) {
					return false;
				}
				outputs.add(e.stdout());
			}
			return !outputs.get(0).equals(outputs.get(1));
		}

		@Override
		public void close() {
			sessions.forEach(ImplementationSession::close);
		}
	}
}
