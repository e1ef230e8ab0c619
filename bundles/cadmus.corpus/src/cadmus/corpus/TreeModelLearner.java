package cadmus.corpus;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.Language;
import cadmus.generate.EmfChildren;

/**
 * Learns a {@link TreeModel} from a corpus: each parsed file parsed again into its tree, and every node counted in
 * each of its contexts (its class), every list feature of every node counted by its length, every small subtree kept
 * as a fragment ({@link FragmentPoolBuilder}), and a sample of whole files kept as hosts for mutants ({@link HostSampler}).
 */
public final class TreeModelLearner {

	private final Language language;
	private final Map<String, Map<String, Integer>> classes = new HashMap<>();
	private final Map<String, Map<Integer, Integer>> lengths = new HashMap<>();
	private final FragmentPoolBuilder fragments = new FragmentPoolBuilder();
	private final HostSampler hosts = new HostSampler();
	private int trees;

	public TreeModelLearner(Language language) {
		this.language = language;
	}

	/**
	 * Learns from every parsed file of the corpus; returns how many files were learned from.
	 *
	 * @throws CorpusException when the corpus is of another language
	 */
	public int learn(CorpusStore corpus) {
		return CorpusTrees.each(corpus, language, this::learn);
	}

	/** Learns from one tree. */
	public void learn(EObject root) {
		trees++;
		hosts.offer(root, fragments.add(root));
		visit(root, ModelContexts.rootLabel(root.eClass().getName()), ModelContexts.ROOT, ModelContexts.FIRST);
	}

	private void visit(EObject node, String label, String parentLabel, String previous) {
		String name = node.eClass().getName();
		for (String context : ModelContexts.of(label, parentLabel, previous)) {
			classes.computeIfAbsent(context, k -> new HashMap<>()).merge(name, 1, Integer::sum);
		}
		for (EReference feature : node.eClass().getEAllContainments()) {
			String childLabel = ModelContexts.label(name, feature.getName());
			var children = EmfChildren.of(node, feature);
			if (feature.isMany()) {
				lengths.computeIfAbsent(ModelContexts.countLabel(name, feature.getName()), k -> new HashMap<>())
						.merge(children.size(), 1, Integer::sum);
			}
			// A list's child follows its left sibling; a single child has none.
			String before = ModelContexts.FIRST;
			for (EObject child : children) {
				visit(child, childLabel, label, before);
				before = feature.isMany() ? child.eClass().getName() : ModelContexts.FIRST;
			}
		}
	}

	/** The model of everything learned so far. */
	public TreeModel model() {
		return new TreeModel(TreeModel.FORMAT, language.id(), trees, classes, lengths, fragments.pool(),
				hosts.hosts(language));
	}
}
