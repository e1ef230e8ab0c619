package cadmus.app.tests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The materialized product, started as a separate process through its own `cadmus` launcher script. */
final class Product {

	record Result(int exitCode, String stdout, String stderr) {
		@Override
		public String toString() {
			return "exit " + exitCode + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
		}
	}

	private final Path home;
	private final Path configuration;
	/** The PATH the product runs with; null for this JVM's own. */
	private final String path;
	/** JVM options besides the launcher's own; empty for none. */
	private final String javaOptions;

	Product(Path configuration) {
		String location = System.getProperty("cadmus.product");
		if (location == null) {
			throw new IllegalStateException("system property cadmus.product is not set");
		}
		this.home = Path.of(location);
		if (!Files.isExecutable(home.resolve("cadmus"))) {
			throw new IllegalStateException("no product at " + home + "; build releng/cadmus.product first");
		}
		this.configuration = configuration;
		this.path = null;
		this.javaOptions = "";
	}

	private Product(Product product, String path, String javaOptions) {
		this.home = product.home;
		this.configuration = product.configuration;
		this.path = path;
		this.javaOptions = javaOptions;
	}

	/** The same product with these JVM options too (logging, say), after the suite's own. */
	Product withJavaOptions(String options) {
		return new Product(this, path, options);
	}

	/**
	 * The same product on a machine without the given programs: its PATH is a directory of links to every other
	 * program on this JVM's PATH (made in {@code bin}), so a test that needs a machine where, say, the Lua
	 * interpreters are not installed has one whatever this machine has.
	 */
	Product without(Path bin, String... programs) throws IOException {
		Files.createDirectories(bin);
		var hidden = List.of(programs);
		for (String dir : System.getenv("PATH").split(":")) {
			Path directory = Path.of(dir);
			if (!Files.isDirectory(directory)) {
				continue;
			}
			try (var entries = Files.list(directory)) {
				for (Path program : (Iterable<Path>) entries::iterator) {
					Path link = bin.resolve(program.getFileName().toString());
					if (!hidden.contains(program.getFileName().toString()) && Files.isExecutable(program)
							&& !Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
						Files.createSymbolicLink(link, program.toAbsolutePath());
					}
				}
			}
		}
		return new Product(this, bin.toString(), javaOptions);
	}

	/** Starts cadmus without waiting, output to the given files (for runs a test interrupts or kills). */
	Process start(Path out, Path err, String... args) throws IOException {
		return builder(args).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
	}

	/**
	 * Starts cadmus as a terminal starts a foreground job: in a process group (and session) of its own, made by
	 * setsid, whose id is the started process's pid (setsid execs the launcher, which execs the JVM). A Ctrl-C at
	 * that terminal is {@code kill -INT -PID}: the signal to every process of the group. SIGINT is reset to its
	 * default first, as a shell does for a foreground job: a build started in the background (by {@code &} without
	 * job control) ignores SIGINT, and its children, this product among them, would inherit that.
	 */
	Process startInOwnGroup(Path out, Path err, String... args) throws IOException {
		var builder = builder(args);
		var command = new ArrayList<String>(List.of("setsid", "env", "--default-signal=INT"));
		command.addAll(builder.command());
		return builder.command(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
	}

	private ProcessBuilder builder(String... args) {
		var command = new ArrayList<String>(List.of(home.resolve("cadmus").toString()));
		command.addAll(List.of(args));
		var builder = new ProcessBuilder(command);
		// A private configuration area: the test never writes into the built product.
		builder.environment().put("CADMUS_CONFIGURATION", configuration.toString());
		// The launcher's own heap, with HotSpot's optimizing compiler (C2) left out: these runs last seconds, so C2
		// compiles code they never run hot, and that cost a second of CPU a run (2.4 s of CPU for `generate --count
		// 1`, 1.3 s without) on a suite that starts the product some 200 times on two cores. What runs is the same
		// bytecode, so everything the tests check of the product holds alike; rates measured here are not quoted.
		builder.environment().put("CADMUS_JAVA_OPTS", ("-Xmx2g -XX:TieredStopAtLevel=1 " + javaOptions).strip());
		if (path != null) {
			builder.environment().put("PATH", path);
		}
		return builder;
	}

	Result run(String... args) throws IOException, InterruptedException {
		return runWithin(120, args);
	}

	/** A run that may take up to {@code seconds} (a race of campaigns, whose time is an option of its own). */
	Result runWithin(long seconds, String... args) throws IOException, InterruptedException {
		var builder = builder(args);
		Path out = Files.createTempFile("cadmus-out", ".txt");
		Path err = Files.createTempFile("cadmus-err", ".txt");
		try {
			Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
			if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
				process.destroyForcibly();
				throw new AssertionError("cadmus " + String.join(" ", args) + " did not finish in " + seconds + " s");
			}
			return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
					Files.readString(err, StandardCharsets.UTF_8));
		} finally {
			Files.deleteIfExists(out);
			Files.deleteIfExists(err);
		}
	}
}
