package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Execution;
import cadmus.api.Generator;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.api.PreludeDefinition;
import cadmus.api.Program;
import cadmus.campaign.Campaign;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.ReducedShape;
import cadmus.campaign.report.ReportReader;
import cadmus.campaign.store.CampaignStore;
import cadmus.reduce.PreludeTrim;
import cadmus.reduce.Reducer;
import cadmus.testing.Services;

/**
 * Two bugs behind one signature are told apart: a fake prints a wrong value for a program whose own code (after
 * the prelude) has an {@code if} statement and no {@code for} loop, and for one with a {@code for} loop and no {@code if} — one
 * disagreement to the differential oracle, so one bucket. A reducing campaign reduces the bucket's 1st, 2nd, 4th, 8th and 16th findings, and their
 * reduced programs have two shapes, one holding {@code if} and not {@code for}, the other the reverse (seed 3's
 * exclusive findings are for, if, if, if, for, ...: the 1st and the 16th are the for bug's).
 */
class BucketShapesTest {

	private static final Pattern IF = Pattern.compile("\\bif\\b");
	private static final Pattern FOR = Pattern.compile("\\bfor\\b");

	@TempDir
	Path dir;

	@Test
	void twoBugsInOneBucketReduceToTwoShapes() {
		var lua = Services.get(LanguageRegistry.class).language("lua").orElseThrow();
		String prelude = lua.rules("5.1").prelude();
		var right = new ScriptedImplementation("test.right",
				program -> new Execution("test.right", Outcome.OK, "", "1\n", "", Duration.ofMillis(1)));
		var wrong = new ScriptedImplementation("test.wrong", program -> new Execution("test.wrong", Outcome.OK, "",
				buggy(program, prelude) ? "2\n" : "1\n", "", Duration.ofMillis(1)));
		var oracles = Services.all(Oracle.class, 4).stream().filter(o -> o.id().equals("differential")).toList();
		var config = new CampaignConfig("lua", "5.1", List.of("test.right", "test.wrong"), List.of("differential"), 3, 1, 0,
				150, lua.defaultSize(), 2000, 1L << 30, 0, Map.of(), List.of());
		try (var store = CampaignStore.create(dir, config)) {
			var campaign = new Campaign(store, dir, lua, Services.get(Generator.class), Services.techniques(),
					List.of(right, wrong), oracles);
			campaign.reduceNewBuckets(new Reducer.Options(1, Duration.ofSeconds(20), false));
			campaign.run(campaign.prepare());

			var buckets = store.buckets();
			assertEquals(1, buckets.size(), "one signature: " + buckets);
			var findings = store.findings();
			assertTrue(findings.size() >= 16, "enough findings for five reductions: " + findings.size());
			var reductions = store.reductions();
			assertEquals(List.of(1L, 2L, 4L, 8L, 16L), findings.stream().filter(f -> reductions.containsKey(f.id()))
					.map(f -> f.ordinal()).toList(), "the 1st, 2nd, 4th, 8th and 16th are reduced");
			var shapes = ReducedShape.byBucket(findings, reductions).get(buckets.get(0).id());
			var trim = PreludeTrim.of(lua.rules("5.1"));
			var own = shapes.stream().map(r -> r.text().substring(trim.preludeLength(r.text()))).toList();
			assertTrue(own.stream().anyMatch(t -> IF.matcher(t).find() && !FOR.matcher(t).find()), "the if bug: " + own);
			assertTrue(own.stream().anyMatch(t -> FOR.matcher(t).find() && !IF.matcher(t).find()), "the for bug: " + own);
			var example = ReportReader.read(store, "shapes").buckets().get(0);
			assertEquals(shapes.size() - 1, example.otherShapes().size(), "the report shows every other shape");
		}
	}

	@Test
	void aShapeIsTheKeywordsAndSymbolsAfterThePrelude() {
		var prelude = new PreludeTrim(List.of(new PreludeDefinition(List.of("p"), "P;")));
		assertEquals("> FROM SELECT WHERE", ReducedShape.of("P; SELECT a FROM t WHERE b > 3", prelude, Set.of("SELECT", "FROM", "WHERE")));
		assertEquals("( ) , ;", ReducedShape.of("f('x;y', \"SELECT\");", PreludeTrim.NONE, Set.of("SELECT")), "strings are values");
	}

	/** The fake's two bugs, in the program's own code. */
	private static boolean buggy(Program program, String prelude) {
		if (!program.text().startsWith(prelude)) {
			return false;
		}
		String own = program.text().substring(prelude.length());
		// Exclusive, so that each bug's programs reduce to it alone.
		return IF.matcher(own).find() != FOR.matcher(own).find();
	}
}
