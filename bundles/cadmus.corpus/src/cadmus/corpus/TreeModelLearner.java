package cadmus.corpus;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.Language;

/**
 * Learns a {@link TreeModel} from a corpus: each parsed file parsed again into its tree, and every node counted in
 * each of its contexts (its class), every list feature of every node counted by its length, every small subtree's
 * shape kept as a fragment ({@link FragmentPoolBuilder}).
 */
public final class TreeModelLearner {

	private final Language language;
	private final Map<String, Map<String, Integer>> classes = new HashMap<>();
	private final Map<String, Map<Integer, Integer>> lengths = new HashMap<>();
	private final FragmentPoolBuilder fragments = new FragmentPoolBuilder();
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
		fragments.add(root);
		visit(root, ModelContexts.rootLabel(root.eClass().getName()), ModelContexts.ROOT, ModelContexts.FIRST);
	}

	private void visit(EObject node, String label, String parentLabel, String previous) {
		String name = node.eClass().getName();
		for (String context : ModelContexts.of(label, parentLabel, previous)) {
			classes.computeIfAbsent(context, k -> new HashMap<>()).merge(name, 1, Integer::sum);
		}
		for (EReference feature : node.eClass().getEAllContainments()) {
			String childLabel = ModelContexts.label(name, feature.getName());
			if (feature.isMany()) {
				@SuppressWarnings("unchecked")
				var children = (List<EObject>) node.eGet(feature);
				lengths.computeIfAbsent(ModelContexts.countLabel(name, feature.getName()), k -> new HashMap<>())
						.merge(children.size(), 1, Integer::sum);
				String before = ModelContexts.FIRST;
				for (EObject child : children) {
					visit(child, childLabel, label, before);
					before = child.eClass().getName();
				}
			} else if (node.eIsSet(feature) && node.eGet(feature) instanceof EObject child) {
				visit(child, childLabel, label, ModelContexts.FIRST);
			}
		}
	}

	/** The model of everything learned so far. */
	public TreeModel model() {
		return new TreeModel(TreeModel.FORMAT, language.id(), trees, classes, lengths, fragments.pool());
	}
}
