package cadmus.exec;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import cadmus.exec.worker.WorkerReply;

/**
 * A persistent driver: one process that runs many programs over a {@link DriverProtocol} (a worker JVM, or an
 * interpreter running a small driver script), as LangFuzz §4.3 runs its targets. It greets first, then
 * answers one reply per program. A driver that times out, grows past its memory limit, dies or garbles the
 * protocol is killed and started afresh on the next call; one that retires itself after a reply (it cannot run
 * another program cleanly) is let go, and the next call starts a fresh one; when its {@link DriverRenewal} is
 * due, or its resident memory between programs has passed half its limit (an engine leaking outside what it
 * can collect), it is restarted anyway, so state programs leak into the process cannot pile up. Not
 * thread-safe; one driver serves one session.
 */
public final class DriverProcess implements AutoCloseable {

	/** The result of one call: a reply, or why there is none. */
	public record Call(WorkerReply reply, Failure failure, String detail, Duration duration) {
	}

	/** Why a call has no reply. */
	public enum Failure {
		NONE, TIMEOUT, OUT_OF_MEMORY, DIED, NOT_STARTED
	}

	/** An action on the driver's pipes. */
	private interface PipeAction<T> {
		T run() throws IOException;
	}

	/** Thrown by {@link #watched} when the watchdog killed the driver during the action. */
	private static final class Killed extends Exception {
		private static final long serialVersionUID = 1L;
		final transient DriverWatchdog.Kill kill;

		Killed(DriverWatchdog.Kill kill) {
			super(kill.detail(), null, false, false);
			this.kill = kill;
		}
	}

	private static final Duration STARTUP = Duration.ofSeconds(60);
	/** Programs between two looks at the driver's resident memory (each reads /proc). */
	private static final int MEMORY_CHECK_RUNS = 500;

	private final String name;
	private final Supplier<List<String>> command;
	private final DriverRenewal renewal;
	private final java.nio.file.Path workDir;
	private final DriverProtocol protocol;
	private DriverWatchdog watchdog;
	private Process process;
	private DriverProtocol.Channel channel;
	private OutputTail stderr;
	private String version;
	private int runs;
	private long startedNanos;

	/**
	 * @param name     for thread names and messages
	 * @param command  the command line, asked again at every (re)start
	 * @param renewal  when a fresh process replaces one that nothing went wrong with
	 * @param workDir  its working directory (null: inherited)
	 */
	public DriverProcess(String name, Supplier<List<String>> command, DriverRenewal renewal,
			java.nio.file.Path workDir) {
		this(name, command, renewal, workDir, DriverProtocol.FRAMES);
	}

	/** A driver speaking {@code protocol}. */
	public DriverProcess(String name, Supplier<List<String>> command, DriverRenewal renewal,
			java.nio.file.Path workDir, DriverProtocol protocol) {
		this.protocol = protocol;
		this.name = name;
		this.workDir = workDir;
		this.command = command;
		this.renewal = renewal;
	}

	/**
	 * Starts the driver if needed and returns what it says its version is.
	 *
	 * @throws IOException with the driver's own last words when it cannot start
	 */
	public String start() throws IOException {
		if (process != null && process.isAlive()) {
			return version;
		}
		var builder = new ProcessBuilder(command.get());
		if (workDir != null) {
			builder.directory(workDir.toFile());
		}
		builder.environment().put("LC_ALL", "C");
		process = builder.start();
		runs = 0;
		startedNanos = System.nanoTime();
		if (watchdog == null) {
			watchdog = new DriverWatchdog(name);
		}
		stderr = new OutputTail(process.getErrorStream(), "driver stderr " + name);
		channel = protocol.connect(process.getInputStream(), process.getOutputStream());
		try {
			version = watched(STARTUP.toNanos(), 0, channel::greeting);
			return version;
		} catch (Killed e) {
			stop();
			throw new IOException(name + " did not start: " + orElse(lastWords(), "no answer within " + STARTUP.toSeconds() + " s"), e);
		} catch (IOException e) {
			stop();
			throw new IOException(name + " did not start: " + orElse(lastWords(), reason(e)), e);
		}
	}

	/**
	 * Runs an action on the pipes on this thread, the watchdog killing the driver if it takes longer than
	 * the timeout or passes the memory limit, which ends a blocked read. A reply read just as the watchdog
	 * struck still stands; the driver is started afresh on the next call.
	 */
	private <T> T watched(long timeoutNanos, long memoryBytes, PipeAction<T> action) throws IOException, Killed {
		watchdog.arm(process, timeoutNanos, memoryBytes);
		T result;
		try {
			result = action.run();
		} catch (IOException e) {
			var kill = watchdog.disarm();
			if (kill != null) {
				process = null;
				throw new Killed(kill);
			}
			throw e;
		}
		if (watchdog.disarm() != null) {
			process = null;
		}
		return result;
	}

	/** What went wrong, as its message says (a worker's "MariaDB is not installed: ..."), or what it is. */
	private static String reason(Throwable cause) {
		if (cause == null) {
			return "no reason given";
		}
		return cause.getMessage() != null && !cause.getMessage().isBlank() ? cause.getMessage() : cause.toString();
	}

	/**
	 * Runs one program within {@code timeout}, killing the driver when its resident memory passes
	 * {@code memoryBytes} (0: unwatched).
	 */
	public Call call(String program, Duration timeout, long memoryBytes) {
		long begin = System.nanoTime();
		if (process != null && renewalDue(memoryBytes)) {
			close(false);
		}
		try {
			start();
		} catch (IOException e) {
			return new Call(null, Failure.NOT_STARTED, e.getMessage(), since(begin));
		}
		runs++;
		long start = System.nanoTime();
		try {
			var reply = watched(timeout.toNanos(), memoryBytes, () -> {
				channel.send(program);
				return channel.receive();
			});
			var call = new Call(reply.reply(), Failure.NONE, "", since(start));
			if (reply.retire()) {
				close(false);
			}
			return call;
		} catch (Killed e) {
			return new Call(null, e.kill.failure(), e.kill.detail(), since(start));
		} catch (IOException e) {
			String words = lastWords();
			int exit = exitStatus();
			stop();
			return new Call(null, Failure.DIED, died(e, exit) + (words.isEmpty() ? "" : ": " + words), since(start));
		}
	}

	private boolean renewalDue(long memoryBytes) {
		if (renewal.due(runs, System.nanoTime() - startedNanos)) {
			return true;
		}
		return memoryBytes > 0 && runs > 0 && runs % MEMORY_CHECK_RUNS == 0
				&& MemoryWatch.residentBytes(process.pid()) > memoryBytes / 2;
	}

	private static String died(Throwable cause, int exit) {
		if (exit > 128) {
			return "driver killed by signal " + (exit - 128);
		}
		if (exit >= 0) {
			return "driver exited with status " + exit + " mid-protocol";
		}
		return "driver broke the protocol: " + cause.getMessage();
	}

	private int exitStatus() {
		try {
			return process != null && process.waitFor(2, TimeUnit.SECONDS) ? process.exitValue() : -1;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return -1;
		}
	}

	private static Duration since(long nanos) {
		return Duration.ofNanos(System.nanoTime() - nanos);
	}

	private static String orElse(String s, String other) {
		return s.isEmpty() ? other : s;
	}

	private String lastWords() {
		if (process != null) {
			try {
				process.waitFor(1, TimeUnit.SECONDS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}
		return stderr == null ? "" : stderr.reason();
	}

	private void stop() {
		if (process != null) {
			ProcessRunner.kill(process);
			process = null;
		}
	}

	/** Closes the driver's input (it exits at the end of its input) and kills it if it lingers. */
	private void close(boolean closeWatchdog) {
		if (process != null && process.isAlive()) {
			try {
				channel.closeInput();
				if (!process.waitFor(2, TimeUnit.SECONDS)) {
					stop();
				}
			} catch (IOException e) {
				stop();
			} catch (InterruptedException e) {
				stop();
				Thread.currentThread().interrupt();
			}
		}
		process = null;
		if (closeWatchdog && watchdog != null) {
			watchdog.close();
			watchdog = null; // a driver started again gets a watchdog of its own
		}
	}

	@Override
	public void close() {
		close(true);
	}
}
