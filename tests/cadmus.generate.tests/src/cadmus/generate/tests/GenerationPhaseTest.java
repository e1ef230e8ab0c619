package cadmus.generate.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;

import cadmus.generate.GenerationPhase;
import cadmus.generate.GenerationPhase.Frame;

/**
 * The phase table of a profile by phase: every engine class has a phase, and a sampled stack counts for the
 * innermost engine class on it, with the rules' code counting for the engine phase that called it.
 */
class GenerationPhaseTest {

	@Test
	void everyClassOfTheEngineHasAPhase() {
		var bundle = FrameworkUtil.getBundle(GenerationPhase.class);
		var missing = new ArrayList<String>();
		int classes = 0;
		for (URL entry : Collections.list(bundle.findEntries("cadmus/generate", "*.class", false))) {
			String file = entry.getPath().substring(entry.getPath().lastIndexOf('/') + 1);
			String name = file.substring(0, file.length() - ".class".length());
			classes++;
			if (!GenerationPhase.classified(name)) {
				missing.add(name);
			}
		}
		assertTrue(classes > 30, "the engine's classes were found: " + classes);
		assertEquals(List.of(), missing, "engine classes without a phase in GenerationPhase");
	}

	@Test
	void theRulesFiltersCountForChoosingCandidatesAndForTheMinimalCompletionOverBudget() {
		var filter = new Frame("cadmus.lang.sql.SqlPlacement", "allows");
		var rules = new Frame("cadmus.lang.sql.SqlRules", "allowedIn");
		assertEquals(GenerationPhase.CANDIDATES, GenerationPhase.ofStack(List.of(filter, rules,
				engine("CandidateWeights", "weigh"), engine("TreeBuilder", "fillHole"))));
		assertEquals(GenerationPhase.MINIMAL_COMPLETION, GenerationPhase.ofStack(List.of(filter, rules,
				engine("CandidateWeights", "weigh"), engine("CandidateWeights", "weighClosing"),
				engine("TreeBuilder", "fillHole"))));
	}

	@Test
	void whatTheBuilderCallsCountsForWhatItIs() {
		var build = engine("TreeBuilder", "build");
		assertEquals(GenerationPhase.EMF, GenerationPhase.ofStack(List.of(
				new Frame("org.eclipse.emf.ecore.util.EcoreUtil", "create"), build)));
		assertEquals(GenerationPhase.TYPING, GenerationPhase.ofStack(List.of(
				new Frame("cadmus.lang.lua.LuaTypeRules$3", "children"), build)));
		assertEquals(GenerationPhase.DECISIONS, GenerationPhase.ofStack(List.of(
				new Frame("java.util.SplittableRandom", "nextLong"), engine("SeededDecisionSource", "between"),
				new Frame("cadmus.api.DecisionSource", "choose"), new Frame("cadmus.lang.lua.LuaTypeRules$3", "children"),
				build)));
		assertEquals(GenerationPhase.SCOPE, GenerationPhase.ofStack(List.of(engine("Frame", "lookup"),
				engine("TreeBuilder", "lookup"), engine("PathContext", "lookup"), engine("CandidateWeights", "weigh"))));
		assertEquals(GenerationPhase.OBSERVATION, GenerationPhase.ofStack(List.of(
				new Frame("cadmus.lang.lua.LuaObservation", "observe"), engine("SlotFiller", "observe"),
				engine("SlotFiller", "fillChildren"))));
		assertEquals(GenerationPhase.TYPING, GenerationPhase.ofStack(List.of(
				engine("Unifier$$Lambda$360.0x00007feda122d7c8", "getAsBoolean"), engine("Unifier", "subtype"))));
	}

	@Test
	void aStackWithoutTheEngineIsOutsideGeneration() {
		assertNull(GenerationPhase.ofStack(List.of(new Frame("cadmus.render.Writer", "node"),
				new Frame("cadmus.lang.sql.SqlRenderer", "render"), new Frame("cadmus.app.BenchGenerateCommand", "run"))));
		assertNull(GenerationPhase.ofStack(List.of(new Frame("itable stub", ""))));
	}

	private static Frame engine(String simpleName, String method) {
		return new Frame("cadmus.generate." + simpleName, method);
	}
}
