package cadmus.lang.js;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

import cadmus.api.Availability;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.exec.BundleResources;
import cadmus.exec.JsonText;
import cadmus.exec.ProcessPerProgramImplementation;
import cadmus.exec.ProcessResult;

/**
 * A JavaScript shell from Debian or npm (JavaScriptCore's jsc, SpiderMonkey through gjs, Duktape, MuJS, Hermes,
 * QuickJS as WASM under node), one fresh process per program ({@link ProcessPerProgramImplementation}).
 *
 * <p>Every engine runs {@code shell-harness.js} (next to this class) with a few lines of host adapter for what the
 * engine offers: the harness parses the program before running anything, runs it as a global script (or by
 * indirect eval where the engine has nothing better), and names an uncaught value by the standard error
 * prototypes captured before the program ran, exactly as node's {@code driver.js} does; it hands its verdict
 * over in an outcome line on stderr ({@code cadmus-outcome|OUTCOME|KIND|MESSAGE|cadmus-end}). A program that
 * ends normally leaves no line and exits with status 0: OK. Time-outs and signals come from how the process
 * ended, as for Lua.
 *
 * <p>Memory: most of these engines reserve far more address space than they use (JavaScriptCore 5.5 GiB before
 * a program runs, SpiderMonkey 2.2 GiB, V8 under QuickJS 0.9 GiB), so the address-space fence is the memory limit
 * plus the engine's measured reservation, as for node's driver; Hermes and QuickJS bound their own heaps.
 * Running out of memory is OUT_OF_MEMORY when the engine says so (an error, or a message as it dies).
 */
public final class JsShellImplementation extends ProcessPerProgramImplementation {

	static final String HARNESS = "shell-harness.js";
	static final String QUICKJS_RUNNER = "quickjs-runner.js";
	/** Where the program's text goes in the adapters of engines that cannot read files. */
	private static final String SOURCE_SLOT = "%SOURCE%";
	private static final Pattern OUTCOME = Pattern
			.compile("cadmus-outcome\\|(OK|RUNTIME_ERROR|SYNTAX_ERROR|OUT_OF_MEMORY)\\|([^|\\n]*)\\|(.*)\\|cadmus-end",
					Pattern.DOTALL);
	/**
	 * What engines say when they die of memory instead of throwing: gjs's "MOZ_CRASH([unhandlable oom] ...", jsc's
	 * "MemoryExhaustion" assertion, Hermes's "HermesGC: OOM" (jsc often aborts saying nothing: a crash then).
	 */
	private static final Pattern MEMORY = Pattern.compile(
			"(?i)out of memory|memory is exhausted|\\boom\\b|heap memory exhausted|bad_alloc|cannot allocate memory");

	private final JsShell engine;

	JsShellImplementation(JsShell engine) {
		super(engine.profile(), JsChecks.CHECKS);
		this.engine = engine;
	}

	@Override
	protected Availability probe() {
		return probe(engine);
	}

	/** Whether the shell is here and starts, with its version. */
	static Availability probe(JsShell engine) {
		Optional<Path> executable = engine.locate().get();
		if (executable.isEmpty()) {
			return Availability.unavailable(engine.missing());
		}
		return engine.version().apply(executable.get()).map(Availability::available).orElseGet(
				() -> Availability.unavailable(executable.get() + " does not start or names no version"));
	}

	@Override
	protected List<String> command(Path dir, Program program, ExecutionLimits limits) throws IOException {
		Path executable = engine.locate().get()
				.orElseThrow(() -> new IllegalStateException(id() + " is not available: " + engine.missing()));
		Files.writeString(dir.resolve("program.js"), program.text(), StandardCharsets.UTF_8);
		String harness = resource(HARNESS);
		if (engine.host() != null) {
			String host = engine.host().replace(SOURCE_SLOT, JsonText.asciiString(program.text()));
			harness = harness + "(" + host + ");\n";
		} else {
			Files.writeString(dir.resolve(QUICKJS_RUNNER), resource(QUICKJS_RUNNER), StandardCharsets.UTF_8);
		}
		Files.writeString(dir.resolve("harness.js"), harness, StandardCharsets.UTF_8);
		return engine.starter().command(executable, dir, limits);
	}

	/** The shell on the program's file, without the harness ({@link JsShell#standalone()}). */
	@Override
	public Optional<cadmus.api.StandaloneCommand> standaloneCommand() {
		return engine.standalone();
	}

	/** The engine's measured reservation of address space on top of the memory limit. */
	@Override
	protected ExecutionLimits fence(ExecutionLimits limits) {
		return new ExecutionLimits(limits.timeout(), limits.maxOutputBytes(),
				engine.addressSpace().applyAsLong(limits.memoryBytes()));
	}

	/** The harness's outcome line when the process ended by itself, else how it ended. */
	@Override
	protected Execution classify(ProcessResult r) {
		if (!r.timedOut() && r.signal() == 0) {
			var m = OUTCOME.matcher(r.stderr());
			int at = r.stderr().lastIndexOf("cadmus-outcome|");
			if (at >= 0 && m.find(at)) {
				return new Execution(id(), Outcome.valueOf(m.group(1)), m.group(2), r.stdout(), m.group(3), r.duration());
			}
		}
		Execution e = r.ending(id())
				.orElseGet(() -> r.execution(id(), Outcome.RUNTIME_ERROR, "exit status " + r.exitCode()));
		if (e.outcome() != Outcome.OK && e.outcome() != Outcome.TIMEOUT && diedOfMemory(r.stderr())) {
			e = r.execution(id(), Outcome.OUT_OF_MEMORY, "memory limit");
		}
		return e;
	}

	/** Whether a shell that ended without the harness's verdict said, as it died, that memory ran out. */
	static boolean diedOfMemory(String lastWords) {
		return MEMORY.matcher(lastWords).find();
	}

	static String resource(String name) {
		return BundleResources.text(JsShellImplementation.class, name);
	}
}
