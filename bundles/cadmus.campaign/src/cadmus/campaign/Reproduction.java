package cadmus.campaign;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import cadmus.api.Execution;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.Oracle;
import cadmus.api.Verdict;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.StoredFinding;
import cadmus.generate.Trace;

/**
 * Reproduces a finding: regenerates its program from the stored decision trace (and checks it is the very
 * text the campaign ran), runs it again on the implementations that ran it, and asks the finding's oracle
 * whether the same bucket signature comes out.
 */
public final class Reproduction {

	/** What reproducing a finding showed. */
	public record Result(StoredFinding finding, String programText, boolean sameText, List<Execution> executions,
			List<Verdict> verdicts, boolean reproduced) {
	}

	private final CampaignStore store;
	private final Language language;
	private final Generator generator;

	public Reproduction(CampaignStore store, Language language, Generator generator) {
		this.store = store;
		this.language = language;
		this.generator = generator;
	}

	/**
	 * @param implementations implementations by id (those of the finding's program must be there)
	 * @param oracles         oracles by id (the finding's must be there)
	 * @throws CampaignException naming what is missing
	 */
	public Result reproduce(long findingId, Map<String, Implementation> implementations, Map<String, Oracle> oracles) {
		var finding = store.finding(findingId)
				.orElseThrow(() -> new CampaignException("the campaign has no finding " + findingId));
		var stored = store.program(finding.programIndex())
				.orElseThrow(() -> new CampaignException("the program of finding " + findingId + " is not stored"));
		var oracle = oracles.get(finding.oracle());
		if (oracle == null) {
			throw new CampaignException("oracle " + finding.oracle() + " of finding " + findingId + " is not installed");
		}
		var made = new ProgramMaker(language, generator, store.config()).replay(stored.index(), Trace.fromText(stored.trace()));
		var runOn = new ArrayList<Implementation>();
		for (var e : stored.executions()) {
			var implementation = implementations.get(e.implementationId());
			if (implementation == null) {
				throw new CampaignException("implementation " + e.implementationId() + " of finding " + findingId
						+ " is not installed");
			}
			runOn.add(implementation);
		}
		var limits = store.config().limits();
		var executions = new ArrayList<Execution>();
		var reruns = new ArrayList<Execution>();
		for (var implementation : runOn) {
			try (var session = implementation.open(limits)) {
				executions.add(session.run(made.program()));
				if (!stored.reruns().isEmpty()) {
					reruns.add(session.run(made.program()));
				}
			}
		}
		var verdicts = new Judge(List.of(oracle), runOn).judge(made.program(), executions, reruns);
		boolean reproduced = verdicts.stream()
				.anyMatch(v -> v.oracle().equals(finding.oracle()) && v.signature().equals(finding.signature()));
		return new Result(finding, made.program().text(), made.program().text().equals(stored.text()), executions,
				verdicts, reproduced);
	}
}
