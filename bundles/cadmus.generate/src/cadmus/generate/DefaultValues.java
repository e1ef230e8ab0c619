package cadmus.generate;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EEnum;

import cadmus.api.AttributeValues;
import cadmus.api.RulesException;

/** Values for attributes the rules say nothing about, chosen by the attribute's data type. */
final class DefaultValues {

	private DefaultValues() {
	}

	static AttributeValues of(EAttribute attribute) {
		var type = attribute.getEAttributeType();
		String label = attribute.getEContainingClass().getName() + "." + attribute.getName();
		if (type instanceof EEnum eEnum) {
			var literals = eEnum.getELiterals().stream().map(l -> l.getInstance()).toArray();
			return AttributeValues.oneOf(label, literals);
		}
		Class<?> javaType = type.getInstanceClass();
		if (javaType == boolean.class || javaType == Boolean.class) {
			return decisions -> decisions.flip(label, 0.5);
		}
		if (javaType == int.class || javaType == Integer.class) {
			return decisions -> (int) decisions.between(label, 0, 9);
		}
		if (javaType == long.class || javaType == Long.class) {
			return decisions -> decisions.between(label, 0, 9);
		}
		if (javaType == String.class) {
			return AttributeValues.oneOf(label, "a", "b", "c");
		}
		throw new RulesException("no values for attribute " + label + " of type " + type.getName()
				+ ": the language's rules must supply them");
	}
}
