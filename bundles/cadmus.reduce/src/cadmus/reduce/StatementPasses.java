package cadmus.reduce;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Edits of the statements of the program's parsed tree, for what decisions cannot reach: statements the
 * renderer writes for one node of the generated tree (an oracle's check written as a query over a derived
 * table of three partitions beside the plain query), and programs given as files. A statement place is one
 * that holds the class the program's outermost list holds, or a subclass of it (found from the language's root
 * class, so no language is named): a statement list, a block's body, a query inside a query where queries are
 * statements; the passes delete a node from a list of such places, and put a node nested in one, of a class
 * the place takes, in its place (a statement of a block, a query of a derived table or a set operation). Each candidate is rendered by the language and
 * parsed again before it is run. The prelude's definitions the text starts with are never edited: only the
 * code after them is parsed.
 *
 * <p>Unlike the tree passes, these candidates are not checked by the rules; they stay close to the rules all
 * the same: a statement deleted or moved whole writes no expression the rules did not write, and a candidate that
 * leaves a name unbound that was bound (a declaration deleted while a later statement reads it) is not tried. What
 * else it breaks (a query's correlation cut) fails on every implementation alike, outside the finding's bucket.
 */
final class StatementPasses {

	private StatementPasses() {
	}

	static List<Pass> all(TreeSyntax syntax, PreludeTrim prelude, Function<String, State> parsed) {
		var trees = new Trees(syntax, prelude);
		return List.of(delete(trees, parsed), hoist(trees, parsed));
	}

	/** Per statement in a list, outermost first: the program without it. */
	static Pass delete(Trees trees, Function<String, State> parsed) {
		return new Pass("delete a statement", s -> trees.of(s).deletions().size(), (state, position) -> {
			var tree = trees.of(state);
			var copy = tree.copy();
			EcoreUtil.remove(copy.node(tree.deletions().get(position)));
			return copy.keepsNamesBound(tree) ? copy.parsed(parsed) : null;
		});
	}

	/** Per statement and statement nested in it that its place takes: the nested one in its place. */
	static Pass hoist(Trees trees, Function<String, State> parsed) {
		return new Pass("hoist a nested statement", s -> trees.of(s).hoists().size() / 2, (state, position) -> {
			var tree = trees.of(state);
			var copy = tree.copy();
			var outer = copy.node(tree.hoists().get(2 * position));
			var inner = copy.node(tree.hoists().get(2 * position + 1));
			EcoreUtil.replace(outer, inner);
			return copy.keepsNamesBound(tree) ? copy.parsed(parsed) : null;
		});
	}

	/** One state's parsed code: its nodes in pre-order, the statements to delete and the pairs to hoist. */
	record Tree(TreeSyntax syntax, String prelude, EObject root, List<Integer> deletions, List<Integer> hoists,
			java.util.Set<String> unbound) {

		Copy copy() {
			var copied = EcoreUtil.copy(root);
			return new Copy(syntax, prelude, copied, preOrder(copied));
		}
	}

	/**
	 * A copy of a tree to edit; nodes are found by their place in pre-order, as in the original, taken once
	 * before any edit (a hoist looks up two nodes).
	 */
	record Copy(TreeSyntax syntax, String prelude, EObject root, List<EObject> nodes) {

		/**
		 * Whether the edit left every name bound that was bound before it: a declaration deleted while a later
		 * statement still reads its name would make a program that fails for that alone, and a reference error may
		 * be the very bucket being reduced (an engine that loses a binding), so it would be kept.
		 */
		boolean keepsNamesBound(Tree original) {
			return original.unbound().containsAll(syntax.unboundNames(root));
		}

		State parsed(Function<String, State> parsed) {
			String text = text();
			return text == null ? null : parsed.apply(text);
		}

		EObject node(int index) {
			return nodes.get(index);
		}

		/** The copy's text; null when the language cannot write it (a node in a place its renderer does not take). */
		String text() {
			try {
				return prelude + syntax.render(root);
			} catch (RuntimeException e) {
				return null;
			}
		}
	}

	/** The parsed tree of the last state asked about (a sweep asks once per candidate). */
	static final class Trees {
		private final TreeSyntax syntax;
		private final PreludeTrim prelude;
		private State state;
		private Tree tree;

		Trees(TreeSyntax syntax, PreludeTrim prelude) {
			this.syntax = syntax;
			this.prelude = prelude;
		}

		synchronized Tree of(State s) {
			if (s != state) {
				state = s;
				tree = parse(s.program().text());
			}
			return tree;
		}

		private Tree parse(String text) {
			int code = prelude.preludeLength(text);
			var root = syntax.parse(text.substring(code));
			if (root == null) {
				return new Tree(syntax, "", null, List.of(), List.of(), java.util.Set.of());
			}
			var nodes = preOrder(root);
			var statement = statementClass(root.eClass());
			var deletions = new ArrayList<Integer>();
			var hoists = new ArrayList<Integer>();
			for (int i = 0; i < nodes.size(); i++) {
				var node = nodes.get(i);
				var place = node.eContainmentFeature();
				if (statement == null || place == null || !statement.isSuperTypeOf(place.getEReferenceType())) {
					continue;
				}
				if (place.isMany()) {
					deletions.add(i);
				}
				for (int k = i + 1; k < nodes.size() && EcoreUtil.isAncestor(node, nodes.get(k)); k++) {
					if (place.getEReferenceType().isSuperTypeOf(nodes.get(k).eClass())) {
						hoists.add(i);
						hoists.add(k);
					}
				}
			}
			return new Tree(syntax, text.substring(0, code), root, deletions, hoists, syntax.unboundNames(root));
		}
	}

	/** The class the program's outermost list holds: the first list reached from the root, breadth first. */
	static EClass statementClass(EClass root) {
		var queue = new ArrayList<EClass>(List.of(root));
		for (int i = 0; i < queue.size() && i < 64; i++) {
			for (EReference reference : queue.get(i).getEAllContainments()) {
				if (reference.isMany()) {
					return reference.getEReferenceType();
				}
				queue.add(reference.getEReferenceType());
			}
		}
		return null;
	}

	static List<EObject> preOrder(EObject root) {
		var nodes = new ArrayList<EObject>();
		nodes.add(root);
		root.eAllContents().forEachRemaining(nodes::add);
		return nodes;
	}
}
