package cadmus.generate.tests;

import static cadmus.generate.tests.CodeOnlyLanguage.attribute;
import static cadmus.generate.tests.CodeOnlyLanguage.containment;
import static cadmus.generate.tests.CodeOnlyLanguage.ruleOf;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.api.Access;
import cadmus.api.AttributeValues;
import cadmus.api.Binder;
import cadmus.api.Binding;
import cadmus.api.ChildTyping;
import cadmus.api.GenerationRules;
import cadmus.api.Lifting;
import cadmus.api.Multiplicity;
import cadmus.api.Observation;
import cadmus.api.TypeRule;
import cadmus.api.types.BaseType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * A typed test-only language exercising every rule kind: Program(statements); statements Decl(name, value)
 * (binds for later statements), Print(value), Set(target, value) (writes); expressions Num (int), Str (string),
 * Add (int, operands unordered), Neg, Var (reference), Inc(target) (writes, int), Lambda(param, body) (binds
 * its parameter in its body, isolates writes), App(fn, arg) (unordered).
 */
final class TypedMini extends CodeOnlyLanguage {

	static final BaseType INT = new BaseType("int");
	static final BaseType STRING = new BaseType("string");
	static final BaseType BOOL = new BaseType("bool");

	final EClass program, statement, decl, print, set, expression, num, str, add, neg, var, inc, lambda, app;
	final EReference statements, declValue, printValue, setTarget, setValue, addLeft, addRight, negOperand, incTarget,
			lambdaBody, appFn, appArg;
	final EAttribute declName, numValue, strValue, varName, lambdaParam;
	private final Options options;
	private final List<Binding> environment;

	/** Switches that turn rule kinds on and off or break the rules on purpose. */
	record Options(boolean lifting, boolean observation, boolean declarations, Type printType, boolean onlyVariablesPrinted,
			boolean onlyPrints) {
		static Options standard() {
			return new Options(true, true, true, null, false, false);
		}
	}

	TypedMini(Options options) {
		this(options, List.of());
	}

	/** With bindings the language gives every program (a library): see {@link GenerationRules#environment()}. */
	TypedMini(Options options, List<Binding> environment) {
		super("typedmini");
		this.options = options;
		this.environment = environment;
		program = cls("Program", false);
		statement = cls("Statement", true);
		expression = cls("Expression", true);
		decl = cls("Decl", false, statement);
		print = cls("Print", false, statement);
		set = cls("Set", false, statement);
		num = cls("Num", false, expression);
		str = cls("Str", false, expression);
		add = cls("Add", false, expression);
		neg = cls("Neg", false, expression);
		var = cls("Var", false, expression);
		inc = cls("Inc", false, expression);
		lambda = cls("Lambda", false, expression);
		app = cls("App", false, expression);
		statements = containment(program, "statements", statement, true);
		declName = attribute(decl, "name", EcorePackage.Literals.ESTRING);
		declValue = containment(decl, "value", expression, false);
		printValue = containment(print, "value", expression, false);
		setTarget = containment(set, "target", var, false);
		setValue = containment(set, "value", expression, false);
		numValue = attribute(num, "value", EcorePackage.Literals.EINT);
		strValue = attribute(str, "value", EcorePackage.Literals.ESTRING);
		addLeft = containment(add, "left", expression, false);
		addRight = containment(add, "right", expression, false);
		negOperand = containment(neg, "operand", expression, false);
		varName = attribute(var, "name", EcorePackage.Literals.ESTRING);
		incTarget = containment(inc, "target", var, false);
		lambdaParam = attribute(lambda, "param", EcorePackage.Literals.ESTRING);
		lambdaBody = containment(lambda, "body", expression, false);
		appFn = containment(app, "fn", expression, false);
		appArg = containment(app, "arg", expression, false);
	}

	private final GenerationRules rules = new GenerationRules() {
		@Override
		public Multiplicity multiplicity(EStructuralFeature feature) {
			return feature == statements ? Multiplicity.between(1, 6) : GenerationRules.super.multiplicity(feature);
		}

		@Override
		public double weight(EClass eClass) {
			if (eClass == decl) {
				return options.declarations() ? 2 : 0;
			}
			return eClass == var ? 3 : 1;
		}

		@Override
		public Optional<Set<EClass>> restriction(EReference containment) {
			if (containment == statements && options.onlyPrints()) {
				return Optional.of(Set.of(print));
			}
			return containment == printValue && options.onlyVariablesPrinted() ? Optional.of(Set.of(var)) : Optional.empty();
		}

		@Override
		public boolean growsTypes(EClass c) {
			return c == app;
		}

		@Override
		public Optional<AttributeValues> values(EAttribute attribute) {
			return attribute == strValue ? Optional.of(AttributeValues.oneOf("s", "a", "b")) : Optional.empty();
		}

		@Override
		public Optional<TypeRule> typeRule(EClass c) {
			if (c == num) {
				return Optional.of(ruleOf(() -> INT, t -> {
				}));
			}
			if (c == str) {
				return Optional.of(ruleOf(() -> STRING, t -> {
				}));
			}
			if (c == add) {
				return Optional.of(ruleOf(() -> INT, t -> {
					t.require(addLeft, INT);
					t.require(addRight, INT);
				}));
			}
			if (c == neg) {
				return Optional.of(ruleOf(() -> INT, t -> t.require(negOperand, INT)));
			}
			if (c == inc) {
				return Optional.of(ruleOf(() -> INT, t -> t.require(incTarget, INT)));
			}
			if (c == decl) {
				return Optional.of(ruleOf(() -> null, t -> t.require(declValue, new TypeVariable())));
			}
			if (c == print) {
				return Optional.of(ruleOf(() -> null,
						t -> t.require(printValue, options.printType() == null ? new TypeVariable() : options.printType())));
			}
			if (c == set) {
				return Optional.of(ruleOf(() -> null, t -> {
					var v = new TypeVariable();
					t.require(setTarget, v);
					t.require(setValue, v);
				}));
			}
			if (c == lambda) {
				return Optional.of(ruleOf(() -> new FunctionType(List.of(TypeVariable.oneOf(INT, STRING)), new TypeVariable()),
						t -> t.require(lambdaBody, ((FunctionType) t.nodeType()).result())));
			}
			if (c == app) {
				return Optional.of(ruleOf(TypeVariable::new, t -> {
					var argument = TypeVariable.oneOf(INT, STRING);
					t.require(appFn, new FunctionType(List.of(argument), t.nodeType()));
					t.require(appArg, argument);
				}));
			}
			return Optional.empty();
		}

		@Override
		public Optional<Binder> binder(EClass c) {
			if (c == decl) {
				return Optional.of(new Binder(declName, null, true, (i, context) -> context.childType(declValue, 0)));
			}
			if (c == lambda) {
				return Optional.of(new Binder(lambdaParam, lambdaBody, true,
						(i, context) -> ((FunctionType) context.nodeType()).parameters().get(0)));
			}
			return Optional.empty();
		}

		@Override
		public List<Binding> environment() {
			return environment;
		}

		@Override
		public Optional<EAttribute> reference(EClass c) {
			return c == var ? Optional.of(varName) : Optional.empty();
		}

		@Override
		public Access access(EReference containment) {
			return containment == setTarget || containment == incTarget ? Access.WRITE : Access.READ;
		}

		@Override
		public boolean unordered(EClass c) {
			return c == add || c == app;
		}

		@Override
		public boolean isolatesWrites(EClass c) {
			return c == lambda;
		}

		@Override
		public Optional<Lifting> lifting() {
			if (!options.lifting()) {
				return Optional.empty();
			}
			return Optional.of(new Lifting() {
				@Override
				public EReference into() {
					return statements;
				}

				@Override
				public EObject define(String name) {
					var d = EcoreUtil.create(decl);
					d.eSet(declName, name);
					return d;
				}

				@Override
				public EReference value() {
					return declValue;
				}
			});
		}

		@Override
		public Optional<Observation> observation() {
			if (!options.observation()) {
				return Optional.empty();
			}
			return Optional.of(new Observation() {
				@Override
				public EReference into() {
					return statements;
				}

				@Override
				public EObject observe(String name, Type type) {
					var p = EcoreUtil.create(print);
					var v = EcoreUtil.create(var);
					v.eSet(varName, name);
					p.eSet(printValue, v);
					return p;
				}
			});
		}
	};

	@Override
	public String id() {
		return "typedmini";
	}

	@Override
	public GenerationRules rules() {
		return rules;
	}
}
