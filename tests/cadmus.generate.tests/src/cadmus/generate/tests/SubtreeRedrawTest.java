package cadmus.generate.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import cadmus.api.DecisionSource;
import cadmus.api.SizeBound;
import cadmus.generate.HoleFillingGenerator;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.Shape;
import cadmus.generate.SubtreeRedraw;

/**
 * A program's variant with one node's subtree drawn afresh: the decisions before the node are the parent's, the node
 * is another the rules make in its place, the nodes after it are the parent's, and the variant's own trace makes it
 * again.
 */
class SubtreeRedrawTest {

	private static final SizeBound BOUND = RecordedMini.BOUND;
	private final HoleFillingGenerator generator = new HoleFillingGenerator();
	private final MiniLanguage mini = MiniLanguage.standard();

	private RecordedMini record(DecisionSource source) {
		return RecordedMini.of(generator, mini, source);
	}

	/** The tree's nodes in the order their holes open: the order of the shape's spans. */
	private static List<EObject> preorder(EObject tree) {
		var nodes = new ArrayList<EObject>();
		nodes.add(tree);
		tree.eAllContents().forEachRemaining(nodes::add);
		return nodes;
	}

	@Test
	void redrawingTheRootIsGeneratingAfreshFromTheSeed() {
		for (long seed = 0; seed < 30; seed++) {
			var parent = record(new SeededDecisionSource(seed));
			var redrawn = record(new SubtreeRedraw(parent.trace(), parent.shape(), parent.shape().spans().get(0), seed + 1000));
			var fresh = record(new SeededDecisionSource(seed + 1000));
			assertTrue(EcoreUtil.equals(fresh.tree(), redrawn.tree()), "seed " + seed);
		}
	}

	/**
	 * Every node of 40 programs redrawn in turn: the variant's decisions before the node are the parent's, its trace
	 * makes it again, and where the new subtree is no larger than the old one (it leaves the nodes after it the size
	 * bound's budget they had), the variant is the parent with that one node replaced.
	 */
	@Test
	void aRedrawReplacesOneNodeAndKeepsTheRest() {
		int redraws = 0;
		int changed = 0;
		int noLarger = 0;
		int onlyThatNode = 0;
		for (long seed = 0; seed < 40; seed++) {
			// Recorded as a redraw records what it replays: a class choice as the point that picks the class.
			var drawn = record(new SeededDecisionSource(seed));
			var parent = record(new ReplayDecisionSource(drawn.trace(), drawn.shape().aims(drawn.trace().size())));
			var spans = parent.shape().spans();
			var parentNodes = preorder(parent.tree());
			for (int i = 1; i < spans.size(); i++) {
				var span = spans.get(i);
				var redraw = new SubtreeRedraw(parent.trace(), parent.shape(), span, seed * 1000 + i);
				var variant = record(redraw);
				redraws++;
				assertTrue(redraw.redrew(), "seed " + seed + ", node " + i);
				assertEquals(parent.trace().decisions().subList(0, span.start()),
						variant.trace().decisions().subList(0, span.start()), "seed " + seed + ", node " + i);
				var again = generator.generate(mini, new ReplayDecisionSource(variant.trace()), BOUND);
				assertTrue(EcoreUtil.equals(variant.tree(), again), "seed " + seed + ", node " + i + " made again");
				if (!EcoreUtil.equals(parent.tree(), variant.tree())) {
					changed++;
				}
				// The parent with node i replaced by the variant's node i.
				var variantNode = preorder(variant.tree()).get(i);
				var expected = EcoreUtil.copy(parent.tree());
				var replaced = preorder(expected).get(i);
				EcoreUtil.replace(replaced, EcoreUtil.copy(variantNode));
				if (preorder(variantNode).size() <= preorder(parentNodes.get(i)).size()) {
					noLarger++;
					if (EcoreUtil.equals(expected, variant.tree())) {
						onlyThatNode++;
					}
				}
			}
			assertEquals(spans.size(), parentNodes.size());
		}
		assertTrue(redraws >= 400, redraws + " redraws");
		assertTrue(changed >= redraws / 2, changed + " of " + redraws + " redraws changed the program");
		assertTrue(noLarger >= redraws / 2, noLarger + " of " + redraws + " redraws made a node no larger than it was");
		assertEquals(noLarger, onlyThatNode, onlyThatNode + " of " + noLarger + " variants whose new node is no larger "
				+ "are the parent with that node replaced");
	}

	@Test
	void aSpanOutsideTheTraceIsRefused() {
		var parent = record(new SeededDecisionSource(1));
		var beyond = new Shape.Span(0, 0, parent.trace().size() + 1, "Program", -1, -1, List.of());
		var refused = assertThrows(IllegalArgumentException.class,
				() -> new SubtreeRedraw(parent.trace(), parent.shape(), beyond, 0));
		assertEquals("span 0.." + (parent.trace().size() + 1) + " is not within the " + parent.trace().size()
				+ " decisions of the trace", refused.getMessage());
	}
}
