package cadmus.campaign;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

/**
 * Everything that decides what a campaign does, stored with it so that {@code --resume} and
 * {@code cadmus repro} need nothing from the command line: program i is generated from seed
 * {@code seed + i} with these rules, so any program can be made again.
 *
 * @param timeLimitSeconds total running time over all runs, 0 for none
 * @param count            programs in all, 0 for none (one of the two limits is set)
 * @param nondeterminismPercent programs per hundred that run twice for the nondeterminism check
 * @param commands         implementations given as commands ({@code --command ID=COMMAND}): id → command line
 * @param avoidedFeatures  features the programs avoid because an implementation lacks them
 *                         ({@link cadmus.api.Language#rules(String, java.util.Set)}); fixed with the campaign, so
 *                         that its programs come back the same even if an engine learns a feature later
 * @param guidance         where its programs' decisions come from: {@value #RANDOM} (program i from seed
 *                         {@code seed + i}) or {@value #ZEST} (byte sequences mutated under coverage and validity
 *                         feedback, each program's kept in the store)
 * @param coverage         whether a random campaign also measures the coverage its programs reach (a zest
 *                         campaign always does), to set random generation's coverage beside zest's
 */
public record CampaignConfig(String languageId, String dialect, List<String> implementations, List<String> oracles,
		long seed, int workers, long timeLimitSeconds, long count, int size, long timeoutMillis, long memoryBytes,
		int nondeterminismPercent, java.util.Map<String, String> commands, List<String> avoidedFeatures,
		String guidance, boolean coverage) {

	/** Random generation: program i from seed {@code seed + i}, the default. */
	public static final String RANDOM = "random";
	/** Zest's feedback-directed search over byte-sequence decisions. */
	public static final String ZEST = "zest";
	/** The guidance modes, in the order the command line lists them. */
	public static final List<String> GUIDANCES = List.of(RANDOM, ZEST);

	private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

	public CampaignConfig {
		Objects.requireNonNull(languageId, "languageId");
		Objects.requireNonNull(dialect, "dialect");
		implementations = List.copyOf(implementations);
		oracles = List.copyOf(oracles);
		commands = commands == null ? java.util.Map.of() : new java.util.TreeMap<>(commands);
		// Campaigns stored before features were avoided have none.
		avoidedFeatures = avoidedFeatures == null ? List.of() : List.copyOf(new java.util.TreeSet<>(avoidedFeatures));
		// Campaigns stored before guidance modes were random.
		guidance = guidance == null ? RANDOM : guidance;
		if (!GUIDANCES.contains(guidance)) {
			throw new IllegalArgumentException("unknown guidance '" + guidance + "'; known: " + String.join(", ", GUIDANCES));
		}
		if (workers < 1) {
			throw new IllegalArgumentException("workers must be at least 1");
		}
		if (timeLimitSeconds <= 0 && count <= 0) {
			throw new IllegalArgumentException("a campaign needs a time limit or a program count");
		}
		if (nondeterminismPercent < 0 || nondeterminismPercent > 100) {
			throw new IllegalArgumentException("nondeterminism sample must be 0..100 percent");
		}
	}

	/** A random-generation campaign. */
	public CampaignConfig(String languageId, String dialect, List<String> implementations, List<String> oracles,
			long seed, int workers, long timeLimitSeconds, long count, int size, long timeoutMillis, long memoryBytes,
			int nondeterminismPercent, java.util.Map<String, String> commands, List<String> avoidedFeatures) {
		this(languageId, dialect, implementations, oracles, seed, workers, timeLimitSeconds, count, size, timeoutMillis,
				memoryBytes, nondeterminismPercent, commands, avoidedFeatures, RANDOM, false);
	}

	/** Whether its decisions come from Zest's feedback loop. */
	public boolean zest() {
		return ZEST.equals(guidance);
	}

	/** Whether its runs' coverage is measured and stored: always in a zest campaign, on request in a random one. */
	public boolean measuresCoverage() {
		return zest() || coverage;
	}

	/** The rules programs of this campaign are generated with. */
	public cadmus.api.GenerationRules rules(cadmus.api.Language language) {
		return language.rules(dialect, java.util.Set.copyOf(avoidedFeatures));
	}

	public Duration timeout() {
		return Duration.ofMillis(timeoutMillis);
	}

	/** The limits every run of the campaign is under. */
	public cadmus.api.ExecutionLimits limits() {
		return new cadmus.api.ExecutionLimits(timeout(), cadmus.api.ExecutionLimits.DEFAULT.maxOutputBytes(), memoryBytes);
	}

	/** The seed of program {@code index}. */
	public long seedOf(long index) {
		return seed + index;
	}

	/** Whether program {@code index} is run twice for the nondeterminism check (spread evenly, not random). */
	public boolean rerun(long index) {
		return nondeterminismPercent > 0 && Math.floorMod(index * 37, 100) < nondeterminismPercent;
	}

	public String toJson() {
		return GSON.toJson(this);
	}

	public static CampaignConfig fromJson(String json) {
		return GSON.fromJson(json, CampaignConfig.class);
	}
}
