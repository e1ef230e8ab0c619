package cadmus.exec;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** Drains a long-lived stream on its own thread, keeping only its last few kilobytes (a worker's stderr). */
final class OutputTail {

	private static final int KEEP = 8192;
	private final StringBuilder tail = new StringBuilder();

	OutputTail(InputStream in, String name) {
		var thread = new Thread(() -> drain(in), name);
		thread.setDaemon(true);
		thread.start();
	}

	private void drain(InputStream in) {
		byte[] buffer = new byte[4096];
		try (in) {
			int n;
			while ((n = in.read(buffer)) >= 0) {
				synchronized (tail) {
					tail.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
					if (tail.length() > KEEP) {
						tail.delete(0, tail.length() - KEEP);
					}
				}
			}
		} catch (IOException e) {
			// The process is gone; the tail keeps what it said.
		}
	}

	String text() {
		synchronized (tail) {
			return tail.toString();
		}
	}

	/**
	 * Why a JVM died, from what it printed: the innermost "Caused by:" line of a stack trace, else the first
	 * line that is not a stack frame.
	 */
	String reason() {
		var lines = text().strip().lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
		String cause = null;
		for (String line : lines) {
			if (line.startsWith("Caused by: ")) {
				cause = line.substring("Caused by: ".length());
			}
		}
		if (cause != null) {
			return cause;
		}
		return lines.stream().filter(l -> !l.startsWith("at ") && !l.startsWith("...")).findFirst().orElse("");
	}
}
