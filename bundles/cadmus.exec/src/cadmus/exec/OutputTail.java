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

	/** The last non-blank line, the usual place for a dying JVM's reason. */
	String lastLine() {
		String[] lines = text().strip().split("\n");
		return lines.length == 0 ? "" : lines[lines.length - 1].strip();
	}
}
