package cadmus.exec;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

import cadmus.exec.worker.Frames;
import cadmus.exec.worker.WorkerMain;
import cadmus.exec.worker.WorkerReply;

/**
 * A worker JVM that runs programs on one engine over the {@link Frames} protocol. Native code and runaway
 * programs stay out of the platform's process: a worker that hangs is killed, one that dies is restarted
 * on the next call. Not thread-safe; one worker serves one session.
 */
public final class JvmWorker implements AutoCloseable {

	/** What to start: the jars, the engine class and its arguments, and JVM options such as -Xmx. */
	public record Spec(List<Path> classpath, String engineClass, List<String> engineArgs, List<String> jvmOptions) {
		public Spec {
			classpath = List.copyOf(classpath);
			engineArgs = List.copyOf(engineArgs);
			jvmOptions = List.copyOf(jvmOptions);
		}
	}

	/** The result of one call: a reply, or why there is none (the worker timed out or died). */
	public record Call(WorkerReply reply, boolean timedOut, String failure, Duration duration) {
	}

	private static final Duration STARTUP = Duration.ofSeconds(60);

	private final Spec spec;
	private final ExecutorService reader;
	private Process process;
	private DataOutputStream toWorker;
	private DataInputStream fromWorker;
	private OutputTail stderr;
	private String version;

	public JvmWorker(Spec spec) {
		this.spec = spec;
		this.reader = Executors.newSingleThreadExecutor(r -> {
			var t = new Thread(r, "worker reader " + spec.engineClass());
			t.setDaemon(true);
			return t;
		});
	}

	/**
	 * Starts the worker if needed and returns the engine's version.
	 *
	 * @throws IOException with the worker's own last words when it cannot start
	 */
	public String start() throws IOException {
		if (process != null && process.isAlive()) {
			return version;
		}
		var command = new ArrayList<String>();
		command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
		command.addAll(spec.jvmOptions());
		command.add("-cp");
		command.add(spec.classpath().stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
		command.add(WorkerMain.class.getName());
		command.add(spec.engineClass());
		command.addAll(spec.engineArgs());
		process = new ProcessBuilder(command).start();
		stderr = new OutputTail(process.getErrorStream(), "worker stderr " + spec.engineClass());
		toWorker = new DataOutputStream(new BufferedOutputStream(process.getOutputStream()));
		fromWorker = new DataInputStream(new BufferedInputStream(process.getInputStream()));
		try {
			version = reader.submit(() -> Frames.readString(fromWorker)).get(STARTUP.toMillis(), TimeUnit.MILLISECONDS);
			return version;
		} catch (ExecutionException | TimeoutException e) {
			stop();
			throw new IOException("worker for " + spec.engineClass() + " did not start: " + lastWords(), e);
		} catch (InterruptedException e) {
			stop();
			Thread.currentThread().interrupt();
			throw new IOException("interrupted while starting a worker", e);
		}
	}

	/** Runs one program; restarts the worker first if a previous call killed it. */
	public Call call(String program, Duration timeout) {
		long begin = System.nanoTime();
		try {
			start();
		} catch (IOException e) {
			return new Call(null, false, e.getMessage(), Duration.ofNanos(System.nanoTime() - begin));
		}
		long start = System.nanoTime();
		var pending = reader.submit(() -> {
			Frames.writeString(toWorker, program);
			toWorker.flush();
			return Frames.readReply(fromWorker);
		});
		try {
			var reply = pending.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
			return new Call(reply, false, "", Duration.ofNanos(System.nanoTime() - start));
		} catch (TimeoutException e) {
			stop();
			pending.cancel(true);
			return new Call(null, true, "timed out", Duration.ofNanos(System.nanoTime() - start));
		} catch (ExecutionException e) {
			String words = lastWords();
			stop();
			return new Call(null, false, "worker died: " + e.getCause().getMessage() + (words.isEmpty() ? "" : ": " + words),
					Duration.ofNanos(System.nanoTime() - start));
		} catch (InterruptedException e) {
			stop();
			Thread.currentThread().interrupt();
			return new Call(null, false, "interrupted", Duration.ofNanos(System.nanoTime() - start));
		}
	}

	private String lastWords() {
		if (process != null) {
			try {
				process.waitFor(2, TimeUnit.SECONDS);
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

	@Override
	public void close() {
		if (process != null && process.isAlive()) {
			try {
				toWorker.close();
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
		reader.shutdownNow();
	}
}
