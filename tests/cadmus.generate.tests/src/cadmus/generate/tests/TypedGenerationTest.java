package cadmus.generate.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import cadmus.api.RulesException;
import cadmus.api.SizeBound;
import cadmus.generate.HoleFillingGenerator;
import cadmus.generate.SeededDecisionSource;

/** Types, scopes with lifting, effects and observation, checked by an independent checker. */
class TypedGenerationTest {

	private static final int SEEDS = 2000;
	private final HoleFillingGenerator generator = new HoleFillingGenerator();

	private static int count(EObject tree, EClass c) {
		int n = tree.eClass() == c ? 1 : 0;
		for (var it = tree.eAllContents(); it.hasNext();) {
			if (it.next().eClass() == c) {
				n++;
			}
		}
		return n;
	}

	@Test
	void everyProgramIsWellTypedScopedAndFreeOfEffectConflicts() {
		var mini = new TypedMini(TypedMini.Options.standard());
		var checker = new TypedMiniChecker(mini);
		int lambdas = 0, apps = 0, incs = 0, sets = 0, adds = 0;
		for (long seed = 0; seed < SEEDS; seed++) {
			var tree = generator.generate(mini, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			try {
				checker.check(tree);
			} catch (AssertionError e) {
				throw new AssertionError("seed " + seed + ": " + e.getMessage() + "\n" + tree, e);
			}
			lambdas += count(tree, mini.lambda);
			apps += count(tree, mini.app);
			incs += count(tree, mini.inc);
			sets += count(tree, mini.set);
			adds += count(tree, mini.add);
		}
		// The checks above only mean something if every kind of node actually occurs.
		for (int n : new int[] { lambdas, apps, incs, sets, adds }) {
			assertTrue(n > 20, "too few nodes of some kind: lambdas " + lambdas + " apps " + apps + " incs " + incs
					+ " sets " + sets + " adds " + adds);
		}
	}

	@Test
	void referencesWithoutBindingsLiftDefinitions() {
		var mini = new TypedMini(new TypedMini.Options(true, false, false, null, true, false));
		var checker = new TypedMiniChecker(mini);
		int lifted = 0;
		for (long seed = 0; seed < 300; seed++) {
			var tree = generator.generate(mini, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			checker.check(tree);
			lifted += count(tree, mini.decl);
			assertTrue(count(tree, mini.print) == 0 || count(tree, mini.decl) > 0, "a print without any definition");
		}
		assertTrue(lifted > 100, "lifting never happened: " + lifted);
	}

	@Test
	void withoutLiftingOrBindingsAReferenceOnlyHoleIsAClearError() {
		var mini = new TypedMini(new TypedMini.Options(false, false, false, null, true, false));
		var e = assertThrows(RulesException.class, () -> {
			for (long seed = 0; seed < 50; seed++) {
				generator.generate(mini, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			}
		});
		assertTrue(e.getMessage().contains("Program.statements"), e.getMessage());
	}

	@Test
	void anUninhabitableTypeIsAClearErrorNamingTheHoleAndType() {
		var mini = new TypedMini(new TypedMini.Options(true, false, true, TypedMini.BOOL, false, true));
		var e = assertThrows(RulesException.class,
				() -> generator.generate(mini, new SeededDecisionSource(1), SizeBound.DEFAULT));
		assertTrue(e.getMessage().contains("bool"), e.getMessage());
		assertTrue(e.getMessage().matches("(?s).* at [A-Z]\\w*\\.\\w+\\.class .*"), "no hole named: " + e.getMessage());
	}

	@Test
	@SuppressWarnings("unchecked")
	void everyTopLevelDeclarationIsObservedAtTheEnd() {
		var mini = new TypedMini(TypedMini.Options.standard());
		var checker = new TypedMiniChecker(mini);
		for (long seed = 0; seed < 200; seed++) {
			var tree = generator.generate(mini, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			var declared = checker.check(tree);
			var statements = (List<EObject>) tree.eGet(mini.statements);
			var tail = statements.subList(statements.size() - declared.size(), statements.size());
			for (int i = 0; i < declared.size(); i++) {
				var observed = tail.get(i);
				assertEquals(mini.print, observed.eClass(), "seed " + seed);
				assertEquals(declared.get(i), ((EObject) observed.eGet(mini.printValue)).eGet(mini.varName));
			}
		}
	}

	@Test
	void typedGenerationIsReproducible() {
		var mini = new TypedMini(TypedMini.Options.standard());
		for (long seed = 0; seed < 100; seed++) {
			var a = generator.generate(mini, SeededDecisionSource.forProgram(3, seed), SizeBound.DEFAULT);
			var b = generator.generate(mini, SeededDecisionSource.forProgram(3, seed), SizeBound.DEFAULT);
			assertTrue(EcoreUtil.equals(a, b));
		}
	}

	@Test
	void smallBoundsStillComplete() {
		var mini = new TypedMini(TypedMini.Options.standard());
		var checker = new TypedMiniChecker(mini);
		for (int bound : new int[] { 3, 5, 8, 13 }) {
			for (long seed = 0; seed < 200; seed++) {
				checker.check(generator.generate(mini, new SeededDecisionSource(seed), new SizeBound(bound)));
			}
		}
	}
}
