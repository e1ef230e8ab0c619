package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import org.eclipse.emf.ecore.EClass;
import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;

import cadmus.api.Language;
import cadmus.api.UnparsableProgramException;
import cadmus.testing.Services;

/**
 * The renderer's text pinned byte for byte: rendered/ holds programs the generator made for node, seeds
 * 1 to 100, size 120, without the prelude, and super.js, written by hand for the one class they lack (Super),
 * as the renderer wrote them before it was moved onto the core's table-driven one; every one, parsed and
 * rendered again, must come out exactly as it is (a NAME.in file: as the NAME file beside it), and together they hold every class of node the rules generate, so no construct's
 * layout can change unseen.
 */
class JsRenderedTextTest {

	private final Language js = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=js)");

	@Test
	void everyStoredProgramIsRenderedAgainExactlyAsItIs() throws UnparsableProgramException {
		var programs = rendered();
		assertTrue(programs.size() >= 40, programs.keySet().toString());
		var seen = new TreeSet<String>();
		for (var program : programs.entrySet()) {
			String name = program.getKey();
			if (programs.containsKey(name.replace(".js", ".in.js"))) {
				continue;
			}
			var tree = js.parse(program.getValue());
			seen.add(tree.eClass().getName());
			tree.eAllContents().forEachRemaining(node -> seen.add(node.eClass().getName()));
			// NAME.in.js is written in the language's source syntax for nodes whose rendering parses back as
			// other nodes (an oracle's check): NAME.js holds what it renders to.
			String expected = name.endsWith(".in.js") ? programs.get(name.replace(".in.js", ".js")) : program.getValue();
			assertEquals(expected, js.render(tree), name);
		}
		var missing = new TreeSet<String>();
		for (String dialect : js.dialects()) {
			var rules = js.rules(dialect);
			for (var classifier : js.rootClass().getEPackage().getEClassifiers()) {
				if (classifier instanceof EClass c && rules.isNode(c) && rules.weight(c) > 0 && !seen.contains(c.getName())) {
					missing.add(c.getName());
				}
			}
		}
		assertEquals(new TreeSet<String>(), missing, "node classes the stored programs lack");
	}

	private static Map<String, String> rendered() {
		var bundle = FrameworkUtil.getBundle(JsRenderedTextTest.class);
		var result = new TreeMap<String, String>();
		for (URL url : Collections.list(bundle.findEntries("rendered", "*.js", false))) {
			try (var in = url.openStream()) {
				result.put(url.getPath(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}
		return result;
	}
}
