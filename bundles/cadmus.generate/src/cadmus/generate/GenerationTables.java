package cadmus.generate;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;

import cadmus.api.Access;
import cadmus.api.AttributeValues;
import cadmus.api.Binder;
import cadmus.api.GenerationRules;
import cadmus.api.Lifting;
import cadmus.api.Observation;
import cadmus.api.TypeRule;
import cadmus.api.types.TypeLattice;
import cadmus.api.Multiplicity;
import cadmus.api.RulesException;

/**
 * Everything the tree builder needs, computed once per rules object: the node classes, each hole's
 * candidates with their weights, and each class's minimal completion (the fewest nodes a subtree rooted in
 * it can have). The minimal completion is a least fixed point over the metamodel; classes that can never
 * complete, and holes nothing can fill, are reported by name.
 */
final class GenerationTables {

	private final Hole root;
	final GenerationRules rules;
	final TypeLattice lattice;
	final Lifting lifting;
	/** The hole of a lifted definition's value, and the definition class's minimal completion. */
	final Hole liftedValue;
	final int liftCost;
	final Observation observation;
	/** The nodes of one observation statement: charged to the size bound for every binding it will observe. */
	final int observationCost;
	/** What weighing learned about which classes and bindings fit holes, shared by every program of these rules. */
	final FitMemory fits;
	/** The bindings the language gives every program, shared by all of them. */
	final Environment environment;

	private GenerationTables(Hole root, GenerationRules rules, Builder builder) {
		this.fits = new FitMemory(builder.classes.size());
		this.root = root;
		this.rules = rules;
		this.environment = new Environment(rules.environment());
		this.lattice = rules.lattice();
		this.lifting = rules.lifting().orElse(null);
		this.observation = rules.observation().orElse(null);
		this.observationCost = observation == null ? 0 : size(observation.observe("x", null));
		if (lifting != null) {
			this.liftedValue = builder.holes.get(lifting.value());
			var definition = builder.classes.get(lifting.value().getEContainingClass());
			if (liftedValue == null || definition == null) {
				throw new RulesException("lifting defines " + lifting.value().getEContainingClass().getName()
						+ " nodes, which never occur in a program");
			}
			this.liftCost = definition.cost;
		} else {
			this.liftedValue = null;
			this.liftCost = 0;
		}
	}

	private static int size(org.eclipse.emf.ecore.EObject tree) {
		if (tree == null) {
			return 0;
		}
		int n = 1;
		for (var it = tree.eAllContents(); it.hasNext(); it.next()) {
			n++;
		}
		return n;
	}

	Hole root() {
		return root;
	}

	static GenerationTables build(EClass rootClass, GenerationRules rules) {
		var builder = new Builder(rules);
		var rootHole = builder.hole(rootClass.getName(), null, builder.candidates(rootClass, null));
		// A lifted definition's class must be known even when the rules never choose it themselves.
		rules.lifting().ifPresent(l -> builder.nodeClass(l.value().getEContainingClass()));
		builder.resolve(rootHole);
		return new GenerationTables(rootHole, rules, builder);
	}

	/** Builds the hole/class graph lazily from the root, then computes costs. */
	private static final class Builder {
		private final GenerationRules rules;
		private final List<EClass> nodeClasses = new ArrayList<>();
		final Map<EClass, NodeClass> classes = new IdentityHashMap<>();
		final Map<EReference, Hole> holes = new IdentityHashMap<>();
		private final ArrayDeque<NodeClass> pending = new ArrayDeque<>();
		private boolean collected;

		Builder(GenerationRules rules) {
			this.rules = rules;
		}

		List<NodeClass> candidates(EClass type, EReference feature) {
			if (!collected) {
				for (var classifier : type.getEPackage().getEClassifiers()) {
					if (classifier instanceof EClass c && rules.isNode(c)) {
						nodeClasses.add(c);
					}
				}
				collected = true;
			}
			var restriction = feature == null ? Optional.<Set<EClass>>empty() : rules.restriction(feature);
			var result = new ArrayList<NodeClass>();
			for (var c : nodeClasses) {
				boolean fits = restriction.map(allowed -> allowed.contains(c)).orElse(type.isSuperTypeOf(c));
				if (fits && rules.weight(c) > 0) {
					result.add(nodeClass(c));
				}
			}
			return result;
		}

		Hole hole(String label, EReference feature, List<NodeClass> candidates) {
			return new Hole(label, feature, candidates.toArray(NodeClass[]::new));
		}

		NodeClass nodeClass(EClass c) {
			return classes.computeIfAbsent(c, key -> {
				var node = new NodeClass(key, rules, classes.size());
				pending.add(node);
				return node;
			});
		}

		/** Expands every reachable class's slots, then computes costs and checks completeness. */
		void resolve(Hole rootHole) {
			while (!pending.isEmpty()) {
				var node = pending.poll();
				node.slots = slotsOf(node.eClass);
			}
			for (var node : classes.values()) {
				node.referenceSlots = java.util.Arrays.stream(node.slots)
						.filter(slot -> slot.hole != null && (slot.multiplicity.min() > 0 || slot.feature.isMany())
								&& java.util.Arrays.stream(slot.hole.candidates).anyMatch(c -> c.reference != null))
						.toArray(Slot[]::new);
			}
			computeCosts();
			fixCheapest(rootHole);
			check(rootHole);
		}

		private Slot[] slotsOf(EClass c) {
			var slots = new ArrayList<Slot>();
			for (EStructuralFeature feature : c.getEAllStructuralFeatures()) {
				if (feature.isDerived() || feature.isTransient() || !feature.isChangeable()) {
					continue;
				}
				Multiplicity multiplicity = rules.multiplicity(feature);
				String label = c.getName() + "." + feature.getName();
				if (feature instanceof EAttribute attribute) {
					var values = rules.values(attribute).orElseGet(() -> DefaultValues.of(attribute));
					slots.add(Slot.attribute(attribute, multiplicity, label, values, Access.READ));
				} else if (feature instanceof EReference reference && reference.isContainment()) {
					var hole = holes.computeIfAbsent(reference,
							r -> hole(label, r, candidates(r.getEReferenceType(), r)));
					slots.add(Slot.containment(reference, multiplicity, label, hole, rules.access(reference)));
				}
				// Cross references are left unset: names are attributes in the grammars this engine fills.
			}
			// A stable sort: equal ranks keep the metamodel's order.
			slots.sort(java.util.Comparator.comparingInt(slot -> rules.fillRank(slot.feature)));
			return slots.toArray(Slot[]::new);
		}

		private void computeCosts() {
			boolean changed = true;
			while (changed) {
				changed = false;
				for (var node : classes.values()) {
					long cost = 1;
					for (var slot : node.slots) {
						if (slot.hole != null && slot.multiplicity.min() > 0) {
							cost += (long) slot.multiplicity.min() * slot.hole.minCost();
						}
					}
					int bounded = (int) Math.min(cost, NodeClass.NEVER);
					if (bounded < node.cost) {
						node.cost = bounded;
						changed = true;
					}
				}
			}
		}

		private void fixCheapest(Hole rootHole) {
			rootHole.fixCosts();
			for (var hole : holes.values()) {
				hole.fixCosts();
			}
		}

		private void check(Hole rootHole) {
			var never = new TreeSet<String>();
			var empty = new TreeSet<String>();
			if (rootHole.minCost() >= NodeClass.NEVER) {
				empty.add(rootHole.label + " (root)");
			}
			for (var node : classes.values()) {
				if (node.cost >= NodeClass.NEVER) {
					never.add(node.eClass.getName());
				}
				for (var slot : node.slots) {
					if (slot.hole != null && slot.multiplicity.min() > 0 && slot.hole.minCost() >= NodeClass.NEVER) {
						empty.add(slot.label);
					}
				}
			}
			if (!never.isEmpty() || !empty.isEmpty()) {
				var message = new StringBuilder("rules cannot complete every tree:");
				if (!never.isEmpty()) {
					message.append(" classes that never complete ").append(never).append(';');
				}
				if (!empty.isEmpty()) {
					message.append(" required holes no class can fill ").append(empty).append(';');
				}
				throw new RulesException(message.toString());
			}
		}
	}

	/** A hole: the classes that may fill it, their weights, and the cheapest completion among them. */
	static final class Hole {
		final String label;
		/** The containment the hole is in; null for the root. */
		final EReference feature;
		final NodeClass[] candidates;
		/** The candidates' class names and minimal completion sizes, for decision sources that steer by class. */
		final String[] names;
		final int[] costs;
		/** The cheapest completion among the candidates, fixed once costs are computed. */
		int cheapest = NodeClass.NEVER;

		Hole(String label, EReference feature, NodeClass[] candidates) {
			this.label = label + ".class";
			this.feature = feature;
			this.candidates = candidates;
			this.names = new String[candidates.length];
			this.costs = new int[candidates.length];
			for (int i = 0; i < candidates.length; i++) {
				names[i] = candidates[i].eClass.getName();
			}
		}

		void fixCosts() {
			for (int i = 0; i < candidates.length; i++) {
				costs[i] = candidates[i].cost;
			}
			cheapest = minCost();
		}

		int minCost() {
			int min = NodeClass.NEVER;
			for (var c : candidates) {
				min = Math.min(min, c.cost);
			}
			return min;
		}

		/** Weights of the candidates whose minimal completion fits {@code allowance}, zero for the rest. */
		double[] weightsWithin(int allowance, double[] into) {
			for (int i = 0; i < candidates.length; i++) {
				into[i] = candidates[i].cost <= allowance ? candidates[i].weight : 0;
			}
			return into;
		}
	}

	/** A class that can fill holes, with its slots in feature order and its minimal completion. */
	static final class NodeClass {
		static final int NEVER = Integer.MAX_VALUE / 4;
		final EClass eClass;
		final double weight;
		final TypeRule typeRule;
		/** What its nodes bind, in the rules' order; empty for most classes. */
		final Binder[] binders;
		final EAttribute reference;
		final boolean unordered;
		final boolean distinctWrites;
		final boolean isolatesWrites;
		final boolean hidesEnclosingVariables;
		final boolean growsTypes;
		/** Its number among the tables' classes, from 0: an index into arrays kept per class. */
		final int index;
		Slot[] slots;
		/**
		 * Required slots references can fill (an assignment's target): where the context leaves only references,
		 * the class needs a binding for each.
		 */
		Slot[] referenceSlots;
		int cost = NEVER;
		NodeClass(EClass eClass, GenerationRules rules, int index) {
			this.eClass = eClass;
			this.index = index;
			this.weight = rules.weight(eClass);
			this.typeRule = rules.typeRule(eClass).orElse(null);
			this.binders = rules.binders(eClass).toArray(Binder[]::new);
			this.reference = rules.reference(eClass).orElse(null);
			this.unordered = rules.unordered(eClass);
			this.distinctWrites = rules.distinctWrites(eClass);
			this.isolatesWrites = rules.isolatesWrites(eClass);
			this.hidesEnclosingVariables = rules.hidesEnclosingVariables(eClass);
			this.growsTypes = rules.growsTypes(eClass);
		}
	}

	/** One feature of a node class: a containment hole or an attribute, with how many values it takes. */
	static final class Slot {
		final EStructuralFeature feature;
		final Multiplicity multiplicity;
		final String label;
		final String countLabel;
		final Hole hole;
		final AttributeValues values;
		final Access access;

		private Slot(EStructuralFeature feature, Multiplicity multiplicity, String label, Hole hole,
				AttributeValues values, Access access) {
			this.feature = feature;
			this.multiplicity = multiplicity;
			this.label = label;
			this.countLabel = label + ".count";
			this.hole = hole;
			this.values = values;
			this.access = access;
		}

		static Slot attribute(EAttribute a, Multiplicity m, String label, AttributeValues values, Access access) {
			return new Slot(a, m, label, null, values, access);
		}

		static Slot containment(EReference r, Multiplicity m, String label, Hole hole, Access access) {
			return new Slot(r, m, label, hole, null, access);
		}
	}

	/** For tests and diagnostics: the minimal completion of every reachable class, by class name. */
	Map<String, Integer> minimalCompletions() {
		var result = new LinkedHashMap<String, Integer>();
		var seen = new IdentityHashMap<NodeClass, Boolean>();
		var queue = new ArrayDeque<NodeClass>(List.of(root.candidates));
		while (!queue.isEmpty()) {
			var node = queue.poll();
			if (seen.put(node, Boolean.TRUE) != null) {
				continue;
			}
			result.put(node.eClass.getName(), node.cost);
			for (var slot : node.slots) {
				if (slot.hole != null) {
					queue.addAll(List.of(slot.hole.candidates));
				}
			}
		}
		return result;
	}
}
