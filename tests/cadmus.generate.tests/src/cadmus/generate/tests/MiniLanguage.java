package cadmus.generate.tests;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcoreFactory;
import org.eclipse.emf.ecore.EcorePackage;

import cadmus.api.AttributeValues;
import cadmus.api.GenerationRules;
import cadmus.api.Multiplicity;

/**
 * A test-only language with a metamodel built in code: Program(statements: Statement*), Assign(name, value),
 * Print(value), Num(value: int), Add(left, right), Neg(operand). Rules can be swapped to break it on purpose.
 */
final class MiniLanguage extends CodeOnlyLanguage {

	final EPackage pkg;
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
		var f = EcoreFactory.eINSTANCE;
		pkg = f.createEPackage();
		pkg.setName("mini");
		pkg.setNsURI("urn:cadmus:test:mini:" + System.identityHashCode(this));
		pkg.setNsPrefix("mini");
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

	EClass cls(String name, boolean isAbstract, EClass... supers) {
		var c = EcoreFactory.eINSTANCE.createEClass();
		c.setName(name);
		c.setAbstract(isAbstract);
		c.getESuperTypes().addAll(java.util.List.of(supers));
		pkg.getEClassifiers().add(c);
		return c;
	}

	static EReference containment(EClass owner, String name, EClass type, boolean many) {
		var r = EcoreFactory.eINSTANCE.createEReference();
		r.setName(name);
		r.setEType(type);
		r.setContainment(true);
		r.setUpperBound(many ? -1 : 1);
		owner.getEStructuralFeatures().add(r);
		return r;
	}

	static EAttribute attribute(EClass owner, String name, org.eclipse.emf.ecore.EDataType type) {
		var a = EcoreFactory.eINSTANCE.createEAttribute();
		a.setName(name);
		a.setEType(type);
		owner.getEStructuralFeatures().add(a);
		return a;
	}

	@Override
	public String id() {
		return "mini";
	}




	@Override
	public EClass rootClass() {
		return program;
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
