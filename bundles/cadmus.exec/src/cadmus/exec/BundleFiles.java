package cadmus.exec;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.FileLocator;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * The files of installed bundles, for building a worker JVM's classpath out of the very jars the platform
 * installed (from the update site or the target platform), so a worker never needs a second copy.
 */
public final class BundleFiles {

	private BundleFiles() {
	}

	/**
	 * The classpath entries of the named bundles, in order.
	 *
	 * @throws IllegalStateException naming a bundle that is not installed or not a file
	 */
	public static List<Path> classpath(List<String> symbolicNames) {
		var context = FrameworkUtil.getBundle(BundleFiles.class).getBundleContext();
		if (context == null) {
			throw new IllegalStateException("bundle cadmus.exec is not active");
		}
		var result = new ArrayList<Path>();
		for (String name : symbolicNames) {
			result.add(fileOf(find(context.getBundles(), name)));
		}
		return result;
	}

	private static Bundle find(Bundle[] bundles, String name) {
		Bundle best = null;
		for (Bundle b : bundles) {
			if (name.equals(b.getSymbolicName()) && (best == null || b.getVersion().compareTo(best.getVersion()) > 0)) {
				best = b;
			}
		}
		if (best == null) {
			throw new IllegalStateException("bundle " + name + " is not installed");
		}
		return best;
	}

	private static Path fileOf(Bundle bundle) {
		File file = FileLocator.getBundleFileLocation(bundle)
				.orElseThrow(() -> new IllegalStateException("bundle " + bundle.getSymbolicName() + " is not a file"));
		Path path = file.toPath();
		if (Files.isDirectory(path) && !Files.exists(path.resolve(bundle.getSymbolicName().replace('.', '/')))) {
			// A bundle run from its project folder (tests in the build): its classes are in target/classes.
			Path classes = path.resolve("target/classes");
			if (Files.isDirectory(classes)) {
				return classes;
			}
		}
		return path;
	}
}
