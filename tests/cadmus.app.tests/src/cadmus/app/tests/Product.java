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
	}

	/** Starts cadmus without waiting, output to the given files (for runs a test interrupts or kills). */
	Process start(Path out, Path err, String... args) throws IOException {
		return builder(args).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
	}

	private ProcessBuilder builder(String... args) {
		var command = new ArrayList<String>(List.of(home.resolve("cadmus").toString()));
		command.addAll(List.of(args));
		var builder = new ProcessBuilder(command);
		// A private configuration area: the test never writes into the built product.
		builder.environment().put("CADMUS_CONFIGURATION", configuration.toString());
		return builder;
	}

	Result run(String... args) throws IOException, InterruptedException {
		var builder = builder(args);
		Path out = Files.createTempFile("cadmus-out", ".txt");
		Path err = Files.createTempFile("cadmus-err", ".txt");
		try {
			Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
			if (!process.waitFor(120, TimeUnit.SECONDS)) {
				process.destroyForcibly();
				throw new AssertionError("cadmus " + String.join(" ", args) + " did not finish in 120 s");
			}
			return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
					Files.readString(err, StandardCharsets.UTF_8));
		} finally {
			Files.deleteIfExists(out);
			Files.deleteIfExists(err);
		}
	}
}
