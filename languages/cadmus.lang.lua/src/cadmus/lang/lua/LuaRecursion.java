package cadmus.lang.lua;

import static cadmus.lang.lua.lua.LuaPackage.Literals.CALL__ARGUMENTS;
import static cadmus.lang.lua.lua.LuaPackage.Literals.CALL__TARGET;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.ChildTyping;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * Bounded recursion in generated Lua. A local function's body sees the function's own name as a restricted
 * {@code recursive<F>} marker and the prelude's {@code rec(f, fallback, args...)}, which calls
 * {@code f(args...)} unless recursion is already 4 deep, then gives {@code fallback}. The depth is restored on
 * return, so a result depends only on the call stack, never on the order in which sibling expressions are
 * evaluated; a depth of 4 keeps branching recursion cheap (a few call sites per body, loops of at most five
 * rounds).
 */
final class LuaRecursion {

	/** The prelude function a recursive call goes through. */
	static final String CALL = "rec";
	/** Defined by a local function for its body: its own type. */
	private static final String FUNCTION = "recursion";
	private static final double CALL_RATE = 0.3;

	private LuaRecursion() {
	}

	/** A local function of type {@code function} is being generated: its body may recurse into it. */
	static void enter(ChildTyping t, FunctionType function) {
		t.define(FUNCTION, function);
	}

	/** The type of {@link #CALL} inside the body of a local function of type {@code function}. */
	static FunctionType callType(FunctionType function) {
		var parameters = new ArrayList<Type>();
		parameters.add(LuaTypes.recursive(function));
		parameters.add(function.result());
		parameters.addAll(function.parameters());
		return new FunctionType(parameters, function.result());
	}

	/**
	 * Inside a local function's body, sometimes makes a call recurse into that function through {@link #CALL},
	 * when the call's type can be the function's result; returns whether it did.
	 */
	static boolean call(ChildTyping t, Type result) {
		var recursion = t.lookup(FUNCTION);
		if (recursion.isEmpty() || t.overBudget()) {
			return false;
		}
		var function = (FunctionType) t.resolve((Type) recursion.get());
		if (!t.canUnify(result, function.result()) || !t.decisions().flip("call.recursive", CALL_RATE)) {
			return false;
		}
		t.unify(result, function.result());
		var call = callType(function);
		t.require(CALL__TARGET, call);
		t.require(CALL__ARGUMENTS, LuaTypes.arguments(call.parameters()));
		return true;
	}

	/** Values for arguments, except that a recursive marker (the first argument of rec) stays itself. */
	static List<Type> argumentPatterns(List<Type> wanted) {
		var result = new ArrayList<Type>(wanted.size());
		for (var w : wanted) {
			result.add(ContainerType.is(w, "recursive") ? w : TypeVariable.value());
		}
		return result;
	}
}
