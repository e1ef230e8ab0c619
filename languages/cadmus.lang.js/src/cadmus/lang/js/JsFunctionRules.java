package cadmus.lang.js;

import static cadmus.lang.js.js.JsPackage.Literals.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.TypeRule;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * Functions: arrow functions (with default or rest parameters), function expressions and declarations, and the
 * bodies they share, which end in a return of the function's result (a constructor's and a setter's store
 * fields instead). Only functions are called, with as many arguments as their type has.
 */
final class JsFunctionRules {

	/** Whether programs may use a feature of {@link JsFeatures}. */
	private final Predicate<String> allows;

	private JsFunctionRules(Predicate<String> allows) {
		this.allows = allows;
	}

	private static void rule(BiConsumer<EClass, TypeRule> sink, EClass eClass, Function<Type, Type> type,
			Consumer<ChildTyping> children) {
		sink.accept(eClass, TypeRule.of(type, children));
	}

	private static FunctionType arrowType(Type wanted) {
		if (wanted instanceof FunctionType f) {
			return new FunctionType(JsTypes.values(f.parameters().size()), TypeVariable.value());
		}
		return new FunctionType(JsTypes.values(wanted instanceof TypeVariable v && v.choices() == null ? 1 : 0),
				TypeVariable.value());
	}

	/**
	 * An arrow function's parameters: a plain name for each of its type's, where a rest name may take the last
	 * ones (called with them, it is never empty); or a name with a default after them, which no call passes, so
	 * each call evaluates the default. Never either for a callback, which its caller passes more.
	 */
	private void parameters(ChildTyping t, FunctionType function, boolean callback) {
		var parameters = function.parameters();
		int named = parameters.size();
		boolean extras = !callback && !t.overBudget();
		if (extras && allows.test(JsFeatures.REST_PARAMS) && named >= 1 && t.decisions().flip("arrow.rest", 0.15)) {
			// (a, ...r): the parameters r takes become one type, the array's element.
			Type last = parameters.get(named - 1);
			int first = (int) t.decisions().between("arrow.restFrom", 0, named - 1);
			int from = named - 1;
			while (from > first && t.canUnify(parameters.get(from - 1), last) && t.unify(parameters.get(from - 1), last)) {
				from--;
			}
			t.requireEach(ARROW_FUNCTION__NAMES, parameters.subList(0, from));
			t.requireEach(ARROW_FUNCTION__DEFAULTED, List.of());
			t.requireEach(ARROW_FUNCTION__DEFAULTS, List.of());
			t.requireEach(ARROW_FUNCTION__REST, Collections.singletonList(null));
			return;
		}
		t.requireEach(ARROW_FUNCTION__NAMES, parameters);
		t.requireEach(ARROW_FUNCTION__REST, List.of());
		var defaults = extras && allows.test(JsFeatures.DEFAULT_PARAMS) && named >= 1
				&& t.decisions().flip("arrow.default", 0.15) ? JsTypes.values((int) t.decisions().between("arrow.defaults", 1, 2))
						: List.<Type>of();
		t.requireEach(ARROW_FUNCTION__DEFAULTED, defaults);
		t.requireEach(ARROW_FUNCTION__DEFAULTS, defaults);
	}

	static void add(BiConsumer<EClass, TypeRule> sink, Predicate<String> allows) {
		var rules = new JsFunctionRules(allows);
		rules.functions(sink);
	}

	/**
	 * A constructor function, function (x, y) { this.x = ...; this.y = ...; }, of a class type whose instances
	 * have x and y only (new makes them, with the function's prototype): its this is the instance.
	 */
	private static void constructor(ChildTyping t, Type type, org.eclipse.emf.ecore.EAttribute names,
			org.eclipse.emf.ecore.EReference parameters, org.eclipse.emf.ecore.EReference body) {
		var parts = ((cadmus.api.types.ContainerType) type).arguments();
		var instance = t.resolve(parts.get(0));
		if (!(instance instanceof cadmus.api.types.RecordType r) || !r.fields().keySet().equals(java.util.Set.of("x", "y"))) {
			throw new cadmus.api.RulesException("a function constructs no " + instance);
		}
		t.define(JsTypes.THIS_KEY, instance);
		t.define(JsTypes.CONSTRUCTS_KEY, true);
		t.requireEach(names, List.of(parts.get(1), parts.get(2)));
		t.requireEach(parameters, List.of());
		t.require(body, JsTypes.constructorBody(parts.get(1), parts.get(2), false));
	}

	private void functions(BiConsumer<EClass, TypeRule> sink) {
		rule(sink, ARROW_FUNCTION, w -> ContainerType.is(w, "callback") ? JsTypes.callback(arrowType(ContainerType.argument(w)))
				: arrowType(w), t -> {
			Type type = t.resolve(t.nodeType());
			var function = (FunctionType) t.resolve(JsTypes.function(type));
			parameters(t, function, ContainerType.is(type, "callback"));
			t.requireEach(ARROW_FUNCTION__PARAMETERS, List.of());
			t.requireEach(ARROW_FUNCTION__SINGLE, List.of());
			if (t.decisions().flip("arrow.block", 0.6)) {
				t.requireEach(ARROW_FUNCTION__BODY, List.of(JsTypes.returning(function.result())));
				t.requireEach(ARROW_FUNCTION__VALUE, List.of());
			} else {
				t.requireEach(ARROW_FUNCTION__BODY, List.of());
				t.requireEach(ARROW_FUNCTION__VALUE, List.of(function.result()));
			}
		});
		// function (a, b) { ...; return v; }: as an arrow function with a block body, but with its own this; or a
		// constructor function, where new wants one.
		rule(sink, FUNCTION_EXPRESSION, w -> ContainerType.is(w, "class") ? w : ContainerType.is(w, "callback")
				? JsTypes.callback(arrowType(ContainerType.argument(w))) : arrowType(w), t -> {
			Type type = t.resolve(t.nodeType());
			if (ContainerType.is(type, "class")) {
				constructor(t, type, FUNCTION_EXPRESSION__NAMES, FUNCTION_EXPRESSION__PARAMETERS, FUNCTION_EXPRESSION__BODY);
				return;
			}
			t.define(JsTypes.CONSTRUCTS_KEY, false);
			var function = (FunctionType) t.resolve(JsTypes.function(type));
			t.requireEach(FUNCTION_EXPRESSION__NAMES, function.parameters());
			t.requireEach(FUNCTION_EXPRESSION__PARAMETERS, List.of());
			t.require(FUNCTION_EXPRESSION__BODY, JsTypes.returning(function.result()));
		});
		// function f(a) { ...; return v; }, called by the statements after it; or a constructor function.
		rule(sink, FUNCTION_DECLARATION, w -> TypeVariable.value(), t -> {
			if (!t.overBudget() && t.decisions().flip("function.constructor", 0.25)) {
				var x = JsTypes.anyScalar();
				var y = JsTypes.anyScalar();
				var type = JsTypes.classOf(JsTypes.plainInstance(x, y), x, y);
				if (!t.unify(t.nodeType(), type)) {
					throw new cadmus.api.RulesException("a function declaration cannot be " + t.nodeType());
				}
				constructor(t, type, FUNCTION_DECLARATION__NAMES, FUNCTION_DECLARATION__PARAMETERS,
						FUNCTION_DECLARATION__BODY);
				return;
			}
			int arity = t.overBudget() ? 0 : (int) t.decisions().between("function.arity", 0, 2);
			var function = new FunctionType(JsTypes.values(arity), TypeVariable.value());
			if (!t.unify(t.nodeType(), function)) {
				throw new cadmus.api.RulesException("a function declaration cannot be " + t.nodeType());
			}
			t.define(JsTypes.CONSTRUCTS_KEY, false);
			t.requireEach(FUNCTION_DECLARATION__NAMES, function.parameters());
			t.requireEach(FUNCTION_DECLARATION__PARAMETERS, List.of());
			t.require(FUNCTION_DECLARATION__BODY, JsTypes.returning(function.result()));
		});
		// A function body ends in its return; the statements before it are any.
		rule(sink, FUNCTION_BODY, w -> ContainerType.is(w, "ctor-body") || ContainerType.is(w, "ctor-body-setter") || ContainerType.is(w, "setter-body")
				|| ContainerType.is(w, "return") && ContainerType.is(ContainerType.argument(w), "self-read") ? w
						: JsTypes.returning(TypeVariable.value()), t -> {
			int n = t.overBudget() ? 0 : (int) t.length(FUNCTION_BODY__STATEMENTS, "body.statements", 0, 2);
			if (ContainerType.is(t.nodeType(), "setter-body")) {
				// A setter stores into x last.
				var statements = new ArrayList<Type>(Collections.nCopies(Math.min(n, 1), (Type) null));
				statements.add(JsTypes.init("x", ContainerType.argument(t.nodeType())));
				t.requireEach(FUNCTION_BODY__STATEMENTS, statements);
				return;
			}
			if (ContainerType.is(t.nodeType(), "ctor-body") || ContainerType.is(t.nodeType(), "ctor-body-setter")) {
				// A constructor stores x (itself, or through the setter n) and y first: what follows may read them.
				var fields = ((cadmus.api.types.ContainerType) t.nodeType()).arguments();
				String first = ContainerType.is(t.nodeType(), "ctor-body-setter") ? "n" : "x";
				var statements = new ArrayList<Type>(List.of(JsTypes.init(first, fields.get(0)), JsTypes.init("y", fields.get(1))));
				statements.addAll(Collections.nCopies(Math.min(n, 1), (Type) null));
				t.requireEach(FUNCTION_BODY__STATEMENTS, statements);
				return;
			}
			var statements = new ArrayList<Type>(Collections.nCopies(n, (Type) null));
			statements.add(t.nodeType());
			t.requireEach(FUNCTION_BODY__STATEMENTS, statements);
		});
	}
}
