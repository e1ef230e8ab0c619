package cadmus.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

import org.osgi.framework.FrameworkUtil;

/** The texts of files a test bundle carries (programs, rendered programs), by their path in the bundle. */
public final class BundleTexts {

	private BundleTexts() {
	}

	/** Every file of {@code folder} in the bundle of {@code testClass} whose name matches {@code pattern} ("*.lua"). */
	public static Map<String, String> of(Class<?> testClass, String folder, String pattern) {
		var bundle = FrameworkUtil.getBundle(testClass);
		var entries = bundle.findEntries(folder, pattern, false);
		if (entries == null) {
			throw new AssertionError("no " + folder + "/" + pattern + " in " + bundle.getSymbolicName());
		}
		var result = new TreeMap<String, String>();
		for (URL url : Collections.list(entries)) {
			try (var in = url.openStream()) {
				result.put(url.getPath(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}
		return result;
	}
}
