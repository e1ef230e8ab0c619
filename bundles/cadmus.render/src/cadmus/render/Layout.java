package cadmus.render;

import org.eclipse.emf.ecore.EObject;

/**
 * How a node is written: a piece of a class's layout (text, a feature, a list, lines, indentation) or a
 * language's own function where a table cannot say it. {@link Layouts} makes the pieces.
 */
@FunctionalInterface
public interface Layout {

	void write(EObject node, Writer out);
}
