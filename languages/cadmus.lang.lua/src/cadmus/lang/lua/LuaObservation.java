package cadmus.lang.lua;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.CallingObservation;
import cadmus.api.types.BaseType;
import cadmus.api.types.Type;
import cadmus.lang.lua.lua.Expression;
import cadmus.lang.lua.lua.LuaFactory;

/**
 * Makes a program's top-level values observable: {@code emit(v)} for each. A function is called as well,
 * when literals can stand for all its parameters, so that what it computes (and the recursion it may make)
 * is compared too, not only the word "function". Generated functions cannot write their callers' variables
 * or tables and keep the recursion depth they change, so these calls at the end change nothing else.
 */
final class LuaObservation extends CallingObservation<Expression> {

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
	protected EObject output(Expression value) {
		var statement = LUA.createCallStatement();
		statement.setCall(call(name("emit"), List.of(value)));
		return statement;
	}

	@Override
	protected Expression anyLiteral() {
		return number("0");
	}

	@Override
	protected Expression literal(Type type) {
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

	private static Expression number(String value) {
		var n = LUA.createNumberLiteral();
		n.setValue(value);
		return n;
	}

	@Override
	protected Expression name(String name) {
		var n = LUA.createName();
		n.setName(name);
		return n;
	}

	@Override
	protected Expression call(Expression target, List<Expression> values) {
		var arguments = LUA.createListArguments();
		arguments.getValues().addAll(values);
		var call = LUA.createCall();
		call.setTarget(target);
		call.setArguments(arguments);
		return call;
	}
}
