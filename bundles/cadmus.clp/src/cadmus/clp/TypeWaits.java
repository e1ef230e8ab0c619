package cadmus.clp;

import java.util.List;
import java.util.function.UnaryOperator;

import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;
import cadmus.generate.HoleTyping;

/**
 * One run's nodes whose type was still open when they were chosen, each waited on by a want of a type ({@code Case
 * typed text}): which node, and the variable that is its type where known. A choice of type that settles that variable
 * (or, made by the node's own rule before any other node is chosen, the node's type) takes the type wanted first; once
 * the variable is bound, the node counts if it is that type.
 */
final class TypeWaits {

	/** Per want: the node's type, an open variable; null where not known yet (the node's own rule will say). */
	private final Type[] term;
	/** Per want: the number of the node waited on; -1 for none. */
	private final int[] node;

	TypeWaits(int wants) {
		term = new Type[wants];
		node = new int[wants];
		java.util.Arrays.fill(node, -1);
	}

	/** Want {@code w} waits on node {@code at}, of type {@code type} (null: the node's own rule will say). */
	void wait(int w, int at, Type type) {
		node[w] = at;
		term[w] = type;
	}

	boolean waiting(int w) {
		return node[w] >= 0;
	}

	/**
	 * Whether want {@code w} waits on the type {@code of} a rule settles now, {@code last} being the number of the node
	 * chosen last: the waited node's variable, or the node's own type while it is the last chosen and its variable is
	 * not known (which it then is).
	 */
	boolean waitsOn(int w, Type of, UnaryOperator<Type> walk, int last) {
		if (node[w] < 0 || of == null) {
			return false;
		}
		if (term[w] == null) {
			if (node[w] != last || !(walk.apply(of) instanceof TypeVariable)) {
				return false;
			}
			term[w] = of;
			return true;
		}
		return walk.apply(term[w]) == walk.apply(of);
	}

	/**
	 * At a new hole: the waits whose variable is bound now, or whose node's rule never said its type, end. Calls
	 * {@code counted} with each want whose node has the type it asks for, and that node.
	 */
	void settle(HoleTyping hole, List<Occurs> wants, int last, java.util.function.BiConsumer<Integer, Integer> counted) {
		for (int w = 0; w < node.length; w++) {
			if (node[w] < 0) {
				continue;
			}
			if (term[w] == null) {
				if (node[w] != last) {
					node[w] = -1;
				}
				continue;
			}
			if (!(hole.walk(term[w]) instanceof TypeVariable)) {
				if (TypeFit.of(hole, term[w], wants.get(w).typed()) == TypeFit.IS) {
					counted.accept(w, node[w]);
				}
				node[w] = -1;
				term[w] = null;
			}
		}
	}

	/** The type want {@code w}'s node has, where known: holes of it are steered to the type wanted. */
	Type term(int w) {
		return term[w];
	}
}
