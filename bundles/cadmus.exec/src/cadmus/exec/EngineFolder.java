package cadmus.exec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where engines live that come from no package of the machine's own release (today's releases from the npm
 * registry, beside the machine's older ones): each in a folder of its own below {@code $CADMUS_ENGINES}, by default
 * {@value #DEFAULT}. releng/install-engines puts them there; implementations find their binaries here.
 */
public final class EngineFolder {

	/** The folder when {@code CADMUS_ENGINES} is not set. */
	public static final String DEFAULT = "/opt/cadmus/engines";
	/** The environment variable that moves it. */
	public static final String VARIABLE = "CADMUS_ENGINES";

	private EngineFolder() {
	}

	/** The engine folder. */
	public static Path root() {
		String set = System.getenv(VARIABLE);
		return Path.of(set == null || set.isBlank() ? DEFAULT : set);
	}

	/** The executable at {@code relative} below the engine folder, when it is there. */
	public static Optional<Path> executable(String relative) {
		Path path = root().resolve(relative);
		return Files.isRegularFile(path) && Files.isExecutable(path) ? Optional.of(path) : Optional.empty();
	}
}
