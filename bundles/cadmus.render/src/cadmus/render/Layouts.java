package cadmus.render;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

import org.eclipse.emf.common.util.Enumerator;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * The pieces of a layout table. A layout is a sequence of parts: a string is written as it is, a feature of the
 * node is written as its value (a node as its own layout says, in parentheses where its precedence is below the
 * place's; an attribute as its text, an enumeration as its literal), and a {@link Layout} as it writes itself.
 */
public final class Layouts {

	private Layouts() {
	}

	/** The parts in order: strings, features of the node, layouts. */
	public static Layout of(Object... parts) {
		var layouts = new ArrayList<Layout>(parts.length);
		for (Object part : parts) {
			layouts.add(part(part));
		}
		if (layouts.size() == 1) {
			return layouts.get(0);
		}
		var sequence = List.copyOf(layouts);
		return (node, out) -> {
			for (Layout layout : sequence) {
				layout.write(node, out);
			}
		};
	}

	private static Layout part(Object part) {
		if (part instanceof String text) {
			return (node, out) -> out.text(text);
		}
		if (part instanceof EStructuralFeature feature) {
			return child(feature);
		}
		if (part instanceof Layout layout) {
			return layout;
		}
		throw new IllegalArgumentException("not a part of a layout: " + part);
	}

	/** The feature's value in a place that takes any level. */
	public static Layout child(EStructuralFeature feature) {
		return child(feature, Integer.MIN_VALUE);
	}

	/** The feature's value in a place that requires the given precedence level. */
	public static Layout child(EStructuralFeature feature, int level) {
		return (node, out) -> value(node.eGet(feature), level, out);
	}

	/** An attribute's value as the function writes it (a string literal's quoting and escapes). */
	public static Layout value(EStructuralFeature feature, Function<Object, String> text) {
		return (node, out) -> out.text(text.apply(node.eGet(feature)));
	}

	/** A list feature's elements with the separator (a string or a layout) between them. */
	public static Layout list(EStructuralFeature feature, Object separator) {
		return list(feature, separator, Integer.MIN_VALUE);
	}

	/** A list feature's elements, each in a place of the given level, with the separator between them. */
	public static Layout list(EStructuralFeature feature, Object separator, int level) {
		var between = part(separator);
		return (node, out) -> {
			boolean first = true;
			for (Object element : elements(node, feature)) {
				if (!first) {
					between.write(node, out);
				}
				first = false;
				value(element, level, out);
			}
		};
	}

	/** A list feature's elements, each after the prefix (a string or a layout). */
	public static Layout each(EStructuralFeature feature, Object prefix) {
		return each(feature, prefix, "");
	}

	/** A list feature's elements, each between the prefix and the suffix (a statement and its terminator). */
	public static Layout each(EStructuralFeature feature, Object prefix, Object suffix) {
		var before = part(prefix);
		var after = part(suffix);
		return (node, out) -> {
			for (Object element : elements(node, feature)) {
				before.write(node, out);
				value(element, Integer.MIN_VALUE, out);
				after.write(node, out);
			}
		};
	}

	/**
	 * Two list features read as pairs ({@code key: name}, {@code name = default}): the i-th of each with the text
	 * between them, the second in a place of the given level, pairs apart by the separator.
	 */
	public static Layout pairs(EStructuralFeature firsts, String between, EStructuralFeature seconds, int level,
			String separator) {
		return (node, out) -> {
			var a = elements(node, firsts);
			var b = elements(node, seconds);
			if (a.size() != b.size()) {
				throw new IllegalArgumentException(node.eClass().getName() + " has " + a.size() + " " + firsts.getName()
						+ " but " + b.size() + " " + seconds.getName());
			}
			for (int i = 0; i < a.size(); i++) {
				out.text(i == 0 ? "" : separator);
				value(a.get(i), Integer.MIN_VALUE, out);
				out.text(between);
				value(b.get(i), level, out);
			}
		};
	}

	/** A list feature's elements one a line: each at the current indentation, a line break after it. */
	public static Layout lines(EStructuralFeature feature) {
		return (node, out) -> {
			for (Object element : elements(node, feature)) {
				out.margin();
				value(element, Integer.MIN_VALUE, out);
				out.text("\n");
			}
		};
	}

	/** The parts one indentation level deeper. */
	public static Layout indented(Object... parts) {
		var layout = of(parts);
		return (node, out) -> out.indented(() -> layout.write(node, out));
	}

	/** The current line's indentation. */
	public static Layout margin() {
		return (node, out) -> out.margin();
	}

	/** A line break and the next line's indentation. */
	public static Layout line() {
		return (node, out) -> out.line();
	}

	/** The parts where the feature is set: a list not empty, a flag true, a node or value present. */
	public static When when(EStructuralFeature feature, Object... parts) {
		return new When(node -> node.eIsSet(feature), of(parts), (node, out) -> {
		});
	}

	/** The parts where the node passes the test. */
	public static When when(Predicate<EObject> test, Object... parts) {
		return new When(test, of(parts), (node, out) -> {
		});
	}

	/** A part written where a test holds, and another where it does not ({@link #otherwise}). */
	public record When(Predicate<EObject> test, Layout then, Layout orElse) implements Layout {

		@Override
		public void write(EObject node, Writer out) {
			(test.test(node) ? then : orElse).write(node, out);
		}

		public When otherwise(Object... parts) {
			return new When(test, then, of(parts));
		}
	}

	private static List<?> elements(EObject node, EStructuralFeature feature) {
		if (!feature.isMany()) {
			throw new IllegalArgumentException(feature.getName() + " of " + node.eClass().getName() + " is not a list");
		}
		return (List<?>) node.eGet(feature);
	}

	private static void value(Object value, int level, Writer out) {
		if (value instanceof EObject child) {
			out.node(child, level);
		} else if (value instanceof Enumerator literal) {
			out.text(literal.getLiteral());
		} else if (value != null) {
			out.text(value.toString());
		}
	}
}
