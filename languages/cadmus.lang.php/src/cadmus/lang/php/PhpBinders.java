package cadmus.lang.php;

import static cadmus.lang.php.php.PhpPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.Binder;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;

/**
 * Where generated PHP binds names, and their types: definitions and destructurings (for the statements after
 * them), functions (their names for later statements, their parameters for their bodies), closures' and arrow
 * functions' parameters, foreach's key and value, a catch clause's variable, classes and interfaces (their names;
 * self and parent in a class's members), a method's parameters and $this.
 */
final class PhpBinders {

	private PhpBinders() {
	}

	static List<Binder> of(EClass c) {
		if (c == FUNCTION_DECLARATION) {
			// Its name twice: as a function of all its parameters, and, where its last one has a default, of all but
			// that one.
			return List.of(new Binder(FUNCTION_DECLARATION__NAME, null, false, (i, ctx) -> declaredType(ctx, false)),
					new Binder(FUNCTION_DECLARATION__NAME, null, false, (i, ctx) -> declaredType(ctx, true)),
					new Binder(FUNCTION_DECLARATION__NAMES, FUNCTION_DECLARATION__BODY, true,
							(i, ctx) -> ctx.requiredType(FUNCTION_DECLARATION__NAMES, i)));
		}
		if (c == CLOSURE) {
			return List.of(new Binder(CLOSURE__NAMES, CLOSURE__BODY, true, (i, ctx) -> ctx.requiredType(CLOSURE__NAMES, i)));
		}
		if (c == ARROW_FUNCTION) {
			return List.of(new Binder(ARROW_FUNCTION__NAMES, ARROW_FUNCTION__VALUE, true,
					(i, ctx) -> ctx.requiredType(ARROW_FUNCTION__NAMES, i)));
		}
		if (c == DESTRUCTURING) {
			return List.of(new Binder(DESTRUCTURING__NAMES, null, true, (i, ctx) -> ctx.requiredType(DESTRUCTURING__NAMES, i)));
		}
		if (c == DEFINITION) {
			return List.of(new Binder(DEFINITION__NAME, null, true, (i, ctx) -> ctx.childType(DEFINITION__VALUE, 0)));
		}
		if (c == FOREACH) {
			return List.of(new Binder(FOREACH__KEY_NAME, FOREACH__BODY, false,
					(i, ctx) -> ctx.requiredType(FOREACH__KEY_NAME, 0)),
					new Binder(FOREACH__VALUE_NAME, FOREACH__BODY, true,
							(i, ctx) -> ContainerType.argument(ctx.childType(FOREACH__SUBJECT, 0))));
		}
		if (c == CLASS_DECLARATION) {
			// The class for the statements after it; self and parent for its members.
			return List.of(new Binder(CLASS_DECLARATION__NAME, null, false, (i, ctx) -> ctx.requiredType(CLASS_DECLARATION__NAME, 0)),
					Binder.constant("self", CLASS_DECLARATION__MEMBERS, (i, ctx) -> ctx.requiredType(CLASS_DECLARATION__NAME, 0)),
					Binder.constant("parent", CLASS_DECLARATION__MEMBERS, (i, ctx) -> {
						Type parent = ctx.requiredType(CLASS_DECLARATION__SUPER_CLASS, 0);
						return parent == null ? PhpTypes.NO_PARENT : PhpTypes.parentOf(parent);
					}));
		}
		if (c == INTERFACE_DECLARATION) {
			return List.of(new Binder(INTERFACE_DECLARATION__NAME, null, false,
					(i, ctx) -> ctx.requiredType(INTERFACE_DECLARATION__NAME, 0)));
		}
		if (c == METHOD) {
			// Its parameters and $this (the instance, the member type's first argument after its kind) for its body.
			return List.of(new Binder(METHOD__NAMES, METHOD__BODY, true, (i, ctx) -> ctx.requiredType(METHOD__NAMES, i)),
					Binder.constant("this", METHOD__BODY, (i, ctx) -> {
						var member = (ContainerType) ctx.nodeType();
						Type instance = member.arguments().size() > 1 ? member.arguments().get(1) : null;
						return ContainerType.is(instance, "object") ? instance : PhpTypes.NO_PARENT;
					}));
		}
		if (c == CATCH) {
			return List.of(new Binder(CATCH__VARIABLE, CATCH__BLOCK, false, (i, ctx) -> ctx.requiredType(CATCH__VARIABLE, 0)));
		}
		return List.of();
	}

	/**
	 * A declared function's type, from its declared parameter and return types; without its last parameter where it
	 * has a default, the type of a call that leaves the default (where it has none, the whole type again: a name
	 * bound twice alike, which no reference tells apart).
	 */
	private static Type declaredType(Binder.BinderContext ctx, boolean defaulted) {
		var parameters = new ArrayList<Type>();
		for (int i = 0; ctx.childType(FUNCTION_DECLARATION__PARAMETER_TYPES, i) != null; i++) {
			parameters.add(ctx.childType(FUNCTION_DECLARATION__PARAMETER_TYPES, i));
		}
		if (defaulted && ctx.childType(FUNCTION_DECLARATION__LAST_DEFAULT, 0) != null) {
			parameters.remove(parameters.size() - 1);
		}
		return new FunctionType(parameters, ctx.childType(FUNCTION_DECLARATION__RETURN_TYPE, 0));
	}
}
