package cadmus.exec;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import cadmus.api.Implementation;
import cadmus.api.ImplementationProvider;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;

/**
 * The registry of languages and implementations, fed by Declarative Services: language bundles installed
 * or removed at runtime appear and disappear without a restart. Names no language itself.
 */
@Component(service = LanguageRegistry.class)
public final class ServiceLanguageRegistry implements LanguageRegistry {

	private final List<Language> languages = new CopyOnWriteArrayList<>();
	private final List<ImplementationProvider> providers = new CopyOnWriteArrayList<>();

	@Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
	void addLanguage(Language language) {
		languages.add(language);
	}

	void removeLanguage(Language language) {
		languages.remove(language);
	}

	@Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
	void addProvider(ImplementationProvider provider) {
		providers.add(provider);
	}

	void removeProvider(ImplementationProvider provider) {
		providers.remove(provider);
	}

	@Override
	public List<Language> languages() {
		var sorted = new ArrayList<>(languages);
		sorted.sort(Comparator.comparing(Language::id));
		return sorted;
	}

	@Override
	public Optional<Language> language(String id) {
		return languages.stream().filter(l -> l.id().equals(id)).findFirst();
	}

	@Override
	public List<Implementation> implementations(String languageId) {
		var result = new ArrayList<Implementation>();
		for (var provider : providers) {
			if (provider.languageId().equals(languageId)) {
				result.addAll(provider.implementations());
			}
		}
		return result;
	}
}
