package cadmus.generate;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.emf.ecore.EClass;

/**
 * A node on the path from the root to the hole being filled: its class, what it defined for its descendants,
 * the effects of its subtree so far and, when its children's order is unspecified or their writes must be
 * distinct, of its completed children.
 */
final class Frame {

	final EClass eClass;
	final boolean unordered;
	/** Whether its children may not write one binding twice. */
	final boolean distinctWrites;
	final boolean isolatesWrites;
	/** Whether code under it sees none of the enclosing variables: nothing lifted outside it is visible inside. */
	final boolean hidesEnclosingVariables;
	/** Its class and those of the nodes enclosing it, innermost first. */
	final Ancestors classes;
	final Effects mine = new Effects();
	final Effects completedChildren = new Effects();
	private Map<String, Object> definitions;

	Frame(EClass eClass, Ancestors enclosing) {
		this(eClass, false, false, false, false, enclosing);
	}

	Frame(EClass eClass, boolean unordered, boolean distinctWrites, boolean isolatesWrites,
			boolean hidesEnclosingVariables, Ancestors enclosing) {
		this.eClass = eClass;
		this.classes = enclosing.inside(eClass);
		this.unordered = unordered;
		this.distinctWrites = distinctWrites;
		this.isolatesWrites = isolatesWrites;
		this.hidesEnclosingVariables = hidesEnclosingVariables;
	}

	void define(String key, Object value) {
		if (definitions == null) {
			definitions = new HashMap<>(4);
		}
		definitions.put(key, value);
	}

	Object lookup(String key) {
		return definitions == null ? null : definitions.get(key);
	}

	/** A child finished: its effects become its parent's, and a sibling's for unordered parents. */
	void childDone(Frame child) {
		mine.addAll(child.mine);
		if (unordered || distinctWrites) {
			completedChildren.addAll(child.mine);
		}
	}
}
