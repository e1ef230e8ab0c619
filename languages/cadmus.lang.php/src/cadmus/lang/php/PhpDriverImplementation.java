package cadmus.lang.php;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

import cadmus.api.Implementation;
import cadmus.exec.BundleResources;
import cadmus.exec.DriverImplementation;
import cadmus.exec.Profile;

/**
 * PHP ({@link PhpBinary}: the machine's 8.2, Debian 13's 8.4) in one configuration as a persistent driver: {@code driver.php} (next to this class) reads programs over
 * the frame protocol and runs each in a child process forked from the warm interpreter, so a program costs its
 * fork and its run, not an interpreter's start.
 */
final class PhpDriverImplementation {

	/** Programs one driver process runs before a fresh one replaces it (opcache keeps every program's script). */
	static final int RUNS_PER_PROCESS = 500;

	private PhpDriverImplementation() {
	}

	static Implementation of(PhpBinary binary, PhpConfiguration configuration) {
		var profile = new Profile("php." + configuration.id() + binary.place().idSuffix(), PhpLanguage.ID,
				PhpDialect.PHP8.id(), binary.describe() + ", " + configuration.description()
						+ ", one persistent driver forking a child per program").in(binary.place())
				.debianPackage(binary.debianPackages()).ofBinary(binary.name());
		// Today's release is outside the default set, as node 26's is: campaigns that want it name it.
		if (binary != PhpBinary.MACHINE) {
			profile = profile.alternative();
		}
		var driver = new DriverImplementation(profile, binary::probe, dir -> command(binary, configuration, dir),
				RUNS_PER_PROCESS, PhpChecks.CHECKS, UnaryOperator.identity())
				.runAloneBy(configuration.standalone(binary.name()));
		// The JITs' debug output tells what they compiled: the tracing JIT's traces (PhpJitTrace), the function JIT's
		// listing (PhpFunctionJitListing); opcache alone compiles nothing to machine code.
		return switch (configuration) {
		case JIT_TRACING -> driver.tracedBy((program, limits) -> PhpJitTrace.of(binary, configuration, program, limits));
		case JIT_FUNCTION -> driver.tracedBy(
				(program, limits) -> PhpFunctionJitListing.of(binary, configuration, program, limits));
		default -> driver;
		};
	}

	private static List<String> command(PhpBinary binary, PhpConfiguration configuration, Path dir) {
		BundleResources.copy(PhpDriverImplementation.class, dir, "driver.php");
		var programs = dir.resolve("programs");
		programs.toFile().mkdirs();
		var command = new ArrayList<String>();
		command.add(binary.path());
		command.add("-n");
		// The driver's children end by posix_kill: far cheaper than PHP's own shutdown (see driver.php).
		command.add("-d");
		command.add("extension=posix");
		for (String setting : configuration.settings()) {
			command.add("-d");
			command.add(setting);
		}
		command.add(dir.resolve("driver.php").toString());
		command.add(programs.toString());
		return command;
	}
}
