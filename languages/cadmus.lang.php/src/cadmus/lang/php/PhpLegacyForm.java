package cadmus.lang.php;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.lang.php.php.ArrowFunction;
import cadmus.lang.php.php.Call;
import cadmus.lang.php.php.ClassConstant;
import cadmus.lang.php.php.Closure;
import cadmus.lang.php.php.InterpolatedString;
import cadmus.lang.php.php.Parameter;
import cadmus.lang.php.php.PhpFactory;
import cadmus.lang.php.php.Property;

/**
 * A generated program in the form PHP 5 (and Quercus) accepts: no type declarations (of parameters, returns,
 * properties), no visibility on class constants, a heredoc's closing label alone on its line, arrow functions
 * written as closures (fn ($x) => e as function ($x) use (...) { return e; }, capturing by value as an arrow
 * does) and a closure called where it is made called through call_user_func. For generated programs the meaning
 * is the same: every value passed or returned already has its declared type (PHP converts nothing), and the rules
 * write nothing that needs a declaration. What the rules avoid for PHP 5 (??, <=>, fn,
 * short destructuring, ...; {@link PhpFeatures#PHP5}) is never there to rewrite.
 */
final class PhpLegacyForm {

	private PhpLegacyForm() {
	}

	/** A rewritten copy of the tree. */
	static EObject of(EObject tree) {
		EObject copy = EcoreUtil.copy(tree);
		var nodes = new ArrayList<EObject>();
		copy.eAllContents().forEachRemaining(nodes::add);
		for (EObject node : nodes) {
			if (node instanceof ArrowFunction arrow) {
				EcoreUtil.replace(arrow, closure(arrow));
			}
		}
		nodes.clear();
		copy.eAllContents().forEachRemaining(nodes::add);
		for (EObject node : nodes) {
			if (node instanceof Call call && call.getTarget() instanceof Closure closure) {
				var argument = PhpFactory.eINSTANCE.createArgument();
				argument.setValue(closure);
				var name = PhpFactory.eINSTANCE.createName();
				name.setName("call_user_func");
				call.setTarget(name);
				call.getArguments().add(0, argument);
			}
			untyped(node);
			if (node instanceof Property p) {
				p.setType(null);
			} else if (node instanceof Parameter p) {
				p.setType(null);
			} else if (node instanceof ClassConstant c) {
				c.setVisibility(null);
			} else if (node instanceof InterpolatedString s && s.getOpen().startsWith("<<<") && !s.getClose().endsWith("\n")) {
				// PHP before 7.3 ends a heredoc only at a label followed by a line break (or ';' and one).
				s.setClose(s.getClose() + "\n");
			}
		}
		return copy;
	}

	/** The closure an arrow function is: its parameters, its value returned; its use clause comes with rendering. */
	private static Closure closure(ArrowFunction arrow) {
		var closure = PhpFactory.eINSTANCE.createClosure();
		closure.setStatic(arrow.isStatic());
		closure.setByReference(arrow.isByReference());
		closure.getParameterTypes().addAll(arrow.getParameterTypes());
		closure.getNames().addAll(arrow.getNames());
		closure.getParameters().addAll(arrow.getParameters());
		var body = PhpFactory.eINSTANCE.createBlock();
		var result = PhpFactory.eINSTANCE.createReturn();
		result.setValue(arrow.getValue());
		body.getStatements().add(result);
		closure.setBody(body);
		return closure;
	}

	/** A function's, method's or closure's typed names as plain parameters, and no return type. */
	@SuppressWarnings("unchecked")
	private static void untyped(EObject function) {
		var eClass = function.eClass();
		var types = eClass.getEStructuralFeature("parameterTypes");
		if (types == null) {
			return;
		}
		var names = (List<String>) function.eGet(eClass.getEStructuralFeature("names"));
		var parameters = (List<Parameter>) function.eGet(eClass.getEStructuralFeature("parameters"));
		for (int i = 0; i < names.size(); i++) {
			var parameter = PhpFactory.eINSTANCE.createParameter();
			parameter.setName(names.get(i));
			parameters.add(i, parameter);
		}
		var lastDefault = eClass.getEStructuralFeature("lastDefault");
		if (lastDefault != null && function.eGet(lastDefault) != null && !names.isEmpty()) {
			parameters.get(names.size() - 1).setDefault((cadmus.lang.php.php.Expression) function.eGet(lastDefault));
		}
		names.clear();
		((List<?>) function.eGet(types)).clear();
		function.eUnset(eClass.getEStructuralFeature("returnType"));
	}
}
