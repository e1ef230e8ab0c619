package cadmus.ui;

import java.util.List;
import java.util.Optional;

import org.osgi.framework.FrameworkUtil;

import cadmus.api.Language;
import cadmus.api.LanguageRegistry;

/**
 * The languages installed right now, through the same {@link LanguageRegistry} service the command line uses.
 * Looked up on each call rather than kept: language bundles come and go while the IDE runs (live install).
 */
public final class Languages {

	private Languages() {
	}

	/** The registry, or empty while no core bundle provides one (during start-up or after an uninstall). */
	public static Optional<LanguageRegistry> registry() {
		var bundle = FrameworkUtil.getBundle(Languages.class);
		var context = bundle == null ? null : bundle.getBundleContext();
		if (context == null) {
			return Optional.empty();
		}
		var reference = context.getServiceReference(LanguageRegistry.class);
		if (reference == null) {
			return Optional.empty();
		}
		// The registry is a DS component with no per-client state: releasing the reference right away is safe.
		try {
			return Optional.ofNullable(context.getService(reference));
		} finally {
			context.ungetService(reference);
		}
	}

	public static List<Language> all() {
		return registry().map(LanguageRegistry::languages).orElse(List.of());
	}

	/** The language whose programs have this file extension (without the dot). */
	public static Optional<Language> forExtension(String extension) {
		if (extension == null) {
			return Optional.empty();
		}
		return all().stream().filter(l -> l.fileExtension().equalsIgnoreCase(extension)).findFirst();
	}
}
