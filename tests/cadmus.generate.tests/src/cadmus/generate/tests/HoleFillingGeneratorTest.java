package cadmus.generate.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

import cadmus.api.Generator;
import cadmus.api.RulesException;
import cadmus.api.SizeBound;
import cadmus.generate.HoleFillingGenerator;
import cadmus.generate.SeededDecisionSource;

class HoleFillingGeneratorTest {

	private final HoleFillingGenerator generator = new HoleFillingGenerator();
	private final MiniLanguage mini = MiniLanguage.standard();

	private static int size(EObject tree) {
		int n = 1;
		for (var it = tree.eAllContents(); it.hasNext(); it.next()) {
			n++;
		}
		return n;
	}

	@Test
	void everyTreeStaysWithinItsBound() {
		for (int bound : new int[] { 1, 2, 3, 5, 10, 40, 200 }) {
			for (long seed = 0; seed < 300; seed++) {
				var tree = generator.generate(mini, new SeededDecisionSource(seed), new SizeBound(bound));
				assertTrue(size(tree) <= bound, "seed " + seed + " bound " + bound + " gave " + size(tree) + " nodes");
			}
		}
	}

	@Test
	void largeBoundsGiveLargerTrees() {
		long small = 0;
		long large = 0;
		for (long seed = 0; seed < 200; seed++) {
			small += size(generator.generate(mini, new SeededDecisionSource(seed), new SizeBound(5)));
			large += size(generator.generate(mini, new SeededDecisionSource(seed), new SizeBound(200)));
		}
		assertTrue(large > 2 * small, "mean size did not grow with the bound: " + small + " vs " + large);
	}

	/**
	 * A tree written out by class and attribute values, children in order: equal for structurally equal trees and
	 * free of object identity (an identity hash in the key would make every tree distinct).
	 */
	static String structure(EObject node) {
		var out = new StringBuilder(node.eClass().getName());
		for (var attribute : node.eClass().getEAllAttributes()) {
			out.append(' ').append(attribute.getName()).append('=').append(node.eGet(attribute));
		}
		out.append('(');
		for (var child : node.eContents()) {
			out.append(structure(child)).append(',');
		}
		return out.append(')').toString();
	}

	@Test
	void theSameDecisionsGiveTheSameTree() {
		var distinct = new HashSet<String>();
		for (long seed = 0; seed < 50; seed++) {
			var a = generator.generate(mini, SeededDecisionSource.forProgram(7, seed), SizeBound.DEFAULT);
			var b = generator.generate(mini, SeededDecisionSource.forProgram(7, seed), SizeBound.DEFAULT);
			assertTrue(EcoreUtil.equals(a, b), "seed " + seed + " is not reproducible");
			assertEquals(structure(a), structure(b), "seed " + seed + ": the key is not structural");
			distinct.add(structure(a));
		}
		// Measured 45 distinct of 50 (size bound 30): the rest are repeats of the smallest trees. 35 leaves a margin
		// of 10 trees; a generator that drew fewer decisions from its source would fall far below it.
		assertTrue(distinct.size() >= 35, "different seeds gave nearly the same trees: " + distinct.size() + " distinct of 50");
	}

	@Test
	void aBoundBelowTheSmallestProgramIsRejected() {
		// At least two statements: the smallest program is Program + 2 x (Print + Num) = 5 nodes.
		var twoStatements = new MiniLanguage(m -> new cadmus.api.GenerationRules() {
			@Override
			public cadmus.api.Multiplicity multiplicity(org.eclipse.emf.ecore.EStructuralFeature feature) {
				return feature == m.statements ? cadmus.api.Multiplicity.between(2, 4)
						: cadmus.api.GenerationRules.super.multiplicity(feature);
			}

			@Override
			public java.util.Optional<cadmus.api.AttributeValues> values(org.eclipse.emf.ecore.EAttribute attribute) {
				return attribute == m.assignName ? java.util.Optional.of(cadmus.api.AttributeValues.oneOf("name", "a"))
						: java.util.Optional.empty();
			}
		});
		var e = assertThrows(IllegalArgumentException.class,
				() -> generator.generate(twoStatements, new SeededDecisionSource(1), new SizeBound(4)));
		assertTrue(e.getMessage().contains("5 nodes"), e.getMessage());
		var smallest = generator.generate(twoStatements, new SeededDecisionSource(1), new SizeBound(5));
		assertEquals(5, size(smallest));
		assertThrows(IllegalArgumentException.class, () -> new SizeBound(0));
	}

	@Test
	void aClassThatNeverCompletesIsNamed() {
		var loop = new MiniLanguage(m -> new cadmus.api.GenerationRules() {
		});
		var selfish = loop.cls("Loop", false, loop.statement);
		MiniLanguage.containment(selfish, "body", selfish, false);
		var e = assertThrows(RulesException.class,
				() -> generator.generate(loop, new SeededDecisionSource(1), SizeBound.DEFAULT));
		assertTrue(e.getMessage().contains("Loop"), e.getMessage());
	}

	@Test
	void aRequiredHoleNothingCanFillIsNamed() {
		var broken = MiniLanguage.restricted(Map.of("Print.value", Set.of()));
		var e = assertThrows(RulesException.class,
				() -> generator.generate(broken, new SeededDecisionSource(1), SizeBound.DEFAULT));
		assertTrue(e.getMessage().contains("Print.value"), e.getMessage());
	}

	@Test
	void restrictionsAreObeyed() {
		var onlyNumbers = MiniLanguage.restricted(Map.of("Print.value", Set.of("Num"), "Assign.value", Set.of("Neg")));
		for (long seed = 0; seed < 200; seed++) {
			var tree = generator.generate(onlyNumbers, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			for (var it = tree.eAllContents(); it.hasNext();) {
				var node = it.next();
				var parent = node.eContainer().eClass().getName();
				if (parent.equals("Print")) {
					assertEquals("Num", node.eClass().getName());
				}
				if (parent.equals("Assign")) {
					assertEquals("Neg", node.eClass().getName());
				}
			}
		}
	}

	@Test
	void theGeneratorIsADeclarativeService() throws InterruptedException {
		var context = FrameworkUtil.getBundle(getClass()).getBundleContext();
		var tracker = new ServiceTracker<Generator, Generator>(context, Generator.class, null);
		tracker.open();
		try {
			assertNotNull(tracker.waitForService(10_000), "no Generator service registered");
		} finally {
			tracker.close();
		}
	}

	/** What a filter of {@link #aFilterComputesWhatItKnowsOfAHoleOncePerHole} keeps per hole: a number per computation. */
	record HoleFacts(int number) {
	}

	/**
	 * A context filter asks the engine to keep what it learns about a hole (HoleContext.perHole): computed at the
	 * hole's first candidate, the same object for its other candidates, and a new one for every other hole.
	 */
	@Test
	void aFilterComputesWhatItKnowsOfAHoleOncePerHole() {
		var computed = new int[1];
		var factsByContext = new java.util.IdentityHashMap<cadmus.api.HoleContext, java.util.Set<HoleFacts>>();
		var asked = new int[1];
		var language = new MiniLanguage(mini -> new cadmus.api.GenerationRules() {
			@Override
			public boolean allowedIn(EClass candidate, org.eclipse.emf.ecore.EReference containment,
					cadmus.api.HoleContext context) {
				asked[0]++;
				var facts = context.perHole(HoleFacts.class, c -> new HoleFacts(computed[0]++));
				factsByContext.computeIfAbsent(context, c -> new HashSet<>()).add(facts);
				return true;
			}
		});
		for (long seed = 0; seed < 30; seed++) {
			generator.generate(language, new SeededDecisionSource(seed), SizeBound.DEFAULT);
		}
		assertTrue(asked[0] > 2 * factsByContext.size(), "holes had too few candidates to tell: " + asked[0]);
		for (var facts : factsByContext.values()) {
			assertEquals(1, facts.size(), "a hole's candidates saw different facts: " + facts);
		}
		assertEquals(factsByContext.size(), computed[0], "facts computed more than once a hole, or shared between holes");
	}
}
