package cadmus.exec;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import cadmus.api.ExecutionLimits;

/**
 * Runs one child process under a wall-clock limit, CPU-time and address-space limits and no network (as far
 * as {@link Containment} allows here), with capped output; kills its whole process tree on timeout.
 */
public final class ProcessRunner {

	private ProcessRunner() {
	}

	/**
	 * Runs {@code command} in {@code workDir}, feeding {@code stdin} (may be empty).
	 *
	 * @throws IOException when the command cannot be started at all
	 */
	public static ProcessResult run(List<String> command, Path workDir, String stdin, ExecutionLimits limits)
			throws IOException {
		long start = System.nanoTime();
		var fenced = Containment.get().wrap(command, limits.memoryBytes(), limits.cpuSeconds());
		var builder = new ProcessBuilder(fenced).directory(workDir.toFile());
		builder.environment().put("LC_ALL", "C");
		Process process = builder.start();
		var out = new CappedOutput(process.getInputStream(), limits.maxOutputBytes(), "stdout " + command.get(0));
		var err = new CappedOutput(process.getErrorStream(), limits.maxOutputBytes(), "stderr " + command.get(0));
		feed(process, stdin);
		boolean finished;
		try {
			finished = process.waitFor(limits.timeout().toMillis(), TimeUnit.MILLISECONDS);
		} catch (InterruptedException e) {
			kill(process);
			Thread.currentThread().interrupt();
			throw new IOException("interrupted while running " + command.get(0), e);
		}
		if (!finished) {
			kill(process);
		}
		int exit = finished ? process.exitValue() : -1;
		var duration = Duration.ofNanos(System.nanoTime() - start);
		String stdout = out.text(2000);
		String stderr = err.text(2000);
		return new ProcessResult(exit, stdout, stderr, !finished, out.truncated() || err.truncated(), duration);
	}

	private static void feed(Process process, String stdin) {
		try (OutputStream in = process.getOutputStream()) {
			if (!stdin.isEmpty()) {
				in.write(stdin.getBytes(StandardCharsets.UTF_8));
			}
		} catch (IOException e) {
			// The program exited without reading its input; its outcome says the rest.
		}
	}

	/**
	 * Kills a process and everything it started, and waits (bounded) for it to go. The process goes first, its
	 * descendants (listed before, while they are still its own) after: a driver that runs each program in a child
	 * must not see the child die and reply that it crashed (signal 9) before it goes itself, a reply a call that
	 * timed out would take as the program's outcome.
	 */
	static void kill(Process process) {
		var descendants = process.descendants().toList();
		process.destroyForcibly();
		descendants.forEach(ProcessHandle::destroyForcibly);
		try {
			process.waitFor(5, TimeUnit.SECONDS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
