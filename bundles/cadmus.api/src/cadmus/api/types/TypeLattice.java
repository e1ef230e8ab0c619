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
	private final Set<BaseType> restrictedBases = new HashSet<>();
	private final Set<String> restrictedKinds = new HashSet<>();
	private final Set<String> restrictedRecords = new HashSet<>();

	/**
	 * Makes a base type restricted: it types positions the rules control (a loop guard, printing's result)
	 * and never a stored value, so no {@link TypeVariable#value()} variable becomes it.
	 */
	public TypeLattice restrict(BaseType type) {
		restrictedBases.add(type);
		return this;
	}

	/** Restricts every container of a kind (an iterator), as {@link #restrict(BaseType)}. */
	public TypeLattice restrictKind(String containerKind) {
		restrictedKinds.add(containerKind);
		return this;
	}

	/** Restricts a nominal record (a library table whose contents differ between versions), as {@link #restrict(BaseType)}. */
	public TypeLattice restrictRecord(String name) {
		restrictedRecords.add(name);
		return this;
	}

	public boolean isRestrictedRecord(String name) {
		return name != null && restrictedRecords.contains(name);
	}

	public boolean isRestricted(BaseType type) {
		return restrictedBases.contains(type);
	}

	public boolean isRestrictedKind(String containerKind) {
		return restrictedKinds.contains(containerKind);
	}

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
