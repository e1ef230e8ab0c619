package cadmus.corpus;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import cadmus.api.DecisionSource;
import cadmus.generate.TreeDecisions;

/**
 * Fragment recombination (LangFuzz) on Cadmus's engine: while a program is generated, a hole now and then
 * ({@value #SPLICE_CHANCE} of those a pool fragment fits) takes a fragment of the corpus, and generation follows
 * the fragment's shape below it: each hole takes the class the fragment has there, each list the fragment's length.
 * Names, literals and operators are left to the rules, so the fragment's identifiers come out as bindings in scope
 * and its values fit their types (the paper's identifier adjustment, §3.3, done by the rules); where the rules do
 * not allow the fragment's class (a type that does not fit, a name with no binding, an effect the program must not
 * have), that part of the fragment is given up and generation goes on as usual. So every program stays conforming,
 * and the differential oracles still apply to it; {@link #stats()} tells how much of each fragment was kept.
 * Every other decision comes from the inner source.
 */
public final class FragmentDecisions implements TreeDecisions {

	/** The chance that a hole a fragment fits takes one. */
	static final double SPLICE_CHANCE = 0.06;

	/**
	 * What the fragments spliced into one program came to.
	 *
	 * @param spliced   how many fragments were spliced in
	 * @param whole     how many of them were kept whole: every node of the fragment took its class
	 * @param nodes     how many nodes the spliced fragments have in all
	 * @param kept      how many of those took the fragment's class
	 */
	public record Stats(int spliced, int whole, int nodes, int kept) {

		public static final Stats NONE = new Stats(0, 0, 0, 0);

		public Stats plus(Stats other) {
			return new Stats(spliced + other.spliced, whole + other.whole, nodes + other.nodes, kept + other.kept);
		}
	}

	/** An open hole: the fragment node it follows, if any, and what its subtree kept in its last attempt. */
	private static final class Frame {
		boolean resolved;
		/** The fragment node this hole follows; null when it follows none (or gave it up). */
		Fragment target;
		/** Whether this hole started a splice: its target is a whole pool fragment. */
		boolean spliceRoot;
		/** Whether this hole is inside a splice (it or an ancestor started one). */
		boolean inSplice;
		/** Whether the hole took its target's class (in the attempt under way). */
		boolean matched;
		/** Per feature, how many of its holes have opened in the attempt under way. */
		final Map<String, Integer> opened = new HashMap<>();
		/** Nodes below this hole that took their fragment class, in the attempt under way. */
		int keptBelow;
		/** Splices finished below this hole, in the attempt under way. */
		Stats below = Stats.NONE;
	}

	private final Map<String, List<Fragment>> pool;
	private final DecisionSource inner;
	private final ArrayDeque<Frame> open = new ArrayDeque<>();
	private Stats stats = Stats.NONE;
	private int taken;

	/**
	 * @param pool  class name → fragments of that class (a {@link TreeModel}'s)
	 * @param inner where every decision the fragments do not settle comes from
	 */
	public FragmentDecisions(Map<String, List<Fragment>> pool, DecisionSource inner) {
		this.pool = pool;
		this.inner = inner;
	}

	/** What the fragments spliced so far came to (the program's, once it is generated). */
	public Stats stats() {
		return stats;
	}

	@Override
	public long between(String label, long lo, long hi) {
		taken++;
		var frame = open.peek();
		if (frame != null && frame.matched && label.endsWith(".count")) {
			// label: Class.feature.count, decided while the node of the hole's class is built.
			String feature = feature(label, ".count");
			long length = frame.target.children(feature).size();
			return Math.max(lo, Math.min(hi, length));
		}
		return inner.between(label, lo, hi);
	}

	@Override
	public int chooseClass(String label, double[] weights, String[] names, int[] costs) {
		taken++;
		var frame = open.peek();
		if (frame == null) {
			return inner.chooseWeighted(label, weights);
		}
		if (!frame.resolved) {
			frame.resolved = true;
			resolve(frame, label);
		} else {
			// The attempt before failed and was undone: what it built below is gone, and so is its splice if it
			// started one (another class is drawn now, as generation draws one).
			frame.opened.clear();
			frame.keptBelow = 0;
			frame.below = Stats.NONE;
			frame.matched = false;
			if (frame.spliceRoot) {
				frame.spliceRoot = false;
				frame.target = null;
				frame.inSplice = open.size() > 1 && parentOf(frame).inSplice;
			}
		}
		if (frame.target != null) {
			int index = indexOf(names, frame.target.type());
			if (index >= 0 && TreeDecisions.recordable(weights, index) && !frame.matched) {
				frame.matched = true;
				return index;
			}
			// The rules do not allow the fragment's class here: this part of it is given up.
			frame.target = null;
			return inner.chooseWeighted(label, weights);
		}
		// Every hole of a program asks: the flip comes before the list of recordable candidates (each a scan of the
		// weights), which only a splice needs.
		if (!frame.inSplice && anyInPool(weights, names) && inner.flip("langfuzz.splice", SPLICE_CHANCE)) {
			var fitting = new ArrayList<Integer>();
			for (int i = 0; i < names.length; i++) {
				if (pool.containsKey(names[i]) && TreeDecisions.recordable(weights, i)) {
					fitting.add(i);
				}
			}
			if (!fitting.isEmpty()) {
				int index = fitting.get(inner.choose("langfuzz.class", fitting.size()));
				var fragments = pool.get(names[index]);
				frame.target = fragments.get(inner.choose("langfuzz.fragment", fragments.size()));
				frame.spliceRoot = true;
				frame.inSplice = true;
				frame.matched = true;
				return index;
			}
		}
		return inner.chooseWeighted(label, weights);
	}

	private boolean anyInPool(double[] weights, String[] names) {
		for (int i = 0; i < names.length; i++) {
			if (weights[i] > 0 && pool.containsKey(names[i])) {
				return true;
			}
		}
		return false;
	}

	/** The fragment node a new hole follows: its parent's fragment's child for the hole's feature, in order. */
	private void resolve(Frame frame, String label) {
		if (open.size() < 2) {
			return;
		}
		var parent = parentOf(frame);
		frame.inSplice = parent.inSplice;
		if (!parent.matched) {
			return;
		}
		// label: Class.feature.class, where Class is the parent's class.
		String feature = feature(label, ".class");
		int index = parent.opened.merge(feature, 1, Integer::sum) - 1;
		var children = parent.target.children(feature);
		frame.target = index < children.size() ? children.get(index) : null;
	}

	private Frame parentOf(Frame frame) {
		var frames = open.iterator();
		frames.next();
		return frames.next();
	}

	private static String feature(String label, String suffix) {
		String path = label.substring(0, label.length() - suffix.length());
		return path.substring(path.lastIndexOf('.') + 1);
	}

	private static int indexOf(String[] names, String name) {
		for (int i = 0; i < names.length; i++) {
			if (names[i].equals(name)) {
				return i;
			}
		}
		return -1;
	}

	@Override
	public void opened(int lengthDecision) {
		open.push(new Frame());
	}

	@Override
	public void closed() {
		var frame = open.pop();
		int kept = frame.keptBelow + (frame.matched ? 1 : 0);
		var below = frame.below;
		if (frame.spliceRoot) {
			int nodes = frame.target.size();
			below = below.plus(new Stats(1, kept == nodes ? 1 : 0, nodes, kept));
			kept = 0;
		}
		var parent = open.peek();
		if (parent == null) {
			stats = stats.plus(below);
			return;
		}
		parent.keptBelow += frame.inSplice && !frame.spliceRoot ? kept : 0;
		parent.below = parent.below.plus(below);
	}

	@Override
	public int taken() {
		return taken;
	}
}
