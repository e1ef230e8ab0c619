package cadmus.exec;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.osgi.framework.ServiceReference;
import org.osgi.service.component.ComponentContext;
import org.osgi.service.component.annotations.Activate;
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
 *
 * <p>It holds service references, not services, and asks for a language's service (and those of its
 * implementation providers) only when that language is asked for, by the id its services carry as a property: a
 * command about one language activates that language alone, not every installed one (each activation builds the
 * language's rules and loads its classes, a tenth of a second or more at every start of the command line).
 */
@Component(service = LanguageRegistry.class)
public final class ServiceLanguageRegistry implements LanguageRegistry {

	private static final String LANGUAGES = "languages";
	private static final String PROVIDERS = "providers";

	private final List<ServiceReference<Language>> languages = new CopyOnWriteArrayList<>();
	private final List<ServiceReference<ImplementationProvider>> providers = new CopyOnWriteArrayList<>();
	private volatile ComponentContext context;

	@Activate
	void activate(ComponentContext componentContext) {
		this.context = componentContext;
	}

	@Reference(name = LANGUAGES, service = Language.class, cardinality = ReferenceCardinality.MULTIPLE,
			policy = ReferencePolicy.DYNAMIC)
	void addLanguage(ServiceReference<Language> language) {
		languages.add(language);
	}

	void removeLanguage(ServiceReference<Language> language) {
		languages.remove(language);
	}

	@Reference(name = PROVIDERS, service = ImplementationProvider.class, cardinality = ReferenceCardinality.MULTIPLE,
			policy = ReferencePolicy.DYNAMIC)
	void addProvider(ServiceReference<ImplementationProvider> provider) {
		providers.add(provider);
	}

	void removeProvider(ServiceReference<ImplementationProvider> provider) {
		providers.remove(provider);
	}

	@Override
	public List<Language> languages() {
		var all = new ArrayList<Language>();
		for (var reference : languages) {
			Optional.ofNullable(service(LANGUAGES, reference)).ifPresent(all::add);
		}
		all.sort(Comparator.comparing(Language::id));
		return all;
	}

	@Override
	public Optional<Language> language(String id) {
		return languages.stream().filter(r -> ofLanguage(r, id)).map(r -> service(LANGUAGES, r)).filter(Objects::nonNull)
				.filter(l -> l.id().equals(id)).findFirst();
	}

	@Override
	public List<Implementation> implementations(String languageId) {
		var result = new ArrayList<Implementation>();
		for (var reference : providers) {
			if (ofLanguage(reference, languageId)) {
				var provider = service(PROVIDERS, reference);
				if (provider != null && provider.languageId().equals(languageId)) {
					result.addAll(provider.implementations());
				}
			}
		}
		return result;
	}

	/**
	 * Whether a service may be of the language: its {@value Language#ID_PROPERTY} property names it, or it has none
	 * (a bundle that does not say is asked; the service's own id decides).
	 */
	private static boolean ofLanguage(ServiceReference<?> reference, String languageId) {
		Object id = reference.getProperty(Language.ID_PROPERTY);
		return id == null || languageId.equals(id);
	}

	/** The service, activated now if it was not; null when it went away meanwhile. */
	private <S> S service(String referenceName, ServiceReference<S> reference) {
		var c = context;
		return c == null ? null : c.locateService(referenceName, reference);
	}
}
