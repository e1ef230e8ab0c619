package cadmus.clp.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
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
import cadmus.clp.TargetFile;
import cadmus.clp.TreeFacts;
import cadmus.generate.RecordingDecisionSource;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.technique.GivenContext;
import cadmus.testing.Services;

/**
 * Technique {@code clp}, found as a service as every technique is: each program of a seed satisfies the target, the
 * programs of different seeds differ, and each comes back from its recorded decisions without the search.
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
			var decisions = new RecordingDecisionSource(maker.decisions(seed, null));
			var tree = maker.build(decisions);
			assertTrue(target.holds(new TreeFacts(tree)), "seed " + seed);
			String text = lua.programText(tree, lua.rules());
			texts.add(text);
			var again = maker.build(new ReplayDecisionSource(decisions.trace()));
			assertEquals(text, lua.programText(again, lua.rules()), "seed " + seed + " made again from its trace");
		}
		assertTrue(texts.size() >= 6, texts.size() + " distinct programs of 12 seeds");
	}

	@Test
	void aTargetForAnotherLanguageIsRefusedNamingIt() throws Exception {
		Path file = temp.resolve("js.target");
		Files.writeString(file, "language js\ncontains While\n");
		var refused = assertThrows(InputFileException.class, () -> clp.unfit(context(file)));
		assertEquals(file + " is a target for js, not lua", refused.getMessage());
	}
}
