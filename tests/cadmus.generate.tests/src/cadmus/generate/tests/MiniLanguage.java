package cadmus.generate.tests;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcorePackage;

import cadmus.api.AttributeValues;
import cadmus.api.GenerationRules;
import cadmus.api.Multiplicity;

/**
 * A test-only language with a metamodel built in code: Program(statements: Statement*), Assign(name, value),
 * Print(value), Num(value: int), Add(left, right), Neg(operand). Rules can be swapped to break it on purpose.
 */
final class MiniLanguage extends CodeOnlyLanguage {

	final EClass program;
	final EClass statement;
	final EClass assign;
	final EClass print;
	final EClass expression;
	final EClass num;
	final EClass add;
	final EClass neg;
	final EReference statements;
	final EAttribute assignName;
	private final GenerationRules rules;

	MiniLanguage(java.util.function.Function<MiniLanguage, GenerationRules> rulesFactory) {
		super("mini");
		program = cls("Program", false);
		statement = cls("Statement", true);
		expression = cls("Expression", true);
		assign = cls("Assign", false, statement);
		print = cls("Print", false, statement);
		num = cls("Num", false, expression);
		add = cls("Add", false, expression);
		neg = cls("Neg", false, expression);
		statements = containment(program, "statements", statement, true);
		assignName = attribute(assign, "name", EcorePackage.Literals.ESTRING);
		containment(assign, "value", expression, false);
		containment(print, "value", expression, false);
		attribute(num, "value", EcorePackage.Literals.EINT);
		containment(add, "left", expression, false);
		containment(add, "right", expression, false);
		containment(neg, "operand", expression, false);
		rules = rulesFactory.apply(this);
	}

	/** The mini language with sensible rules: 0..5 statements, names a/b/c. */
	static MiniLanguage standard() {
		return new MiniLanguage(mini -> new GenerationRules() {
			@Override
			public Multiplicity multiplicity(EStructuralFeature feature) {
				return feature == mini.statements ? Multiplicity.between(0, 5) : GenerationRules.super.multiplicity(feature);
			}

			@Override
			public Optional<AttributeValues> values(EAttribute attribute) {
				return attribute == mini.assignName ? Optional.of(AttributeValues.oneOf("name", "a", "b", "c"))
						: Optional.empty();
			}
		});
	}

	@Override
	public String id() {
		return "mini";
	}

	@Override
	public GenerationRules rules() {
		return rules;
	}

	/** Rules that restrict a feature to a set of classes, on top of the standard ones. */
	static MiniLanguage restricted(Map<String, Set<String>> byFeature) {
		return new MiniLanguage(mini -> new GenerationRules() {
			@Override
			public Optional<Set<EClass>> restriction(EReference containment) {
				var names = byFeature.get(containment.getEContainingClass().getName() + "." + containment.getName());
				if (names == null) {
					return Optional.empty();
				}
				var classes = new java.util.HashSet<EClass>();
				names.forEach(n -> classes.add((EClass) mini.pkg.getEClassifier(n)));
				return Optional.of(classes);
			}

			@Override
			public Optional<AttributeValues> values(EAttribute attribute) {
				return attribute == mini.assignName ? Optional.of(AttributeValues.oneOf("name", "a")) : Optional.empty();
			}
		});
	}
}
