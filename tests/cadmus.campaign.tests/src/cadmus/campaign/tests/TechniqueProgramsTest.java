package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.LongFunction;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Technique;
import cadmus.api.TechniqueContext;
import cadmus.api.TechniqueMaker;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignFiles;
import cadmus.campaign.MissingPartException;
import cadmus.campaign.ProgramMaker;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.technique.GeneratingMaker;
import cadmus.testing.CounterCorpus;
import cadmus.testing.Services;

/**
 * Techniques are services: every technique the core installs makes the same programs from the same seeds (or inputs)
 * as before they were (the fingerprints below were taken from ProgramMaker as it was then, at dee928a), each program
 * comes back the same from its trace, and a technique the core never named makes its share of a campaign.
 */
class TechniqueProgramsTest {

	private static final int PROGRAMS = 250;

	@TempDir
	static Path temp;

	private static Language lua;
	private static Generator generator;
	/** A model of a small corpus of counters, learned once and written where a campaign's folder would keep it. */
	private static Path modelFile;

	@BeforeAll
	static void services() throws Exception {
		lua = Services.get(LanguageRegistry.class).language("lua").orElseThrow();
		generator = Services.get(Generator.class);
		modelFile = temp.resolve("counters.model");
		CounterCorpus.learn(lua, temp).write(modelFile);
	}

	private static CampaignConfig campaign(String guidance, String modelDigest, Map<String, Integer> mix) {
		return new CampaignConfig("lua", "5.1", List.of("lua.luaj"), List.of("crash"), 11, 1, 0, PROGRAMS, 40, 2000,
				1L << 30, 0, Map.of(), List.of(), guidance, false, modelDigest, mix, null, CampaignConfig.PER_PROGRAM_SEEDS);
	}

	/** Each technique's programs' fingerprint: SHA-256 over their indexes and texts, in index order. */
	private static Map<String, String> fingerprints(CampaignConfig config, LongFunction<byte[]> inputs) throws Exception {
		var maker = maker(config, inputs);
		var digests = new TreeMap<String, MessageDigest>();
		for (int i = 0; i < PROGRAMS; i++) {
			var made = maker.make(i);
			String text = made.program().text();
			assertEquals(text, inputs != null ? maker.fromInput(i, made.input()).program().text()
					: maker.replay(i, made.trace()).program().text(), "program " + i + " made again");
			var digest = digests.computeIfAbsent(config.techniqueOf(i), t -> sha256());
			digest.update((i + "\n" + text + "\n").getBytes(StandardCharsets.UTF_8));
		}
		var result = new LinkedHashMap<String, String>();
		digests.forEach((technique, digest) -> result.put(technique, HexFormat.of().formatHex(digest.digest())));
		return result;
	}

	private static MessageDigest sha256() {
		try {
			return MessageDigest.getInstance("SHA-256");
		} catch (java.security.NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}

	private static ProgramMaker maker(CampaignConfig config, LongFunction<byte[]> inputs) {
		var files = config.model() == null ? Map.<String, Path>of() : Map.of(CampaignFiles.MODEL, modelFile);
		var maker = new ProgramMaker(lua, generator, config, Services.techniques(), files, null);
		return inputs == null ? maker : maker.fedBy(inputs);
	}

	@Test
	void aMixedCampaignMakesTheProgramsItMadeBefore() throws Exception {
		var config = campaign(CampaignConfig.RANDOM, "m",
				Map.of("random", 1, "model", 1, "langfuzz", 1, "mutants", 1, "corpus-mutants", 1));
		assertEquals(Map.of(
				"corpus-mutants", "56bddf0a0ace86db3283bac04ac480d02ccfa72928f96dfc0fc77b8dfd91b743",
				"langfuzz", "ffbd1b157921e90dd9a419f2b1ce277ab6a1f6e451a3100dee5418299bcab4d7",
				"model", "67f95870e97d8b009acea8a8d719e68d546c0c1b069a7631cb27d209a9abad27",
				"mutants", "b75fb31a79b8b8c3f91ad142a396379639e585144f926ff81732b9a8bd29f9c5",
				"random", "e9a15266e0e8449a0d0d8c481354da74da1facaad66728b6b4de2f55475cc7dd"), fingerprints(config, null));
	}

	/** A campaign given a model and no mix, as campaigns were before mixes: every program drawn by the model. */
	@Test
	void aModelCampaignMakesTheProgramsItMadeBefore() throws Exception {
		assertEquals(Map.of("model", "aa742b1e105d63623d074ecb9b215dfc4a173cdb123f3342c86584c429e75599"),
				fingerprints(campaign(CampaignConfig.RANDOM, "m", Map.of()), null));
	}

	@Test
	void aRandomCampaignMakesTheProgramsItMadeBefore() throws Exception {
		assertEquals(Map.of("random", "0820484f5a1599001b32ae061c4f0815f7139d5d726b2f3784b725c7ab8761c6"),
				fingerprints(campaign(CampaignConfig.RANDOM, null, Map.of()), null));
	}

	/**
	 * A technique no core bundle names, given to the campaign as an installed service is: it makes its share of the
	 * programs (here, every one of them program 0's seed's), the others' programs stay as they were, and a campaign
	 * whose technique is not installed is refused naming it.
	 */
	@Test
	void aTechniqueTheCoreNeverNamedMakesItsShareOfACampaign() throws Exception {
		Technique firstSeedOnly = new Technique() {
			@Override
			public String id() {
				return "first-seed";
			}

			@Override
			public String description() {
				return "every program from one seed";
			}

			@Override
			public TechniqueMaker maker(TechniqueContext context) {
				return new GeneratingMaker(context, (seed, input) -> new SeededDecisionSource(SeededDecisionSource
						.programSeed(11, 0)));
			}
		};
		var installed = new ArrayList<>(Services.techniques());
		installed.add(firstSeedOnly);
		var mixed = campaign(CampaignConfig.RANDOM, null, Map.of("random", 1, "first-seed", 1));
		var random = new ProgramMaker(lua, generator, campaign(CampaignConfig.RANDOM, null, Map.of()),
				Services.techniques(), Map.of(), null);
		var maker = new ProgramMaker(lua, generator, mixed, installed, Map.of(), null);
		int firstSeed = 0;
		for (int i = 0; i < 60; i++) {
			var made = maker.make(i);
			boolean plugged = mixed.techniqueOf(i).equals("first-seed");
			firstSeed += plugged ? 1 : 0;
			assertEquals(random.make(plugged ? 0 : i).program().text(), made.program().text(), "program " + i);
			assertEquals(made.program().text(), maker.replay(i, made.trace()).program().text(), "program " + i + " replayed");
		}
		assertTrue(firstSeed >= 15 && firstSeed <= 45, firstSeed + " of 60 programs by the plugged-in technique");
		var missing = assertThrows(MissingPartException.class,
				() -> new ProgramMaker(lua, generator, mixed, Services.techniques(), Map.of(), null));
		assertTrue(missing.getMessage().contains("technique first-seed of this campaign is not installed"),
				missing.getMessage());
	}

	@Test
	void aZestCampaignMakesFromEachInputTheProgramItMadeBefore() throws Exception {
		LongFunction<byte[]> inputs = i -> {
			var bytes = new byte[64 + (int) (i % 300)];
			new Random(i * 31 + 5).nextBytes(bytes);
			return bytes;
		};
		assertEquals(Map.of("zest", "f2f448f42b0b9464cdd092b981025e4b32fbe14188763a5c5a59c67684386887"),
				fingerprints(campaign(CampaignConfig.ZEST, null, Map.of()), inputs));
	}
}
