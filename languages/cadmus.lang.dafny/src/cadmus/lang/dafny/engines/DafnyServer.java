package cadmus.lang.dafny.engines;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import cadmus.exec.JsonText;

/**
 * One DafnyServer.exe (Dafny's own verification server, in mono), spoken to by its stdin protocol: the line
 * {@code verify}, a line of base64 of a JSON request (the options, a file name, the program text), the line
 * {@code [[DAFNY-CLIENT: EOM]]}; it answers with what the command-line verifier would print and a line ending in
 * {@code [[DAFNY-SERVER: EOM]]}. A program costs its verification, not a mono start. The server is started on
 * first use and again after it died, reported a fatal exception (it exits after one) or overran a program's time
 * (then it is killed with z3 and whatever it ran).
 * Not thread-safe: one program at a time.
 */
public final class DafnyServer implements AutoCloseable {

	private static final String END = "[[DAFNY-SERVER: EOM]]";
	/** A line in the queue that says the server's output ended. */
	private static final String CLOSED = "\u0000closed";

	private final List<String> options;
	private Process process;
	private OutputStream in;
	private BlockingQueue<String> lines;

	/** A server that verifies with these options (besides /compile:0). */
	public DafnyServer(List<String> options) {
		this.options = List.copyOf(options);
	}

	/** What the server answered, or why there is no answer. */
	public record Answer(String text, boolean died, boolean timedOut, Duration duration) {
	}

	public Answer verify(String program, Duration timeout) {
		long start = System.nanoTime();
		try {
			ensureStarted();
			var request = new StringBuilder("{\"args\": [\"/compile:0\"");
			for (String option : options) {
				request.append(", ").append(JsonText.asciiString(option));
			}
			request.append("], \"filename\": \"program.dfy\", \"source\": ").append(JsonText.asciiString(program))
					.append(", \"sourceIsFile\": false}");
			String encoded = Base64.getEncoder().encodeToString(request.toString().getBytes(StandardCharsets.UTF_8));
			in.write(("verify\n" + encoded + "\n[[DAFNY-CLIENT: EOM]]\n").getBytes(StandardCharsets.US_ASCII));
			in.flush();
		} catch (IOException e) {
			stop();
			return new Answer("cannot talk to DafnyServer: " + e.getMessage(), true, false, since(start));
		}
		var text = new StringBuilder();
		long deadline = System.nanoTime() + timeout.toNanos();
		while (true) {
			String line;
			try {
				line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				stop();
				return new Answer(text.toString(), false, true, since(start));
			}
			if (line == null) {
				stop();
				return new Answer(text.toString(), false, true, since(start));
			}
			if (line.equals(CLOSED)) {
				stop();
				return new Answer(text.toString(), true, false, since(start));
			}
			if (line.endsWith(END)) {
				text.append(line, 0, line.length() - END.length());
				if (text.indexOf("[FATAL]") >= 0) {
					// after an exception it caught the server exits: the next program would find it gone
					stop();
				}
				return new Answer(text.toString(), false, false, since(start));
			}
			text.append(line).append('\n');
		}
	}

	private static Duration since(long start) {
		return Duration.ofNanos(System.nanoTime() - start);
	}

	private void ensureStarted() throws IOException {
		if (process != null && process.isAlive()) {
			return;
		}
		var builder = new ProcessBuilder("mono", DafnyInstallation.HOME.resolve("DafnyServer.exe").toString())
				.redirectErrorStream(true);
		builder.environment().put("LC_ALL", "C");
		process = builder.start();
		in = process.getOutputStream();
		var queue = new LinkedBlockingQueue<String>();
		lines = queue;
		var reader = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
		var thread = new Thread(() -> {
			try (reader) {
				for (String line; (line = reader.readLine()) != null;) {
					queue.add(line);
				}
			} catch (IOException e) {
				// the server is gone; the sentinel says so
			}
			queue.add(CLOSED);
		}, "dafny-server-output");
		thread.setDaemon(true);
		thread.start();
	}

	/** Kills the server and everything it started (z3); the next program starts another. */
	private void stop() {
		if (process != null) {
			process.descendants().forEach(ProcessHandle::destroyForcibly);
			process.destroyForcibly();
			try {
				process.waitFor(5, TimeUnit.SECONDS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
			process = null;
		}
	}

	@Override
	public void close() {
		if (process != null && process.isAlive()) {
			try {
				in.write("quit\n".getBytes(StandardCharsets.US_ASCII));
				in.flush();
			} catch (IOException e) {
				// stopping it anyway
			}
		}
		stop();
	}
}
