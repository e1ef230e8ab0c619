package cadmus.generate.tests;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.api.Binder;
import cadmus.api.GenerationRules;
import cadmus.api.Lifting;
import cadmus.api.Multiplicity;
import cadmus.api.TypeRule;
import cadmus.api.types.BaseType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;

/**
 * A test-only language scoped as PHP is: a function sees none of the script's variables, and functions and
 * variables are named apart. Program(body: Block); Block(statements); statements Let(name, value) (binds a
 * variable for its later siblings), Fun(name, body: Block) (binds a function for its later siblings, and hides
 * the enclosing variables from its body) and Print(value); expressions Num, Var(name) (names a variable) and
 * Call(fn: FnRef), FnRef(name) naming a function only, never given a lifted definition. Lifting defines Lets.
 */
final class ScopeMini extends CodeOnlyLanguage {

	static final BaseType INT = new BaseType("int");
	private static final FunctionType FUNCTION = new FunctionType(List.of(), INT);

	final EClass program, block, statement, let, fun, print, expression, num, var, call, fnRef;
	final EReference body, statements, letValue, funBody, printValue, callFn;
	final EAttribute letName, funName, varName, fnRefName;

	ScopeMini() {
		super("scopemini");
		program = cls("Program", false);
		block = cls("Block", false);
		statement = cls("Statement", true);
		expression = cls("Expression", true);
		let = cls("Let", false, statement);
		fun = cls("Fun", false, statement);
		print = cls("Print", false, statement);
		num = cls("Num", false, expression);
		var = cls("Var", false, expression);
		call = cls("Call", false, expression);
		fnRef = cls("FnRef", false);
		body = containment(program, "body", block, false);
		statements = containment(block, "statements", statement, true);
		letName = attribute(let, "name", EcorePackage.Literals.ESTRING);
		letValue = containment(let, "value", expression, false);
		funName = attribute(fun, "name", EcorePackage.Literals.ESTRING);
		funBody = containment(fun, "body", block, false);
		printValue = containment(print, "value", expression, false);
		attribute(num, "value", EcorePackage.Literals.EINT);
		varName = attribute(var, "name", EcorePackage.Literals.ESTRING);
		callFn = containment(call, "fn", fnRef, false);
		fnRefName = attribute(fnRef, "name", EcorePackage.Literals.ESTRING);
	}

	/** The function a node is in, or null at the top of the program. */
	EObject enclosingFunction(EObject node) {
		for (EObject e = node.eContainer(); e != null; e = e.eContainer()) {
			if (e.eClass() == fun) {
				return e;
			}
		}
		return null;
	}

	private final GenerationRules rules = new GenerationRules() {
		@Override
		public Multiplicity multiplicity(EStructuralFeature feature) {
			return feature == statements ? Multiplicity.between(1, 4) : GenerationRules.super.multiplicity(feature);
		}

		@Override
		public double weight(EClass c) {
			return c == var || c == call || c == fun ? 3 : 1;
		}

		@Override
		public Optional<TypeRule> typeRule(EClass c) {
			if (c == let) {
				return Optional.of(CodeOnlyLanguage.ruleOf(() -> null, t -> t.require(letValue, INT)));
			}
			if (c == print) {
				return Optional.of(CodeOnlyLanguage.ruleOf(() -> null, t -> t.require(printValue, INT)));
			}
			if (c == num) {
				return Optional.of(CodeOnlyLanguage.ruleOf(() -> INT, t -> {
				}));
			}
			if (c == call) {
				return Optional.of(CodeOnlyLanguage.ruleOf(() -> INT, t -> t.require(callFn, FUNCTION)));
			}
			return Optional.empty();
		}

		@Override
		public List<Binder> binders(EClass c) {
			if (c == let) {
				return List.of(new Binder(letName, null, true, (i, ctx) -> INT));
			}
			if (c == fun) {
				return List.of(new Binder(funName, null, false, (i, ctx) -> FUNCTION));
			}
			return List.of();
		}

		@Override
		public Optional<EAttribute> reference(EClass c) {
			return c == var ? Optional.of(varName) : c == fnRef ? Optional.of(fnRefName) : Optional.empty();
		}

		@Override
		public boolean referable(EClass referrer, Type type) {
			return referrer == fnRef == type instanceof FunctionType;
		}

		@Override
		public boolean liftsFor(EClass referrer) {
			return referrer != fnRef;
		}

		@Override
		public boolean hidesEnclosingVariables(EClass c) {
			return c == fun;
		}

		@Override
		public Optional<Lifting> lifting() {
			return Optional.of(new Lifting() {
				@Override
				public EReference into() {
					return statements;
				}

				@Override
				public EObject define(String name) {
					var definition = EcoreUtil.create(let);
					definition.eSet(letName, name);
					return definition;
				}

				@Override
				public EReference value() {
					return letValue;
				}
			});
		}
	};

	@Override
	public String id() {
		return "scopemini";
	}

	@Override
	public GenerationRules rules() {
		return rules;
	}
}
