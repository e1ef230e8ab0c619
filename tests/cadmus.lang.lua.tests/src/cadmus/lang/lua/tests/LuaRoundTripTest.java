package cadmus.lang.lua.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.TreeSet;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.SizeBound;
import cadmus.api.UnparsableProgramException;
import cadmus.generate.SeededDecisionSource;
import cadmus.testing.Services;

/** Property: every generated Lua program renders to text that parses back to an equal tree. */
class LuaRoundTripTest {

	private static final int SEEDS = 1000;

	private final Language lua = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=lua)");
	private final Generator generator = Services.get(Generator.class, null);

	@Test
	void generatedProgramsRoundTripForAThousandSeedsInEveryDialect() {
		for (String dialect : lua.dialects()) {
			roundTrip(dialect);
		}
	}

	private void roundTrip(String dialect) {
		var rules = lua.rules(dialect);
		var seen = new TreeSet<String>();
		for (long seed = 1; seed <= SEEDS; seed++) {
			var tree = generator.generate(lua, rules, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			seen.add(tree.eClass().getName());
			tree.eAllContents().forEachRemaining(node -> seen.add(node.eClass().getName()));
			String text = lua.render(tree);
			try {
				var parsed = lua.parse(text);
				if (!EcoreUtil.equals(tree, parsed)) {
					fail(dialect + " seed " + seed + ": the parsed tree differs from the generated one\n" + text
							+ "\nre-rendered:\n" + lua.render(parsed));
				}
			} catch (UnparsableProgramException e) {
				fail(dialect + " seed " + seed + ": generated text does not parse: " + e.getMessage() + "\n" + text);
			}
		}
		var missing = new TreeSet<String>();
		for (var classifier : lua.rootClass().getEPackage().getEClassifiers()) {
			if (classifier instanceof EClass c && rules.isNode(c) && rules.weight(c) > 0
					&& !seen.contains(c.getName())) {
				missing.add(c.getName());
			}
		}
		assertEquals(new TreeSet<String>(), missing, "node classes never generated in " + SEEDS + " " + dialect + " programs");
	}

	@Test
	void theSameSeedGivesTheSameText() {
		for (long seed = 1; seed <= 50; seed++) {
			String a = lua.render(generator.generate(lua, SeededDecisionSource.forProgram(7, seed), SizeBound.DEFAULT));
			String b = lua.render(generator.generate(lua, SeededDecisionSource.forProgram(7, seed), SizeBound.DEFAULT));
			assertEquals(a, b);
		}
	}

	@Test
	void programsAreNotTrivial() {
		var sizes = new java.util.ArrayList<Integer>();
		for (long seed = 1; seed <= 200; seed++) {
			var tree = generator.generate(lua, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			int nodes = 1;
			for (var it = tree.eAllContents(); it.hasNext(); it.next()) {
				nodes++;
			}
			sizes.add(nodes);
		}
		java.util.Collections.sort(sizes);
		double mean = sizes.stream().mapToLong(Integer::longValue).sum() / 200.0;
		// Measured (seeds 1..200, bound 30; typed programs close above the bound): min 32, 10th percentile 61,
		// median 88, mean 87.9 nodes. The bounds leave a margin of about a quarter: a generator that stopped early
		// or left lists empty would fall below them.
		assertTrue(mean >= 65, "mean size only " + mean + " nodes");
		assertTrue(sizes.get(20) >= 45, "the 10th percentile is only " + sizes.get(20) + " nodes");
	}
}
