package cadmus.lang.js;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.Observation;
import cadmus.api.types.BaseType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;
import cadmus.lang.js.js.Expression;
import cadmus.lang.js.js.JsFactory;
import cadmus.lang.js.js.JsPackage;

/**
 * Makes a program's top-level values observable: {@code out(v);} for each. A function is called as well,
 * when literals can stand for all its parameters, so that what it computes is compared too, not only the word
 * "function". Assignments store scalars only, so these calls at the end cannot loop.
 */
final class JsObservation implements Observation {

	private static final JsFactory JS = JsFactory.eINSTANCE;

	@Override
	public EReference into() {
		return JsPackage.Literals.SCRIPT__STATEMENTS;
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
		var statement = JS.createExpressionStatement();
		statement.setExpression(call(name("out"), List.of(observed)));
		return statement;
	}

	/** A literal for each parameter, or null when one has a type no literal has (an array, a function). */
	private static List<Expression> arguments(List<Type> parameters) {
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

	private static Expression literal(Type type) {
		if (type instanceof TypeVariable v) {
			return v.choices() == null ? number("0")
					: literal(v.choices().stream().min(java.util.Comparator.comparing(BaseType::name)).orElseThrow());
		}
		if (JsTypes.STRING.equals(type)) {
			var s = JS.createStringLiteral();
			s.setValue("\"ab\"");
			return s;
		}
		if (JsTypes.BOOLEAN.equals(type)) {
			return JS.createTrueLiteral();
		}
		if (JsTypes.NUMBER.equals(type)) {
			return number("3");
		}
		return null;
	}

	private static Expression number(String value) {
		var n = JS.createNumberLiteral();
		n.setValue(value);
		return n;
	}

	private static Expression name(String name) {
		var n = JS.createName();
		n.setName(name);
		return n;
	}

	private static Expression call(Expression target, List<Expression> values) {
		var arguments = JS.createArguments();
		arguments.getValues().addAll(values);
		var call = JS.createCall();
		call.setTarget(target);
		call.setArguments(arguments);
		return call;
	}
}
