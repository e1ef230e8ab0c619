package cadmus.lang.sql.tests;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.regex.Pattern;

import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.Trial;
import cadmus.lang.sql.engines.SqlScript;

/**
 * A metamorphic oracle judged on programs run by a real engine and by the same engine behind a proxy that drops the
 * first row of every statement a pattern matches ({@link RowDroppingEngine}). What the fault implies is known from
 * the real engine's run: a check whose statements the fault hits unequally, and whose first statement returns a
 * row on the real engine, loses a row on one side only, so its program must be flagged on the faulty engine; the
 * real engine must never be flagged, nor the faulty one where the fault hit no check's statement.
 */
final class InjectedFault {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 1 << 16);

	/** What the oracle said against what the fault implies. */
	record Result(int implied, List<Integer> missed, List<String> wrong) {
	}

	private InjectedFault() {
	}

	/**
	 * @param checks the statement positions of each check in a program's statements (as the renderer writes them)
	 */
	static Result judge(Implementation real, Implementation faulty, Oracle oracle, List<String> programs, String fault,
			Function<List<String>, List<List<Integer>>> checks) {
		return judge(real, faulty, oracle, programs, fault, checks, (statements, stdout) -> statements);
	}

	/**
	 * @param executed a program's statements as the engine runs them, from those the renderer wrote and the real
	 *                 engine's output (where the engine's worker completes a statement with a value it computed)
	 */
	static Result judge(Implementation real, Implementation faulty, Oracle oracle, List<String> programs, String fault,
			Function<List<String>, List<List<Integer>>> checks,
			BiFunction<List<String>, String, List<String>> executed) {
		var hits = Pattern.compile(fault);
		int implied = 0;
		var missed = new ArrayList<Integer>();
		var wrong = new ArrayList<String>();
		try (var realSession = real.open(LIMITS); var faultySession = faulty.open(LIMITS)) {
			for (int i = 0; i < programs.size(); i++) {
				var program = new Program("sql", "p" + i, programs.get(i), "program " + i);
				var realRun = MetamorphicOracleTest.normalized(real, realSession.run(program));
				var faultyRun = MetamorphicOracleTest.normalized(faulty, faultySession.run(program));
				var verdicts = oracle.judge(new Trial(program, List.of(realRun, faultyRun), List.of()));
				var written = SqlScript.statements(programs.get(i));
				var found = checks.apply(written);
				var statements = executed.apply(written, realRun.stdout());
				boolean hit = found.stream().flatMap(List::stream).anyMatch(k -> hits.matcher(statements.get(k)).matches());
				for (var v : verdicts) {
					if (!v.signature().startsWith(faulty.id() + " ") || !hit) {
						wrong.add("program " + i + ": " + v.signature());
					}
				}
				if (realRun.outcome() == Outcome.OK && found.stream().anyMatch(c -> loses(c, statements, hits, realRun.stdout()))) {
					implied++;
					if (verdicts.isEmpty()) {
						missed.add(i);
					}
				}
			}
		}
		return new Result(implied, missed, wrong);
	}

	/** Whether the fault hits a check's statements unequally and its first statement has a row to lose. */
	private static boolean loses(List<Integer> check, List<String> statements, Pattern hits, String stdout) {
		long hit = check.stream().filter(k -> hits.matcher(statements.get(k)).matches()).count();
		if (hit == 0 || hit == check.size()) {
			return false;
		}
		int result = (int) statements.subList(0, check.get(0)).stream().filter(InjectedFault::printsRows).count();
		var blocks = MetamorphicOracleTest.blocks(stdout);
		return result < blocks.size() && !blocks.get(result).isEmpty();
	}

	static boolean printsRows(String statement) {
		return statement.startsWith("SELECT") || statement.startsWith("(") || statement.startsWith("WITH ")
				|| statement.endsWith(" RETURNING *");
	}
}
