package cadmus.lang.js;

import static cadmus.lang.js.js.JsPackage.Literals.*;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.Binder;
import cadmus.api.types.ContainerType;

/**
 * Where generated JavaScript binds names, and their types: declarations (for the statements after them),
 * function parameters (for the body), loop variables (for the loop), a catch clause's name, a class's name.
 */
final class JsBinders {

	private JsBinders() {
	}

	/** The binders of a class that binds names in several places (empty if none). */
	static List<Binder> of(EClass c) {
		if (c == ARROW_FUNCTION) {
			// The parameters are seen by either body: statements, or an expression. Plain names take the function
			// type's parameters; names with defaults come after them (no call passes them), a rest name takes
			// the last parameters (JsTypeRules).
			var binders = new java.util.ArrayList<Binder>();
			for (var body : List.of(ARROW_FUNCTION__BODY, ARROW_FUNCTION__VALUE)) {
				binders.add(new Binder(ARROW_FUNCTION__NAMES, body, true,
						(i, ctx) -> JsTypes.function(ctx.nodeType()).parameters().get(i)));
				binders.add(new Binder(ARROW_FUNCTION__DEFAULTED, body, true,
						(i, ctx) -> ctx.requiredType(ARROW_FUNCTION__DEFAULTED, i)));
				binders.add(new Binder(ARROW_FUNCTION__REST, body, false, (i, ctx) -> {
					var parameters = JsTypes.function(ctx.nodeType()).parameters();
					return JsTypes.array(parameters.get(parameters.size() - 1));
				}));
			}
			return binders;
		}
		if (c == VARIABLE_STATEMENT) {
			// One name for the value, or one per field taken apart (as the rule requires), for later statements.
			return List.of(
					new Binder(VARIABLE_STATEMENT__NAME, null, true, (i, ctx) -> ctx.childType(VARIABLE_STATEMENT__VALUE, 0)),
					new Binder(VARIABLE_STATEMENT__CONSTANT, null, false,
							(i, ctx) -> ctx.childType(VARIABLE_STATEMENT__VALUE, 0)),
					new Binder(VARIABLE_STATEMENT__NAMES, null, true,
							(i, ctx) -> ctx.requiredType(VARIABLE_STATEMENT__NAMES, i)),
					new Binder(VARIABLE_STATEMENT__DEFAULTED, null, true,
							(i, ctx) -> ctx.requiredType(VARIABLE_STATEMENT__DEFAULTED, i)));
		}
		if (c == FOR) {
			// The loop variable is seen by the guard, the update and the body.
			return List.of(new Binder(FOR__NAME, FOR__CONDITION, true, (i, ctx) -> JsTypes.NUMBER),
					new Binder(FOR__NAME, FOR__UPDATE, true, (i, ctx) -> JsTypes.NUMBER),
					new Binder(FOR__NAME, FOR__BODY, true, (i, ctx) -> JsTypes.NUMBER));
		}
		if (c == FUNCTION_EXPRESSION) {
			return List.of(new Binder(FUNCTION_EXPRESSION__NAMES, FUNCTION_EXPRESSION__BODY, true,
					(i, ctx) -> ctx.requiredType(FUNCTION_EXPRESSION__NAMES, i)));
		}
		if (c == FUNCTION_DECLARATION) {
			// The function for the statements after it, its parameters for its body.
			return List.of(new Binder(FUNCTION_DECLARATION__NAME, null, false, (i, ctx) -> ctx.nodeType()),
					new Binder(FUNCTION_DECLARATION__NAMES, FUNCTION_DECLARATION__BODY, true,
							(i, ctx) -> ctx.requiredType(FUNCTION_DECLARATION__NAMES, i)));
		}
		if (c == METHOD) {
			// A constructor's parameters are what it stores, a method's its function type's (as its rule requires).
			return List.of(new Binder(METHOD__NAMES, METHOD__BODY, true, (i, ctx) -> ctx.requiredType(METHOD__NAMES, i)));
		}
		return List.of();
	}

	/** The binder of a class that binds its names in one place. */
	static Optional<Binder> single(EClass c) {
		if (c == CLASS_DECLARATION) {
			return Optional.of(new Binder(CLASS_DECLARATION__NAME, null, false, (i, ctx) -> ctx.nodeType()));
		}
		if (c == CATCH) {
			return Optional.of(new Binder(CATCH__NAME, CATCH__BLOCK, false,
					(i, ctx) -> ContainerType.argument(ctx.nodeType())));
		}
		if (c == FOR_OF) {
			return Optional.of(new Binder(FOR_OF__NAME, FOR_OF__BODY, false,
					(i, ctx) -> ContainerType.argument(ctx.childType(FOR_OF__ITERABLE, 0))));
		}
		if (c == FOR_IN) {
			return Optional.of(new Binder(FOR_IN__NAME, FOR_IN__BODY, false, (i, ctx) -> JsTypes.STRING));
		}
		return Optional.empty();
	}

}
