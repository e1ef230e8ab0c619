package cadmus.lang.lua;

import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.lang.lua.lua.Call;
import cadmus.lang.lua.lua.Expression;
import cadmus.lang.lua.lua.LuaFactory;
import cadmus.lang.lua.lua.LuaPackage;
import cadmus.lang.lua.lua.Name;
import cadmus.syntax.WrappedValues;

/**
 * Call sites whose arguments change from call to call, for the hot form: every argument in a call's or a method
 * call's parentheses goes through the hot form's {@code hot_vary} ({@link LuaHotForm}). In the second half of the
 * quiet rounds it passes, picked call by call from a pseudo-random sequence, the value itself or: the negated number
 * (-0 for 0), and where numbers are doubles alone (5.1, LuaJIT) the number plus a half, so that a trace LuaJIT
 * specialized for integral values (narrowed to integers) meets fractions and -0; another string (one byte longer,
 * empty, rotated); the negated boolean. Lua 5.4's integers stay integers (a half would make them floats, which its
 * integer operations refuse). Values stay of the argument's type and grow by a byte or a half at most, so the
 * library calls the rules allow stay defined and the program deterministic. Calls of the printing functions and the
 * loop fuel are left as they are: what is printed, and the fuel, are not the program's computation.
 */
final class LuaVaryingCallSites {

	/** The hot form's function that varies an argument. */
	static final String VARY = "hot_vary";

	private static final Set<String> LEFT_ALONE = Set.of("emit", "print", "fuel", "fuel_out");

	private LuaVaryingCallSites() {
	}

	/** A copy of the tree with every argument of its calls varied; the tree itself is unchanged. */
	static EObject of(EObject tree) {
		EObject copy = EcoreUtil.copy(tree);
		WrappedValues.wrap(copy, LuaPackage.Literals.LIST_ARGUMENTS__VALUES, value -> !leftAlone(value.eContainer()),
				LuaVaryingCallSites::varied);
		return copy;
	}

	private static boolean leftAlone(EObject arguments) {
		return arguments.eContainer() instanceof Call c && c.getTarget() instanceof Name n && LEFT_ALONE.contains(n.getName());
	}

	/** {@code hot_vary(value)}, the value moved into it. */
	private static Call varied(EObject value) {
		var name = LuaFactory.eINSTANCE.createName();
		name.setName(VARY);
		var arguments = LuaFactory.eINSTANCE.createListArguments();
		arguments.getValues().add((Expression) value);
		var call = LuaFactory.eINSTANCE.createCall();
		call.setTarget(name);
		call.setArguments(arguments);
		return call;
	}
}
