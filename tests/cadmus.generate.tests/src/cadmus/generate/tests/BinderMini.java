package cadmus.generate.tests;

import static cadmus.generate.tests.CodeOnlyLanguage.attribute;
import static cadmus.generate.tests.CodeOnlyLanguage.containment;
import static cadmus.generate.tests.CodeOnlyLanguage.ruleOf;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcorePackage;

import cadmus.api.Binder;
import cadmus.api.ChildTyping;
import cadmus.api.GenerationRules;
import cadmus.api.Multiplicity;
import cadmus.api.TypeRule;
import cadmus.api.types.BaseType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * A test-only language whose declarations bind their name twice and a constant once, much as Lua's local
 * functions do (LuaRules.binders). Program(statements); statements Fun(name, result, body) and Print(type,
 * value); expressions Num (int), Str (string), Show(int operand): string, Len(string operand): int, Var(name)
 * (the reference: a value, or what a call calls), Call(fn: Var) and Recurse(fn: Var, fallback). What programs
 * mean does not matter: they are generated, never run.
 * <p>
 * A Fun whose body has type R (drawn per node and written into {@code result}, as Print writes its value's type
 * into {@code type}, so a checker can read every expected type off the tree) binds:
 * <ul>
 * <li>its name in its body as a value of type R (say, its previous result);</li>
 * <li>the constant {@value #REC} in its body as {@code (R) -> R}, which only a Recurse's fn can use (a bounded
 * recursive call returning its fallback at the bound);</li>
 * <li>its name for its later siblings as {@code () -> R}, which only a Call's fn can use.</li>
 * </ul>
 * Each binding is usable on its own, so one visible where it should not be shows up in the trees; and where a
 * reference sits tells which binding, with which type, the engine chose for it.
 */
final class BinderMini extends CodeOnlyLanguage {

	/** The constant a Fun binds in its body: a helper defined elsewhere (Lua's prelude), never held by a node. */
	static final String REC = "rec";
	static final BaseType INT = new BaseType("int");
	static final BaseType STRING = new BaseType("string");

	final EClass program, statement, fun, print, expression, num, str, show, len, var, call, recurse;
	final EReference statements, funBody, printValue, showOperand, lenOperand, callFn, recurseFn, recurseFallback;
	final EAttribute funName, funResult, printType, varName;

	BinderMini() {
		super("bindermini");
		program = cls("Program", false);
		statement = cls("Statement", true);
		expression = cls("Expression", true);
		fun = cls("Fun", false, statement);
		print = cls("Print", false, statement);
		num = cls("Num", false, expression);
		str = cls("Str", false, expression);
		show = cls("Show", false, expression);
		len = cls("Len", false, expression);
		var = cls("Var", false, expression);
		call = cls("Call", false, expression);
		recurse = cls("Recurse", false, expression);
		statements = containment(program, "statements", statement, true);
		// Attributes before the body: the engine fills features in order, and the binders read the name.
		funName = attribute(fun, "name", EcorePackage.Literals.ESTRING);
		funResult = attribute(fun, "result", EcorePackage.Literals.ESTRING);
		funBody = containment(fun, "body", expression, false);
		printType = attribute(print, "type", EcorePackage.Literals.ESTRING);
		printValue = containment(print, "value", expression, false);
		attribute(num, "value", EcorePackage.Literals.EINT);
		attribute(str, "value", EcorePackage.Literals.ESTRING);
		showOperand = containment(show, "operand", expression, false);
		lenOperand = containment(len, "operand", expression, false);
		varName = attribute(var, "name", EcorePackage.Literals.ESTRING);
		callFn = containment(call, "fn", var, false);
		recurseFn = containment(recurse, "fn", var, false);
		recurseFallback = containment(recurse, "fallback", expression, false);
	}

	private static final Consumer<ChildTyping> NO_CHILDREN = t -> {
	};

	/** Int or string by a decision, written into the node so that checkers see it. */
	private static BaseType drawType(ChildTyping t, String label, EAttribute into) {
		var type = t.decisions().flip(label, 0.5) ? INT : STRING;
		t.set(into, type.name());
		return type;
	}

	private final GenerationRules rules = new GenerationRules() {
		@Override
		public Multiplicity multiplicity(EStructuralFeature feature) {
			return feature == statements ? Multiplicity.between(1, 6) : GenerationRules.super.multiplicity(feature);
		}

		@Override
		public double weight(EClass c) {
			// Calls weigh more, so that references are common enough for the checks to bite.
			return c == fun || c == call || c == recurse ? 2 : 1;
		}

		@Override
		public Optional<TypeRule> typeRule(EClass c) {
			if (c == fun) {
				return Optional.of(ruleOf(() -> null, t -> t.require(funBody, drawType(t, "fun.result", funResult))));
			}
			if (c == print) {
				return Optional.of(ruleOf(() -> null, t -> t.require(printValue, drawType(t, "print.type", printType))));
			}
			if (c == num) {
				return Optional.of(ruleOf(() -> INT, NO_CHILDREN));
			}
			if (c == str) {
				return Optional.of(ruleOf(() -> STRING, NO_CHILDREN));
			}
			if (c == show) {
				return Optional.of(ruleOf(() -> STRING, t -> t.require(showOperand, INT)));
			}
			if (c == len) {
				return Optional.of(ruleOf(() -> INT, t -> t.require(lenOperand, STRING)));
			}
			// A call has its hole's type (int or string); its function's type follows from it.
			if (c == call) {
				return Optional.of(ruleOf(() -> TypeVariable.oneOf(INT, STRING),
						t -> t.require(callFn, new FunctionType(List.of(), t.nodeType()))));
			}
			if (c == recurse) {
				return Optional.of(ruleOf(() -> TypeVariable.oneOf(INT, STRING), t -> {
					t.require(recurseFn, new FunctionType(List.of(t.nodeType()), t.nodeType()));
					t.require(recurseFallback, t.nodeType());
				}));
			}
			return Optional.empty();
		}

		@Override
		public List<Binder> binders(EClass c) {
			if (c != fun) {
				return List.of();
			}
			// requiredType: the body does not exist yet when its scoped bindings are made.
			return List.of(
					new Binder(funName, funBody, false, (i, ctx) -> ctx.requiredType(funBody, 0)),
					Binder.constant(REC, funBody, (i, ctx) -> {
						var result = ctx.requiredType(funBody, 0);
						return new FunctionType(List.of(result), result);
					}),
					new Binder(funName, null, false, (i, ctx) -> new FunctionType(List.of(), ctx.childType(funBody, 0))));
		}

		@Override
		public Optional<EAttribute> reference(EClass c) {
			return c == var ? Optional.of(varName) : Optional.empty();
		}
	};

	@Override
	public String id() {
		return "bindermini";
	}

	@Override
	public GenerationRules rules() {
		return rules;
	}
}
