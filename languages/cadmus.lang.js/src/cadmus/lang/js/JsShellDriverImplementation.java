package cadmus.lang.js;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import cadmus.api.Availability;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.ImplementationSession;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.exec.BundleResources;
import cadmus.exec.DriverImplementation;
import cadmus.exec.DriverProtocol;
import cadmus.exec.ProcessRunner;
import cadmus.exec.Profile;
import cadmus.exec.ProfiledImplementation;
import cadmus.lang.js.engines.JsErrors;

/**
 * A JavaScript shell run as a persistent driver: a driver script (next to this class) reads programs over the
 * {@link DriverProtocol#LINES} protocol and runs each through {@code shell-harness.js}, as
 * {@link JsShellImplementation} runs one per process, and gives the same outcome, output and error; each script
 * says how it keeps programs apart (a realm per program in jsc, built-ins put back in gjs). Time, memory and
 * crashes are the caller's, as for a process: the driver is killed and a fresh one takes the next program. A
 * driver that dies saying memory ran out is OUT_OF_MEMORY, as the process form says.
 */
final class JsShellDriverImplementation extends ProfiledImplementation {

	/** Programs one driver process runs before a fresh one replaces it. */
	static final int RUNS_PER_PROCESS = 1000;

	private final JsShell shell;
	private final String script;
	/** Who it is, for the driver each session starts. */
	private final Profile profile;

	/**
	 * @param shell  the shell, with this implementation's id and description, and a starter of {@code script}
	 * @param script the driver script's resource name, written into the driver's directory
	 */
	JsShellDriverImplementation(JsShell shell, String script) {
		this(shell, script, shell.profile());
	}

	private JsShellDriverImplementation(JsShell shell, String script, Profile profile) {
		super(profile, JsChecks.CHECKS);
		this.shell = shell;
		this.script = script;
		this.profile = profile;
	}

	/** The shell's probe, and a driver that starts and greets on it. */
	@Override
	protected Availability probe() {
		var availability = JsShellImplementation.probe(shell);
		if (!availability.available()) {
			return availability;
		}
		try (var dir = place().scratch("cadmus-probe")) {
			var limits = new ExecutionLimits(Duration.ofSeconds(20), 1 << 16,
					shell.addressSpace().applyAsLong(ExecutionLimits.DEFAULT_MEMORY));
			var result = ProcessRunner.run(place().command(command(dir.path(), limits), dir.path()), dir.path(), "", limits);
			if (result.exitCode() != 0 || !result.stdout().startsWith("\"cadmus ")) {
				String said = (result.stderr() + result.stdout()).strip().lines().findFirst().orElse("no output");
				return Availability.unavailable(script + " does not run on it: " + said);
			}
			return availability;
		} catch (IOException | UncheckedIOException e) {
			return Availability.unavailable(script + " does not start: " + e.getMessage());
		}
	}

	/** The shell on the program's file, without the harness ({@link JsShell#standalone()}). */
	@Override
	public java.util.Optional<cadmus.api.StandaloneCommand> standaloneCommand() {
		return shell.standalone();
	}

	@Override
	protected ExecutionLimits standaloneLimits(ExecutionLimits limits) {
		return new ExecutionLimits(limits.timeout(), limits.maxOutputBytes(),
				shell.addressSpace().applyAsLong(limits.memoryBytes()));
	}

	@Override
	public ImplementationSession open(ExecutionLimits limits) {
		var fence = new ExecutionLimits(limits.timeout(), limits.maxOutputBytes(),
				shell.addressSpace().applyAsLong(limits.memoryBytes()));
		var driver = new DriverImplementation(profile, this::availability, dir -> command(dir, limits),
				RUNS_PER_PROCESS, JsChecks.CHECKS, JsErrors::kind, DriverProtocol.LINES);
		var session = driver.open(fence);
		return new ImplementationSession() {
			@Override
			public Execution run(Program program) {
				return memoryOutcome(session.run(program));
			}

			@Override
			public void close() {
				session.close();
			}
		};
	}

	/** A driver that died saying memory ran out ran out of memory, as a process that does. */
	private static Execution memoryOutcome(Execution e) {
		if (e.outcome() == Outcome.CRASH && JsShellImplementation.diedOfMemory(e.stderr())) {
			return new Execution(e.implementationId(), Outcome.OUT_OF_MEMORY, "memory limit", "", e.stderr(),
					e.duration());
		}
		return e;
	}

	/** Writes the harness and the driver script into the driver's directory; the command that starts it. */
	private List<String> command(Path dir, ExecutionLimits limits) {
		BundleResources.copy(JsShellDriverImplementation.class, dir, JsShellImplementation.HARNESS, script);
		Path executable = shell.locate().get()
				.orElseThrow(() -> new IllegalStateException(id() + " is not available: " + shell.missing()));
		return shell.starter().command(executable, dir, limits);
	}
}
