package cadmus.api.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EcoreFactory;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import cadmus.api.Access;
import cadmus.api.Lifting;
import cadmus.api.Multiplicity;
import cadmus.api.RuleTables;
import cadmus.api.TableRules;

/**
 * The rules base answers every lookup from the language's tables and, where a table is silent, with
 * GenerationRules' neutral default: over a small metamodel made here (a block of statements, an assignment with a
 * target and a value, a name that refers by its attribute).
 */
class TableRulesTest {

	private static final EcoreFactory ECORE = EcoreFactory.eINSTANCE;

	private final EPackage model = ECORE.createEPackage();
	private final EClass block = eClass("Block");
	private final EClass assignment = eClass("Assignment");
	private final EClass name = eClass("Name");
	private final EReference statements = containment(block, "statements", assignment, true);
	private final EReference target = containment(assignment, "target", name, false);
	private final EReference value = containment(assignment, "value", name, false);
	private final EAttribute nameText = attribute(name, "text");

	private EClass eClass(String className) {
		var c = ECORE.createEClass();
		c.setName(className);
		model.getEClassifiers().add(c);
		return c;
	}

	private static EReference containment(EClass owner, String feature, EClass type, boolean many) {
		var r = ECORE.createEReference();
		r.setName(feature);
		r.setEType(type);
		r.setContainment(true);
		r.setUpperBound(many ? -1 : 1);
		owner.getEStructuralFeatures().add(r);
		return r;
	}

	private static EAttribute attribute(EClass owner, String feature) {
		var a = ECORE.createEAttribute();
		a.setName(feature);
		a.setEType(EcorePackage.Literals.ESTRING);
		owner.getEStructuralFeatures().add(a);
		return a;
	}

	private static final class Rules extends TableRules {
		Rules(RuleTables tables) {
			super(tables);
		}
	}

	@Test
	void whatNoTableSaysIsTheNeutralDefault() {
		var rules = new Rules(RuleTables.builder().build());
		assertEquals(1.0, rules.weight(assignment));
		assertEquals(new Multiplicity(0, 3), rules.multiplicity(statements), "a list takes 0 to 3");
		assertEquals(Multiplicity.ONE, rules.multiplicity(target), "a single feature takes one");
		assertEquals(0, rules.fillRank(value));
		assertEquals(Optional.empty(), rules.restriction(statements));
		assertEquals(Optional.empty(), rules.values(nameText));
		assertEquals(Optional.empty(), rules.typeRule(assignment));
		assertEquals(Optional.empty(), rules.reference(name));
		assertEquals(Access.READ, rules.access(target));
		assertEquals(Optional.empty(), rules.lifting());
		assertEquals(Optional.empty(), rules.observation());
		assertTrue(!rules.unordered(assignment) && !rules.growsTypes(assignment) && !rules.isolatesWrites(block));
		assertEquals(List.of(), rules.environment());
		assertEquals(1.0, rules.environmentWeight());
		assertEquals("v7", rules.freshName(7));
	}

	@Test
	void everyLookupIsAnsweredFromItsTable() {
		var lifting = Lifting.of(statements, text -> EcoreUtil.create(assignment), value);
		var rules = new Rules(RuleTables.builder().weights(Map.of(assignment, 3.0), 0.0)
				.multiplicities(Map.of(statements, Multiplicity.between(1, 5))).ranks(Map.of(value, -1))
				.restrictions(Map.of(statements, Set.of(assignment))).values(Map.of(nameText, decisions -> "x"))
				.references(Map.of(name, nameText)).writes(Set.of(target)).lifting(lifting).unordered(Set.of(assignment))
				.growsTypes(Set.of(name)).isolatesWrites(Set.of(block)).environment(List.of(), 0.25)
				.plainerCalls(Map.of("emit", "print")).build());
		assertEquals(3.0, rules.weight(assignment));
		assertEquals(0.0, rules.weight(block), "a class no table lists weighs what the table says the others do");
		assertEquals(Multiplicity.between(1, 5), rules.multiplicity(statements));
		assertEquals(Multiplicity.ONE, rules.multiplicity(value));
		assertEquals(-1, rules.fillRank(value));
		assertEquals(0, rules.fillRank(target));
		assertEquals(Optional.of(Set.of(assignment)), rules.restriction(statements));
		assertEquals("x", rules.values(nameText).orElseThrow().draw(null));
		assertEquals(Optional.of(nameText), rules.reference(name));
		assertEquals(Access.WRITE, rules.access(target));
		assertEquals(Access.READ, rules.access(value));
		assertSame(lifting, rules.lifting().orElseThrow());
		assertTrue(rules.unordered(assignment) && rules.growsTypes(name) && rules.isolatesWrites(block));
		assertEquals(0.25, rules.environmentWeight());
		assertEquals(Map.of("emit", "print"), rules.plainerCalls());
	}

	@Test
	void aLiftingOfMakesTheDefinitionItIsGiven() {
		var lifting = Lifting.of(statements, text -> {
			EObject made = EcoreUtil.create(name);
			made.eSet(nameText, text);
			return made;
		}, value);
		assertSame(statements, lifting.into());
		assertSame(value, lifting.value());
		assertEquals("v3", lifting.define("v3").eGet(nameText));
	}
}
