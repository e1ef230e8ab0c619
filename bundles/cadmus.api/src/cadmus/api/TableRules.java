package cadmus.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;

import cadmus.api.types.TypeLattice;

/**
 * The rules base languages configure: every lookup a language would otherwise write again (a weight from its
 * table, else 1; a multiplicity from its table, else the default; a restriction, a type rule, a reference
 * attribute...) answered from its {@link RuleTables}. A language's rules extend it and override only where
 * their answer is logic rather than a table (which classes a hole allows in which context, binders).
 */
public abstract class TableRules implements GenerationRules {

	private final RuleTables tables;

	protected TableRules(RuleTables tables) {
		this.tables = tables;
	}

	protected final RuleTables tables() {
		return tables;
	}

	@Override
	public double weight(EClass eClass) {
		return tables.weights().getOrDefault(eClass, tables.otherWeight());
	}

	@Override
	public Multiplicity multiplicity(EStructuralFeature feature) {
		var listed = tables.multiplicities().get(feature);
		return listed != null ? listed : GenerationRules.super.multiplicity(feature);
	}

	@Override
	public int fillRank(EStructuralFeature feature) {
		return tables.ranks().getOrDefault(feature, 0);
	}

	@Override
	public Optional<Set<EClass>> restriction(EReference containment) {
		return Optional.ofNullable(tables.restrictions().get(containment));
	}

	@Override
	public Optional<AttributeValues> values(EAttribute attribute) {
		return Optional.ofNullable(tables.values().get(attribute));
	}

	@Override
	public TypeLattice lattice() {
		return tables.lattice();
	}

	@Override
	public Optional<TypeRule> typeRule(EClass eClass) {
		return Optional.ofNullable(tables.typeRules().apply(eClass));
	}

	@Override
	public Optional<EAttribute> reference(EClass eClass) {
		return Optional.ofNullable(tables.references().get(eClass));
	}

	@Override
	public Access access(EReference containment) {
		return tables.writes().contains(containment) ? Access.WRITE : Access.READ;
	}

	@Override
	public Optional<Lifting> lifting() {
		return Optional.ofNullable(tables.lifting());
	}

	@Override
	public Optional<Observation> observation() {
		return Optional.ofNullable(tables.observation());
	}

	@Override
	public boolean unordered(EClass eClass) {
		return tables.unordered().contains(eClass);
	}

	@Override
	public boolean growsTypes(EClass eClass) {
		return tables.growsTypes().contains(eClass);
	}

	@Override
	public boolean isolatesWrites(EClass eClass) {
		return tables.isolatesWrites().contains(eClass);
	}

	@Override
	public List<Binding> environment() {
		return tables.environment();
	}

	@Override
	public double environmentWeight() {
		return tables.environmentWeight();
	}

	@Override
	public List<PreludeDefinition> preludeDefinitions() {
		return tables.preludeDefinitions();
	}

	@Override
	public Map<String, String> plainerCalls() {
		return tables.plainerCalls();
	}
}
