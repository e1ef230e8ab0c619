package cadmus.lang.dafny;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.Observation;
import cadmus.api.types.ContainerType;
import cadmus.api.types.Type;
import cadmus.lang.dafny.dafny.DafnyFactory;
import cadmus.lang.dafny.dafny.DafnyPackage;
import cadmus.lang.dafny.dafny.Expression;

/**
 * Makes what a block's variables hold at its end observable: {@code print v, "\n";} for a value every back end
 * prints alike, {@code print |v|, "\n";} for a set, multiset or map (whose order each back end chooses), and
 * {@code print a[..], "\n";} for an array (its elements as a sequence).
 */
final class DafnyObservation implements Observation {

	private static final DafnyFactory DAFNY = DafnyFactory.eINSTANCE;

	@Override
	public EReference into() {
		return DafnyPackage.Literals.BLOCK__STATEMENTS;
	}

	@Override
	public EObject observe(String name, Type type) {
		Expression observed;
		if (DafnyTypes.printable(type)) {
			observed = reference(name);
		} else if (ContainerType.is(type, "set") || ContainerType.is(type, "multiset") || ContainerType.is(type, "map")) {
			var size = DAFNY.createCardinality();
			size.setOperand(reference(name));
			observed = size;
		} else if (ContainerType.is(type, "array") && DafnyTypes.printable(ContainerType.argument(type))) {
			var elements = DAFNY.createSelect();
			elements.setTarget(reference(name));
			elements.setSlice(true);
			observed = elements;
		} else {
			return null;
		}
		var print = DAFNY.createPrint();
		print.getValues().add(observed);
		var newline = DAFNY.createStringLiteral();
		newline.setValue("\"\\n\"");
		print.getValues().add(newline);
		return print;
	}

	private static Expression reference(String name) {
		var reference = DAFNY.createReference();
		reference.setName(name);
		return reference;
	}
}
