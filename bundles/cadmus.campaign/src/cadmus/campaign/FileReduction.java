package cadmus.campaign;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.Language;
import cadmus.api.Oracle;
import cadmus.api.Program;
import cadmus.api.Verdict;
import cadmus.reduce.PreludeTrim;
import cadmus.reduce.Reducer;
import cadmus.reduce.Reduction;
import cadmus.reduce.TreeSyntax;

/**
 * Reduces a program given as a file ({@code cadmus reduce --lang L --impl a,b FILE}): it has no decisions, so
 * only its text is cut (lines, then tokens; every candidate parsed before it runs). The finding to keep is the
 * one the program shows when run on the implementations and judged by the oracles, the first oracle in order
 * with a finding; every candidate must land in that finding's bucket.
 */
public final class FileReduction {

	/** The finding the file showed (its oracle and bucket signature) and its reduction. */
	public record Result(Verdict finding, Reduction reduction) {
	}

	private final Language language;
	private final List<Implementation> implementations;
	private final List<Oracle> oracles;
	private final ExecutionLimits limits;

	public FileReduction(Language language, List<Implementation> implementations, List<Oracle> oracles,
			ExecutionLimits limits) {
		this.language = language;
		this.implementations = List.copyOf(implementations);
		this.oracles = List.copyOf(oracles);
		this.limits = limits;
	}

	/** @throws CampaignException when the program shows no finding of the oracles */
	public Result reduce(Program program, Reducer.Options options) {
		var finding = finding(program);
		var reducer = new Reducer(null, TreeSyntax.of(language),
				() -> new FindingTest(implementations, limits, oracleOf(finding), finding.signature(), false),
				PreludeTrim.of(language.rules()));
		return new Result(finding, reducer.reduce(program, null, new Reducer.Options(options.workers(), options.budget(),
				true)));
	}

	/** The first finding of the oracles, in their order, on the program as given. */
	private Verdict finding(Program program) {
		var sessions = new ArrayList<ImplementationSession>();
		try {
			var executions = new ArrayList<cadmus.api.Execution>();
			for (var implementation : implementations) {
				var session = implementation.open(limits);
				sessions.add(session);
				executions.add(session.run(program));
			}
			var verdicts = new Judge(oracles, implementations).judge(program, executions, List.of());
			for (var oracle : oracles) {
				for (var v : verdicts) {
					if (v.kind() == Verdict.Kind.FINDING && v.oracle().equals(oracle.id())) {
						return v;
					}
				}
			}
			throw new CampaignException(program.name() + " shows no finding of " + String.join(", ",
					oracles.stream().map(Oracle::id).toList()) + " on " + String.join(", ",
							implementations.stream().map(Implementation::id).toList()) + ": nothing to reduce"
					+ (verdicts.isEmpty() ? "" : " (verdicts: " + verdicts.stream().map(v -> v.oracle() + " "
							+ v.kind() + " " + v.signature()).toList() + ")"));
		} finally {
			sessions.forEach(ImplementationSession::close);
		}
	}

	private Oracle oracleOf(Verdict finding) {
		return oracles.stream().filter(o -> o.id().equals(finding.oracle())).findFirst().orElseThrow();
	}
}
