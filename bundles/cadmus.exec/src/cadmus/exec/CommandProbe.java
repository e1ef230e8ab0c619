package cadmus.exec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import cadmus.api.ExecutionLimits;

/**
 * Short commands an implementation's probe runs to learn whether it can run here and what it is: their output
 * when they succeed, and where npm keeps globally installed packages (engines that come from the npm registry).
 */
public final class CommandProbe {

	private static final long GIB = 1L << 30;
	private static Optional<Path> npmRootCache;

	private CommandProbe() {
	}

	/**
	 * What the command printed on stdout, when it exited with status 0 within 20 seconds; {@code addressSpace}
	 * bounds its address space (0: a roomy 64 GiB, for runtimes that reserve much more than they use).
	 */
	public static Optional<String> output(List<String> command, long addressSpace) {
		return output(EnginePlace.MACHINE, command, addressSpace);
	}

	/** What the command printed when run in {@code place} (an engine root's binary, say), as {@link #output}. */
	public static Optional<String> output(EnginePlace place, List<String> command, long addressSpace) {
		if (place == EnginePlace.MACHINE && command.get(0).indexOf('/') < 0 && Executables.onPath(command.get(0)).isEmpty()) {
			return Optional.empty();
		}
		try {
			var limits = new ExecutionLimits(Duration.ofSeconds(20), 1 << 16, addressSpace > 0 ? addressSpace : 64 * GIB);
			var result = place.run(command, limits);
			return result.exitCode() == 0 ? Optional.of(result.stdout()) : Optional.empty();
		} catch (IOException e) {
			return Optional.empty();
		}
	}

	/** The first line of {@link #output}. */
	public static Optional<String> firstLine(List<String> command, long addressSpace) {
		return firstLine(EnginePlace.MACHINE, command, addressSpace);
	}

	/** The first line of what the command printed in {@code place}. */
	public static Optional<String> firstLine(EnginePlace place, List<String> command, long addressSpace) {
		return output(place, command, addressSpace).flatMap(out -> out.strip().lines().findFirst());
	}

	/**
	 * npm's global node_modules ({@code npm root -g}: where {@code npm install -g} puts packages), asked once;
	 * Debian's and npm's default places when npm itself is missing.
	 */
	public static synchronized Optional<Path> npmRoot() {
		if (npmRootCache == null) {
			var places = new ArrayList<Path>();
			if (Executables.onPath("npm").isPresent()) {
				firstLine(List.of("npm", "root", "-g"), 0).map(Path::of).ifPresent(places::add);
			}
			places.add(Path.of("/usr/lib/node_modules"));
			places.add(Path.of("/usr/local/lib/node_modules"));
			npmRootCache = places.stream().filter(Files::isDirectory).findFirst();
		}
		return npmRootCache;
	}

	/** A globally installed npm package's directory, if it is there. */
	public static Optional<Path> npmPackage(String name) {
		return npmRoot().map(root -> root.resolve(name)).filter(Files::isDirectory);
	}
}
