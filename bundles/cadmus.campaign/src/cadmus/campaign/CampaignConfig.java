package cadmus.campaign;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

/**
 * Everything that decides what a campaign does, stored with it so that {@code --resume} and
 * {@code cadmus repro} need nothing from the command line: program i is generated from its seed
 * ({@link #seedOf}, as {@code seeds} derives it) with these rules, so any program can be made again.
 *
 * @param timeLimitSeconds total running time over all runs, 0 for none
 * @param count            programs in all, 0 for none (one of the two limits is set)
 * @param nondeterminismPercent programs per hundred that run twice for the nondeterminism check
 * @param commands         implementations given as commands ({@code --command ID=COMMAND}): id → command line
 * @param avoidedFeatures  features the programs avoid because an implementation lacks them
 *                         ({@link cadmus.api.Language#rules(String, java.util.Set)}); fixed with the campaign, so
 *                         that its programs come back the same even if an engine learns a feature later
 * @param guidance         where its programs' decisions come from: {@value #RANDOM} (program i from its seed,
 *                         {@link #seedOf}) or {@value #ZEST} (byte sequences mutated under coverage and validity
 *                         feedback, each program's kept in the store)
 * @param coverage         whether a random campaign also measures the coverage its programs reach (a zest
 *                         campaign always does), to set random generation's coverage beside zest's
 * @param model            the SHA-256 of the learned model (TreeFuzz) its model programs draw their classes by, kept
 *                         in the campaign's folder ({@link CampaignFiles}); null for none
 * @param mix              how its programs are shared among techniques ({@link cadmus.api.Technique#id}): technique →
 *                         share; empty for one technique, the model's where there is one and random generation otherwise
 * @param mutantOracles    the oracles that judge its mutants (the programs of its {@link #unchecked} techniques), which
 *                         the rules did not check (a subset of {@code oracles}); {@link #DEFAULT_MUTANT_ORACLES} when
 *                         none are given
 * @param seeds            how program i's seed is derived from {@code seed}: {@value #PER_PROGRAM_SEEDS} (as
 *                         {@code cadmus generate} derives it) for campaigns made since, {@value #CONSECUTIVE_SEEDS}
 *                         ({@code seed + i}) for campaigns stored before the field, which resume as they began
 * @param hotRounds        how many rounds each program runs in its hot form ({@link cadmus.api.Language#hotProgramText},
 *                         for JIT tiers), 0 for programs as they are (every campaign stored before the field)
 * @param unchecked        the techniques of its mix whose programs the rules did not check ({@link
 *                         cadmus.api.Technique#conforming}), recorded when it was made so that its programs are judged
 *                         as they were whatever becomes of the techniques; {@link #UNCHECKED_BEFORE} for campaigns
 *                         stored before the field
 * @param files            the other files its techniques need ({@link cadmus.api.Technique#needs}: a target), kept in
 *                         its folder ({@link CampaignFiles}): kind → SHA-256 of the file's text; empty for none (every
 *                         campaign stored before the field)
 */
public record CampaignConfig(String languageId, String dialect, List<String> implementations, List<String> oracles,
		long seed, int workers, long timeLimitSeconds, long count, int size, long timeoutMillis, long memoryBytes,
		int nondeterminismPercent, java.util.Map<String, String> commands, List<String> avoidedFeatures,
		String guidance, boolean coverage, String model, java.util.Map<String, Integer> mix, List<String> mutantOracles, String seeds,
		int hotRounds, List<String> unchecked, java.util.Map<String, String> files) {

	/** Random generation: program i from its seed ({@link #seedOf}), the default. */
	public static final String RANDOM = "random";
	/** Zest's feedback-directed search over byte-sequence decisions. */
	public static final String ZEST = "zest";
	/** The guidance modes, in the order the command line lists them. */
	public static final List<String> GUIDANCES = List.of(RANDOM, ZEST);
	/**
	 * The order in which a mixed campaign's shares are laid out ({@link #techniqueOf}): these first, as every campaign
	 * stored before techniques were plug-ins laid them out, then any other technique by its id. A technique's place
	 * decides which programs it makes, so the order is part of what a stored campaign is.
	 */
	public static final List<String> SHARE_ORDER = List.of("random", "model", "langfuzz", "mutants", "corpus-mutants");
	/**
	 * The technique of a campaign given a model and no mix, as campaigns were before techniques were mixed: all its
	 * programs drawn by the model.
	 */
	public static final String MODEL_TECHNIQUE = "model";
	/**
	 * The techniques whose programs the rules did not check, for campaigns stored before {@link #unchecked} was: those
	 * that made mutants then.
	 */
	public static final List<String> UNCHECKED_BEFORE = List.of("mutants", "corpus-mutants");
	/**
	 * The oracles that judge mutants unless told otherwise: those whose verdict does not assume a conforming program. A
	 * crash is a bug whatever the program; a hang or a nondeterministic run only marks it invalid. Differential testing
	 * would report every ill-typed mutant whose errors the engines word differently.
	 */
	public static final List<String> DEFAULT_MUTANT_ORACLES = List.of("crash", "nondeterminism", "termination");
	/**
	 * Program i's seed is {@code SeededDecisionSource.programSeed(seed, i)}, a hash of both: program i of a campaign
	 * is program i of {@code cadmus generate} (and {@code compare}) with the same seed, and campaigns of seeds S and
	 * S+1 share no program. Every campaign made since the field was recorded.
	 */
	public static final String PER_PROGRAM_SEEDS = "per-program";
	/**
	 * Program i's seed is {@code seed + i}: campaigns stored before {@code seeds} was recorded, which keep it so that
	 * they resume, reproduce and reduce their programs as they made them.
	 */
	public static final String CONSECUTIVE_SEEDS = "consecutive";

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
		// Campaigns stored before techniques were mixed have one.
		mix = mix == null ? java.util.Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(mix));
		checkTechniques(guidance, model, mix);
		// Campaigns stored before mutants had none.
		mutantOracles = mutantOracles == null ? DEFAULT_MUTANT_ORACLES : List.copyOf(mutantOracles);
		unchecked = unchecked == null ? UNCHECKED_BEFORE : List.copyOf(unchecked);
		// Campaigns stored before the field kept no file but a model.
		files = files == null ? java.util.Map.of() : java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(files));
		if (files.containsKey(CampaignFiles.MODEL)) {
			throw new IllegalArgumentException("a campaign's model is its field model, not one of its files");
		}
		// Campaigns stored before the derivation was recorded used seed + i.
		seeds = seeds == null ? CONSECUTIVE_SEEDS : seeds;
		if (!seeds.equals(PER_PROGRAM_SEEDS) && !seeds.equals(CONSECUTIVE_SEEDS)) {
			throw new IllegalArgumentException("unknown seed derivation '" + seeds + "'; known: " + PER_PROGRAM_SEEDS + ", "
					+ CONSECUTIVE_SEEDS);
		}
		if (hotRounds < 0 || hotRounds == 1) {
			throw new IllegalArgumentException("a hot form needs at least 2 rounds (0: programs as they are), not " + hotRounds);
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

	/** A campaign of programs as they are, not in their hot form. */
	public CampaignConfig(String languageId, String dialect, List<String> implementations, List<String> oracles,
			long seed, int workers, long timeLimitSeconds, long count, int size, long timeoutMillis, long memoryBytes,
			int nondeterminismPercent, java.util.Map<String, String> commands, List<String> avoidedFeatures,
			String guidance, boolean coverage, String model, java.util.Map<String, Integer> mix, List<String> mutantOracles,
			String seeds) {
		this(languageId, dialect, implementations, oracles, seed, workers, timeLimitSeconds, count, size, timeoutMillis,
				memoryBytes, nondeterminismPercent, commands, avoidedFeatures, guidance, coverage, model, mix, mutantOracles,
				seeds, 0, List.of(), null);
	}

	/** A campaign of one technique: random generation, or zest's feedback loop. */
	public CampaignConfig(String languageId, String dialect, List<String> implementations, List<String> oracles,
			long seed, int workers, long timeLimitSeconds, long count, int size, long timeoutMillis, long memoryBytes,
			int nondeterminismPercent, java.util.Map<String, String> commands, List<String> avoidedFeatures,
			String guidance, boolean coverage) {
		this(languageId, dialect, implementations, oracles, seed, workers, timeLimitSeconds, count, size, timeoutMillis,
				memoryBytes, nondeterminismPercent, commands, avoidedFeatures, guidance, coverage, null, null, null,
				PER_PROGRAM_SEEDS);
	}

	private static void checkTechniques(String guidance, String model, java.util.Map<String, Integer> mix) {
		if (ZEST.equals(guidance) && (model != null || !mix.isEmpty())) {
			throw new IllegalArgumentException("a zest campaign draws every decision from its byte sequences: "
					+ "a model or a mix of techniques is for generated campaigns");
		}
		// Which techniques are installed, and what each needs (a model), is for the technique services to say.
		mix.forEach((technique, share) -> {
			if (share == null || share < 1) {
				throw new IllegalArgumentException("technique " + technique + " needs a share of at least 1, not " + share);
			}
		});
	}

	/**
	 * This campaign with its programs made by these techniques.
	 *
	 * @param model the learned model's SHA-256, or null
	 * @param mix   technique → share, or empty for one technique
	 * @param mutantOracles the oracles that judge mutants, or null for {@link #DEFAULT_MUTANT_ORACLES}
	 * @param unchecked     the techniques of the mix whose programs the rules do not check
	 */
	public CampaignConfig withTechniques(String model, java.util.Map<String, Integer> mix, List<String> mutantOracles,
			List<String> unchecked) {
		return new CampaignConfig(languageId, dialect, implementations, oracles, seed, workers, timeLimitSeconds, count,
				size, timeoutMillis, memoryBytes, nondeterminismPercent, commands, avoidedFeatures, guidance, coverage, model,
				mix, mutantOracles, seeds, hotRounds, unchecked, files);
	}

	/** This campaign with these files kept for its techniques: kind → SHA-256 ({@link #files}). */
	public CampaignConfig withFiles(java.util.Map<String, String> files) {
		return new CampaignConfig(languageId, dialect, implementations, oracles, seed, workers, timeLimitSeconds, count,
				size, timeoutMillis, memoryBytes, nondeterminismPercent, commands, avoidedFeatures, guidance, coverage, model,
				mix, mutantOracles, seeds, hotRounds, unchecked, files);
	}

	/** This campaign with its programs in their hot form of {@code rounds} rounds (0: as they are). */
	public CampaignConfig withHotRounds(int rounds) {
		return new CampaignConfig(languageId, dialect, implementations, oracles, seed, workers, timeLimitSeconds, count,
				size, timeoutMillis, memoryBytes, nondeterminismPercent, commands, avoidedFeatures, guidance, coverage, model,
				mix, mutantOracles, seeds, rounds, unchecked, files);
	}

	/**
	 * One program in this many of a hot campaign is traced: run once more on each implementation that can say what its
	 * optimizing tier compiled ({@link cadmus.api.Implementation#optimizedCode}), so that the report says whether the
	 * campaign's programs reached the JIT, and oracles that read the trace (deoptimization loops) judge it. One in 20
	 * costs a twentieth more runs on those implementations alone.
	 */
	public static final int TRACED_EVERY = 20;

	/** Whether program {@code index} is traced: every {@value #TRACED_EVERY}th program of a hot campaign. */
	public boolean traced(long index) {
		return hotRounds > 0 && index % TRACED_EVERY == 0;
	}

	/** Program text: in its hot form when the campaign's programs are hot. */
	public String programText(cadmus.api.Language language, org.eclipse.emf.ecore.EObject tree,
			cadmus.api.GenerationRules rules) {
		if (hotRounds == 0) {
			return language.programText(tree, rules);
		}
		return language.hotProgramText(tree, rules, hotRounds).orElseThrow(() -> new IllegalArgumentException(
				"language " + language.id() + " has no hot form"));
	}

	/** Whether program {@code index} is a mutant, judged by the {@link #mutantOracles} only. */
	public boolean mutant(long index) {
		return hasMutants() && unchecked.contains(techniqueOf(index));
	}

	/** Whether its mix has a technique whose programs the rules did not check. */
	public boolean hasMutants() {
		return unchecked.stream().anyMatch(mix::containsKey);
	}

	/** The techniques that make its programs, their shares laid out in {@link #SHARE_ORDER}. */
	public List<String> techniques() {
		if (mix.isEmpty()) {
			return List.of(model != null ? MODEL_TECHNIQUE : guidance);
		}
		return mix.keySet().stream().sorted(java.util.Comparator.comparingInt((String t) -> SHARE_ORDER.contains(t)
				? SHARE_ORDER.indexOf(t) : SHARE_ORDER.size()).thenComparing(t -> t)).toList();
	}

	/**
	 * Whether its programs are made by other techniques than its guidance alone (a mix, a model, a target): then each
	 * program says which made it.
	 */
	public boolean techniqueNamed() {
		return techniques().size() > 1 || !techniques().get(0).equals(guidance);
	}

	/**
	 * The technique that makes program {@code index}: where techniques are mixed, each program's is drawn by their
	 * shares from a hash of the seed and the index (the same on resume and in every report), so that each technique's
	 * programs are spread over the whole campaign rather than run in blocks.
	 */
	public String techniqueOf(long index) {
		var techniques = techniques();
		if (techniques.size() == 1) {
			return techniques.get(0);
		}
		int total = mix.values().stream().mapToInt(Integer::intValue).sum();
		long slot = Long.remainderUnsigned(mixBits(seed * 0x9E3779B97F4A7C15L + index), total);
		for (String technique : techniques) {
			slot -= mix.get(technique);
			if (slot < 0) {
				return technique;
			}
		}
		throw new IllegalStateException("shares do not add up");
	}

	/** A 64-bit finalizer (SplitMix64's): neighbouring indexes give unrelated values. */
	private static long mixBits(long z) {
		z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
		z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
		return z ^ (z >>> 31);
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

	/**
	 * The seed of program {@code index}: {@code new SeededDecisionSource(seedOf(index))} makes its decisions. Derived
	 * as {@link #seeds} says; the technique of a mixed campaign's program ({@link #techniqueOf}) is drawn the same way
	 * under both derivations, so a campaign stored before resumes with the same techniques.
	 */
	public long seedOf(long index) {
		return PER_PROGRAM_SEEDS.equals(seeds) ? cadmus.generate.SeededDecisionSource.programSeed(seed, index) : seed + index;
	}

	/** Whether program {@code index} is run twice for the nondeterminism check (spread evenly, not random). */
	public boolean rerun(long index) {
		return nondeterminismPercent > 0 && Math.floorMod(index * 37, 100) < nondeterminismPercent;
	}

	public String toJson() {
		return GSON.toJson(this);
	}

	/** The fields a stored configuration cannot do without: every Cadmus has written them. */
	private static final List<String> REQUIRED = List.of("languageId", "dialect", "implementations", "oracles");

	/**
	 * A configuration as {@link #toJson()} wrote it.
	 *
	 * @throws IllegalArgumentException saying what is wrong when the text is not a campaign configuration: not a JSON
	 *                                  object, lacking a field every Cadmus writes, or holding values no campaign has
	 */
	public static CampaignConfig fromJson(String json) {
		com.google.gson.JsonElement tree;
		try {
			tree = com.google.gson.JsonParser.parseString(json);
		} catch (com.google.gson.JsonParseException e) {
			throw new IllegalArgumentException("not JSON: " + cadmus.api.InputFileException.describe(e), e);
		}
		if (!tree.isJsonObject()) {
			throw new IllegalArgumentException("not a JSON object");
		}
		for (String field : REQUIRED) {
			if (!tree.getAsJsonObject().has(field) || tree.getAsJsonObject().get(field).isJsonNull()) {
				throw new IllegalArgumentException("it lacks " + field);
			}
		}
		try {
			return GSON.fromJson(tree, CampaignConfig.class);
		} catch (RuntimeException e) {
			// Gson's JsonParseException for a value of the wrong type; what the constructor refused, wrapped by Gson.
			throw new IllegalArgumentException(cadmus.api.InputFileException.describe(e), e);
		}
	}
}
