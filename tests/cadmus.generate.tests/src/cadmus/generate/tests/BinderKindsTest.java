package cadmus.generate.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;

import cadmus.api.SizeBound;
import cadmus.generate.HoleFillingGenerator;
import cadmus.generate.SeededDecisionSource;

/**
 * Several binders per class, and constant binders ({@link BinderMini}): a Fun binds its name in its body and,
 * with another type, after it, and binds the constant {@value BinderMini#REC} in its body only. In BinderMini a
 * reference's place shows which binding and type the engine chose for it (a Recurse's fn is {@code (R) -> R},
 * a Call's fn {@code () -> R}, any other Var a value of type R), so these checks only look at where each
 * reference sits, independently of how the engine tracks scopes.
 */
class BinderKindsTest {

	private static final int SEEDS = 300;
	/** Fewer uses than this over all seeds would leave the checks nearly vacuous (each kind has over 150). */
	private static final int ENOUGH = 50;

	private final HoleFillingGenerator generator = new HoleFillingGenerator();
	private final BinderMini mini = new BinderMini();

	@Test
	void theConstantIsVisibleOnlyInTheBodiesThatBindItWithTheirType() {
		var recursiveCalls = new HashMap<String, Integer>();
		forEachReference(ref -> {
			if (!BinderMini.REC.equals(ref.eGet(mini.varName))) {
				return;
			}
			// Only a Fun binds the constant, in its body: outside every Fun it must never appear.
			var fun = enclosing(ref, mini.fun);
			assertNotNull(fun, "rec used outside any function");
			assertTrue(inBody(ref, fun), "rec used outside the body that binds it");
			// Its type, (R) -> R with R the body's type, fits only a Recurse's fn, where R is wanted.
			assertEquals("Recurse.fn", place(ref), "rec used other than as a recursive call");
			String result = (String) fun.eGet(mini.funResult);
			assertEquals(result, expected(ref.eContainer()), "rec of a function returning " + result
					+ " used where another type is wanted");
			recursiveCalls.merge(result, 1, Integer::sum);
		});
		// The constant's type differs per node: both kinds of body must use it, or that went untested.
		for (var type : List.of(BinderMini.INT, BinderMini.STRING)) {
			assertTrue(recursiveCalls.getOrDefault(type.name(), 0) > ENOUGH,
					"too few recursive calls in bodies of each type: " + recursiveCalls);
		}
	}

	@Test
	void aFunctionsNameHasTheInnerTypeInItsBodyAndTheOuterTypeAfterIt() {
		var inner = new AtomicInteger();
		var outer = new AtomicInteger();
		forEachReference(ref -> {
			String name = (String) ref.eGet(mini.varName);
			if (BinderMini.REC.equals(name)) {
				return;
			}
			var fun = declarations(ref).get(name);
			assertNotNull(fun, "reference to " + name + ", which no function declares");
			if (inBody(ref, fun)) {
				// Inside: a value of type R, never called (the outer binding is not visible yet).
				assertFalse(place(ref).endsWith(".fn"), name + " called in its own body, as " + place(ref));
				assertEquals(fun.eGet(mini.funResult), expected(ref), name + " used in its body where its type"
						+ " does not fit");
				inner.incrementAndGet();
			} else {
				// After: () -> R, callable, seen by later statements only (the inner binding ended with the body).
				assertEquals("Call.fn", place(ref), name + " used outside its body other than called");
				assertTrue(statementIndex(fun) < statementIndex(ref), name + " used before it is declared");
				assertEquals(fun.eGet(mini.funResult), expected(ref.eContainer()), name + " called where its result"
						+ " does not fit");
				outer.incrementAndGet();
			}
		});
		assertTrue(inner.get() > ENOUGH && outer.get() > ENOUGH, "too few uses: inner " + inner + ", outer " + outer);
	}

	/** Runs a check on every reference (Var) of every generated program, naming the seed when it fails. */
	private void forEachReference(Consumer<EObject> check) {
		for (long seed = 0; seed < SEEDS; seed++) {
			var tree = generator.generate(mini, mini.rules(), new SeededDecisionSource(seed), SizeBound.DEFAULT);
			for (var it = tree.eAllContents(); it.hasNext();) {
				var node = it.next();
				if (node.eClass() != mini.var) {
					continue;
				}
				try {
					check.accept(node);
				} catch (AssertionError e) {
					throw new AssertionError("seed " + seed + ": " + e.getMessage(), e);
				}
			}
		}
	}

	/** The type an expression's place wants, read off its parents: the rules write drawn types into the tree. */
	private String expected(EObject expression) {
		var parent = expression.eContainer();
		var c = parent.eClass();
		if (c == mini.fun) {
			return (String) parent.eGet(mini.funResult);
		}
		if (c == mini.print) {
			return (String) parent.eGet(mini.printType);
		}
		if (c == mini.recurse) {
			return expected(parent); // the fallback has the call's type
		}
		if (c == mini.show) {
			return BinderMini.INT.name();
		}
		if (c == mini.len) {
			return BinderMini.STRING.name();
		}
		throw new AssertionError("an expression under " + c.getName());
	}

	/** Where a node sits, as Class.feature of its parent: for references, which kind of use it is. */
	private static String place(EObject node) {
		return node.eContainer().eClass().getName() + "." + node.eContainmentFeature().getName();
	}

	/** The functions of the reference's program, by name (the engine gives every binder name a fresh one). */
	private Map<String, EObject> declarations(EObject reference) {
		var program = reference;
		while (program.eContainer() != null) {
			program = program.eContainer();
		}
		var result = new HashMap<String, EObject>();
		for (var it = program.eAllContents(); it.hasNext();) {
			var node = it.next();
			if (node.eClass() == mini.fun) {
				var previous = result.put((String) node.eGet(mini.funName), node);
				assertNull(previous, "two functions named " + node.eGet(mini.funName));
			}
		}
		return result;
	}

	private static EObject enclosing(EObject node, EClass c) {
		for (var n = node.eContainer(); n != null; n = n.eContainer()) {
			if (n.eClass() == c) {
				return n;
			}
		}
		return null;
	}

	/** Whether a node lies in a Fun's body (its one scoped child), not merely somewhere under it. */
	private boolean inBody(EObject node, EObject fun) {
		for (var n = node; n.eContainer() != null; n = n.eContainer()) {
			if (n.eContainer() == fun) {
				return n.eContainmentFeature() == mini.funBody;
			}
		}
		return false;
	}

	/** The position in the program of the statement a node belongs to. */
	private static int statementIndex(EObject node) {
		var n = node;
		while (n.eContainer().eContainer() != null) {
			n = n.eContainer();
		}
		return ((List<?>) n.eContainer().eGet(n.eContainmentFeature())).indexOf(n);
	}
}
