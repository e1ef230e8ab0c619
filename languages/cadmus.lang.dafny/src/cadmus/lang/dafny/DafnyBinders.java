package cadmus.lang.dafny;

import static cadmus.lang.dafny.dafny.DafnyPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.Binder;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;

/**
 * Where generated Dafny binds names, and their types: datatypes (their constructors, for the declarations after
 * them), functions, predicates and methods (their names for the declarations after them; a recursive function's
 * also in its own body, where only a call on the decreased fuel fits; parameters and results for the body and the
 * specification), variables, let, match cases, quantifiers and comprehensions.
 */
final class DafnyBinders {

	private static final List<Binder> DATATYPE_BINDERS = DafnyDatatypes.constructorNames().stream()
			.map(name -> Binder.constant(name, null, (i, ctx) -> DafnyDatatypes.constructorType(
					ContainerType.argument(ctx.nodeType(), 1), name)))
			.toList();

	private DafnyBinders() {
	}

	static List<Binder> of(EClass c) {
		if (c == DATATYPE) {
			return DATATYPE_BINDERS;
		}
		if (c == FUNCTION_DECLARATION) {
			return declaration(FUNCTION_DECLARATION__NAME, FUNCTION_DECLARATION__NAMES, FUNCTION_DECLARATION__PARAMETER_TYPES,
					FUNCTION_DECLARATION__BODY, FUNCTION_DECLARATION__SPECIFICATIONS, ctx -> function(ctx,
							FUNCTION_DECLARATION__PARAMETER_TYPES, ctx.requiredType(FUNCTION_DECLARATION__RESULT_TYPE, 0)));
		}
		if (c == PREDICATE_DECLARATION) {
			return declaration(PREDICATE_DECLARATION__NAME, PREDICATE_DECLARATION__NAMES, PREDICATE_DECLARATION__PARAMETER_TYPES,
					PREDICATE_DECLARATION__BODY, PREDICATE_DECLARATION__SPECIFICATIONS, ctx -> {
						var function = new FunctionType(parameters(ctx, PREDICATE_DECLARATION__PARAMETER_TYPES), DafnyTypes.BOOL);
						return predicateCompiled(ctx) ? DafnyTypes.function(function) : DafnyTypes.ghost(function);
					});
		}
		if (c == METHOD_DECLARATION) {
			var binders = new ArrayList<>(declaration(METHOD_DECLARATION__NAME, METHOD_DECLARATION__NAMES,
					METHOD_DECLARATION__PARAMETER_TYPES, METHOD_DECLARATION__BODY, METHOD_DECLARATION__SPECIFICATIONS,
					ctx -> DafnyTypes.method(parameters(ctx, METHOD_DECLARATION__PARAMETER_TYPES),
							parameters(ctx, METHOD_DECLARATION__OUT_TYPES))));
			binders.add(new Binder(METHOD_DECLARATION__OUT_NAMES, METHOD_DECLARATION__BODY, true,
					(i, ctx) -> ctx.requiredType(METHOD_DECLARATION__OUT_NAMES, i)));
			binders.add(new Binder(METHOD_DECLARATION__OUT_NAMES, METHOD_DECLARATION__SPECIFICATIONS, false,
					(i, ctx) -> ctx.requiredType(METHOD_DECLARATION__OUT_NAMES, i)));
			return binders;
		}
		if (c == CONSTRUCTOR) {
			return List.of(new Binder(CONSTRUCTOR__NAMES, CONSTRUCTOR__BODY, false, (i, ctx) -> ctx.requiredType(CONSTRUCTOR__NAMES, i)));
		}
		if (c == VAR_DECLARATION) {
			// A method's result read into a variable is a value of the result's base type, written like any other.
			return List.of(new Binder(VAR_DECLARATION__NAMES, null, true, (i, ctx) -> {
				Type declared = ctx.requiredType(VAR_DECLARATION__NAMES, i);
				return declared == null ? ctx.childType(VAR_DECLARATION__VALUES, i)
						: DafnyTypes.isOut(declared) ? DafnyTypes.base(declared) : declared;
			}));
		}
		if (c == LET_EXPRESSION) {
			return List.of(new Binder(LET_EXPRESSION__NAME, LET_EXPRESSION__BODY, false,
					(i, ctx) -> ContainerType.is(ctx.nodeType(), "recursive-case") ? DafnyTypes.FUEL_STEP
							: ctx.childType(LET_EXPRESSION__VALUE, 0)));
		}
		if (c == CASE_EXPRESSION) {
			return List.of(new Binder(CASE_EXPRESSION__NAMES, CASE_EXPRESSION__BODY, false,
					(i, ctx) -> ctx.requiredType(CASE_EXPRESSION__NAMES, i)));
		}
		if (c == CASE_STATEMENT) {
			return List.of(new Binder(CASE_STATEMENT__NAMES, CASE_STATEMENT__STATEMENTS, false,
					(i, ctx) -> ctx.requiredType(CASE_STATEMENT__NAMES, i)));
		}
		if (c == QUANTIFIER) {
			return ranged(QUANTIFIER__NAME, QUANTIFIER__RANGE, QUANTIFIER__BODY);
		}
		if (c == SET_COMPREHENSION) {
			return ranged(SET_COMPREHENSION__NAME, SET_COMPREHENSION__RANGE, SET_COMPREHENSION__TERM);
		}
		if (c == MAP_COMPREHENSION) {
			return ranged(MAP_COMPREHENSION__NAME, MAP_COMPREHENSION__RANGE, MAP_COMPREHENSION__TERM);
		}
		return List.of();
	}

	/**
	 * A declaration's name for the declarations after it; a recursive function's name in its body, as a function
	 * of the decreased fuel; its parameters in its body and its specification.
	 */
	private static List<Binder> declaration(EAttribute name, EAttribute names, EReference types, EReference body,
			EReference specifications, java.util.function.Function<Binder.BinderContext, Type> declared) {
		return List.of(new Binder(name, null, false, (i, ctx) -> declared.apply(ctx)),
				new Binder(name, body, false, (i, ctx) -> recursive(ctx, declared.apply(ctx))),
				new Binder(names, body, false, (i, ctx) -> ctx.requiredType(names, i)),
				new Binder(names, specifications, false, (i, ctx) -> ctx.requiredType(names, i)));
	}

	/** A function's binding: compiled, ghost, or recursive (called from outside with a literal fuel). */
	private static Type function(Binder.BinderContext ctx, EReference types, Type result) {
		var parameters = parameters(ctx, types);
		String kind = DafnyTypes.name(ContainerType.argument(ctx.nodeType()));
		if (kind.equals("recursive")) {
			parameters.set(0, cadmus.api.types.ContainerType.of("fuel-argument"));
		}
		var function = new FunctionType(parameters, result);
		return kind.equals("ghost") ? DafnyTypes.ghost(function) : DafnyTypes.function(function);
	}

	/** Inside a recursive function's body, the function of the fuel step; elsewhere no binding that fits. */
	private static Type recursive(Binder.BinderContext ctx, Type declared) {
		if (!DafnyDeclarationRules.isDeclaration(ctx.nodeType(), "recursive")) {
			return DafnyTypes.ABSENT;
		}
		var f = (FunctionType) ContainerType.argument(declared);
		var parameters = new ArrayList<>(f.parameters());
		parameters.set(0, DafnyTypes.FUEL_STEP);
		return DafnyTypes.function(new FunctionType(parameters, f.result()));
	}

	private static boolean predicateCompiled(Binder.BinderContext ctx) {
		return !DafnyDeclarationRules.isDeclaration(ctx.nodeType(), "ghost-predicate");
	}

	private static List<Type> parameters(Binder.BinderContext ctx, EReference types) {
		var parameters = new ArrayList<Type>();
		for (int i = 0; ctx.requiredType(types, i) != null; i++) {
			parameters.add(ctx.requiredType(types, i));
		}
		return parameters;
	}

	/** A bound variable: of its bound type in the range, of its element type after it. */
	private static List<Binder> ranged(EAttribute name, EReference range, EReference body) {
		return List.of(new Binder(name, range, false, (i, ctx) -> ContainerType.argument(ctx.requiredType(range, 0), 0)),
				new Binder(name, body, false, (i, ctx) -> DafnyTypes.base(ContainerType.argument(ctx.requiredType(range, 0), 0))));
	}
}
