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

	CheckOracle(SqlChecks.Kind kind) {
		this.kind = kind;
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
				if (check.second() >= results.size()) {
					continue; // the program stopped before the check ran
				}
				var verdict = judge(execution.implementationId(), check, results.get(check.first()),
						results.get(check.second()));
				if (verdict != null) {
					verdicts.add(verdict);
					break;
				}
			}
		}
		return verdicts;
	}

	/** The verdict on one check's two results (rows as printed), or null when they agree. */
	abstract Verdict judge(String implementation, SqlChecks.Check check, List<String> first, List<String> second);
}
