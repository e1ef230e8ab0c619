package cadmus.generate.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;

import cadmus.api.SizeBound;
import cadmus.generate.HoleFillingGenerator;
import cadmus.generate.SeededDecisionSource;

/**
 * Distinct writes and context filters that consult what enclosing rules defined ({@link AssignMini}): a
 * two-target MultiSet never writes one variable twice, though its values may read what it writes, and never
 * has a Field target, which single-target MultiSets may have. The checks walk the generated trees on their own,
 * independently of how the engine tracks effects and definitions; the controls turn each rule off in the same
 * language and see the same walk find what the rule forbids.
 */
class DistinctWritesTest {

	private static final int SEEDS = 400;
	/** Fewer occurrences than this over all seeds would leave a check nearly vacuous. */
	private static final int ENOUGH = 50;

	private final HoleFillingGenerator generator = new HoleFillingGenerator();

	/** What the walk saw over all seeds, with the first seed showing each forbidden shape (-1: none). */
	private static final class Tally {
		int multiSets, twoTargets, readsOfTargets, singleFieldTargets, duplicateWrites, fieldsInTwoTargets;
		long firstDuplicate = -1, firstFieldInTwo = -1;
		String duplicateTree, fieldTree;

		@Override
		public String toString() {
			return "MultiSets " + multiSets + ", with two targets " + twoTargets + ", of those reading a target "
					+ readsOfTargets + ", single Field targets " + singleFieldTargets + ", duplicate writes "
					+ duplicateWrites + ", Fields among two targets " + fieldsInTwoTargets;
		}
	}

	@Test
	void multipleAssignmentsWriteDistinctVariablesAndMayReadThem() {
		var tally = walk(new AssignMini(true, true));
		// (a) No MultiSet writes one variable twice.
		assertEquals(0, tally.duplicateWrites, "seed " + tally.firstDuplicate + " writes a variable twice: "
				+ tally.duplicateTree + "\n" + tally);
		// (c) The check above means something only if two-target MultiSets are common.
		assertTrue(tally.twoTargets > ENOUGH, "too few MultiSets with two targets: " + tally);
		// (b) Distinct writes must not forbid reads: values still read the variables their MultiSet writes.
		assertTrue(tally.readsOfTargets > ENOUGH, "values seldom read their MultiSet's targets: " + tally);
	}

	@Test
	void theContextFilterSeesTheInnermostDefinition() {
		var tally = walk(new AssignMini(true, true));
		// (d) The enclosing MultiSet defined "multi" = true (shadowing the Program's false): no Field target ...
		assertEquals(0, tally.fieldsInTwoTargets, "seed " + tally.firstFieldInTwo + " has a Field among two targets: "
				+ tally.fieldTree + "\n" + tally);
		assertTrue(tally.twoTargets > ENOUGH, "too few MultiSets with two targets: " + tally);
		// ... while where it defined false, Fields are targets: the filter did not simply forbid them.
		assertTrue(tally.singleFieldTargets > ENOUGH, "Fields seldom targets of single assignments: " + tally);
	}

	/** Controls: with either rule off, the same walk finds what it forbids, so the checks above can fail. */
	@Test
	void withoutTheRulesTheForbiddenShapesOccur() {
		var noDistinct = walk(new AssignMini(false, true));
		assertTrue(noDistinct.duplicateWrites > 10, "without distinctWrites no duplicate writes: " + noDistinct);
		assertEquals(0, noDistinct.fieldsInTwoTargets, noDistinct.toString());
		var noFilter = walk(new AssignMini(true, false));
		assertTrue(noFilter.fieldsInTwoTargets > 10, "without the filter no Field among two targets: " + noFilter);
		assertEquals(0, noFilter.duplicateWrites, noFilter.toString());
	}

	/** Generates a program per seed and tallies its MultiSets, each checked for the shape the rules give it. */
	@SuppressWarnings("unchecked")
	private Tally walk(AssignMini mini) {
		var tally = new Tally();
		for (long seed = 0; seed < SEEDS; seed++) {
			var tree = generator.generate(mini, mini.rules(), new SeededDecisionSource(seed), SizeBound.DEFAULT);
			for (var it = tree.eAllContents(); it.hasNext();) {
				var node = it.next();
				if (node.eClass() != mini.multiSet) {
					continue;
				}
				var targets = (List<EObject>) node.eGet(mini.targets);
				var values = (List<EObject>) node.eGet(mini.values);
				// The rule fixes both counts alike, typed: the engine must not drop a target or value.
				if (targets.size() != values.size() || targets.isEmpty() || targets.size() > 2) {
					throw new AssertionError("seed " + seed + ": " + targets.size() + " targets, " + values.size()
							+ " values in " + show(mini, tree));
				}
				tally.multiSets++;
				var written = new ArrayList<String>();
				boolean field = false;
				for (var t : targets) {
					if (t.eClass() == mini.var) {
						written.add((String) t.eGet(mini.varName));
					} else {
						field = true;
					}
				}
				if (targets.size() == 2) {
					tally.twoTargets++;
					if (written.size() == 2 && written.get(0).equals(written.get(1))) {
						tally.duplicateWrites++;
						if (tally.firstDuplicate < 0) {
							tally.firstDuplicate = seed;
							tally.duplicateTree = show(mini, tree);
						}
					}
					if (field) {
						tally.fieldsInTwoTargets++;
						if (tally.firstFieldInTwo < 0) {
							tally.firstFieldInTwo = seed;
							tally.fieldTree = show(mini, tree);
						}
					}
					// Values are evaluated before any assignment: a, b = b, a reads what it writes, and may.
					if (readsOf(mini, values).stream().anyMatch(written::contains)) {
						tally.readsOfTargets++;
					}
				} else if (field) {
					tally.singleFieldTargets++;
				}
			}
		}
		return tally;
	}

	/** The names the Vars under some expressions read. */
	private static Set<String> readsOf(AssignMini mini, List<EObject> expressions) {
		var names = new HashSet<String>();
		for (var e : expressions) {
			if (e.eClass() == mini.var) {
				names.add((String) e.eGet(mini.varName));
			}
			for (var it = e.eAllContents(); it.hasNext();) {
				var n = it.next();
				if (n.eClass() == mini.var) {
					names.add((String) n.eGet(mini.varName));
				}
			}
		}
		return names;
	}

	/** A program as text, for failure messages: {@code local v1 = 3; v1.f, v2 = v2, (v1 + 1)}. */
	@SuppressWarnings("unchecked")
	private static String show(AssignMini mini, EObject node) {
		var c = node.eClass();
		if (c == mini.program) {
			return String.join("; ", ((List<EObject>) node.eGet(mini.statements)).stream().map(s -> show(mini, s)).toList());
		}
		if (c == mini.decl) {
			return "local " + node.eGet(mini.declName) + " = " + show(mini, (EObject) node.eGet(mini.declValue));
		}
		if (c == mini.multiSet) {
			return String.join(", ", ((List<EObject>) node.eGet(mini.targets)).stream().map(t -> show(mini, t)).toList())
					+ " = " + String.join(", ", ((List<EObject>) node.eGet(mini.values)).stream().map(v -> show(mini, v))
							.toList());
		}
		if (c == mini.field) {
			return show(mini, (EObject) node.eGet(mini.fieldOwner)) + ".f";
		}
		if (c == mini.var) {
			return (String) node.eGet(mini.varName);
		}
		if (c == mini.add) {
			return "(" + show(mini, (EObject) node.eGet(mini.addLeft)) + " + " + show(mini, (EObject) node.eGet(mini.addRight))
					+ ")";
		}
		return String.valueOf(node.eGet(node.eClass().getEStructuralFeature("value")));
	}
}
