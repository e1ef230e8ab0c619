package cadmus.corpus;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.generate.EmfChildren;

/**
 * Collects a corpus's fragments per class (LangFuzz's fragment pool, §3.2): every subtree below a file's root of
 * {@value #MIN_NODES} to {@value #MAX_NODES} nodes, counted by shape (leaves aside), each shape kept as it was first
 * written. The pool keeps at most
 * {@value #PER_CLASS} shapes per class: half the most frequent (the corpus's idioms), half drawn among the rest (its
 * rarer combinations, which LangFuzz finds bugs with), the same for the same corpus.
 */
final class FragmentPoolBuilder {

	static final int MIN_NODES = 2;
	static final int MAX_NODES = 30;
	static final int PER_CLASS = 40;

	/** A fragment with its size, built bottom-up so each node is visited once. */
	private record Built(Fragment fragment, int size) {
	}

	/** Class name → shape → how often it occurred. */
	private final Map<String, Map<Fragment, Integer>> counts = new HashMap<>();
	/** Shape → its first occurrence, with its leaves: what the pool keeps of it. */
	private final Map<Fragment, Fragment> specimens = new HashMap<>();

	/** Adds the fragments of one file's tree; returns how many nodes the tree has. */
	int add(EObject root) {
		return build(root, true).size();
	}

	private Built build(EObject node, boolean root) {
		var children = new LinkedHashMap<String, List<Fragment>>();
		int size = 1;
		for (EReference feature : node.eClass().getEAllContainments()) {
			var list = new ArrayList<Fragment>();
			for (EObject child : EmfChildren.of(node, feature)) {
				var built = build(child, false);
				list.add(built.fragment());
				size += built.size();
			}
			if (!list.isEmpty()) {
				children.put(feature.getName(), list);
			}
		}
		var fragment = new Fragment(node.eClass().getName(), Fragment.valuesOf(node), children);
		if (!root && size >= MIN_NODES && size <= MAX_NODES) {
			var shape = fragment.shape();
			counts.computeIfAbsent(fragment.type(), k -> new HashMap<>()).merge(shape, 1, Integer::sum);
			specimens.putIfAbsent(shape, fragment);
		}
		return new Built(fragment, size);
	}

	/** The pool: class name → its fragments, in a fixed order. */
	Map<String, List<Fragment>> pool() {
		var pool = new TreeMap<String, List<Fragment>>();
		counts.forEach((type, byShape) -> {
			var shapes = new ArrayList<>(byShape.keySet());
			// Most frequent first; among equals, a fixed order (the shapes' text).
			shapes.sort(Comparator.<Fragment>comparingInt(byShape::get).reversed().thenComparing(Fragment::toString));
			if (shapes.size() <= PER_CLASS) {
				pool.put(type, shapes.stream().map(specimens::get).toList());
				return;
			}
			var kept = new ArrayList<>(shapes.subList(0, PER_CLASS / 2));
			var rest = new ArrayList<>(shapes.subList(PER_CLASS / 2, shapes.size()));
			Collections.shuffle(rest, new Random(type.hashCode()));
			kept.addAll(rest.subList(0, PER_CLASS - kept.size()));
			pool.put(type, kept.stream().map(specimens::get).toList());
		});
		return pool;
	}
}
