package cadmus.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.TreeSet;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.Language;
import cadmus.api.UnparsableProgramException;

/**
 * A language's renderer pinned byte for byte: its test bundle's rendered/ folder holds programs the generator made,
 * as the renderer wrote them; every one, parsed and rendered again, must come out exactly as it is (a NAME.in file,
 * written in the language's source syntax for nodes whose rendering parses back as other nodes, such as an
 * oracle's check: as the NAME file beside it), and together they hold every class of node the rules generate, so
 * no construct's layout can change unseen.
 */
public final class RenderedText {

	private RenderedText() {
	}

	/**
	 * Checks the stored programs of the bundle of {@code testClass} (at least {@code atLeast} of them) against the
	 * language with that id.
	 */
	public static void assertEveryStoredProgramIsRenderedAgainExactlyAsItIs(Class<?> testClass, String languageId,
			int atLeast) throws UnparsableProgramException {
		var language = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=" + languageId + ")");
		String extension = "." + language.fileExtension();
		String input = ".in" + extension;
		var programs = BundleTexts.of(testClass, "rendered", "*" + extension);
		assertTrue(programs.size() >= atLeast, programs.keySet().toString());
		var seen = new TreeSet<String>();
		for (var program : programs.entrySet()) {
			String name = program.getKey();
			if (programs.containsKey(name.replace(extension, input))) {
				continue;
			}
			var tree = language.parse(program.getValue());
			seen.add(tree.eClass().getName());
			tree.eAllContents().forEachRemaining(node -> seen.add(node.eClass().getName()));
			String expected = name.endsWith(input) ? programs.get(name.replace(input, extension)) : program.getValue();
			assertEquals(expected, language.render(tree), name);
		}
		var missing = new TreeSet<String>();
		for (String dialect : language.dialects()) {
			var rules = language.rules(dialect);
			for (var classifier : language.rootClass().getEPackage().getEClassifiers()) {
				if (classifier instanceof EClass c && rules.isNode(c) && rules.weight(c) > 0 && !seen.contains(c.getName())) {
					missing.add(c.getName());
				}
			}
		}
		assertEquals(new TreeSet<String>(), missing, "node classes the stored programs lack");
	}
}
