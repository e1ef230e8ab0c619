package cadmus.app;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import cadmus.api.Execution;
import cadmus.api.Implementation;
import cadmus.api.Oracle;
import cadmus.api.Program;
import cadmus.api.Verdict;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.Judge;
import cadmus.oracle.SameFailure;

/**
 * The buckets a campaign would file a kept finding's program in: the program run on the campaign's implementations
 * and judged by its oracles, as a campaign judges each of its programs. A campaign that finds "the same bug" finds a
 * program of one of these buckets (a crash bucket names the crash; a differential one only which implementations
 * disagree, and how each ended).
 */
final class KeptFindingBuckets {

	private KeptFindingBuckets() {
	}

	/**
	 * The buckets of the program's findings, with the outcome each implementation gave; no buckets when it shows
	 * nothing here (the installed engine no longer has the bug) or an oracle calls it invalid.
	 */
	record Judged(Set<SameFailure.Bucket> buckets, List<Execution> executions) {
	}

	static Judged judge(Program program, CampaignConfig config, List<Implementation> implementations, List<Oracle> oracles) {
		var executions = new ArrayList<Execution>();
		for (var implementation : implementations) {
			try (var session = implementation.open(config.limits())) {
				executions.add(session.run(program));
			}
		}
		var buckets = new LinkedHashSet<SameFailure.Bucket>();
		for (var verdict : new Judge(oracles, implementations).judge(program, executions, List.of())) {
			if (verdict.kind() == Verdict.Kind.FINDING) {
				buckets.add(new SameFailure.Bucket(verdict.oracle(), verdict.signature()));
			}
		}
		return new Judged(buckets, List.copyOf(executions));
	}
}
