package cadmus.campaign;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.ObjIntConsumer;

import cadmus.api.Coverage;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.OptimizedCode;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.exec.ProcessResult;

/**
 * One implementation's session in one worker. Pipelined, it has its own thread with a queue of programs, so
 * implementations run a worker's programs side by side and each at its own pace; sequential, it runs on the
 * worker's thread. Either way a session is only ever used by one thread at a time, in program order.
 */
final class Lane implements AutoCloseable {

	/**
	 * The runs of one program on this lane's implementation: the run, and the rerun when one was asked for, and
	 * the coverage points the first run reached (when the lane collects them), and what the implementation's
	 * optimizing tier compiled of it when the program was traced and the implementation can tell (null otherwise).
	 */
	record Runs(Execution first, Execution rerun, Coverage coverage, OptimizedCode optimized) {
	}

	private static final System.Logger LOG = System.getLogger("cadmus.campaign");
	/** How a run's error kind starts when it failed inside Cadmus's harness rather than in the engine. */
	private static final String HARNESS = "harness: ";
	/** How long a run killed by SIGINT waits for the campaign's stop, which the same Ctrl-C starts. */
	private static final Duration STOP_AFTER_INTERRUPT = Duration.ofSeconds(2);

	private final Implementation implementation;
	private final int slot;
	private final ObjIntConsumer<Outcome> counter;
	/** The lane's own thread when pipelined; null when it runs on the caller's. */
	private final ExecutorService thread;
	private final ImplementationSession session;
	private final ExecutionLimits limits;

	/**
	 * @param slot the implementation's position in the campaign's configuration
	 * @param counter told of every outcome with the slot
	 * @param collectCoverage whether the session collects each run's coverage (where the implementation can)
	 */
	Lane(Implementation implementation, int slot, ExecutionLimits limits, boolean ownThread, ObjIntConsumer<Outcome> counter,
			boolean collectCoverage) {
		this.implementation = implementation;
		this.slot = slot;
		this.counter = counter;
		this.limits = limits;
		this.thread = ownThread ? Executors.newSingleThreadExecutor(r -> {
			var t = new Thread(r, "campaign lane " + implementation.id());
			t.setDaemon(true);
			return t;
		}) : null;
		try {
			this.session = thread == null ? implementation.open(limits, collectCoverage)
					: await(thread.submit(() -> implementation.open(limits, collectCoverage)));
		} catch (RuntimeException e) {
			if (thread != null) {
				thread.shutdown();
			}
			throw e;
		}
	}

	Implementation implementation() {
		return implementation;
	}

	/**
	 * The runs of a program, now on this thread (sequential) or queued on the lane's (pipelined). A queued
	 * program not started when {@code stopping} says so completes with null: the campaign is stopping, and an
	 * unfinished program is simply not recorded (a resumption runs it). So does one the stop interrupted.
	 */
	CompletableFuture<Runs> submit(Program program, boolean rerun, boolean traced, BooleanSupplier stopping) {
		if (thread == null) {
			return CompletableFuture.completedFuture(unlessInterrupted(runs(program, rerun, traced), stopping));
		}
		return CompletableFuture.supplyAsync(
				() -> stopping.getAsBoolean() ? null : unlessInterrupted(runs(program, rerun, traced), stopping), thread);
	}

	/**
	 * Whether a run ended as a stop ends one: killed by SIGINT, or failed inside Cadmus's harness (a process that
	 * could not be waited for, a thread interrupted) as the process shuts down.
	 */
	private static boolean brokenByStop(Execution e) {
		return ProcessResult.endedByInterrupt(e) || e.outcome() == Outcome.CRASH && e.errorKind().startsWith(HARNESS);
	}

	/**
	 * The runs, or null when a Ctrl-C ended one (or broke it inside the harness). Children run in their own session, but a process is in
	 * Cadmus's process group from its fork until its setsid: a Ctrl-C in that moment kills it with SIGINT, which
	 * is the user's stop and not the engine's crash. The JVM hears the same signal, so the stop it starts is
	 * waited for (briefly: a SIGINT from anywhere else is kept as the crash it looks like).
	 */
	private static Runs unlessInterrupted(Runs runs, BooleanSupplier stopping) {
		if (!brokenByStop(runs.first()) && (runs.rerun() == null || !brokenByStop(runs.rerun()))) {
			return runs;
		}
		long deadline = System.nanoTime() + STOP_AFTER_INTERRUPT.toNanos();
		while (!stopping.getAsBoolean() && System.nanoTime() < deadline) {
			try {
				Thread.sleep(10);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return null;
			}
		}
		return stopping.getAsBoolean() ? null : runs;
	}

	private Runs runs(Program program, boolean rerun, boolean traced) {
		var first = run(program);
		var coverage = session.coverage();
		return new Runs(first, rerun ? run(program) : null, coverage, traced ? optimized(program) : null);
	}

	/**
	 * What the optimizing tier compiled of the program, from one more run with the engine's trace; null when the
	 * implementation cannot tell, or the traced run failed (a trace that fails says nothing, and the program's
	 * judged runs are what count).
	 */
	private OptimizedCode optimized(Program program) {
		try {
			return implementation.optimizedCode(program, limits).orElse(null);
		} catch (RuntimeException e) {
			LOG.log(System.Logger.Level.WARNING, "tracing " + program.name() + " on " + implementation.id() + " failed", e);
			return null;
		}
	}

	private Execution run(Program program) {
		Execution e;
		try {
			e = session.run(program);
		} catch (RuntimeException ex) {
			LOG.log(System.Logger.Level.WARNING, "running " + program.name() + " on " + implementation.id() + " failed", ex);
			e = new Execution(implementation.id(), Outcome.CRASH, HARNESS + ex.getClass().getSimpleName(), "",
					String.valueOf(ex), Duration.ZERO);
		}
		counter.accept(e.outcome(), slot);
		return e;
	}

	@Override
	public void close() {
		if (thread == null) {
			session.close();
			return;
		}
		// After the queued programs (each skipped or run): the session is closed on the thread that used it.
		thread.execute(session::close);
		thread.shutdown();
		try {
			if (!thread.awaitTermination(1, TimeUnit.MINUTES)) {
				LOG.log(System.Logger.Level.WARNING, "the session of " + implementation.id() + " did not close within a minute");
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/** Closes every lane, also when one fails to. */
	static void closeAll(List<Lane> lanes) {
		for (var lane : lanes) {
			try {
				lane.close();
			} catch (RuntimeException e) {
				LOG.log(System.Logger.Level.WARNING, "closing the session of " + lane.implementation.id() + " failed", e);
			}
		}
	}

	private static <T> T await(java.util.concurrent.Future<T> future) {
		try {
			return future.get();
		} catch (ExecutionException e) {
			if (e.getCause() instanceof RuntimeException r) {
				throw r;
			}
			throw new CampaignException("opening a session failed: " + e.getCause());
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new CampaignException("interrupted while opening a session");
		}
	}
}
