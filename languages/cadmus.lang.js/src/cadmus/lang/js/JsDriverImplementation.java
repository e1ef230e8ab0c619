package cadmus.lang.js;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

import cadmus.api.Availability;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.exec.BundleResources;
import cadmus.exec.DriverImplementation;
import cadmus.exec.Executables;
import cadmus.exec.NodeWorkerHost;
import cadmus.exec.ProcessRunner;
import cadmus.exec.Profile;
import cadmus.exec.ProfiledImplementation;
import cadmus.exec.ScratchDirectory;
import cadmus.lang.js.engines.JsErrors;

/**
 * node on the PATH run as a persistent driver ({@link DriverImplementation}): {@code driver.js} (next to this
 * class) reads programs over the frame protocol and runs each in a fresh V8 context inside a worker thread, so
 * one process serves hundreds of programs instead of starting once per program.
 *
 * <p>Memory: V8 reserves much more address space than it uses (code ranges, a second isolate for the worker
 * thread: 1.5 GiB with the JIT before a program runs), so an address-space limit equal to the memory limit would
 * not let node start. The memory limit bounds the programs' V8 heap instead ({@code --heap-mb}: a program that
 * needs more is answered OUT_OF_MEMORY by the driver, which lives on), and the address space and resident
 * memory of the process are fenced at the memory limit plus {@link #V8_RESERVATION}.
 *
 * <p>Time: the driver stops a program a little before the wall-clock limit ({@code --timeout-ms}) and answers
 * TIMEOUT itself, so a runaway program does not cost a restart; the caller's limit still kills a driver that
 * does not answer.
 */
final class JsDriverImplementation extends ProfiledImplementation {

	/** Programs one driver process runs before a fresh one replaces it. */
	static final int RUNS_PER_PROCESS = 500;
	/** Address space node needs beyond its programs' heap (measured: 1.5 GiB with the JIT and a worker thread). */
	static final long V8_RESERVATION = 2L << 30;
	/** worker_threads' resource limits and vm's microtask mode. */
	static final int MINIMUM_NODE_MAJOR = 16;

	private static final String BINARY = "node";
	private static final String DEBIAN_PACKAGE = "nodejs";
	private static final Pattern VERSION = Pattern.compile("^v(\\d+)\\.\\d+\\.\\d+");

	/** Who it is, for the driver each session starts. */
	private final Profile profile;
	private final List<String> nodeOptions;

	private JsDriverImplementation(Profile profile, List<String> nodeOptions) {
		super(profile, JsChecks.CHECKS);
		this.profile = profile;
		this.nodeOptions = List.copyOf(nodeOptions);
	}

	/** node with its JIT compilers: V8 as browsers and servers run it. */
	static Implementation node() {
		return new JsDriverImplementation(new Profile("js.node", JsImplementations.LANGUAGE, JsImplementations.DIALECT,
				"node (V8) on PATH, one persistent driver process running many programs").debianPackage(DEBIAN_PACKAGE)
				.ofBinary(BINARY), List.of());
	}

	/**
	 * node without JIT compilers ({@code --jitless}: V8's bytecode interpreter alone), the same binary as
	 * {@link #node()} (both name it, so that a disagreement between the two is bucketed as one binary's), so outside
	 * the default set. WebAssembly is off without a JIT, said so that node does not
	 * warn about it on stderr.
	 */
	static Implementation nodeJitless() {
		return new JsDriverImplementation(new Profile("js.node-jitless", JsImplementations.LANGUAGE,
				JsImplementations.DIALECT,
				"node --jitless (V8's interpreter only) on PATH, one persistent driver process running many programs")
				.alternative().debianPackage(DEBIAN_PACKAGE).ofBinary(BINARY), List.of("--jitless", "--no-expose-wasm"));
	}

	/** Whether node is on the PATH, starts with these options and is recent enough, with its version. */
	@Override
	protected Availability probe() {
		Optional<Path> path = Executables.onPath(BINARY);
		if (path.isEmpty()) {
			return Availability.unavailable(BINARY + " not found on PATH");
		}
		var command = new ArrayList<String>();
		command.add(path.get().toString());
		command.addAll(nodeOptions);
		command.add("-p");
		command.add("process.version + ' (V8 ' + process.versions.v8 + ')'");
		try (var dir = new ScratchDirectory("cadmus-probe")) {
			var result = ProcessRunner.run(command, dir.path(), "",
					new ExecutionLimits(Duration.ofSeconds(10), 4096, ExecutionLimits.DEFAULT_MEMORY + V8_RESERVATION));
			String line = result.stdout().strip().lines().findFirst().orElse("");
			var version = VERSION.matcher(line);
			if (result.exitCode() != 0 || !version.find()) {
				String said = (result.stderr() + result.stdout()).strip().lines().findFirst().orElse("no output");
				return Availability.unavailable(String.join(" ", command.subList(0, command.size() - 2))
						+ " does not run: " + said);
			}
			if (Integer.parseInt(version.group(1)) < MINIMUM_NODE_MAJOR) {
				return Availability.unavailable("node " + line + " is older than " + MINIMUM_NODE_MAJOR);
			}
			return Availability.available("Node.js " + line + (nodeOptions.contains("--jitless") ? " --jitless" : ""));
		} catch (IOException e) {
			return Availability.unavailable(BINARY + " does not start: " + e.getMessage());
		}
	}

	@Override
	public ImplementationSession open(ExecutionLimits limits) {
		var fence = new ExecutionLimits(limits.timeout(), limits.maxOutputBytes(), limits.memoryBytes() + V8_RESERVATION);
		var driver = new DriverImplementation(profile, this::availability, dir -> command(dir, limits), RUNS_PER_PROCESS,
				JsChecks.CHECKS, JsErrors::kind);
		return driver.open(fence);
	}

	private List<String> command(Path dir, ExecutionLimits limits) {
		BundleResources.copy(JsDriverImplementation.class, dir, "driver.js", "bootstrap.js");
		NodeWorkerHost.copyInto(dir);
		Path script = dir.resolve("driver.js");
		var command = new ArrayList<String>();
		command.add(Executables.onPath(BINARY).map(Path::toString).orElse(BINARY));
		command.addAll(nodeOptions);
		command.add(script.toString());
		command.add("--timeout-ms=" + DriverImplementation.driverTimeoutMillis(limits.timeout()));
		command.add("--heap-mb=" + Math.max(16, limits.memoryBytes() >> 20));
		return command;
	}
}
