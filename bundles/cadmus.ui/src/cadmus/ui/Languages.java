package cadmus.ui;

import java.util.List;
import java.util.Optional;

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
		return Services.find(LanguageRegistry.class);
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
