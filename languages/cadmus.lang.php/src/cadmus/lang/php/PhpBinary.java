package cadmus.lang.php;

import java.io.IOException;
import java.time.Duration;
import java.util.List;

import cadmus.api.Availability;
import cadmus.api.ExecutionLimits;
import cadmus.exec.CommandProbe;
import cadmus.exec.EnginePlace;
import cadmus.exec.EngineRoot;

/**
 * A PHP command-line interpreter that Cadmus runs, and where: Debian 12's php8.2 on this machine, or Debian 13's
 * php8.4 in its engine root (today's release, whose JIT changed much since 8.2). Both run without php.ini, with the
 * same settings ({@link PhpConfiguration}), so a program means the same to both but for the version.
 *
 * @param place where the binary is found and run
 * @param name  the binary's name, which is also its Debian packages' prefix (php8.2-cli, php8.2-opcache)
 */
record PhpBinary(EnginePlace place, String name) {

	/** The machine's: Debian 12's PHP 8.2. */
	static final PhpBinary MACHINE = new PhpBinary(EnginePlace.MACHINE, "php8.2");
	/** Today's: Debian 13's PHP 8.4, in the engine root releng/install-engines makes. */
	static final PhpBinary TODAY = new PhpBinary(EngineRoot.DEBIAN_13, "php8.4");

	/** The Debian packages it comes in. */
	String debianPackages() {
		return name + "-cli " + name + "-opcache";
	}

	/** What to run: its path in its place, or its bare name where it is missing (the run then says so). */
	String path() {
		return place.binary(name).orElse(name);
	}

	/** "php8.2", "php8.4 (Debian 13 (trixie))": how descriptions name it. */
	String describe() {
		return place == EnginePlace.MACHINE ? name : name + " (" + place.describe() + ")";
	}

	/** Whether it is here and starts, and its version ("PHP 8.4.16"); every implementation of the binary asks. */
	Availability probe() {
		var path = place.binary(name);
		if (path.isEmpty()) {
			return Availability.unavailable(place.missing(name) + " (Debian package " + name + "-cli)");
		}
		try {
			var result = CommandProbe.run(place, List.of(path.get(), "-n", "-r", "echo 'PHP ', PHP_VERSION;"),
					new ExecutionLimits(Duration.ofSeconds(10), 4096));
			String version = result.stdout().strip();
			return version.startsWith("PHP ") ? Availability.available(version)
					: Availability.unavailable(name + " printed no version: " + result.stderr().strip());
		} catch (IOException e) {
			return Availability.unavailable(name + " does not start: " + e.getMessage());
		}
	}
}
