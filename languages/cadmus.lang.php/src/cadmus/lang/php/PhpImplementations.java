package cadmus.lang.php;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Implementation;
import cadmus.api.ImplementationProvider;
import cadmus.api.Language;

/**
 * The PHP implementations Cadmus knows: Debian's php8.2 in each configuration, as a persistent driver (the
 * default set) and as a process per program (its twin, for comparison); php-wasm's PHP 7.4 to 8.5, for the
 * differential across versions.
 */
@Component(service = ImplementationProvider.class, property = Language.ID_PROPERTY + "=" + PhpLanguage.ID)
public final class PhpImplementations implements ImplementationProvider {

	private final List<Implementation> implementations = Stream.<Stream<Implementation>>of(
			Arrays.stream(PhpConfiguration.values()).map(PhpDriverImplementation::of),
			Arrays.stream(PhpConfiguration.values()).map(PhpProcessImplementation::new),
			PhpWasmImplementation.VERSIONS.stream().map(PhpWasmImplementation::of)).flatMap(s -> s).toList();

	@Override
	public String languageId() {
		return PhpLanguage.ID;
	}

	@Override
	public List<Implementation> implementations() {
		return implementations;
	}
}
