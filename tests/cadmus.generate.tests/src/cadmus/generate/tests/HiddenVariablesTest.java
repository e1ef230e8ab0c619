package cadmus.generate.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;


import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;

import cadmus.api.SizeBound;
import cadmus.generate.HoleFillingGenerator;
import cadmus.generate.SeededDecisionSource;

/**
 * Scopes as PHP has them ({@link ScopeMini}): under a node that hides enclosing variables, a reference names only
 * variables bound under that node (lifting puts a definition inside it, never outside), while functions bound
 * outside stay visible; and a reference whose class lifting does not serve names only what it may name.
 */
class HiddenVariablesTest {

	private static final int SEEDS = 300;
	private final ScopeMini mini = new ScopeMini();
	private final HoleFillingGenerator generator = new HoleFillingGenerator();

	@Test
	void aFunctionSeesItsOwnVariablesAndTheFunctionsBoundOutsideIt() {
		int insideFunctions = 0;
		int callsInsideFunctions = 0;
		for (long seed = 0; seed < SEEDS; seed++) {
			var tree = generator.generate(mini, mini.rules(), new SeededDecisionSource(seed), new SizeBound(40));
			var lets = new HashMap<String, EObject>();
			var funs = new HashMap<String, EObject>();
			tree.eAllContents().forEachRemaining(node -> {
				if (node.eClass() == mini.let) {
					lets.put((String) node.eGet(mini.letName), node);
				} else if (node.eClass() == mini.fun) {
					funs.put((String) node.eGet(mini.funName), node);
				}
			});
			for (var it = tree.eAllContents(); it.hasNext();) {
				var node = it.next();
				if (node.eClass() == mini.var) {
					var let = lets.get(node.eGet(mini.varName));
					assertNotNull(let, "seed " + seed + ": a Var names no variable: " + node.eGet(mini.varName));
					assertEquals(mini.enclosingFunction(let), mini.enclosingFunction(node),
							"seed " + seed + ": a Var names a variable of another scope: " + node.eGet(mini.varName));
					insideFunctions += mini.enclosingFunction(node) != null ? 1 : 0;
				} else if (node.eClass() == mini.fnRef) {
					assertTrue(funs.containsKey(node.eGet(mini.fnRefName)),
							"seed " + seed + ": a function reference names no function: " + node.eGet(mini.fnRefName));
					callsInsideFunctions += mini.enclosingFunction(node) != null ? 1 : 0;
				}
			}
		}
		assertTrue(insideFunctions > 50, "too few variables used inside functions: " + insideFunctions);
		assertTrue(callsInsideFunctions > 20, "too few functions called inside functions: " + callsInsideFunctions);
	}

}
