package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.SizeBound;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.ProgramMaker;
import cadmus.generate.SeededDecisionSource;
import cadmus.testing.Services;

/**
 * One seed derivation: program i of a campaign with seed S is program i of {@code cadmus generate --seed S}
 * ({@link SeededDecisionSource#forProgram}), campaigns of neighbouring seeds share no program, and a campaign
 * whose configuration was stored before the derivation was recorded keeps making its programs from seed S+i.
 */
class SeedDerivationTest {

	private static final int PROGRAMS = 200;

	private static Language lua;
	private static Generator generator;

	@BeforeAll
	static void services() {
		lua = Services.get(LanguageRegistry.class).language("lua").orElseThrow();
		generator = Services.get(Generator.class);
	}

	private static CampaignConfig campaign(long seed) {
		return new CampaignConfig("lua", "5.1", List.of("lua.luaj"), List.of("crash"), seed, 1, 0, PROGRAMS, 30, 2000,
				1L << 30, 0, Map.of(), List.of());
	}

	private static List<String> programs(CampaignConfig config, int n) {
		var maker = new ProgramMaker(lua, generator, config, Services.techniques(), java.util.Map.of(), null);
		var texts = new ArrayList<String>();
		for (int i = 0; i < n; i++) {
			texts.add(maker.make(i).program().text());
		}
		return texts;
	}

	/** Program i as {@code cadmus generate} makes it: from {@code forProgram(seed, i)}, with the campaign's rules. */
	private static String generated(CampaignConfig config, long seed, int i) {
		var rules = config.rules(lua);
		return lua.programText(generator.generate(lua, rules, SeededDecisionSource.forProgram(seed, i),
				new SizeBound(config.size())), rules);
	}

	/**
	 * A hot campaign's program i is generate's program i in its hot form, and so is its replay from the trace; the
	 * setting is stored with the campaign (and absent from stores made before it, which read as programs as they are).
	 */
	@Test
	void aHotCampaignsProgramIIsTheHotFormOfGeneratesProgramI() {
		var config = campaign(7).withHotRounds(25);
		var stored = CampaignConfig.fromJson(config.toJson());
		assertEquals(25, stored.hotRounds());
		assertEquals(0, CampaignConfig.fromJson(config.toJson().replaceAll(",\\s*\"hotRounds\": 25", "")).hotRounds());
		var maker = new ProgramMaker(lua, generator, stored, Services.techniques(), java.util.Map.of(), null);
		var rules = config.rules(lua);
		for (int i = 0; i < 10; i++) {
			var made = maker.make(i);
			var tree = generator.generate(lua, rules, SeededDecisionSource.forProgram(7, i), new SizeBound(config.size()));
			String hot = lua.hotProgramText(tree, rules, 25).orElseThrow();
			assertEquals(hot, made.program().text(), "program " + i);
			assertEquals(hot, maker.replay(i, made.trace()).program().text(), "program " + i + " replayed");
		}
		assertThrows(IllegalArgumentException.class, () -> campaign(7).withHotRounds(1));
	}

	@Test
	void aCampaignsProgramIIsGeneratesProgramI() {
		var config = campaign(7);
		assertEquals(CampaignConfig.PER_PROGRAM_SEEDS, config.seeds(), "a new campaign derives per program");
		var texts = programs(config, 20);
		for (int i = 0; i < texts.size(); i++) {
			assertEquals(generated(config, 7, i), texts.get(i), "program " + i);
		}
	}

	@Test
	void campaignsOfNeighbouringSeedsShareNoProgram() {
		var first = programs(campaign(7), PROGRAMS);
		var second = programs(campaign(8), PROGRAMS);
		var shared = new HashSet<>(first);
		shared.retainAll(new HashSet<>(second));
		assertTrue(shared.isEmpty(), shared.size() + " programs in both campaigns");
		// The seed + i derivation, for contrast: seed 8 runs seed 7's programs shifted by one.
		var consecutive7 = programs(consecutive(campaign(7)), 10);
		var consecutive8 = programs(consecutive(campaign(8)), 10);
		assertEquals(consecutive7.subList(1, 10), consecutive8.subList(0, 9));
	}

	/** The configuration as a campaign stored before the derivation was recorded holds it: without the field. */
	private static CampaignConfig consecutive(CampaignConfig config) {
		String json = config.toJson();
		String without = json.replaceAll(",\\s*\"seeds\":\\s*\"[^\"]*\"", "");
		assertNotEquals(json, without, "the field is written");
		return CampaignConfig.fromJson(without);
	}

	@Test
	void aCampaignStoredBeforeKeepsSeedPlusI() {
		// A configuration as Cadmus wrote it before the seeds field (commit e719636's record, field for field).
		String old = """
				{
				  "languageId": "lua",
				  "dialect": "5.1",
				  "implementations": ["lua.luaj"],
				  "oracles": ["crash"],
				  "seed": 7,
				  "workers": 1,
				  "timeLimitSeconds": 0,
				  "count": 200,
				  "size": 30,
				  "timeoutMillis": 2000,
				  "memoryBytes": 1073741824,
				  "nondeterminismPercent": 0,
				  "commands": {},
				  "avoidedFeatures": [],
				  "guidance": "random",
				  "coverage": false,
				  "mix": {},
				  "mutantOracles": ["crash", "nondeterminism", "termination"]
				}""";
		var config = CampaignConfig.fromJson(old);
		assertEquals(CampaignConfig.CONSECUTIVE_SEEDS, config.seeds());
		var maker = new ProgramMaker(lua, generator, config, Services.techniques(), java.util.Map.of(), null);
		var rules = config.rules(lua);
		for (int i = 0; i < 10; i++) {
			var made = maker.make(i).program();
			String fromSeedPlusI = lua.programText(generator.generate(lua, rules, new SeededDecisionSource(7 + i),
					new SizeBound(config.size())), rules);
			assertEquals(fromSeedPlusI, made.text(), "program " + i + " of the old campaign");
			assertEquals("seed-" + (7 + i) + ".lua", made.name());
		}
		assertNotEquals(programs(campaign(7), 1).get(0), maker.make(0).program().text(),
				"the two derivations make different programs");
		// And it keeps the field when written again (the store writes the configuration it resumes with).
		assertEquals(CampaignConfig.CONSECUTIVE_SEEDS, CampaignConfig.fromJson(config.toJson()).seeds());
	}
}
