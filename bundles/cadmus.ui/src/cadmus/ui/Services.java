package cadmus.ui;

import java.util.Optional;

import org.osgi.framework.FrameworkUtil;

/**
 * Declarative Services components the IDE's parts use, looked up when needed: parts made by the extension
 * registry (editors' helpers, views, launch delegates) are not DS components themselves.
 */
public final class Services {

	private Services() {
	}

	/** The service of this type, or empty while none is registered (during start-up, or after an uninstall). */
	public static <T> Optional<T> find(Class<T> type) {
		var bundle = FrameworkUtil.getBundle(Services.class);
		var context = bundle == null ? null : bundle.getBundleContext();
		if (context == null) {
			return Optional.empty();
		}
		var reference = context.getServiceReference(type);
		if (reference == null) {
			return Optional.empty();
		}
		// Cadmus's services keep no per-client state: releasing the reference at once is safe.
		try {
			return Optional.ofNullable(context.getService(reference));
		} finally {
			context.ungetService(reference);
		}
	}
}
