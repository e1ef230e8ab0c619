package cadmus.corpus.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Language;
import cadmus.api.SizeBound;
import cadmus.corpus.Fragment;
import cadmus.corpus.FragmentDecisions;
import cadmus.corpus.TreeModel;
import cadmus.generate.HoleFillingGenerator;
import cadmus.generate.RecordingDecisionSource;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.SeededDecisionSource;
import cadmus.testing.CounterCorpus;

/**
 * Fragment recombination on a Lua corpus: the model keeps the corpus's fragments and its file keeps them too;
 * programs into which they are spliced hold the fragments' shapes far more often than random programs do, and
 * stay the engine's (they parse back to their tree, their traces replay without the fragments).
 */
class FragmentDecisionsTest {

	private static Language lua;

	@TempDir
	Path temp;

	@BeforeAll
	static void lookUp() {
		lua = Lua.language();
	}

	private TreeModel learn() throws Exception {
		return CounterCorpus.learn(lua, temp);
	}

	@Test
	void theModelKeepsTheCorpusFragmentsAndItsFileKeepsThemToo() throws Exception {
		var model = learn();
		var ifs = model.fragments().get("If");
		assertTrue(ifs != null && !ifs.isEmpty(), "fragments of If: " + model.fragments().keySet());
		var fragment = ifs.get(0);
		assertTrue(fragment.size() >= 5 && !fragment.children("condition").isEmpty(), "an if with its parts: " + fragment);
		String root = lua.parse("local x = 1\n").eClass().getName();
		assertTrue(!model.fragments().containsKey(root), "a file's root is no fragment");
		Path file = temp.resolve("lua.model");
		model.write(file);
		assertEquals(model, TreeModel.read(file));
	}

	@Test
	void splicedProgramsHoldTheFragmentsShapesAndStayTheEngines() throws Exception {
		var model = learn();
		var pool = new HashSet<Fragment>();
		model.fragments().values().forEach(list -> list.forEach(f -> pool.add(f.shape())));
		var generator = new HoleFillingGenerator();
		int randomShapes = 0;
		int splicedShapes = 0;
		var total = FragmentDecisions.Stats.NONE;
		for (int i = 0; i < 120; i++) {
			randomShapes += shapesFrom(pool, generator.generate(lua, lua.rules(), SeededDecisionSource.forProgram(5, i),
					SizeBound.DEFAULT));
			var splicing = new FragmentDecisions(model.fragments(), SeededDecisionSource.forProgram(5, i));
			var recording = new RecordingDecisionSource(splicing);
			EObject tree = generator.generate(lua, lua.rules(), recording, SizeBound.DEFAULT);
			total = total.plus(splicing.stats());
			splicedShapes += shapesFrom(pool, tree);
			String text = lua.render(tree);
			assertTrue(EcoreUtil.equals(tree, lua.parse(text)), "re-parses: " + text);
			EObject replayed = generator.generate(lua, lua.rules(), new ReplayDecisionSource(recording.trace()),
					SizeBound.DEFAULT);
			assertEquals(text, lua.render(replayed), "the trace alone makes the same program");
		}
		assertTrue(total.spliced() > 20 && total.kept() > 0 && total.kept() <= total.nodes() && total.whole() > 0,
				"fragments spliced: " + total);
		assertTrue(splicedShapes > 2 * Math.max(1, randomShapes),
				"corpus shapes of 4 nodes or more: " + splicedShapes + " spliced, " + randomShapes + " random");
	}

	/** How many subtrees of at least 4 nodes have a shape of the pool. */
	private static int shapesFrom(Set<Fragment> pool, EObject tree) {
		int n = 0;
		for (var it = tree.eAllContents(); it.hasNext();) {
			var shape = Fragment.of(it.next()).shape();
			n += shape.size() >= 4 && pool.contains(shape) ? 1 : 0;
		}
		return n;
	}
}
