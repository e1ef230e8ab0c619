package cadmus.exec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import cadmus.api.ExecutionLimits;

/**
 * Short commands an implementation's probe runs to learn whether it can run here and what it is: their output
 * when they succeed, and where npm keeps globally installed packages (engines that come from the npm registry).
 *
 * <p>An answer is kept for half a minute: the implementations of one engine (its tiers, its process-per-program
 * twin) ask the same binary the same question, and {@code cadmus languages} asked php8.2 its version eight times,
 * started PostgreSQL five times and took 18 s of CPU. Half a minute, not for good, so that an engine installed or
 * upgraded while the IDE runs is seen.
 */
public final class CommandProbe {

	private static final long GIB = 1L << 30;
	private static final long KEPT_NANOS = TimeUnit.SECONDS.toNanos(30);
	private static final Map<Question, Answer> ANSWERS = new ConcurrentHashMap<>();
	private static Optional<Path> npmRootCache;

	/** A probe's command as asked in a place, with its limits. */
	private record Question(EnginePlace place, List<String> command, ExecutionLimits limits) {
	}

	/** The answer to a question, found once by whichever thread asks first while the others wait. */
	private static final class Answer {
		private final long asked = System.nanoTime();
		private ProcessResult result;
		private IOException failure;

		synchronized ProcessResult get(Question q) throws IOException {
			if (result == null && failure == null) {
				try {
					result = q.place().run(q.command(), q.limits());
				} catch (IOException e) {
					failure = e;
				}
			}
			if (failure != null) {
				throw failure;
			}
			return result;
		}

		boolean stale() {
			return System.nanoTime() - asked > KEPT_NANOS;
		}
	}

	private CommandProbe() {
	}

	/**
	 * Runs a probe's short command in {@code place} as {@link EnginePlace#run} does, or answers as it did when the
	 * same command was run with the same limits in the last half minute.
	 */
	public static ProcessResult run(EnginePlace place, List<String> command, ExecutionLimits limits) throws IOException {
		var question = new Question(place, List.copyOf(command), limits);
		return ANSWERS.compute(question, (q, kept) -> kept == null || kept.stale() ? new Answer() : kept).get(question);
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
			var result = run(place, command, limits);
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
