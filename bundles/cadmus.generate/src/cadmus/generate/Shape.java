package cadmus.generate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The tree of a generated program over its decision trace: for every node, the run of decisions that made its
 * subtree, the decision that chose its class, and the decision that set the length of the list it is an
 * element of. A reduction edits the tree through it: deleting a list element is deleting its run and lowering
 * the length; hoisting a child is putting the child's run in place of its parent's.
 */
public record Shape(List<Span> spans, List<String> observed) {

	/** The class name a replay takes as "the cheapest completion of the hole", not a class of its own. */
	public static final String CHEAPEST = "";

	/**
	 * One node: decisions {@code [start, end)} made its subtree, {@code choice} chose its class.
	 *
	 * @param parent         the index of the enclosing node's span, -1 for the root
	 * @param lengthDecision the decision that set the length of the list the node is an element of, -1 if none
	 * @param alternatives   the other classes the hole could have taken (a positive weight) whose smallest
	 *                       completion is no larger than its own class's, cheapest first
	 */
	public record Span(int start, int choice, int end, String filledWith, int parent, int lengthDecision,
			List<String> alternatives) {

		public Span {
			alternatives = List.copyOf(alternatives);
		}

		public int decisions() {
			return end - start;
		}
	}

	/**
	 * @param observed the bindings given an observation statement, in the program's order
	 */
	public Shape {
		spans = List.copyOf(spans);
		observed = List.copyOf(observed);
	}

	/** No spans, nothing observed: the shape of a program not made from decisions. */
	public static Shape none() {
		return new Shape(List.of(), List.of());
	}

	/** The class of the outermost node whose decisions start at {@code start}; null if none does. */
	public String filledAt(int start) {
		for (var span : spans) {
			if (span.start() == start) {
				return span.filledWith();
			}
		}
		return null;
	}

	/** Per decision of a trace of {@code size} decisions, the class its hole took: null where none. */
	public List<String> aims(int size) {
		var aims = new ArrayList<String>(Collections.nCopies(size, (String) null));
		for (var span : spans) {
			if (span.choice() >= 0 && span.choice() < size) {
				aims.set(span.choice(), span.filledWith());
			}
		}
		return aims;
	}
}
