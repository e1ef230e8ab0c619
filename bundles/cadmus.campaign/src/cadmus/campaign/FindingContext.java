package cadmus.campaign;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import cadmus.api.Implementation;
import cadmus.api.Oracle;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.StoredFinding;
import cadmus.campaign.store.StoredProgram;

/**
 * A stored finding with what judging a program again the way the campaign judged it needs: its program (text
 * and trace), its oracle, the implementations its program ran on, in the campaign's order, and whether it was
 * run twice (for the nondeterminism oracle). Shared by reproduction and reduction.
 */
public record FindingContext(StoredFinding finding, StoredProgram program, Oracle oracle,
		List<Implementation> implementations, boolean rerun) {

	/**
	 * @param implementations implementations by id (those of the finding's program must be there)
	 * @param oracles         oracles by id (the finding's must be there)
	 * @throws CampaignException naming what is missing
	 */
	public static FindingContext of(CampaignStore store, long findingId, Map<String, Implementation> implementations,
			Map<String, Oracle> oracles) {
		var finding = store.finding(findingId)
				.orElseThrow(() -> new CampaignException("the campaign has no finding " + findingId));
		var program = store.program(finding.programIndex())
				.orElseThrow(() -> new CampaignException("the program of finding " + findingId + " is not stored"));
		var oracle = oracles.get(finding.oracle());
		if (oracle == null) {
			throw new CampaignException("oracle " + finding.oracle() + " of finding " + findingId + " is not installed");
		}
		return new FindingContext(finding, program, oracle, ranOn(program, findingId, implementations),
				!program.reruns().isEmpty());
	}

	/**
	 * The implementations a finding's program ran on, in the campaign's order.
	 *
	 * @throws CampaignException naming one that is not installed
	 */
	public static List<Implementation> ranOn(StoredProgram program, long findingId,
			Map<String, Implementation> implementations) {
		var runOn = new ArrayList<Implementation>();
		for (var e : program.executions()) {
			var implementation = implementations.get(e.implementationId());
			if (implementation == null) {
				throw new CampaignException("implementation " + e.implementationId() + " of finding " + findingId
						+ " is not installed");
			}
			runOn.add(implementation);
		}
		return List.copyOf(runOn);
	}

	/** A test that a candidate program lands in this finding's bucket, with the campaign's limits. */
	public FindingTest test(CampaignConfig config) {
		return new FindingTest(implementations, config.limits(), oracle, finding.signature(), rerun);
	}
}
