package cadmus.campaign;

import java.nio.file.Path;
import java.util.List;

import cadmus.api.Oracle;
import cadmus.campaign.store.CampaignStore;

/**
 * Campaigns over what is installed now: what the command line's {@code fuzz} and the IDE's "Cadmus campaign"
 * launches both run, so a campaign started either way is the same campaign.
 */
public interface CampaignService {

	/** The oracles installed now (the core's and the languages'). */
	List<Oracle> oracles();

	/**
	 * A new campaign's configuration: the settings with their defaults filled in.
	 *
	 * @throws MissingPartException     when the language, or every implementation of the dialect, is not installed
	 * @throws IllegalArgumentException when the settings name an unknown implementation or oracle, or a bad value
	 */
	CampaignConfig configure(CampaignSettings settings);

	/**
	 * The campaign a store holds, with its language, implementations and oracles as installed now; the caller
	 * then {@link Campaign#prepare() prepares} and {@link Campaign#run runs} it, and closes the store.
	 *
	 * @throws MissingPartException when a part the campaign names is not installed
	 */
	Campaign open(CampaignStore store, Path dir);

	/**
	 * Regenerates a finding's program from its decision trace, runs it on the campaign's implementations and
	 * judges it again ({@code cadmus repro}).
	 *
	 * @throws CampaignException    when the store holds no such finding
	 * @throws MissingPartException when the campaign's language is not installed
	 */
	Reproduction.Result reproduce(CampaignStore store, long findingId);

	/**
	 * Reduces a finding's program to what still lands in its bucket ({@code cadmus reduce DIR FINDING}) and keeps
	 * the result: the store, DIR/reduced/, findings.jsonl and the report.
	 *
	 * @throws CampaignException    when the store holds no such finding
	 * @throws MissingPartException when the campaign's language is not installed
	 */
	ReducedFindings.Kept reduce(CampaignStore store, Path dir, long findingId, cadmus.reduce.Reducer.Options options)
			throws java.io.IOException;

	/**
	 * The programs of a feedback-directed campaign's corpus, regenerated from their inputs, in the order they were
	 * saved (empty for a random campaign).
	 *
	 * @throws MissingPartException when the campaign's language is not installed
	 */
	List<cadmus.api.Program> corpusPrograms(CampaignStore store);

	/**
	 * What an upstream report of a finding is about ({@code cadmus upstream DIR FINDING}): its reduced program, the
	 * campaign's implementations split into those that show the bug and the references.
	 *
	 * @param tracker       what a search of the engine's tracker found ("new", "known: URL", "not searched yet")
	 * @param specification the specification's section the expected behaviour follows, or empty
	 * @throws CampaignException    when the store holds no such finding
	 * @throws MissingPartException when the campaign's language is not installed
	 */
	cadmus.campaign.upstream.UpstreamCase upstreamCase(CampaignStore store, Path dir, long findingId, String tracker,
			String specification);

	/** Writes the campaign's report.html from its store; returns its path. */
	Path writeReport(CampaignStore store, Path dir) throws java.io.IOException;
}
