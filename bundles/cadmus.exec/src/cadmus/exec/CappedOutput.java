package cadmus.exec;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Drains a stream on its own thread, keeping at most {@code cap} bytes: a flooding program is still
 * drained (so it never blocks on a full pipe) but cannot exhaust the platform's memory. A cut text ends in
 * {@link OutputCap}'s mark.
 */
final class CappedOutput {

	private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
	private final Thread thread;
	private final int cap;
	private volatile boolean truncated;

	CappedOutput(InputStream in, int cap, String name) {
		this.cap = cap;
		this.thread = new Thread(() -> drain(in, cap), name);
		thread.setDaemon(true);
		thread.start();
	}

	private void drain(InputStream in, int cap) {
		byte[] buffer = new byte[8192];
		try (in) {
			int n;
			while ((n = in.read(buffer)) >= 0) {
				int room = cap - kept.size();
				if (room > 0) {
					synchronized (kept) {
						kept.write(buffer, 0, Math.min(room, n));
					}
				}
				if (n > room) {
					truncated = true;
				}
			}
		} catch (IOException e) {
			// The process was killed or closed its end; what was read so far is the output.
		}
	}

	/** Waits (bounded) for the stream's end and returns what was kept. */
	String text(long waitMillis) {
		try {
			thread.join(waitMillis);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new UncheckedIOException(new IOException("interrupted while collecting output", e));
		}
		String text;
		synchronized (kept) {
			text = kept.toString(StandardCharsets.UTF_8);
		}
		return truncated ? text + OutputCap.mark(cap) : text;
	}

	boolean truncated() {
		return truncated;
	}
}
