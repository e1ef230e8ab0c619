package cadmus.generate.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.EList;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import cadmus.api.DecisionSource;
import cadmus.api.SizeBound;
import cadmus.generate.Decision;
import cadmus.generate.HoleFillingGenerator;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.Shape;
import cadmus.generate.Trace;

/**
 * A tree's shape over its trace, and replays steered by it: the structure a reduction edits the tree through.
 */
class ShapeTest {

	private static final SizeBound BOUND = RecordedMini.BOUND;
	private final HoleFillingGenerator generator = new HoleFillingGenerator();
	private final MiniLanguage mini = MiniLanguage.standard();

	private RecordedMini record(DecisionSource source) {
		return RecordedMini.of(generator, mini, source);
	}

	@Test
	void spansNestInTreeOrderAndTheRootCoversTheTrace() {
		for (long seed = 0; seed < 60; seed++) {
			var r = record(new SeededDecisionSource(seed));
			var spans = r.shape().spans();
			int nodes = 1;
			for (var it = r.tree().eAllContents(); it.hasNext(); it.next()) {
				nodes++;
			}
			assertEquals(nodes, spans.size(), "one span per node, seed " + seed);
			assertEquals(0, spans.get(0).start());
			assertEquals(r.trace().size(), spans.get(0).end());
			assertEquals("Program", spans.get(0).filledWith());
			for (int i = 1; i < spans.size(); i++) {
				var span = spans.get(i);
				var parent = spans.get(span.parent());
				assertTrue(span.parent() < i, "parents come first");
				assertTrue(spans.get(i - 1).start() <= span.start(), "tree order");
				assertTrue(parent.choice() < span.start() && span.end() <= parent.end(), "inside its parent: " + span);
				assertTrue(span.start() <= span.choice() && span.choice() < span.end(), "chooses inside its run: " + span);
				assertTrue(r.trace().decisions().get(span.choice()).label().endsWith(".class"));
				if (span.lengthDecision() >= 0) {
					assertTrue(r.trace().decisions().get(span.lengthDecision()).label().endsWith(".count"), span.toString());
					assertTrue(parent.choice() < span.lengthDecision() && span.lengthDecision() < span.start());
				}
			}
		}
	}

	@Test
	void aReplaySteeredByItsOwnShapeRegeneratesTheTreeAndRecordsAFaithfulTrace() {
		for (long seed = 0; seed < 60; seed++) {
			var r = record(new SeededDecisionSource(seed));
			var steered = record(new ReplayDecisionSource(r.trace(), r.shape().aims(r.trace().size())));
			assertTrue(EcoreUtil.equals(r.tree(), steered.tree()), "seed " + seed);
			assertEquals(r.shape(), steered.shape());
			var plain = new ReplayDecisionSource(steered.trace());
			assertTrue(EcoreUtil.equals(r.tree(), generator.generate(mini, plain, BOUND)), "seed " + seed);
			assertEquals(0, plain.clamped());
		}
	}

	/**
	 * Deleting a statement's decisions and lowering the list's length keeps every other statement when the
	 * replay is steered; unsteered, the weights the deletion changed (more budget for the rest) scatter them.
	 */
	@Test
	void deletingAListElementUnderSteeringKeepsItsSiblings() {
		int deletions = 0;
		int steeredKept = 0;
		int plainKept = 0;
		for (long seed = 0; seed < 80; seed++) {
			var r = record(new SeededDecisionSource(seed));
			var statements = statements(r.tree());
			if (statements.size() < 2) {
				continue;
			}
			var spans = r.shape().spans();
			var first = spans.stream().filter(s -> s.parent() == 0).findFirst().orElseThrow();
			assertTrue(first.lengthDecision() >= 0, "statements are a list whose length is a decision");
			var decisions = new ArrayList<>(r.trace().decisions());
			var aims = new ArrayList<>(r.shape().aims(decisions.size()));
			var length = decisions.get(first.lengthDecision());
			decisions.set(first.lengthDecision(), new Decision(length.label(), length.lo(), length.hi(), length.value() - 1));
			decisions.subList(first.start(), first.end()).clear();
			aims.subList(first.start(), first.end()).clear();
			var rest = statements.subList(1, statements.size());
			var steered = statements(generator.generate(mini, new ReplayDecisionSource(new Trace(decisions), aims), BOUND));
			var plain = statements(generator.generate(mini, new ReplayDecisionSource(new Trace(decisions)), BOUND));
			deletions++;
			steeredKept += EcoreUtil.equals(rest, steered) ? 1 : 0;
			plainKept += EcoreUtil.equals(rest, plain) ? 1 : 0;
		}
		assertTrue(deletions >= 20, deletions + " programs with two statements or more");
		assertTrue(steeredKept >= deletions * 9 / 10, steeredKept + " of " + deletions + " kept the other statements");
		assertTrue(steeredKept >= plainKept, "steering kept fewer than replaying plainly: " + steeredKept + " < " + plainKept);
	}

	@Test
	void theCheapestAimFillsAHoleWithItsSmallestCompletionAndTheRestIsKept() {
		for (long seed = 0; seed < 60; seed++) {
			var r = record(new SeededDecisionSource(seed));
			var statements = statements(r.tree());
			if (statements.isEmpty()) {
				continue;
			}
			var spans = r.shape().spans();
			var first = spans.stream().filter(s -> s.parent() == 0).findFirst().orElseThrow();
			var decisions = new ArrayList<>(r.trace().decisions());
			var aims = new ArrayList<>(r.shape().aims(decisions.size()));
			decisions.subList(first.start(), first.end()).clear();
			aims.subList(first.start(), first.end()).clear();
			decisions.add(first.start(), new Decision("cheapest", 0, DecisionSource.WEIGHT_POINTS - 1, 0));
			aims.add(first.start(), Shape.CHEAPEST);
			var replayed = statements(generator.generate(mini, new ReplayDecisionSource(new Trace(decisions), aims), BOUND));
			assertEquals(statements.size(), replayed.size(), "seed " + seed);
			assertEquals(2, size(replayed.get(0)), "a statement and its smallest value (a Num), seed " + seed);
			assertTrue(EcoreUtil.equals(statements.subList(1, statements.size()), replayed.subList(1, replayed.size())),
					"seed " + seed);
		}
	}

	@Test
	void aPointForAnIndexSelectsIt() {
		double[] weights = { 0, 3, 0.5, 0, 96.5, 1e-9 };
		for (int i = 0; i < weights.length; i++) {
			long point = DecisionSource.pointFor(weights, i);
			if (weights[i] == 0 || weights[i] < 1e-6) {
				assertEquals(-1, point, "index " + i);
			} else {
				assertEquals(i, DecisionSource.indexAt(weights, point, "test"), "index " + i);
				assertTrue(point == 0 || DecisionSource.indexAt(weights, point - 1, "test") != i, "the smallest point");
			}
		}
	}

	@SuppressWarnings("unchecked")
	private List<EObject> statements(EObject program) {
		return new ArrayList<>((EList<EObject>) program.eGet(mini.statements));
	}

	private static int size(EObject node) {
		int n = 1;
		for (var it = node.eAllContents(); it.hasNext(); it.next()) {
			n++;
		}
		return n;
	}
}
