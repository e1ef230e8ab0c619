package cadmus.api;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;

import cadmus.api.types.TypeLattice;

/**
 * What a language's rules say by table rather than by logic, for {@link TableRules} to look up: class weights,
 * feature multiplicities, containment restrictions, attribute values, the type lattice and type rules, which
 * attribute of which class names a binding, which containments write, lifting and observation, the environment
 * and prelude. Every entry left out keeps {@link GenerationRules}' neutral default. Built with {@link #builder()}.
 */
public record RuleTables(Map<EClass, Double> weights, double otherWeight, Map<EStructuralFeature, Multiplicity> multiplicities,
		Map<EStructuralFeature, Integer> ranks, Map<EReference, Set<EClass>> restrictions, Map<EAttribute, AttributeValues> values, TypeLattice lattice,
		Function<EClass, TypeRule> typeRules, Map<EClass, EAttribute> references, Set<EReference> writes,
		Lifting lifting, Observation observation, Set<EClass> unordered, Set<EClass> growsTypes,
		Set<EClass> isolatesWrites, List<Binding> environment, double environmentWeight,
		List<PreludeDefinition> preludeDefinitions, Map<String, String> plainerCalls) {

	public RuleTables {
		weights = Map.copyOf(weights);
		multiplicities = Map.copyOf(multiplicities);
		ranks = Map.copyOf(ranks);
		restrictions = Map.copyOf(restrictions);
		values = Map.copyOf(values);
		references = Map.copyOf(references);
		writes = Set.copyOf(writes);
		unordered = Set.copyOf(unordered);
		growsTypes = Set.copyOf(growsTypes);
		isolatesWrites = Set.copyOf(isolatesWrites);
		environment = List.copyOf(environment);
		preludeDefinitions = List.copyOf(preludeDefinitions);
		plainerCalls = Map.copyOf(plainerCalls);
	}

	public static Builder builder() {
		return new Builder();
	}

	/** Collects a language's tables; whatever is not set stays neutral (empty, no lifting, weight 1). */
	public static final class Builder {
		private Map<EClass, Double> weights = Map.of();
		private double otherWeight = 1.0;
		private Map<EStructuralFeature, Multiplicity> multiplicities = Map.of();
		private Map<EStructuralFeature, Integer> ranks = Map.of();
		private Map<EReference, Set<EClass>> restrictions = Map.of();
		private Map<EAttribute, AttributeValues> values = Map.of();
		private TypeLattice lattice = new TypeLattice();
		private Function<EClass, TypeRule> typeRules = c -> null;
		private Map<EClass, EAttribute> references = Map.of();
		private Set<EReference> writes = Set.of();
		private Lifting lifting;
		private Observation observation;
		private Set<EClass> unordered = Set.of();
		private Set<EClass> growsTypes = Set.of();
		private Set<EClass> isolatesWrites = Set.of();
		private List<Binding> environment = List.of();
		private double environmentWeight = 1.0;
		private List<PreludeDefinition> preludeDefinitions = List.of();
		private Map<String, String> plainerCalls = Map.of();

		private Builder() {
		}

		/** Relative weights of classes; a class not listed weighs 1. */
		public Builder weights(Map<EClass, Double> weights) {
			return weights(weights, 1.0);
		}

		/** Relative weights of classes, and the weight of a class not listed (0: only listed ones are made). */
		public Builder weights(Map<EClass, Double> weights, double otherWeight) {
			this.weights = weights;
			this.otherWeight = otherWeight;
			return this;
		}

		/** Multiplicities of features; a feature not listed takes 1, or 0 to 3 values for a list. */
		public Builder multiplicities(Map<EStructuralFeature, Multiplicity> multiplicities) {
			this.multiplicities = multiplicities;
			return this;
		}

		/** Where features come in the order a node's features are generated ({@link GenerationRules#fillRank}). */
		public Builder ranks(Map<EStructuralFeature, Integer> ranks) {
			this.ranks = ranks;
			return this;
		}

		public Builder restrictions(Map<EReference, Set<EClass>> restrictions) {
			this.restrictions = restrictions;
			return this;
		}

		public Builder values(Map<EAttribute, AttributeValues> values) {
			this.values = values;
			return this;
		}

		/** The type lattice, and each class's type rule (null where a class has none). */
		public Builder types(TypeLattice lattice, Function<EClass, TypeRule> typeRules) {
			this.lattice = lattice;
			this.typeRules = typeRules;
			return this;
		}

		/** Which attribute of a reference class holds the name of the binding it refers to. */
		public Builder references(Map<EClass, EAttribute> references) {
			this.references = references;
			return this;
		}

		/** The containments whose child is written to (an assignment's target); every other one is read. */
		public Builder writes(Set<EReference> writes) {
			this.writes = writes;
			return this;
		}

		public Builder lifting(Lifting lifting) {
			this.lifting = lifting;
			return this;
		}

		public Builder observation(Observation observation) {
			this.observation = observation;
			return this;
		}

		/** Classes whose children the language evaluates in an unspecified order. */
		public Builder unordered(Set<EClass> unordered) {
			this.unordered = unordered;
			return this;
		}

		/** Classes whose subject has a larger type than their result (a call, a field access). */
		public Builder growsTypes(Set<EClass> growsTypes) {
			this.growsTypes = growsTypes;
			return this;
		}

		/** Classes whose writes callers cannot see (a function body). */
		public Builder isolatesWrites(Set<EClass> isolatesWrites) {
			this.isolatesWrites = isolatesWrites;
			return this;
		}

		/** The bindings every program starts with, and how likely a reference picks one of them. */
		public Builder environment(List<Binding> environment, double weight) {
			this.environment = environment;
			this.environmentWeight = weight;
			return this;
		}

		public Builder prelude(List<PreludeDefinition> definitions) {
			this.preludeDefinitions = definitions;
			return this;
		}

		public Builder plainerCalls(Map<String, String> plainerCalls) {
			this.plainerCalls = plainerCalls;
			return this;
		}

		public RuleTables build() {
			return new RuleTables(weights, otherWeight, multiplicities, ranks, restrictions, values, lattice, typeRules, references, writes,
					lifting, observation, unordered, growsTypes, isolatesWrites, environment, environmentWeight,
					preludeDefinitions, plainerCalls);
		}
	}
}
