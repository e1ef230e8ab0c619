package cadmus.api;

import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * What a language tells the generator beyond its metamodel: which classes fill holes, how often, how many
 * children a feature takes, which classes a containment accepts and how attribute values are drawn.
 * Every method has a neutral default, so a language states only what its grammar's metamodel cannot say.
 * Implementations must be immutable: one rules object is shared by all generating threads.
 */
public interface GenerationRules {

	/**
	 * Whether instances of this concrete class can fill a hole. The default accepts leaf classes only:
	 * grammar-inferred metamodels make rule types (Statement, Expression) concrete supertypes that never
	 * appear as nodes of a parsed tree.
	 */
	default boolean isNode(EClass eClass) {
		return !eClass.isAbstract() && !eClass.isInterface() && leaf(eClass);
	}

	/** Relative weight of a class among the candidates for a hole. */
	default double weight(EClass eClass) {
		return 1.0;
	}

	/** How many values a feature takes (a single-valued feature: 0..1 or 1..1; a list: min..max). */
	default Multiplicity multiplicity(EStructuralFeature feature) {
		return feature.isMany() ? new Multiplicity(0, 3) : Multiplicity.ONE;
	}

	/** Classes a containment accepts when narrower than its declared type (e.g. only calls as a statement). */
	default Optional<Set<EClass>> restriction(EReference containment) {
		return Optional.empty();
	}

	/** How values of an attribute are drawn; empty means the generator's default for the attribute's type. */
	default Optional<AttributeValues> values(EAttribute attribute) {
		return Optional.empty();
	}

	private static boolean leaf(EClass eClass) {
		for (var classifier : eClass.getEPackage().getEClassifiers()) {
			if (classifier instanceof EClass other && other != eClass && other.getESuperTypes().contains(eClass)) {
				return false;
			}
		}
		return true;
	}
}
