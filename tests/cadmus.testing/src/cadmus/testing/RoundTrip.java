package cadmus.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Function;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * A renderer's fixed point: a program parsed and rendered gives text that parses to an equal tree and renders to the
 * same text again, so that rendering loses nothing the tree holds and adds nothing a second pass would change.
 */
public final class RoundTrip {

	/** A parser that may refuse the text (a checked exception fails the test). */
	@FunctionalInterface
	public interface Parser {
		EObject parse(String text) throws Exception;
	}

	private RoundTrip() {
	}

	/** @return the rendered text of the program called {@code name} */
	public static String assertFixedPoint(String name, String source, Parser parser, Function<EObject, String> renderer)
			throws Exception {
		var tree = parser.parse(source);
		String text = renderer.apply(tree);
		var again = parser.parse(text);
		assertTrue(EcoreUtil.equals(tree, again), name + " parses to another tree when rendered:\n" + text);
		assertEquals(text, renderer.apply(again), name);
		return text;
	}
}
