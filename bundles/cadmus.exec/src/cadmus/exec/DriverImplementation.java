package cadmus.exec;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

import cadmus.api.Availability;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.ImplementationSession;
import cadmus.api.OptimizedCode;
import cadmus.api.Program;

/**
 * A native interpreter run as a persistent driver: the language bundle gives the command that starts the
 * interpreter on its driver script, and the {@link DriverProtocol} that script speaks; each session keeps one
 * such process, under an address-space limit, no network and its own session, in a private working
 * directory, and restarts it after a crash, a timeout or {@code maxRuns} programs. The directory and the command are
 * its {@link EnginePlace}'s (an engine root's, for an engine of another Debian release).
 */
public final class DriverImplementation extends ProfiledImplementation {

	private final Supplier<Availability> probe;
	private final Function<Path, List<String>> command;
	private final int maxRuns;
	private final UnaryOperator<String> kindOf;
	private final DriverProtocol protocol;
	/** What the engine's optimizing tier compiled of a program, read from a traced run of it; null: cannot tell. */
	private final BiFunction<Program, ExecutionLimits, Optional<OptimizedCode>> tracer;
	/** The engine's own command for a program, without the driver; null: none. */
	private final cadmus.api.StandaloneCommand standalone;

	/**
	 * The time a driver that stops runaway programs itself should give one: a little under the caller's limit (a
	 * tenth, at most 100 ms), so the driver's own TIMEOUT answer comes before the caller's deadline, which would
	 * kill it and cost a restart.
	 */
	public static long driverTimeoutMillis(java.time.Duration timeout) {
		long millis = timeout.toMillis();
		return Math.max(1, millis - Math.min(100, millis / 10));
	}

	/**
	 * @param probe   whether the interpreter is here, and its version
	 * @param command the driver's command line given its private working directory, where it may put files
	 *                (asked at every start)
	 * @param kindOf  how an error message becomes an error kind
	 */
	public DriverImplementation(Profile profile, Supplier<Availability> probe, Function<Path, List<String>> command,
			int maxRuns, Checks checks, UnaryOperator<String> kindOf) {
		this(profile, probe, command, maxRuns, checks, kindOf, DriverProtocol.FRAMES);
	}

	/** A driver script speaking {@code protocol}. */
	public DriverImplementation(Profile profile, Supplier<Availability> probe, Function<Path, List<String>> command,
			int maxRuns, Checks checks, UnaryOperator<String> kindOf, DriverProtocol protocol) {
		this(profile, probe, command, maxRuns, checks, kindOf, protocol, null, null);
	}

	private DriverImplementation(Profile profile, Supplier<Availability> probe, Function<Path, List<String>> command,
			int maxRuns, Checks checks, UnaryOperator<String> kindOf, DriverProtocol protocol,
			BiFunction<Program, ExecutionLimits, Optional<OptimizedCode>> tracer, cadmus.api.StandaloneCommand standalone) {
		super(profile, checks);
		this.standalone = standalone;
		this.protocol = protocol;
		this.probe = probe;
		this.command = command;
		this.maxRuns = maxRuns;
		this.kindOf = kindOf;
		this.tracer = tracer;
	}

	/**
	 * The same implementation, telling what its engine's optimizing tier compiled of a program by {@code tracer} (a
	 * run of the program with the engine's trace of its compiler on): see {@link cadmus.api.Implementation#optimizedCode}.
	 */
	public DriverImplementation tracedBy(BiFunction<Program, ExecutionLimits, Optional<OptimizedCode>> tracer) {
		return new DriverImplementation(profile(), probe, command, maxRuns, checks(), kindOf, protocol, tracer, standalone);
	}

	/**
	 * The same implementation, whose engine a maintainer runs alone by {@code standalone} (the binary and flags the
	 * driver runs, the program's file in the driver's place): see {@link cadmus.api.Implementation#standaloneCommand}.
	 */
	public DriverImplementation runAloneBy(cadmus.api.StandaloneCommand standalone) {
		return new DriverImplementation(profile(), probe, command, maxRuns, checks(), kindOf, protocol, tracer, standalone);
	}

	@Override
	public Optional<cadmus.api.StandaloneCommand> standaloneCommand() {
		return Optional.ofNullable(standalone);
	}

	@Override
	public Optional<OptimizedCode> optimizedCode(Program program, ExecutionLimits limits) {
		return tracer == null ? Optional.empty() : tracer.apply(program, limits);
	}

	@Override
	protected Availability probe() {
		return probe.get();
	}

	@Override
	public ImplementationSession open(ExecutionLimits limits) {
		var scratch = place().scratch("cadmus-" + id());
		var driver = new DriverProcess(id(),
				() -> Containment.get().wrap(place().command(command.apply(scratch.path()), scratch.path()), limits.memoryBytes(), 0),
				DriverRenewal.after(maxRuns), scratch.path(), protocol);
		return new ImplementationSession() {
			@Override
			public Execution run(Program program) {
				var call = driver.call(program.text(), limits.timeout(), limits.memoryBytes());
				return Replies.execution(id(), call, limits, checks().expectedErrors(), kindOf);
			}

			@Override
			public void close() {
				driver.close();
				scratch.close();
			}
		};
	}
}
