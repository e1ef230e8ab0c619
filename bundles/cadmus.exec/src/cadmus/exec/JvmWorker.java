package cadmus.exec;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import cadmus.exec.worker.WorkerMain;

/**
 * A worker JVM: a {@link DriverProcess} whose driver is {@link WorkerMain} running one engine class. Native
 * code and runaway programs stay out of the platform's process: Java cannot stop a runaway thread safely, and
 * a JNI engine that segfaults takes its whole JVM with it, so each engine gets a JVM of its own.
 */
public final class JvmWorker {

	/**
	 * What to start: the jars, the engine class and its arguments, JVM options such as -Xmx, and the java
	 * executable (null: the one Cadmus runs on).
	 */
	public record Spec(List<Path> classpath, String engineClass, List<String> engineArgs, List<String> jvmOptions,
			Path java) {
		public Spec {
			classpath = List.copyOf(classpath);
			engineArgs = List.copyOf(engineArgs);
			jvmOptions = List.copyOf(jvmOptions);
		}

		/** A worker on the JVM Cadmus runs on. */
		public Spec(List<Path> classpath, String engineClass, List<String> engineArgs, List<String> jvmOptions) {
			this(classpath, engineClass, engineArgs, jvmOptions, null);
		}
	}

	/**
	 * Another JVM for a worker than the one Cadmus runs on: its java executable, and options that come before the
	 * worker's own (a module path of the engine's jars, say).
	 */
	public record Launch(Path java, List<String> options) {
		public Launch {
			java = java.toAbsolutePath();
			options = List.copyOf(options);
		}
	}

	/**
	 * When a fresh worker replaces one: after 25,000 programs, often enough to bound what engines leak (a worker
	 * whose resident memory passes half its limit goes earlier), but not before it has run ten minutes, so the
	 * JIT warm-up a fresh worker pays (most of a minute on 2 cores) stays a small part of its life. By count
	 * alone, a campaign's five workers at 5,000 programs were replaced together every two and a half minutes
	 * (programs/s from the second to the fourth minute: 27 instead of 49), and a fast engine's at 25,000
	 * every 18 seconds.
	 */
	public static final DriverRenewal RENEWAL = new DriverRenewal(25000, Duration.ofMinutes(10));

	private JvmWorker() {
	}

	/**
	 * A driver process for the spec, fenced in by the machine's {@link Containment} (no address-space limit: a
	 * JVM reserves far more than it uses), working in {@code workDir} (null: inherited).
	 */
	public static DriverProcess driver(Spec spec, java.nio.file.Path workDir) {
		return new DriverProcess(spec.engineClass(), () -> Containment.get().wrap(command(spec), 0, 0), RENEWAL,
				workDir);
	}

	static List<String> command(Spec spec) {
		var command = new ArrayList<String>();
		command.add(spec.java() != null ? spec.java().toString() : Path.of(System.getProperty("java.home"), "bin", "java").toString());
		command.addAll(spec.jvmOptions());
		command.add("-cp");
		command.add(spec.classpath().stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
		command.add(WorkerMain.class.getName());
		command.add(spec.engineClass());
		command.addAll(spec.engineArgs());
		return command;
	}
}
