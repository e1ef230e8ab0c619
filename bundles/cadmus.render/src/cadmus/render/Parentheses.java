package cadmus.render;

import org.eclipse.emf.ecore.EObject;

/**
 * When a node goes in parentheses: by default where its precedence level is below what its place requires; a
 * language adds what its grammar needs besides (a node that would start a statement with a token read as
 * something else).
 */
@FunctionalInterface
public interface Parentheses {

	Parentheses BY_PRECEDENCE = (node, level, out) -> out.precedence(node) < level;

	boolean needed(EObject node, int level, Writer out);
}
