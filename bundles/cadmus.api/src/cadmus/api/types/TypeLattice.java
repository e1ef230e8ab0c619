package cadmus.api.types;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The subtype relation among a language's base types, declared as direct supertypes (e.g. int and float
 * below number). Reflexive and transitive; cycles are rejected when declared.
 */
public final class TypeLattice {

	private final Map<BaseType, Set<BaseType>> above = new HashMap<>();

	/** Declares {@code sub <: sup}. */
	public TypeLattice declare(BaseType sub, BaseType sup) {
		if (isSubtype(sup, sub)) {
			throw new IllegalArgumentException("subtype cycle: " + sub + " <: " + sup + " <: " + sub);
		}
		above.computeIfAbsent(sub, k -> new HashSet<>()).add(sup);
		return this;
	}

	public boolean isSubtype(BaseType sub, BaseType sup) {
		if (sub.equals(sup)) {
			return true;
		}
		for (var parent : above.getOrDefault(sub, Set.of())) {
			if (isSubtype(parent, sup)) {
				return true;
			}
		}
		return false;
	}
}
