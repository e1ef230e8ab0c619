package cadmus.render;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;

/**
 * The text of one rendering as it is written: what has been written, the indentation depth of the line being
 * written, and the values of {@link Key}s the layouts set. Layouts write through it; one per rendering, so the
 * renderer's tables stay shared and immutable.
 */
public final class Writer {

	private final LayoutRenderer renderer;
	private final StringBuilder text = new StringBuilder();
	private final Map<Key<?>, Object> values;
	private int depth;
	/** For a writer that only finds the nodes a text starts with: those laid out before any text. */
	private final List<EObject> leading;

	Writer(LayoutRenderer renderer, int depth, Map<Key<?>, Object> values) {
		this(renderer, depth, values, null);
	}

	private Writer(LayoutRenderer renderer, int depth, Map<Key<?>, Object> values, List<EObject> leading) {
		this.renderer = renderer;
		this.depth = depth;
		this.values = new HashMap<>(values);
		this.leading = leading;
	}

	public Writer text(String s) {
		if (leading != null && !s.isEmpty()) {
			throw LeadingFound.FOUND;
		}
		text.append(s);
		return this;
	}

	/** The indentation of the current depth: where a line starts. */
	public Writer margin() {
		return text(renderer.indent().repeat(depth));
	}

	/** A line break and the next line's indentation. */
	public Writer line() {
		return text("\n").margin();
	}

	/** Writes what the runnable writes one level deeper. */
	public Writer indented(Runnable body) {
		depth++;
		try {
			body.run();
		} finally {
			depth--;
		}
		return this;
	}

	public int depth() {
		return depth;
	}

	/** A node in a place that takes any level: in parentheses only where the language's own rule says so. */
	public Writer node(EObject node) {
		return node(node, Integer.MIN_VALUE);
	}

	/** A node in a place that requires at least the given precedence level: in parentheses below it. */
	public Writer node(EObject node, int level) {
		if (node == null) {
			return this;
		}
		if (renderer.parentheses().needed(node, level, this)) {
			return parenthesized(node);
		}
		return layout(node);
	}

	/** A node in parentheses, the keys cleared in brackets at their initial values inside them. */
	public Writer parenthesized(EObject node) {
		var saved = new HashMap<>(values);
		values.keySet().removeIf(Key::clearedInBrackets);
		try {
			return text("(").layout(node).text(")");
		} finally {
			values.clear();
			values.putAll(saved);
		}
	}

	/** A node as its class's layout writes it, without parentheses around it whatever its place. */
	public Writer layout(EObject node) {
		if (leading != null) {
			leading.add(node);
		}
		renderer.layoutOf(node.eClass()).write(node, this);
		return this;
	}

	/** The text a node would be written as here (at this depth, with these keys' values), not written. */
	public String rendered(EObject node, int level) {
		var inner = new Writer(renderer, depth, values);
		inner.node(node, level);
		return inner.toString();
	}

	/** The text a layout would write for a node here, not written: a part of a node the language composes. */
	public String rendered(EObject node, Layout layout) {
		var inner = new Writer(renderer, depth, values);
		layout.write(node, inner);
		return inner.toString();
	}

	/**
	 * The nodes the text of a node written here would start with, outermost first: the node, its first operand,
	 * that one's first operand, and so on; none where parentheses would come first. For a grammar where a
	 * statement must not start with some construct (JavaScript's '{' or 'function'). Only the left edge is
	 * visited: the search stops at the first text.
	 */
	public List<EObject> leading(EObject node, int level) {
		var probe = new Writer(renderer, depth, values, new ArrayList<>());
		try {
			probe.node(node, level);
		} catch (LeadingFound found) {
			// the first text is written: every node the text starts with is laid out
		}
		return List.copyOf(probe.leading);
	}

	/** Ends a search for the nodes a text starts with. */
	private static final class LeadingFound extends RuntimeException {
		private static final long serialVersionUID = 1L;
		static final LeadingFound FOUND = new LeadingFound();

		private LeadingFound() {
			super(null, null, false, false);
		}
	}

	public int precedence(EObject node) {
		return renderer.precedence().of(node);
	}

	@SuppressWarnings("unchecked")
	public <T> T get(Key<T> key) {
		return values.containsKey(key) ? (T) values.get(key) : key.initial();
	}

	/** Runs the body with the key at the value, then gives it back its value before. */
	public <T> Writer with(Key<T> key, T value, Runnable body) {
		boolean had = values.containsKey(key);
		Object before = values.put(key, value);
		try {
			body.run();
		} finally {
			if (had) {
				values.put(key, before);
			} else {
				values.remove(key);
			}
		}
		return this;
	}

	@Override
	public String toString() {
		return text.toString();
	}
}
