package cadmus.campaign;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * What a user asks of a new campaign, before defaults: the command line's {@code fuzz} options, or an IDE launch
 * configuration's attributes. {@link CampaignService#configure} turns it into a {@link CampaignConfig}.
 *
 * @param dialect         the dialect, or "" for the language's first
 * @param implementations ids, or null for the dialect's default set
 * @param oracles         ids, or null for every installed oracle that applies to the language
 * @param seed            the first seed, or null for one from the clock
 * @param time            the time limit, or null (10 minutes unless a count is given)
 * @param count           the number of programs, or null
 * @param size            the size bound, or null for the language's own
 * @param commands        implementations given as commands: id → command line
 * @param guidance        {@link CampaignConfig#RANDOM} or {@link CampaignConfig#ZEST}
 * @param coverage        whether a random campaign measures its coverage too
 */
public record CampaignSettings(String languageId, String dialect, List<String> implementations, List<String> oracles,
		Long seed, int workers, Duration time, Long count, Integer size, int timeoutSeconds, int memoryMib,
		int nondeterminismPercent, Map<String, String> commands, String guidance, boolean coverage) {

	/** The command line's defaults: every implementation of the dialect's default set, all oracles, 10 minutes. */
	public static CampaignSettings of(String languageId, String dialect) {
		return new CampaignSettings(languageId, dialect, null, null, null, 1, null, null, null, 10, 1024, 2, Map.of(),
				CampaignConfig.RANDOM, false);
	}

	/** Settings of a random-generation campaign. */
	public CampaignSettings(String languageId, String dialect, List<String> implementations, List<String> oracles,
			Long seed, int workers, Duration time, Long count, Integer size, int timeoutSeconds, int memoryMib,
			int nondeterminismPercent, Map<String, String> commands) {
		this(languageId, dialect, implementations, oracles, seed, workers, time, count, size, timeoutSeconds, memoryMib,
				nondeterminismPercent, commands, CampaignConfig.RANDOM, false);
	}

	/** These settings with another guidance, measuring coverage or not (a zest campaign always does). */
	public CampaignSettings withGuidance(String guidance, boolean coverage) {
		return new CampaignSettings(languageId, dialect, implementations, oracles, seed, workers, time, count, size,
				timeoutSeconds, memoryMib, nondeterminismPercent, commands, guidance, coverage);
	}

	public CampaignSettings {
		dialect = dialect == null ? "" : dialect;
		implementations = implementations == null ? null : List.copyOf(implementations);
		oracles = oracles == null ? null : List.copyOf(oracles);
		commands = commands == null ? Map.of() : Map.copyOf(commands);
		guidance = guidance == null ? CampaignConfig.RANDOM : guidance;
	}
}
