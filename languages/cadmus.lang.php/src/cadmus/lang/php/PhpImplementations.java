package cadmus.lang.php;

import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Implementation;
import cadmus.api.ImplementationList;
import cadmus.api.ImplementationProvider;
import cadmus.api.Language;
import cadmus.exec.JvmWorkerImplementation;
import cadmus.exec.Profile;

/**
 * The PHP implementations Cadmus knows: Debian 12's php8.2 in each configuration, as a persistent driver (the
 * default set) and as a process per program (its twin, for comparison), and Debian 13's php8.4 alike from the
 * engine root; php-wasm's PHP 7.4 to 8.5, for the
 * differential across versions; Caucho Quercus (PHP 5 in Java).
 */
@Component(service = ImplementationProvider.class, property = Language.ID_PROPERTY + "=" + PhpLanguage.ID)
public final class PhpImplementations extends ImplementationList {

	public PhpImplementations() {
		super(PhpLanguage.ID, all());
	}

	private static List<Implementation> all() {
		return Stream.<Stream<Implementation>>of(
				Stream.of(PhpBinary.MACHINE, PhpBinary.TODAY).flatMap(binary -> Arrays.stream(PhpConfiguration.values())
						.map(configuration -> PhpDriverImplementation.of(binary, configuration))),
				Stream.of(PhpBinary.MACHINE, PhpBinary.TODAY).flatMap(binary -> Arrays.stream(PhpConfiguration.values())
						.map(configuration -> new PhpProcessImplementation(binary, configuration))),
				PhpWasmImplementation.VERSIONS.stream().map(PhpWasmImplementation::of), Stream.of(quercus())).flatMap(s -> s)
				.toList();
	}

	/**
	 * Caucho Quercus in a worker JVM: PHP 5's language (less what it does not parse), so programs for a set with it
	 * are written for PHP 5 ({@link PhpFeatures#QUERCUS}, {@link PhpLegacyForm}). Outside the default set.
	 */
	private static Implementation quercus() {
		return new JvmWorkerImplementation(new Profile("php.quercus", PhpLanguage.ID, PhpDialect.PHP8.id(),
				"Caucho Quercus 4.0.66 (PHP 5 in Java, interpreting), in a worker JVM").alternative()
				.lacking(PhpFeatures.QUERCUS), "cadmus.lang.php.engines.QuercusEngine", List.of(),
				List.of("cadmus.exec", "cadmus.lang.php", "com.caucho.quercus", "javax.servlet.api"),
				List.of("-Xmx256m", "-Xss16m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true"),
				PhpChecks.CHECKS, UnaryOperator.identity());
	}
}
