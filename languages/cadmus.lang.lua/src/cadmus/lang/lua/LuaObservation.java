package cadmus.lang.lua;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.Observation;
import cadmus.api.types.BaseType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;
import cadmus.lang.lua.lua.Expression;
import cadmus.lang.lua.lua.LuaFactory;

/**
 * Makes a program's top-level values observable: {@code emit(v)} for each. A function is called as well,
 * when literals can stand for all its parameters, so that what it computes (and the recursion it may make)
 * is compared too, not only the word "function". Generated functions cannot write their callers' variables
 * or tables and keep the recursion depth they change, so these calls at the end change nothing else.
 */
final class LuaObservation implements Observation {

	private static final LuaFactory LUA = LuaFactory.eINSTANCE;

	private final LuaTypes types;

	LuaObservation(LuaTypes types) {
		this.types = types;
	}

	@Override
	public EReference into() {
		return cadmus.lang.lua.lua.LuaPackage.Literals.BLOCK__STATEMENTS;
	}

	@Override
	public EObject observe(String name, Type type) {
		Expression observed = name(name);
		if (type instanceof FunctionType function) {
			var arguments = arguments(function.parameters());
			if (arguments != null) {
				observed = call(name(name), arguments);
			}
		}
		var statement = LUA.createCallStatement();
		statement.setCall(call(name("emit"), List.of(observed)));
		return statement;
	}

	/** A literal for each parameter, or null when one has a type no literal has (a table, a function). */
	private List<Expression> arguments(List<Type> parameters) {
		var result = new ArrayList<Expression>(parameters.size());
		for (var p : parameters) {
			var literal = literal(p);
			if (literal == null) {
				return null;
			}
			result.add(literal);
		}
		return result;
	}

	private Expression literal(Type type) {
		if (type instanceof TypeVariable v) {
			// Nothing in the function constrained it: any value will do. Else one of what it may still be.
			return v.choices() == null ? number("0") : literal(preferred(v));
		}
		if (LuaTypes.STRING.equals(type)) {
			var s = LUA.createStringLiteral();
			s.setValue("ab");
			return s;
		}
		if (LuaTypes.BOOLEAN.equals(type)) {
			return LUA.createTrueLiteral();
		}
		if (LuaTypes.NIL.equals(type)) {
			return LUA.createNilLiteral();
		}
		if (LuaTypes.FLOAT.equals(type)) {
			return number("1.5");
		}
		if (type instanceof BaseType b && types.isNumber(b)) {
			return number("3");
		}
		return null;
	}

	/** The choice a literal is made for, in a fixed order (sets iterate in a per-JVM order). */
	private static Type preferred(TypeVariable v) {
		return v.choices().stream().min(java.util.Comparator.comparing(BaseType::name)).orElseThrow();
	}

	private static Expression number(String value) {
		var n = LUA.createNumberLiteral();
		n.setValue(value);
		return n;
	}

	private static Expression name(String name) {
		var n = LUA.createName();
		n.setName(name);
		return n;
	}

	private static Expression call(Expression target, List<Expression> values) {
		var arguments = LUA.createListArguments();
		arguments.getValues().addAll(values);
		var call = LUA.createCall();
		call.setTarget(target);
		call.setArguments(arguments);
		return call;
	}
}
