package cadmus.render;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;

/**
 * Writes a language's trees as text from tables the language gives: a layout per class of node (text, the
 * node's features, lists, lines and indentation, made by {@link Layouts}; a function of the language's own where
 * a table cannot say it), a {@link Precedence} table, and when parentheses go in besides. A node of a class
 * without a layout of its own is written by its nearest superclass's. Immutable and thread-safe: each
 * rendering writes through a {@link Writer} of its own.
 */
public final class LayoutRenderer {

	private final String language;
	private final Map<EClass, Layout> layouts;
	private final Map<EClass, Layout> resolved = new ConcurrentHashMap<>();
	private final Precedence precedence;
	private final Parentheses parentheses;
	private final String indent;

	private LayoutRenderer(Builder builder) {
		language = builder.language;
		layouts = Map.copyOf(builder.layouts);
		precedence = builder.precedence;
		parentheses = builder.parentheses;
		indent = builder.indent;
	}

	/** A renderer for the named language (the name is for messages). */
	public static Builder builder(String language) {
		return new Builder(language);
	}

	/** The tree as text; the root is written as its layout says, without parentheses. */
	public String render(EObject tree) {
		return writer().layout(tree).toString();
	}

	/** A writer at depth 0 for a language's own rendering entry points. */
	public Writer writer() {
		return new Writer(this, 0, Map.of());
	}

	Layout layoutOf(EClass type) {
		var layout = resolved.computeIfAbsent(type, this::nearest);
		if (layout == MISSING) {
			throw new IllegalArgumentException(language + " has no layout for " + type.getName());
		}
		return layout;
	}

	private static final Layout MISSING = (node, out) -> {
	};

	/** The layout of the class or of its nearest superclass, breadth first. */
	private Layout nearest(EClass type) {
		var queue = new ArrayDeque<EClass>();
		var seen = new LinkedHashSet<EClass>();
		queue.add(type);
		while (!queue.isEmpty()) {
			var next = queue.remove();
			if (!seen.add(next)) {
				continue;
			}
			var layout = layouts.get(next);
			if (layout != null) {
				return layout;
			}
			queue.addAll(next.getESuperTypes());
		}
		return MISSING;
	}

	Precedence precedence() {
		return precedence;
	}

	Parentheses parentheses() {
		return parentheses;
	}

	String indent() {
		return indent;
	}

	public static final class Builder {
		private final String language;
		private final Map<EClass, Layout> layouts = new HashMap<>();
		private Precedence precedence = Precedence.NONE;
		private Parentheses parentheses = Parentheses.BY_PRECEDENCE;
		private String indent = "\t";

		private Builder(String language) {
			this.language = language;
		}

		/** How nodes of the class are written: parts as {@link Layouts#of(Object...)} takes them. */
		public Builder layout(EClass type, Object... parts) {
			return layout(type, Layouts.of(parts));
		}

		/** How nodes of the class are written: a function of the language's own. */
		public Builder layout(EClass type, Layout layout) {
			if (layouts.put(type, layout) != null) {
				throw new IllegalArgumentException(language + " has two layouts for " + type.getName());
			}
			return this;
		}

		public Builder precedence(Precedence table) {
			precedence = table;
			return this;
		}

		/** When nodes go in parentheses; by their precedence unless the language says more. */
		public Builder parentheses(Parentheses rule) {
			parentheses = rule;
			return this;
		}

		/** One level of indentation; a tab unless the language says otherwise. */
		public Builder indent(String unit) {
			indent = unit;
			return this;
		}

		public LayoutRenderer build() {
			return new LayoutRenderer(this);
		}
	}
}
