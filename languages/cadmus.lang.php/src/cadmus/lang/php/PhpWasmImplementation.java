package cadmus.lang.php;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;

import cadmus.api.Availability;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.exec.BundleResources;
import cadmus.exec.CommandProbe;
import cadmus.exec.DriverImplementation;
import cadmus.exec.Executables;
import cadmus.exec.NodeWorkerHost;
import cadmus.exec.Profile;
import cadmus.exec.ProfiledImplementation;

/**
 * PHP built to WebAssembly (npm @php-wasm/node, every version it ships from 7.4 on) in node, as a persistent
 * driver: {@code php-wasm-driver.js} (next to this class) loads one version's runtime once and runs each program
 * in a fresh PHP request, which starts and ends PHP's request state as a server does, so a program costs about
 * 1.5 ms instead of the runtime's 0.4 s start. Other builds of other versions than Debian's php8.2: the
 * differential across versions. Outside the default set (each adds a driver's time per program); PHP 7.4 lacks
 * what {@link PhpFeatures#PHP74} names, and programs for a set that includes it avoid that.
 *
 * <p>Memory: node reserves address space for WebAssembly far beyond what a program uses; without its trap
 * handler the driver needs about 1.8 GiB, up to 2.9 GiB while it restarts a runtime after a program ran out of
 * PHP's memory, so the address space is fenced at the memory limit plus {@link #WASM_RESERVATION}.
 */
final class PhpWasmImplementation extends ProfiledImplementation {

	/** The versions of @php-wasm/node 3.1.54 that run here (its 5.2 cannot run the driver's code around a program). */
	static final List<String> VERSIONS = List.of("7.4", "8.0", "8.1", "8.2", "8.3", "8.4", "8.5");
	/** The npm packages, installed globally by releng/install-engines. */
	static final String PACKAGE = "@php-wasm/node";
	/** A fresh runtime costs 0.4-0.6 s: restarted rarely (a request leaves nothing behind, see the driver). */
	static final int RUNS_PER_PROCESS = 5000;
	static final long WASM_RESERVATION = 2L << 30;
	private static final String DRIVER = "php-wasm-driver.js";

	private final Profile profile;
	private final String version;

	private PhpWasmImplementation(Profile profile, String version) {
		super(profile, PhpChecks.CHECKS);
		this.profile = profile;
		this.version = version;
	}

	static Implementation of(String version) {
		Set<String> lacks = version.equals("7.4") ? PhpFeatures.PHP74 : Set.of();
		return new PhpWasmImplementation(new Profile("php.wasm-" + version, PhpLanguage.ID, PhpDialect.PHP8.id(),
				"PHP " + version + " built to WebAssembly (npm @php-wasm/node) in node, one persistent driver, a fresh"
						+ " request per program").alternative().lacking(lacks)
				.installedBy("npm install -g @php-wasm/node@3.1.54 @php-wasm/universal@3.1.54"), version);
	}

	/** node on the PATH and the package under npm's global root, asked for the version the runtime says it is. */
	@Override
	protected Availability probe() {
		var node = Executables.onPath("node");
		if (node.isEmpty()) {
			return Availability.unavailable("node not found on PATH");
		}
		var root = CommandProbe.npmRoot();
		if (root.isEmpty() || CommandProbe.npmPackage(PACKAGE).isEmpty()) {
			return Availability.unavailable(PACKAGE + " not found under `npm root -g`");
		}
		try (var dir = new cadmus.exec.ScratchDirectory("cadmus-probe")) {
			BundleResources.copy(PhpWasmImplementation.class, dir.path(), DRIVER);
			NodeWorkerHost.copyInto(dir.path());
			return CommandProbe.firstLine(List.of(node.get().toString(), "--disable-wasm-trap-handler",
					dir.path().resolve(DRIVER).toString(), version, root.get().toString(), "--version"), 0)
					.filter(v -> v.startsWith("PHP ")).map(Availability::available)
					.orElseGet(() -> Availability.unavailable("php-wasm " + version + " does not start in node"));
		}
	}

	@Override
	public ImplementationSession open(ExecutionLimits limits) {
		var fence = new ExecutionLimits(limits.timeout(), limits.maxOutputBytes(), limits.memoryBytes() + WASM_RESERVATION);
		var driver = new DriverImplementation(profile, this::availability, dir -> command(dir, limits), RUNS_PER_PROCESS,
				PhpChecks.CHECKS, UnaryOperator.identity());
		return driver.open(fence);
	}

	private List<String> command(Path dir, ExecutionLimits limits) {
		BundleResources.copy(PhpWasmImplementation.class, dir, DRIVER);
		NodeWorkerHost.copyInto(dir);
		return List.of(Executables.onPath("node").map(Path::toString).orElse("node"), "--disable-wasm-trap-handler",
				dir.resolve(DRIVER).toString(), version, CommandProbe.npmRoot().map(Path::toString).orElse(""),
				"--timeout-ms=" + DriverImplementation.driverTimeoutMillis(limits.timeout()));
	}
}
