package cadmus.corpus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.api.DecisionSource;
import cadmus.api.GenerationRules;
import cadmus.api.Language;
import cadmus.generate.VisibleNames;

/**
 * Fragment recombination as LangFuzz does it (§3): a program's subtree is replaced with a corpus fragment of a class
 * its place takes, as the corpus wrote it, leaves and all; then the fragment's free names, those no binding visible
 * where they stand declares, are renamed to names that are (§3.3, one new name per free name, drawn among the
 * names the program binds where the fragment now stands). The rules are not asked: the mutant may be ill-typed, read a
 * name of the wrong kind, or have effects generated programs never have, so it is judged only by the oracles
 * chosen for mutants (a crash is a crash whatever the program). Every choice is a decision of the source, so the
 * same decisions make the same mutant.
 */
public final class FragmentMutator {

	/**
	 * A mutant and what its splice came to.
	 *
	 * @param tree       the mutated tree
	 * @param spliced    the root of the fragment spliced in, in {@code tree}
	 * @param nodes      the fragment's nodes
	 * @param references the fragment's references (nodes that name a binding)
	 * @param boundAsWritten how many of them named a visible binding as the corpus wrote them
	 * @param bound      how many name one after the renaming
	 * @param unreadable how many mutants were made before this one that the grammar did not read back
	 */
	public record Mutant(EObject tree, EObject spliced, int nodes, int references, int boundAsWritten, int bound,
			int unreadable) {

		/** Whether every name the fragment refers to is visible where it stands. */
		public boolean namesBound() {
			return bound == references;
		}
	}

	/** How many mutants {@link #readable} makes at most before it gives up. */
	static final int ATTEMPTS = 4;

	private final Map<String, List<Fragment>> pool;
	private final VisibleNames visible;
	private final GenerationRules rules;
	/**
	 * Containment feature → the pool's classes its holes take (by the metamodel), in a fixed order. Concurrent: a
	 * campaign's workers share one mutator, and a plain HashMap's computeIfAbsent, met by two of them, threw
	 * ConcurrentModificationException now and then (a program lost as a generator defect).
	 */
	private final Map<EReference, List<String>> fitting = new java.util.concurrent.ConcurrentHashMap<>();

	/**
	 * @param pool  class name → fragments with their leaves ({@link TreeModel#fragments()} of a model learned with them)
	 * @param rules the language's rules, for its binders and references
	 */
	public FragmentMutator(Map<String, List<Fragment>> pool, GenerationRules rules) {
		this.pool = pool;
		this.rules = rules;
		this.visible = new VisibleNames(rules);
	}

	/**
	 * A mutant of {@code tree} that the language writes and its grammar reads back: the metamodel lets a place take
	 * classes the grammar does not write there (an expression where Lua wants a call statement), so a mutant that does
	 * not parse is made again elsewhere, up to {@value #ATTEMPTS} times. {@code tree} is left as it was.
	 *
	 * @return the mutant, or empty when no place takes a class of the pool or no attempt was read back
	 */
	public Optional<Mutant> readable(Language language, EObject tree, DecisionSource decisions) {
		for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
			var mutant = mutate(EcoreUtil.copy(tree), decisions);
			if (mutant.isEmpty()) {
				return mutant;
			}
			if (RoundTrip.readsBack(language, mutant.get().tree())) {
				var m = mutant.get();
				return Optional.of(new Mutant(m.tree(), m.spliced(), m.nodes(), m.references(), m.boundAsWritten(),
						m.bound(), attempt));
			}
		}
		return Optional.empty();
	}

	/**
	 * Mutates {@code tree} in place: one of its subtrees (not the root) is replaced with a fragment.
	 *
	 * @return the mutant, or empty when no place in the tree takes a class of the pool
	 */
	public Optional<Mutant> mutate(EObject tree, DecisionSource decisions) {
		var places = new ArrayList<EObject>();
		for (var it = tree.eAllContents(); it.hasNext();) {
			var node = it.next();
			if (!fitting(node.eContainmentFeature()).isEmpty()) {
				places.add(node);
			}
		}
		if (places.isEmpty()) {
			return Optional.empty();
		}
		var place = places.get(decisions.choose("mutate.place", places.size()));
		var classes = fitting(place.eContainmentFeature());
		var fragments = pool.get(classes.get(decisions.choose("mutate.class", classes.size())));
		var fragment = fragments.get(decisions.choose("mutate.fragment", fragments.size()));
		var node = instantiate(fragment, tree.eClass().getEPackage());
		EcoreUtil.replace(place, node);
		return Optional.of(adjust(tree, node, fragment, decisions));
	}

	private List<String> fitting(EReference feature) {
		return fitting.computeIfAbsent(feature, f -> {
			var type = f.getEReferenceType();
			var ePackage = type.getEPackage();
			return pool.keySet().stream().sorted().filter(name -> ePackage.getEClassifier(name) instanceof EClass c
					&& type.isSuperTypeOf(c) && !c.isAbstract()).toList();
		});
	}

	/**
	 * Renames the fragment's free names, each to a name visible where the fragment stands (§3.3): one the program
	 * binds, as the paper takes the test's own identifiers, or, where it binds none there, one of the environment's
	 * (the prelude's functions, which a corpus's variables seldom stand for: indexed or added, they fail at once).
	 */
	private Mutant adjust(EObject tree, EObject spliced, Fragment fragment, DecisionSource decisions) {
		var candidates = new ArrayList<>(visible.programsAt(spliced));
		if (candidates.isEmpty()) {
			candidates.addAll(visible.at(spliced));
		}
		var renamed = new HashMap<String, String>();
		int references = 0;
		int asWritten = 0;
		int bound = 0;
		var nodes = new ArrayList<EObject>();
		nodes.add(spliced);
		spliced.eAllContents().forEachRemaining(nodes::add);
		for (EObject node : nodes) {
			String name = visible.referenceOf(node);
			if (name == null) {
				continue;
			}
			references++;
			var here = visible.at(node);
			if (here.contains(name)) {
				asWritten++;
				bound++;
				continue;
			}
			if (candidates.isEmpty()) {
				continue;
			}
			String to = renamed.computeIfAbsent(name,
					n -> candidates.get(decisions.choose("mutate.name", candidates.size())));
			node.eSet(rules.reference(node.eClass()).orElseThrow(), to);
			bound++;
		}
		return new Mutant(tree, spliced, fragment.size(), references, asWritten, bound, 0);
	}

	/** The fragment as nodes of the language's metamodel. */
	static EObject instantiate(Fragment fragment, EPackage ePackage) {
		if (!(ePackage.getEClassifier(fragment.type()) instanceof EClass eClass)) {
			throw new CorpusException("the fragment's class " + fragment.type() + " is not in the language's metamodel "
					+ ePackage.getName() + ": the model was learned with another version of its grammar");
		}
		var node = ePackage.getEFactoryInstance().create(eClass);
		fragment.values().forEach((name, written) -> {
			if (!(eClass.getEStructuralFeature(name) instanceof EAttribute attribute)) {
				throw new CorpusException(fragment.type() + " has no attribute " + name + " in the language's metamodel: "
						+ "the model was learned with another version of its grammar");
			}
			var values = written.stream().map(w -> EcoreUtil.createFromString(attribute.getEAttributeType(), w)).toList();
			node.eSet(attribute, attribute.isMany() ? values : values.get(0));
		});
		fragment.children().forEach((name, children) -> {
			if (!(eClass.getEStructuralFeature(name) instanceof EReference feature) || !feature.isContainment()) {
				throw new CorpusException(fragment.type() + " has no containment " + name + " in the language's "
						+ "metamodel: the model was learned with another version of its grammar");
			}
			var built = children.stream().map(child -> instantiate(child, ePackage)).toList();
			node.eSet(feature, feature.isMany() ? built : built.get(0));
		});
		return node;
	}
}
