package cadmus.server;

import java.io.IOException;
import java.nio.file.Path;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * PostgreSQL's binaries as Cadmus installs them (the bundle of zonky's jar from Maven Central, in the core feature),
 * for a server Cadmus runs in its own process: a campaign store's. A SQL engine's worker JVM finds the same jar on
 * its classpath instead.
 */
public final class EmbeddedPostgres {

	/** The bundle that holds the archive. */
	public static final String BUNDLE = "io.zonky.test.postgres.binaries.linux.amd64";

	private EmbeddedPostgres() {
	}

	/** The installed binaries' directory (holding bin/, lib/, share/), unpacked on first use. */
	public static Path binaries() throws IOException {
		Bundle self = FrameworkUtil.getBundle(EmbeddedPostgres.class);
		var context = self == null ? null : self.getBundleContext();
		if (context == null) {
			throw new IOException("the PostgreSQL binaries can only be found in a running Cadmus (an OSGi framework)");
		}
		for (Bundle bundle : context.getBundles()) {
			if (BUNDLE.equals(bundle.getSymbolicName())) {
				var archive = bundle.getEntry(PostgresBinaries.EMBEDDED_ARCHIVE);
				if (archive == null) {
					throw new IOException("the bundle " + BUNDLE + " holds no " + PostgresBinaries.EMBEDDED_ARCHIVE);
				}
				return PostgresBinaries.embedded(archive, BUNDLE + "-" + bundle.getVersion());
			}
		}
		throw new IOException("the PostgreSQL binaries (bundle " + BUNDLE + ") are not installed");
	}
}
