package cadmus.generate.tests;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EcoreFactory;

import cadmus.api.ChildTyping;
import cadmus.api.Language;
import cadmus.api.TypeRule;
import cadmus.api.types.Type;

/**
 * What the test-only languages share: a metamodel built in code, no parser, and a renderer that only
 * identifies the tree (these languages are generated, never run).
 */
abstract class CodeOnlyLanguage implements Language {

	final EPackage pkg;

	/** Starts an empty metamodel, unique per instance so tests never share classes. */
	CodeOnlyLanguage(String packageName) {
		pkg = EcoreFactory.eINSTANCE.createEPackage();
		pkg.setName(packageName);
		pkg.setNsURI("urn:cadmus:test:" + packageName + ":" + System.identityHashCode(this));
		pkg.setNsPrefix(packageName);
	}

	/** Every test language names its root class Program. */
	@Override
	public EClass rootClass() {
		return (EClass) pkg.getEClassifier("Program");
	}

	EClass cls(String name, boolean isAbstract, EClass... supers) {
		var c = EcoreFactory.eINSTANCE.createEClass();
		c.setName(name);
		c.setAbstract(isAbstract);
		c.getESuperTypes().addAll(List.of(supers));
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

	static EAttribute attribute(EClass owner, String name, EDataType type) {
		var a = EcoreFactory.eINSTANCE.createEAttribute();
		a.setName(name);
		a.setEType(type);
		owner.getEStructuralFeatures().add(a);
		return a;
	}

	/** A type rule whose nodes get the type {@code type} supplies (a fresh pattern per call; null: untyped). */
	static TypeRule ruleOf(Supplier<Type> type, Consumer<ChildTyping> children) {
		return new TypeRule() {
			@Override
			public Type type(Type wanted) {
				return type.get();
			}

			@Override
			public void children(ChildTyping typing) {
				children.accept(typing);
			}
		};
	}

	@Override
	public String name() {
		return id() + " (test only)";
	}

	@Override
	public String fileExtension() {
		return id();
	}

	@Override
	public String lineComment() {
		return "#";
	}

	@Override
	public EObject parse(String text) {
		throw new UnsupportedOperationException(id() + " has no parser");
	}

	@Override
	public String render(EObject tree) {
		return tree.toString();
	}
}
