package cadmus.render.tests;

import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EcoreFactory;
import org.eclipse.emf.ecore.EcorePackage;

/**
 * A small language's metamodel, built in code, for the renderer's tests: numbers, binary operators, negation,
 * print and if statements in blocks, and a declaration of names with their defaults.
 */
final class Calc {

	private static final EcoreFactory FACTORY = EcoreFactory.eINSTANCE;

	final EPackage pack = FACTORY.createEPackage();
	final EClass expr = type("Expr", true);
	final EClass num = type("Num", false, expr);
	final EAttribute numValue = attribute(num, "value", false);
	/** A subclass of Num without a layout of its own. */
	final EClass hexNum = type("HexNum", false, num);
	final EClass bin = type("Bin", false, expr);
	final EReference binLeft = reference(bin, "left", expr, false);
	final EAttribute binOp = attribute(bin, "op", false);
	final EReference binRight = reference(bin, "right", expr, false);
	final EClass neg = type("Neg", false, expr);
	final EReference negOperand = reference(neg, "operand", expr, false);
	final EClass stmt = type("Stmt", true);
	final EClass block = type("Block", false);
	final EReference blockStatements = reference(block, "statements", stmt, true);
	final EClass print = type("Print", false, stmt);
	final EReference printValue = reference(print, "value", expr, false);
	final EClass ifStmt = type("If", false, stmt);
	final EReference ifCondition = reference(ifStmt, "condition", expr, false);
	final EReference ifThen = reference(ifStmt, "then", block, false);
	final EReference ifElse = reference(ifStmt, "else", block, false);
	final EClass declare = type("Declare", false, stmt);
	final EAttribute declareNames = attribute(declare, "names", true);
	final EReference declareDefaults = reference(declare, "defaults", expr, true);

	Calc() {
		pack.setName("calc");
		pack.setNsURI("https://cadmus.dev/test/calc");
		pack.setNsPrefix("calc");
	}

	EObject num(String value) {
		return node(num, numValue, value);
	}

	EObject bin(EObject left, String op, EObject right) {
		return node(bin, binLeft, left, binOp, op, binRight, right);
	}

	EObject neg(EObject operand) {
		return node(neg, negOperand, operand);
	}

	EObject print(EObject value) {
		return node(print, printValue, value);
	}

	EObject block(EObject... statements) {
		var b = create(block);
		list(b, blockStatements).addAll(List.of(statements));
		return b;
	}

	EObject ifStmt(EObject condition, EObject then, EObject orElse) {
		return node(ifStmt, ifCondition, condition, ifThen, then, ifElse, orElse);
	}

	/** A node of the class with the features set: feature, value, feature, value, ... */
	private EObject node(EClass type, Object... featuresAndValues) {
		var node = create(type);
		for (int i = 0; i < featuresAndValues.length; i += 2) {
			node.eSet((org.eclipse.emf.ecore.EStructuralFeature) featuresAndValues[i], featuresAndValues[i + 1]);
		}
		return node;
	}

	EObject create(EClass type) {
		return pack.getEFactoryInstance().create(type);
	}

	@SuppressWarnings("unchecked")
	static <T> List<T> list(EObject node, org.eclipse.emf.ecore.EStructuralFeature feature) {
		return (List<T>) node.eGet(feature);
	}

	private EClass type(String name, boolean isAbstract, EClass... supertypes) {
		var c = FACTORY.createEClass();
		c.setName(name);
		c.setAbstract(isAbstract);
		c.getESuperTypes().addAll(List.of(supertypes));
		pack.getEClassifiers().add(c);
		return c;
	}

	private static EAttribute attribute(EClass owner, String name, boolean many) {
		var a = FACTORY.createEAttribute();
		a.setName(name);
		a.setEType(EcorePackage.Literals.ESTRING);
		a.setUpperBound(many ? -1 : 1);
		owner.getEStructuralFeatures().add(a);
		return a;
	}

	private static EReference reference(EClass owner, String name, EClass type, boolean many) {
		var r = FACTORY.createEReference();
		r.setName(name);
		r.setEType(type);
		r.setContainment(true);
		r.setUpperBound(many ? -1 : 1);
		owner.getEStructuralFeatures().add(r);
		return r;
	}
}
