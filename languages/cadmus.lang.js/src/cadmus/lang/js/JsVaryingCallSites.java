package cadmus.lang.js;

import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.lang.js.js.Call;
import cadmus.lang.js.js.Expression;
import cadmus.lang.js.js.JsFactory;
import cadmus.lang.js.js.JsPackage;
import cadmus.lang.js.js.Name;
import cadmus.lang.js.js.Spread;
import cadmus.syntax.WrappedValues;

/**
 * Call sites whose arguments change type and shape from call to call, for the hot form: every argument of a call
 * or a {@code new} goes through the hot form's {@code hot_vary} ({@link JsHotForm}). In the second half of the quiet
 * rounds it passes, picked call by call from a pseudo-random sequence (a counter would give a loop of four calls the
 * same pick at each call site), the value itself or: a double, the negated value (-0 for 0) or NaN for a number; a
 * two-byte, an empty or a rotated string for a string; the negated boolean; the same array or object with its
 * elements kind or its hidden class changed in place (an array that held a double and a hole, an object that had two
 * properties added and deleted: the same contents, another representation). An optimizing compiler that specialized
 * a function for what the first half of the rounds passed must then deoptimize, or handle the new types; a wrong
 * deoptimization shows in the hash of the quiet rounds. Values stay of the argument's type and grow by one character or half a unit at most,
 * so the library calls the rules allow stay defined (they are defined for every value of their types) and the
 * program deterministic on every engine. Calls of the prelude's {@code out} and {@code fuel} are left as they are:
 * what is printed, and the loop fuel, are not the program's computation.
 */
final class JsVaryingCallSites {

	/** The hot form's function that varies an argument. */
	static final String VARY = "hot_vary";

	private static final Set<String> LEFT_ALONE = Set.of("out", "fuel");

	private JsVaryingCallSites() {
	}

	/** A copy of the tree with every argument of its calls and constructions varied; the tree itself is unchanged. */
	static EObject of(EObject tree) {
		EObject copy = EcoreUtil.copy(tree);
		WrappedValues.wrap(copy, JsPackage.Literals.ARGUMENTS__VALUES,
				value -> !(value instanceof Spread) && !leftAlone(value.eContainer()), JsVaryingCallSites::varied);
		return copy;
	}

	private static boolean leftAlone(EObject arguments) {
		return arguments.eContainer() instanceof Call c && c.getTarget() instanceof Name n && LEFT_ALONE.contains(n.getName());
	}

	/** {@code hot_vary(value)}, the value moved into it. */
	private static Call varied(EObject value) {
		var name = JsFactory.eINSTANCE.createName();
		name.setName(VARY);
		var call = JsFactory.eINSTANCE.createCall();
		call.setTarget(name);
		call.setArguments(JsFactory.eINSTANCE.createArguments());
		call.getArguments().getValues().add((Expression) value);
		return call;
	}
}
