package cadmus.lang.dafny.engines;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

import cadmus.api.ExecutionLimits;
import cadmus.exec.BundleResources;
import cadmus.exec.Executables;
import cadmus.exec.ProcessRunner;
import cadmus.exec.ScratchDirectory;

/**
 * Where Debian's dafny package is (its assemblies under /usr/lib/dafny, run by mono), which version it is (as
 * Dafny.exe says), and the z3 filter Boogie is pointed at ({@code /z3exe:}), written once into a directory of its own.
 */
public final class DafnyInstallation {

	public static final Path HOME = Path.of("/usr/lib/dafny");
	/** Dafny's banner: "Dafny 2.3.0.10506", the version of the Dafny.exe assembly. */
	private static final Pattern BANNER = Pattern.compile("(?m)^(Dafny \\d+(?:\\.\\d+)+)\\s*$");
	private static final String FILTER = "z3-filter.sh";
	private static Path filter;
	private static Optional<String> version;

	private DafnyInstallation() {
	}

	/** Why Dafny cannot run here, or empty when it can. */
	public static Optional<String> missing() {
		if (Executables.onPath("mono").isEmpty()) {
			return Optional.of("mono is not on the PATH (Debian package dafny)");
		}
		if (!Files.isRegularFile(HOME.resolve("Dafny.exe")) || !Files.isRegularFile(HOME.resolve("DafnyServer.exe"))) {
			return Optional.of("no Dafny.exe and DafnyServer.exe under " + HOME + " (Debian package dafny)");
		}
		if (Executables.onPath("z3").isEmpty()) {
			return Optional.of("z3 is not on the PATH (Debian package z3)");
		}
		return Optional.empty();
	}

	/**
	 * The version Dafny.exe reports for {@code /version} ("Dafny 2.3.0.10506"), asked once; empty when it reports
	 * none. Dafny 2.3 prints it and then, on Linux, also takes "/version" for a file name and exits 1 ("Filename
	 * extension '' is not supported"), so the exit status says nothing here: the banner line does.
	 */
	public static synchronized Optional<String> version() {
		if (version == null) {
			try (var dir = new ScratchDirectory("cadmus-probe")) {
				// mono reserves more address space than it uses: at 512 MiB it aborts before Dafny starts; 1 GiB runs.
				var r = ProcessRunner.run(List.of("mono", HOME.resolve("Dafny.exe").toString(), "/version"), dir.path(), "",
						new ExecutionLimits(Duration.ofSeconds(30), 1 << 16, 4L << 30));
				var banner = BANNER.matcher(r.stdout());
				version = banner.find() ? Optional.of(banner.group(1)) : Optional.empty();
			} catch (IOException e) {
				version = Optional.empty();
			}
		}
		return version;
	}

	/** The z3 filter Boogie runs instead of z3 (see the script), written on first use. */
	public static synchronized Path z3Filter() {
		if (filter == null) {
			try {
				Path dir = Files.createTempDirectory("cadmus-dafny-z3");
				dir.toFile().deleteOnExit();
				BundleResources.copy(DafnyInstallation.class, dir, FILTER);
				Path script = dir.resolve(FILTER);
				Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("r-xr-xr-x"));
				script.toFile().deleteOnExit();
				filter = script;
			} catch (IOException e) {
				throw new UncheckedIOException("cannot write the z3 filter", e);
			}
		}
		return filter;
	}

	/** The options every verification passes: the z3 filter, and a time limit per proof. */
	public static java.util.List<String> verifierOptions(int secondsPerProof) {
		return java.util.List.of("/z3exe:" + z3Filter(), "/timeLimit:" + secondsPerProof);
	}
}
