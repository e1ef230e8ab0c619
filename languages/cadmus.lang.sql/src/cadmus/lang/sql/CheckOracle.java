package cadmus.lang.sql;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.Oracle;
import cadmus.api.Trial;
import cadmus.api.Verdict;

/**
 * A metamorphic oracle over the checks of one kind in a SQL program ({@link SqlChecks}): each engine is judged
 * on its own results, one verdict per engine at most (its first failing check).
 */
abstract class CheckOracle implements Oracle {

	private final SqlChecks.Kind kind;
	private final String id;
	private final String description;

	CheckOracle(SqlChecks.Kind kind, String id, String description) {
		this.kind = kind;
		this.id = id;
		this.description = description;
	}

	@Override
	public final String id() {
		return id;
	}

	@Override
	public final String description() {
		return description;
	}

	@Override
	public final boolean appliesTo(String languageId) {
		return SqlLanguage.ID.equals(languageId);
	}

	@Override
	public final List<Verdict> judge(Trial trial) {
		var checks = SqlChecks.find(trial.program().text()).stream().filter(c -> c.kind() == kind).toList();
		if (checks.isEmpty()) {
			return List.of();
		}
		var verdicts = new ArrayList<Verdict>();
		for (var execution : trial.executions()) {
			var results = ResultBlocks.of(execution.stdout());
			for (var check : checks) {
				if (check.last() >= results.size()) {
					continue; // the program stopped before the check ran
				}
				var verdict = judge(execution.implementationId(), check, check.results().stream().map(results::get).toList());
				if (verdict != null) {
					verdicts.add(verdict);
					break;
				}
			}
		}
		return verdicts;
	}

	/** The verdict on one check's results (rows as printed, one list per statement), or null when they agree. */
	abstract Verdict judge(String implementation, SqlChecks.Check check, List<List<String>> results);

	/**
	 * The verdict on a check whose two results must hold the same rows (as multisets), or null when they do; the
	 * signature names what the second did to the first's rows in {@code shapes}: lost and added, lost, added.
	 */
	final Verdict sameRows(String implementation, SqlChecks.Check check, List<String> first, List<String> second,
			String secondName, List<String> shapes) {
		var a = counts(first);
		var b = counts(second);
		if (a.equals(b)) {
			return null;
		}
		int missing = missing(a, b);
		int extra = missing(b, a);
		String shape = shapes.get(missing > 0 && extra > 0 ? 0 : missing > 0 ? 1 : 2);
		return Verdict.finding(id, implementation + " " + shape, SqlChecks.describe(check) + ": the query has "
				+ first.size() + " rows, its " + secondName + " " + second.size() + " (" + missing + " missing, " + extra
				+ " extra): " + check.query());
	}

	/** The rows of a result as a multiset: each row with how often it occurs. */
	static java.util.Map<String, Integer> counts(List<String> rows) {
		var counts = new java.util.HashMap<String, Integer>();
		rows.forEach(row -> counts.merge(row, 1, Integer::sum));
		return counts;
	}

	/** How many rows of {@code a} (a multiset) {@code b} lacks. */
	static int missing(java.util.Map<String, Integer> a, java.util.Map<String, Integer> b) {
		int missing = 0;
		for (var row : a.entrySet()) {
			missing += Math.max(0, row.getValue() - b.getOrDefault(row.getKey(), 0));
		}
		return missing;
	}
}
