package cadmus.exec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The Java installations of the machine besides the one Cadmus runs on, for workers that need another Java (an
 * engine built for a newer one): those in {@value #FOLDER}, each known by its {@code release} file, as Debian's and
 * Temurin's packages install them.
 */
public final class InstalledJdks {

	/** Where Debian's and Temurin's packages put their JDKs. */
	public static final String FOLDER = "/usr/lib/jvm";
	private static final Pattern VERSION = Pattern.compile("^JAVA_VERSION=\"(\\d+)", Pattern.MULTILINE);

	private InstalledJdks() {
	}

	/** The java executable of an installed JDK of this feature release (25 for any 25.0.x), the newest folder's. */
	public static Optional<Path> java(int feature) {
		try (Stream<Path> homes = Files.list(Path.of(FOLDER))) {
			return homes.filter(home -> feature(home) == feature).map(home -> home.resolve("bin/java"))
					.filter(Files::isExecutable).max(Comparator.comparing(Path::toString));
		} catch (IOException e) {
			return Optional.empty();
		}
	}

	/** The feature release a JDK's release file names; 0 when it has none. */
	private static int feature(Path home) {
		try {
			var m = VERSION.matcher(Files.readString(home.resolve("release")));
			return m.find() ? Integer.parseInt(m.group(1)) : 0;
		} catch (IOException | RuntimeException e) {
			return 0;
		}
	}
}
