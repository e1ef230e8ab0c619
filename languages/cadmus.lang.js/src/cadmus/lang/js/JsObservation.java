package cadmus.lang.js;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.CallingObservation;
import cadmus.api.types.Type;
import cadmus.lang.js.js.Expression;
import cadmus.lang.js.js.JsFactory;
import cadmus.lang.js.js.JsPackage;

/**
 * Makes a program's top-level values observable: {@code out(v);} for each. A function is called as well,
 * when literals can stand for all its parameters, so that what it computes is compared too, not only the word
 * "function". Assignments store scalars only, so these calls at the end cannot loop.
 */
final class JsObservation extends CallingObservation<Expression> {

	private static final JsFactory JS = JsFactory.eINSTANCE;

	@Override
	public EReference into() {
		return JsPackage.Literals.SCRIPT__STATEMENTS;
	}

	@Override
	protected Expression name(String name) {
		var n = JS.createName();
		n.setName(name);
		return n;
	}

	@Override
	protected Expression call(Expression target, List<Expression> values) {
		var call = JS.createCall();
		call.setTarget(target);
		call.setArguments(JS.createArguments());
		call.getArguments().getValues().addAll(values);
		return call;
	}

	@Override
	protected EObject output(Expression value) {
		var statement = JS.createExpressionStatement();
		statement.setExpression(call(name("out"), List.of(value)));
		return statement;
	}

	/** Literals of the scalar types: what a function's parameters are called with. */
	@Override
	protected Expression literal(Type type) {
		if (JsTypes.NUMBER.equals(type)) {
			return number("3");
		}
		if (JsTypes.BOOLEAN.equals(type)) {
			return JS.createTrueLiteral();
		}
		if (JsTypes.STRING.equals(type)) {
			var s = JS.createStringLiteral();
			s.setValue("\"ab\"");
			return s;
		}
		return null;
	}

	@Override
	protected Expression anyLiteral() {
		return number("0");
	}

	private static Expression number(String value) {
		var n = JS.createNumberLiteral();
		n.setValue(value);
		return n;
	}
}
