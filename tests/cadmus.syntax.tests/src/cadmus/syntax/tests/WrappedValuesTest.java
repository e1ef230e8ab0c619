package cadmus.syntax.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EcoreFactory;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import cadmus.syntax.WrappedValues;

/**
 * Wrapping values of a feature, on a small expression language made here as a dynamic EMF model (no language
 * bundle is needed): calls hold their arguments in a list, a {@code Box} holds one value; numbers are leaves.
 */
class WrappedValuesTest {

	private static final EcoreFactory ECORE = EcoreFactory.eINSTANCE;

	private final EClass expression = ECORE.createEClass();
	private final EClass number = ECORE.createEClass();
	private final EClass call = ECORE.createEClass();
	private final EClass box = ECORE.createEClass();
	private final EAttribute value = ECORE.createEAttribute();
	private final EAttribute name = ECORE.createEAttribute();
	private final EReference arguments = ECORE.createEReference();
	private final EReference content = ECORE.createEReference();
	private final EReference reference = ECORE.createEReference();

	WrappedValuesTest() {
		var expressions = ECORE.createEPackage();
		expressions.setName("expressions");
		expressions.setNsURI("urn:cadmus:test:expressions");
		expressions.setNsPrefix("expressions");
		expression.setName("Expression");
		expression.setAbstract(true);
		number.setName("Number");
		number.getESuperTypes().add(expression);
		value.setName("value");
		value.setEType(EcorePackage.Literals.EINT);
		number.getEStructuralFeatures().add(value);
		call.setName("Call");
		call.getESuperTypes().add(expression);
		name.setName("name");
		name.setEType(EcorePackage.Literals.ESTRING);
		arguments.setName("arguments");
		arguments.setEType(expression);
		arguments.setContainment(true);
		arguments.setUpperBound(-1);
		reference.setName("first");
		reference.setEType(expression);
		call.getEStructuralFeatures().addAll(List.of(name, arguments, reference));
		box.setName("Box");
		box.getESuperTypes().add(expression);
		content.setName("content");
		content.setEType(expression);
		content.setContainment(true);
		box.getEStructuralFeatures().add(content);
		expressions.getEClassifiers().addAll(List.of(expression, number, call, box));
	}

	@Test
	void everyArgumentIsWrappedAndNestedCallsInsideTheMovedValuesToo() {
		var tree = call("f", call("g", number(1), box(number(2))), number(3));
		var inner = ((List<?>) tree.eGet(arguments)).get(0);
		WrappedValues.wrap(tree, arguments, any -> true, this::vary);
		assertEquals("f(vary(g(vary(1), vary([2]))), vary(3))", text(tree));
		// Moved, not copied: the call that was the first argument is now inside its wrapper.
		assertTrue(EcoreUtil.isAncestor(tree, (EObject) inner));
	}

	@Test
	void valuesTheFilterRefusesStayAsTheyAre() {
		var tree = call("f", call("out", number(1)), number(2));
		WrappedValues.wrap(tree, arguments, v -> !(v.eContainer().eGet(name).equals("out")), this::vary);
		assertEquals("f(vary(out(1)), vary(2))", text(tree));
	}

	@Test
	void aFeatureHoldingOneValueIsWrappedToo() {
		var tree = box(call("f", box(number(4))));
		WrappedValues.wrap(tree, content, any -> true, this::vary);
		assertEquals("[vary(f([vary(4)]))]", text(tree));
	}

	@Test
	void aWrapperThatCopiesTheValueIsRefused() {
		var tree = call("f", number(1));
		var error = assertThrows(IllegalArgumentException.class,
				() -> WrappedValues.wrap(tree, arguments, any -> true, v -> call("vary", EcoreUtil.copy(v))));
		assertTrue(error.getMessage().contains("not a copy"), error.getMessage());
	}

	@Test
	void aFeatureThatIsNotContainmentIsRefused() {
		var error = assertThrows(IllegalArgumentException.class,
				() -> WrappedValues.wrap(call("f"), reference, any -> true, this::vary));
		assertTrue(error.getMessage().contains("first is not a containment feature"), error.getMessage());
	}

	private EObject vary(EObject value) {
		return call("vary", value);
	}

	private EObject call(String called, EObject... values) {
		var node = EcoreUtil.create(call);
		node.eSet(name, called);
		@SuppressWarnings("unchecked")
		var list = (List<EObject>) node.eGet(arguments);
		list.addAll(List.of(values));
		return node;
	}

	private EObject box(EObject inside) {
		var node = EcoreUtil.create(box);
		node.eSet(content, inside);
		return node;
	}

	private EObject number(int n) {
		var node = EcoreUtil.create(number);
		node.eSet(value, n);
		return node;
	}

	private String text(EObject node) {
		if (node.eClass() == number) {
			return String.valueOf(node.eGet(value));
		}
		if (node.eClass() == box) {
			return "[" + text((EObject) node.eGet(content)) + "]";
		}
		@SuppressWarnings("unchecked")
		var list = (List<EObject>) node.eGet(arguments);
		return node.eGet(name) + list.stream().map(this::text).collect(Collectors.joining(", ", "(", ")"));
	}
}
