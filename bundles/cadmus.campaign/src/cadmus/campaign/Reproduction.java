package cadmus.campaign;

import java.util.List;
import java.util.Map;

import cadmus.api.Execution;
import cadmus.api.Implementation;
import cadmus.api.Oracle;
import cadmus.api.Verdict;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.StoredFinding;

/**
 * Reproduces a finding: regenerates its program from the stored byte sequence in a feedback-directed campaign, or
 * from the stored decision trace in a random one (and checks it is the very text the campaign ran), runs it again on the implementations that ran it, and asks the finding's oracle
 * whether the same bucket signature comes out.
 */
public final class Reproduction {

	/**
	 * What reproducing a finding showed.
	 *
	 * @param source what the program was made again from: "its input (N bytes)" or "its trace"
	 */
	public record Result(StoredFinding finding, String programText, String source, boolean sameText,
			List<Execution> executions, List<Verdict> verdicts, boolean reproduced) {
	}

	private final CampaignStore store;
	private final ProgramMaker maker;

	/** @param maker the maker of the campaign's programs again ({@link ProgramMaker#of}) */
	public Reproduction(CampaignStore store, ProgramMaker maker) {
		this.store = store;
		this.maker = maker;
	}

	/**
	 * @param implementations implementations by id (those of the finding's program must be there)
	 * @param oracles         oracles by id (the finding's must be there)
	 * @throws CampaignException naming what is missing
	 */
	public Result reproduce(long findingId, Map<String, Implementation> implementations, Map<String, Oracle> oracles) {
		var context = FindingContext.of(store, findingId, implementations, oracles);
		var stored = context.program();
		byte[] input = stored.input();
		var made = input != null ? maker.fromInput(stored.index(), input)
				: maker.replay(stored.index(), store.trace(stored));
		try (var test = context.test(store.config())) {
			var judged = test.judge(made.program());
			boolean reproduced = judged.verdicts().stream().anyMatch(v -> v.oracle().equals(context.finding().oracle())
					&& v.signature().equals(context.finding().signature()));
			String source = input != null ? "its input (" + input.length + " bytes)" : "its trace";
			return new Result(context.finding(), made.program().text(), source, made.program().text().equals(stored.text()),
					judged.executions(), judged.verdicts(), reproduced);
		}
	}
}
