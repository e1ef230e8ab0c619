package cadmus.lang.js;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.lang.js.js.ArrowFunction;
import cadmus.lang.js.js.For;
import cadmus.lang.js.js.ForIn;
import cadmus.lang.js.js.ForOf;
import cadmus.lang.js.js.FunctionBody;
import cadmus.lang.js.js.JsFactory;
import cadmus.lang.js.js.Parameter;
import cadmus.lang.js.js.VariableKind;
import cadmus.lang.js.js.VariableStatement;

/**
 * A generated program in the form an ECMAScript 5 engine accepts: let and const become var, arrow functions
 * become function expressions. For generated programs the meaning is the same: names are never declared twice
 * or used before their declaration, no closure outlives the loop iteration that made it (only scalars are
 * stored), and no arrow function uses this or arguments. What the rules avoid for ES5 (for-of, templates,
 * ES2015 library methods, ...) is never there to rewrite.
 */
final class JsEs5Form {

	private JsEs5Form() {
	}

	/** A rewritten copy of the tree. */
	static EObject of(EObject tree) {
		EObject copy = EcoreUtil.copy(tree);
		var arrows = new java.util.ArrayList<ArrowFunction>();
		for (var it = copy.eAllContents(); it.hasNext();) {
			EObject node = it.next();
			if (node instanceof VariableStatement v && v.getConstant() != null) {
				v.setName(v.getConstant());
				v.setConstant(null);
				v.setKind(VariableKind.VAR);
			} else if (node instanceof VariableStatement v && v.getKind() != VariableKind.VAR) {
				v.setKind(VariableKind.VAR);
			} else if (node instanceof For f && f.getName() != null) {
				f.setKind(VariableKind.VAR);
			} else if (node instanceof ForIn f) {
				f.setKind(VariableKind.VAR);
			} else if (node instanceof ForOf f) {
				throw new IllegalArgumentException("for-of has no ES5 form: the rules for ES5 engines avoid it");
			} else if (node instanceof ArrowFunction a) {
				arrows.add(a);
			}
		}
		if (copy instanceof ArrowFunction a) {
			throw new IllegalArgumentException("an arrow function alone has no place to go: rewrite its parent " + a);
		}
		// Outer ones first (document order): a replaced arrow's body, inner arrows included, moves into the function.
		for (var arrow : arrows) {
			EcoreUtil.replace(arrow, function(arrow));
		}
		return copy;
	}

	private static Parameter parameter(String name) {
		var parameter = JsFactory.eINSTANCE.createParameter();
		var target = JsFactory.eINSTANCE.createBindingName();
		target.setName(name);
		parameter.setTarget(target);
		return parameter;
	}

	/** {@code (a, b) => e} as {@code function (a, b) { return e; }}, a block body as it is. */
	private static EObject function(ArrowFunction arrow) {
		var f = JsFactory.eINSTANCE.createFunctionExpression();
		var parameters = JsFactory.eINSTANCE.createParameters();
		for (String name : arrow.getNames()) {
			parameters.getParameters().add(parameter(name));
		}
		// Defaults and rests are ES2015, so programs for ES5 engines have none; others keep them in the function.
		var defaults = new java.util.ArrayList<>(arrow.getDefaults());
		for (int i = 0; i < arrow.getDefaulted().size(); i++) {
			var parameter = parameter(arrow.getDefaulted().get(i));
			parameter.setDefault(defaults.get(i));
			parameters.getParameters().add(parameter);
		}
		if (arrow.getRest() != null) {
			var parameter = parameter(arrow.getRest());
			parameter.setRest(true);
			parameters.getParameters().add(parameter);
		}
		if (arrow.getParameters() != null || arrow.getSingle() != null) {
			throw new IllegalArgumentException("only arrow functions with plain names have an ES5 form here");
		}
		f.setParameters(parameters);
		FunctionBody body = arrow.getBody();
		if (body == null) {
			body = JsFactory.eINSTANCE.createFunctionBody();
			var ret = JsFactory.eINSTANCE.createReturn();
			ret.setValue(arrow.getValue());
			body.getStatements().add(ret);
		}
		f.setBody(body);
		return f;
	}
}
