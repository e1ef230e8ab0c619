package cadmus.lang.php;

import static cadmus.lang.php.PhpTypes.STATEMENT;
import static cadmus.lang.php.php.PhpPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.TypeRule;
import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * The type rules of PHP functions: declarations at the top of a script (typed parameters and a body ending in a
 * return of the declared type), arrow functions and closures where a function value is wanted (a call's target,
 * a callback), and the type declarations they write.
 */
final class PhpFunctionRules {

	private final BiConsumer<EClass, TypeRule> sink;
	/** Whether programs may use a feature of {@link PhpFeatures}. */
	private final java.util.function.Predicate<String> allows;

	private PhpFunctionRules(BiConsumer<EClass, TypeRule> sink, java.util.function.Predicate<String> allows) {
		this.sink = sink;
		this.allows = allows;
	}

	static void add(BiConsumer<EClass, TypeRule> sink, java.util.function.Predicate<String> allows) {
		new PhpFunctionRules(sink, allows).functions();
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		sink.accept(eClass, TypeRule.of(type, children));
	}

	/** A concrete type for a parameter or a result: a scalar, a list, a map, or a nullable scalar. */
	private static Type concrete(ChildTyping t, String label) {
		return PhpTypes.CONCRETE.get(t.decisions().choose(label, PhpTypes.CONCRETE.size()));
	}

	private void functions() {
		rule(FUNCTION_DECLARATION, w -> STATEMENT, t -> {
			int arity = t.overBudget() ? 0 : (int) t.decisions().between("function.arity", 0, 3);
			var parameters = new ArrayList<Type>();
			for (int i = 0; i < arity; i++) {
				parameters.add(concrete(t, "function.parameter"));
			}
			Type result = concrete(t, "function.result");
			t.requireEach(FUNCTION_DECLARATION__PARAMETER_TYPES, parameters);
			t.requireEach(FUNCTION_DECLARATION__NAMES, parameters);
			// A default for the last parameter: a literal (a constant expression) of a scalar or nullable type.
			Type last = arity == 0 ? null : parameters.get(arity - 1);
			boolean defaulted = last != null && (PhpTypes.SCALARS.contains(last) || ContainerType.is(last, "nullable"))
					&& t.decisions().flip("function.default", 0.5);
			t.requireEach(FUNCTION_DECLARATION__LAST_DEFAULT, defaulted ? List.of(last) : List.of());
			t.require(FUNCTION_DECLARATION__RETURN_TYPE, result);
			t.require(FUNCTION_DECLARATION__BODY, PhpTypes.block(result));
			t.set(FUNCTION_DECLARATION__BY_REFERENCE, Boolean.FALSE);
		});
		// The arrow's type is the one its place wants (a call's, array_map's callback), its open parts settled on
		// concrete types here, since PHP declares them.
		rule(ARROW_FUNCTION, PhpFunctionRules::anonymous, t -> {
			Type result = signature(t, ARROW_FUNCTION__PARAMETER_TYPES, ARROW_FUNCTION__NAMES, "arrow");
			t.require(ARROW_FUNCTION__RETURN_TYPE, result);
			t.require(ARROW_FUNCTION__VALUE, result);
			t.set(ARROW_FUNCTION__STATIC, Boolean.FALSE);
			t.set(ARROW_FUNCTION__BY_REFERENCE, Boolean.FALSE);
		});
		// function (T $a) use (...): R { ...; return ...; }: its use clause is the variables its body reads
		// (PhpClosureUses); static sometimes, outside methods (a static closure has no $this).
		rule(CLOSURE, PhpFunctionRules::anonymous, t -> {
			Type result = signature(t, CLOSURE__PARAMETER_TYPES, CLOSURE__NAMES, "closure");
			t.requireEach(CLOSURE__RETURN_TYPE, List.of(result));
			t.require(CLOSURE__BODY, PhpTypes.block(result));
			t.requireEach(CLOSURE__USES, List.of());
			t.requireEach(CLOSURE__PARAMETERS, List.of());
			t.set(CLOSURE__STATIC, allows.test(PhpFeatures.STATIC_CLOSURES) && !t.ancestors().contains(METHOD)
					&& t.decisions().flip("closure.static", 0.3));
			t.set(CLOSURE__BY_REFERENCE, Boolean.FALSE);
		});
		// A declared type: its name from the type it stands for, settled by its function's rule.
		rule(SIMPLE_TYPE, w -> ContainerType.is(w, "nullable") ? null : w,
				t -> t.set(SIMPLE_TYPE__NAME, PhpTypes.declared(PhpTypeRules.settle(t, t.nodeType(), "type.open"))));
		// T|U for a scalar T: the value passed or returned is always a T, which PHP keeps as it is (a union
		// converts only a value of none of its types).
		rule(UNION_TYPE, w -> w instanceof BaseType b && PhpTypes.SCALARS.contains(b) ? w : null, t -> {
			var others = new ArrayList<Type>(PhpTypes.SCALARS);
			others.remove(t.resolve(t.nodeType()));
			t.requireEach(UNION_TYPE__TYPES, List.of(t.nodeType(), others.get(t.decisions().choose("union.other", others.size()))));
		});
		// ?T: the nullable type around T's declaration.
		rule(NULLABLE_TYPE, w -> ContainerType.is(w, "nullable") ? w : null,
				t -> t.require(NULLABLE_TYPE__TYPE, ContainerType.argument(t.resolve(t.nodeType()))));
	}

	/**
	 * The type of an arrow function or a closure: the one its place wants (a call's, array_map's callback), if PHP
	 * can declare its parts; else a function of one value.
	 */
	private static Type anonymous(Type wanted) {
		if (wanted instanceof FunctionType f) {
			return f.parameters().stream().allMatch(PhpTypes::declarable) && PhpTypes.declarable(f.result()) ? f : null;
		}
		return new FunctionType(PhpTypeRules.values(1), TypeVariable.value());
	}

	/**
	 * An anonymous function's typed names and its result, its open parts settled on concrete types (PHP declares
	 * them): data in, data out.
	 */
	private static Type signature(ChildTyping t, EReference parameterTypes, EAttribute names, String label) {
		var function = (FunctionType) t.resolve(t.nodeType());
		var parameters = new ArrayList<Type>();
		for (Type parameter : function.parameters()) {
			parameters.add(PhpTypeRules.settle(t, parameter, label + ".parameter"));
			if (PhpTypes.holdsFunction(t.resolve(parameter))) {
				throw new RulesException("an anonymous function takes data, not functions");
			}
		}
		Type result = PhpTypeRules.settle(t, function.result(), label + ".result");
		if (result instanceof FunctionType) {
			throw new RulesException("an anonymous function returns no function: it would nest without end");
		}
		// Here rather than in a type's own rule: a type PHP cannot declare rules the function out at once.
		parameters.forEach(p -> PhpTypes.declared(t.resolve(p)));
		PhpTypes.declared(t.resolve(result));
		t.requireEach(parameterTypes, parameters);
		t.requireEach(names, parameters);
		return result;
	}
}
