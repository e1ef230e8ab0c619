package cadmus.lang.lua.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

import org.osgi.framework.FrameworkUtil;

/** The hand-written Lua programs shipped in this test bundle's programs/ folder, by file name. */
final class Programs {

	private Programs() {
	}

	static Map<String, String> all() {
		var bundle = FrameworkUtil.getBundle(Programs.class);
		var result = new TreeMap<String, String>();
		for (URL url : Collections.list(bundle.findEntries("programs", "*.lua", false))) {
			try (var in = url.openStream()) {
				String path = url.getPath();
				result.put(path.substring(path.lastIndexOf('/') + 1), new String(in.readAllBytes(), StandardCharsets.UTF_8));
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}
		return result;
	}
}
