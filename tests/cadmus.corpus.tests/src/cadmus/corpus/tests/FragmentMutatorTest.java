package cadmus.corpus.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Language;
import cadmus.api.SizeBound;
import cadmus.corpus.CorpusHosts;
import cadmus.corpus.Fragment;
import cadmus.corpus.FragmentMutator;
import cadmus.corpus.TreeModel;
import cadmus.generate.VisibleNames;
import cadmus.generate.HoleFillingGenerator;
import cadmus.generate.RecordingDecisionSource;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.SeededDecisionSource;
import cadmus.testing.CounterCorpus;

/**
 * LangFuzz's mutation as the paper does it, on Lua: a subtree of a generated program replaced with a corpus
 * fragment as it was written, its free names renamed to names visible where it stands; and the names visible at a
 * node, read from the rules' binders, which the renaming relies on.
 */
class FragmentMutatorTest {

	private static Language lua;

	@TempDir
	Path temp;

	@BeforeAll
	static void lookUp() {
		lua = Lua.language();
	}

	@Test
	void everyNameAGeneratedProgramRefersToIsVisibleWhereItStands() {
		var visible = new VisibleNames(lua.rules());
		var generator = new HoleFillingGenerator();
		int references = 0;
		for (int i = 0; i < 150; i++) {
			EObject tree = generator.generate(lua, lua.rules(), SeededDecisionSource.forProgram(11, i), SizeBound.DEFAULT);
			for (var it = tree.eAllContents(); it.hasNext();) {
				var node = it.next();
				String name = visible.referenceOf(node);
				if (name != null) {
					references++;
					assertTrue(visible.at(node).contains(name), name + " is bound where the engine wrote it, in\n"
							+ lua.render(tree));
				}
			}
		}
		assertTrue(references > 1000, "references looked at: " + references);
	}

	@Test
	void mutantsSpliceFragmentsAsWrittenTheirFreeNamesRenamedAndComeBackFromTheirTrace() throws Exception {
		TreeModel model = CounterCorpus.learn(lua, temp);
		assertTrue(model.hasLeaves(), "the model keeps its fragments' leaves");
		var pool = new java.util.ArrayList<Fragment>();
		model.fragments().values().forEach(pool::addAll);
		var mutator = new FragmentMutator(model.fragments(), lua.rules());
		var visible = new VisibleNames(lua.rules());
		var generator = new HoleFillingGenerator();
		int mutants = 0;
		int references = 0;
		int boundAsWritten = 0;
		for (int i = 0; i < 120; i++) {
			var recording = new RecordingDecisionSource(SeededDecisionSource.forProgram(13, i));
			EObject host = generator.generate(lua, lua.rules(), recording, SizeBound.DEFAULT);
			String hostText = lua.render(host);
			var made = mutator.readable(lua, host, recording);
			assertEquals(hostText, lua.render(host), "the host is left as it was");
			if (made.isEmpty()) {
				continue;
			}
			var mutant = made.get();
			mutants++;
			String text = lua.render(mutant.tree());
			lua.parse(text);
			var spliced = Fragment.of(mutant.spliced());
			assertTrue(pool.stream().anyMatch(f -> alikeButNames(f, spliced)),
					"a fragment of the corpus is spliced in as written, but for its names:\n" + text);
			assertTrue(mutant.namesBound(), "every name of the fragment is bound after the renaming:\n" + text);
			for (var node : subtree(mutant.spliced())) {
				String name = visible.referenceOf(node);
				assertTrue(name == null || visible.at(node).contains(name), name + " is visible in\n" + text);
			}
			references += mutant.references();
			boundAsWritten += mutant.boundAsWritten();
			var replay = new ReplayDecisionSource(recording.trace());
			EObject again = generator.generate(lua, lua.rules(), replay, SizeBound.DEFAULT);
			assertEquals(text, lua.render(mutator.readable(lua, again, replay).orElseThrow().tree()),
					"the trace alone makes the same mutant");
		}
		assertTrue(mutants >= 100, "mutants made: " + mutants);
		// The corpus's names (total, k, t) are none of a generated program's: most had to be renamed.
		assertTrue(references > 50 && boundAsWritten < references / 2,
				"names bound as written: " + boundAsWritten + " of " + references);
	}

	@Test
	void corpusProgramsAreKeptWholeAndTheirMutantsComeBackFromTheirTrace() throws Exception {
		TreeModel model = CounterCorpus.learn(lua, temp);
		var corpusTexts = new java.util.HashSet<String>();
		for (int i = 0; i < 8; i++) {
			corpusTexts.add(lua.render(lua.parse(CounterCorpus.text(i))));
		}
		var hosts = new CorpusHosts(model.hosts(), lua.rootClass().getEPackage());
		assertEquals(8, model.hosts().size(), "every counter is kept whole");
		var mutator = new FragmentMutator(model.fragments(), lua.rules());
		var chosen = new java.util.HashSet<String>();
		for (int i = 0; i < 60; i++) {
			var recording = new RecordingDecisionSource(SeededDecisionSource.forProgram(17, i));
			EObject host = hosts.choose(recording);
			String hostText = lua.render(host);
			assertTrue(corpusTexts.contains(hostText), "the host is a corpus program as written:\n" + hostText);
			chosen.add(hostText);
			var mutant = mutator.readable(lua, host, recording).orElseThrow();
			String text = lua.render(mutant.tree());
			assertTrue(!text.equals(hostText) || mutant.nodes() > 1, "the host took a fragment:\n" + text);
			assertTrue(mutant.namesBound(), "every name of the fragment is bound where it stands:\n" + text);
			var replay = new ReplayDecisionSource(recording.trace());
			assertEquals(text, lua.render(mutator.readable(lua, hosts.choose(replay), replay).orElseThrow().tree()),
					"the trace alone makes the same mutant");
		}
		assertEquals(8, chosen.size(), "every corpus program hosts mutants");
	}

	@Test
	void hostsAreASampleOfTheCorpusFilesOfTheirSizeTheSameForTheSameCorpus() throws Exception {
		Path pkg = java.nio.file.Files.createDirectories(temp.resolve("many"));
		for (int i = 0; i < 70; i++) {
			java.nio.file.Files.writeString(pkg.resolve("f" + i + ".lua"), "local v" + i + " = " + i + "\n"
					+ "if v" + i + " > 3 then v" + i + " = v" + i + " * 2 end\nprint(v" + i + " + 1, v" + i + ")\n");
		}
		java.nio.file.Files.writeString(pkg.resolve("tiny.lua"), "print(1)\n");
		java.nio.file.Files.writeString(pkg.resolve("huge.lua"), "local big = 0\n" + "big = big + 1\n".repeat(400));
		var first = CounterCorpus.learn(lua, pkg, temp.resolve("store"), 72);
		var second = CounterCorpus.learn(lua, pkg, temp.resolve("store"), 72);
		assertEquals(50, first.hosts().size(), "at most 50 hosts are kept");
		assertEquals(first.hosts(), second.hosts(), "the same corpus gives the same hosts");
		for (var host : first.hosts()) {
			assertTrue(host.size() >= 20 && host.size() <= 1000, "hosts have 20 to 1000 nodes: " + host.size());
		}
	}

	@Test
	void aModelOfShapesOnlyHasNoLeavesForMutants() throws Exception {
		TreeModel model = CounterCorpus.learn(lua, temp);
		Map<String, java.util.List<Fragment>> shapesOnly = model.fragments().entrySet().stream().collect(
				Collectors.toMap(Map.Entry::getKey, e -> e.getValue().stream().map(Fragment::shape).toList()));
		var older = new TreeModel(model.format(), model.language(), model.trees(), model.classes(), model.lengths(),
				shapesOnly);
		assertFalse(older.hasLeaves());
		assertEquals(older, TreeModel.fromJson(older.toJson(), "shapes"));
	}

	/** Whether two fragments are alike in shape and leaves, but for the names their references name. */
	private static boolean alikeButNames(Fragment a, Fragment b) {
		if (!a.type().equals(b.type()) || !a.children().keySet().equals(b.children().keySet())) {
			return false;
		}
		var eClass = (org.eclipse.emf.ecore.EClass) lua.rootClass().getEPackage().getEClassifier(a.type());
		if (lua.rules().reference(eClass).isEmpty() && !a.values().equals(b.values())) {
			return false;
		}
		for (var feature : a.children().keySet()) {
			var left = a.children(feature);
			var right = b.children(feature);
			if (left.size() != right.size()) {
				return false;
			}
			for (int i = 0; i < left.size(); i++) {
				if (!alikeButNames(left.get(i), right.get(i))) {
					return false;
				}
			}
		}
		return true;
	}

	private static java.util.List<EObject> subtree(EObject root) {
		var nodes = new java.util.ArrayList<EObject>();
		nodes.add(root);
		root.eAllContents().forEachRemaining(nodes::add);
		return nodes;
	}
}
