package cadmus.lang.php;

import java.util.Arrays;
import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Implementation;
import cadmus.api.ImplementationProvider;
import cadmus.api.Language;

/** The PHP implementations Cadmus knows: Debian's php8.2 CLI in each configuration. */
@Component(service = ImplementationProvider.class, property = Language.ID_PROPERTY + "=" + PhpLanguage.ID)
public final class PhpImplementations implements ImplementationProvider {

	private final List<Implementation> implementations = Arrays.stream(PhpConfiguration.values())
			.<Implementation>map(PhpProcessImplementation::new).toList();

	@Override
	public String languageId() {
		return PhpLanguage.ID;
	}

	@Override
	public List<Implementation> implementations() {
		return implementations;
	}
}
