package cadmus.clp.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Generator;
import cadmus.api.InputFileException;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.SizeBound;
import cadmus.api.Technique;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignFiles;
import cadmus.campaign.ProgramMaker;
import cadmus.clp.TargetFile;
import cadmus.clp.TreeFacts;
import cadmus.generate.RecordingDecisionSource;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.technique.GivenContext;
import cadmus.testing.Services;

/**
 * Technique {@code clp}, found as a service as every technique is: each program of a seed satisfies the target, the
 * programs of different seeds differ, and each comes back from its recorded decisions without the search; a campaign
 * gives it its share of the programs.
 */
class ClpTechniqueTest {

	@TempDir
	static Path temp;

	private static Language lua;
	private static Generator generator;
	private static Technique clp;

	@BeforeAll
	static void services() {
		var registry = Services.get(LanguageRegistry.class);
		lua = registry.language("lua").orElseThrow();
		generator = Services.get(Generator.class);
		clp = Services.all(Technique.class, 7).stream().filter(t -> t.id().equals("clp")).findFirst().orElseThrow();
	}

	private static GivenContext context(Path target) {
		return new GivenContext(lua, lua.rules(), generator, new SizeBound(60), Map.of("target", target));
	}

	@Test
	void eachSeedsProgramSatisfiesTheTargetAndComesBackFromItsTrace() throws Exception {
		Path file = temp.resolve("closure.target");
		Files.writeString(file, "language lua\ncontains FunctionBody inside NumericFor\nnot contains Break\n");
		var target = TargetFile.read(file, id -> Services.get(LanguageRegistry.class).language(id));
		var context = context(file);
		assertEquals(java.util.Optional.empty(), clp.unfit(context));
		var maker = clp.maker(context);
		var texts = new HashSet<String>();
		for (long seed = 0; seed < 12; seed++) {
			texts.add(lua.programText(madeAgainFromItsTrace(maker, target, seed), lua.rules()));
		}
		assertTrue(texts.size() >= 6, texts.size() + " distinct programs of 12 seeds");
	}

	/**
	 * A target the guide's first path seldom satisfies (a closure over a loop variable, called after the loop): a search
	 * of each program takes hundreds of generator runs, and the campaign's programs are variants of a few found ones
	 * instead. Over 300 seeds every program satisfies the target and comes back from its trace, nearly all differ, they
	 * are of many sizes, the first waits on one search of a small budget at most (its parent's, where that is not the
	 * one found before the campaign began), and they take a few runs each beyond their parents', which are made once for
	 * all of them.
	 */
	@Test
	void programsAreVariantsOfAFewFoundOnesAtAFewRunsEach() throws Exception {
		Path file = temp.resolve("closure-after-loop.target");
		Files.writeString(file, "language lua\ncontains Name bound by NumericFor across FunctionBody\n"
				+ "contains Call after NumericFor\n");
		var target = TargetFile.read(file, id -> Services.get(LanguageRegistry.class).language(id));
		var runs = new java.util.concurrent.atomic.AtomicLong();
		Generator counting = counting(runs);
		var maker = clp.maker(new GivenContext(lua, lua.rules(), counting, new SizeBound(60), Map.of("target", file)));
		long search = runs.getAndSet(0);
		var texts = new HashSet<String>();
		var sizes = new java.util.TreeSet<Integer>();
		int programs = 300;
		maker.decisions(0, null);
		long firstRuns = runs.get();
		// Every parent made first, so that what is left is what each program costs on its own.
		for (long seed = 1; seed < programs; seed++) {
			maker.decisions(seed, null);
		}
		long parentsRuns = runs.getAndSet(0);
		for (long seed = 0; seed < programs; seed++) {
			var tree = madeAgainFromItsTrace(maker, target, seed);
			texts.add(lua.programText(tree, lua.rules()));
			int nodes = 1;
			for (var it = tree.eAllContents(); it.hasNext(); it.next()) {
				nodes++;
			}
			sizes.add(nodes);
		}
		assertTrue(search >= 100, search + " generator runs of the search before the campaign: the target is hard");
		assertTrue(firstRuns <= 2_200, firstRuns + " generator runs for the first program, its parent's included");
		assertTrue(texts.size() >= programs * 9 / 10, texts.size() + " distinct programs of " + programs + " seeds");
		assertTrue(sizes.last() >= 3 * sizes.first(), "program sizes " + sizes.first() + " to " + sizes.last());
		double perProgram = (runs.get() - programs * 2.0) / programs;
		assertTrue(perProgram <= 40, perProgram + " generator runs a program beyond its two builds");
		System.out.printf("clp variants: search %d runs, first program %d runs, the %d programs' decisions with their "
				+ "parents %d runs, %d distinct, nodes %d..%d, %.1f runs a program%n", search, firstRuns, programs,
				parentsRuns, texts.size(), sizes.first(), sizes.last(), perProgram);
	}

	/**
	 * Where the search for the smallest program finds none in the guide's order (seed 0's literals and weighted draws
	 * leave a loop variable captured by a closure out of reach under a campaign's bound of 10), the root is the first
	 * program a search with restarts finds, and the campaign's programs are still variants, at a few runs each, rather
	 * than each a search of its own. Every program satisfies the target and comes back from its trace.
	 */
	@Test
	void whereTheSmallestIsNotFoundTheRootIsFoundWithRestarts() throws Exception {
		Path file = temp.resolve("captured.target");
		Files.writeString(file, "language lua\ncontains Name bound by NumericFor across FunctionBody\n");
		var target = TargetFile.read(file, id -> Services.get(LanguageRegistry.class).language(id));
		int bound = 10;
		var smallest = new cadmus.clp.ConstraintSearch(lua, lua.rules(), generator, target, 0).search(1, bound, 100_000);
		assertTrue(smallest.found().isEmpty(), "the premise: no program in the guide's order at seed 0, " + smallest);
		var runs = new java.util.concurrent.atomic.AtomicLong();
		Generator counting = counting(runs);
		var maker = clp.maker(new GivenContext(lua, lua.rules(), counting, new SizeBound(bound), Map.of("target", file)));
		long root = runs.getAndSet(0);
		int programs = 60;
		// Every parent made first, so that what is left is what each program costs on its own.
		for (long seed = 0; seed < programs; seed++) {
			maker.decisions(seed, null);
		}
		long parentsRuns = runs.getAndSet(0);
		var texts = new HashSet<String>();
		for (long seed = 0; seed < programs; seed++) {
			texts.add(lua.programText(madeAgainFromItsTrace(maker, target, seed), lua.rules()));
		}
		double perProgram = (runs.get() - programs * 2.0) / programs;
		System.out.printf("clp root with restarts: smallest %d runs (none), root and maker %d runs, the %d programs with "
				+ "their parents %d runs, %d distinct, %.1f runs a program%n", smallest.runs(), root, programs,
				parentsRuns, texts.size(), perProgram);
		assertTrue(perProgram <= 40, perProgram + " generator runs a program beyond its two builds: variants, not searches");
		assertTrue(texts.size() >= programs / 2, texts.size() + " distinct programs of " + programs + " seeds");
	}

	/** The generator, counting its runs. */
	private static Generator counting(java.util.concurrent.atomic.AtomicLong runs) {
		return (language, rules, decisions, bound) -> {
			runs.incrementAndGet();
			return generator.generate(language, rules, decisions, bound);
		};
	}

	/** The seed's program, which satisfies the target and is made again from its recorded decisions. */
	private static org.eclipse.emf.ecore.EObject madeAgainFromItsTrace(cadmus.api.TechniqueMaker maker,
			cadmus.clp.Target target, long seed) {
		var decisions = new RecordingDecisionSource(maker.decisions(seed, null));
		var tree = maker.build(decisions);
		assertTrue(target.holds(new TreeFacts(tree, lua.rules())), "seed " + seed);
		String text = lua.programText(tree, lua.rules());
		assertEquals(text, lua.programText(maker.build(new ReplayDecisionSource(decisions.trace())), lua.rules()),
				"seed " + seed + " made again from its trace");
		return tree;
	}

	/**
	 * A campaign whose mix gives clp a share: each of clp's programs satisfies the target, each of random generation's
	 * is the program of its seed as a random campaign makes it, and every program comes back from its trace; the
	 * campaign makes them from the target its folder keeps, and refuses one changed since.
	 */
	@Test
	void aMixedCampaignsTargetedShareSatisfiesTheTarget() throws Exception {
		Path dir = Files.createDirectories(temp.resolve("campaign"));
		String text = "language lua\ncontains FunctionBody inside NumericFor\n";
		CampaignFiles.keep(dir, "target", text);
		var random = new CampaignConfig("lua", "5.1", List.of("lua.luaj"), List.of("crash"), 7, 1, 0, 40, 60, 2000,
				1L << 30, 0, Map.of(), List.of(), CampaignConfig.RANDOM, false);
		var mixed = random.withTechniques(null, Map.of("random", 1, "clp", 1), null, List.of())
				.withFiles(Map.of("target", CampaignFiles.digest(text)));
		var files = CampaignFiles.files(dir, mixed);
		assertEquals(Map.of("target", dir.resolve("target.txt")), files);
		var maker = new ProgramMaker(lua, generator, mixed, Services.techniques(), files, null);
		var randomMaker = new ProgramMaker(lua, generator, random, Services.techniques(), Map.of(), null);
		var target = TargetFile.read(files.get("target"), id -> Services.get(LanguageRegistry.class).language(id));
		// The campaign's rules (Lua 5.1's), which made its programs: a trace makes the same tree under them alone.
		var rules51 = mixed.rules(lua);
		var clpMaker = clp.maker(new GivenContext(lua, rules51, generator, new SizeBound(60), files));
		int targeted = 0;
		for (int i = 0; i < 40; i++) {
			var made = maker.make(i);
			assertEquals(made.program().text(), maker.replay(i, made.trace()).program().text(), "program " + i);
			if (mixed.techniqueOf(i).equals("clp")) {
				targeted++;
				var tree = clpMaker.build(new ReplayDecisionSource(made.trace()));
				assertTrue(target.holds(new TreeFacts(tree, rules51)), "program " + i + ":\n" + made.program().text());
				assertTrue(made.program().origin().endsWith(", clp"), made.program().origin());
			} else {
				assertEquals(randomMaker.make(i).program().text(), made.program().text(), "program " + i);
			}
		}
		assertTrue(targeted >= 10 && targeted <= 30, targeted + " of 40 programs targeted");

		// A reduction that keeps the technique: a candidate trace cut to its first decision makes the smallest program,
		// which lacks the closure, so it is no candidate; the original's own trace is.
		int first = java.util.stream.IntStream.range(0, 40).filter(i -> mixed.techniqueOf(i).equals("clp")).findFirst()
				.orElseThrow();
		var original = maker.make(first);
		var cut = new cadmus.generate.Trace(original.trace().decisions().subList(0, 1));
		var smallest = maker.replayRecording(first, cut, null, java.util.Set.of());
		assertTrue(!target.holds(new TreeFacts(clpMaker.build(new ReplayDecisionSource(smallest.trace())), rules51)),
				smallest.program().text());
		assertTrue(maker.replayKept(first, cut, null, java.util.Set.of()).isEmpty(), "a candidate that loses the target");
		assertEquals(original.program().text(), maker.replayKept(first, original.trace(), null, java.util.Set.of())
				.orElseThrow().program().text());
		assertTrue(randomMaker.replayKept(0, cut, null, java.util.Set.of()).isPresent(), "random generation keeps any tree");

		Files.writeString(dir.resolve("target.txt"), text + "contains While\n");
		var changed = assertThrows(InputFileException.class, () -> CampaignFiles.files(dir, mixed));
		assertTrue(changed.getMessage().startsWith("the campaign's target " + dir.resolve("target.txt")
				+ " is not the target it began with"), changed.getMessage());
	}

	@Test
	void aTargetForAnotherLanguageIsRefusedNamingIt() throws Exception {
		Path file = temp.resolve("js.target");
		Files.writeString(file, "language js\ncontains While\n");
		var refused = assertThrows(InputFileException.class, () -> clp.unfit(context(file)));
		assertEquals(file + " is a target for js, not lua", refused.getMessage());
	}
}
