package cadmus.exec.worker;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The worker protocol: length-prefixed UTF-8 strings. A request is one string (the program); a reply is a
 * marker followed by four strings, and, after the marker of a reply with coverage, a count and that many
 * coverage points (longs). The marker detects a reply stream corrupted by stray output. Driver scripts of native
 * interpreters speak the same protocol and never send coverage; one that cannot run another program cleanly (its
 * runtime overran a program's time or crashed under it) marks its last reply as retiring, and ends after it.
 */
public final class Frames {

	static final int REPLY_MARKER = 0x0CAD3115;
	static final int COVERED_REPLY_MARKER = 0x0CAD3116;
	/** A reply without coverage, after which its driver ends. */
	static final int RETIRING_REPLY_MARKER = 0x0CAD3117;
	/** More points than any engine has probes: a count past it is a corrupt stream. */
	private static final int MAX_POINTS = 16 << 20;
	private static final int MAX_FRAME = 64 << 20;

	private Frames() {
	}

	public static void writeString(DataOutputStream out, String s) throws IOException {
		byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
		out.writeInt(bytes.length);
		out.write(bytes);
	}

	public static String readString(DataInputStream in) throws IOException {
		int length = in.readInt();
		if (length < 0 || length > MAX_FRAME) {
			throw new IOException("corrupt frame: length " + length);
		}
		byte[] bytes = new byte[length];
		in.readFully(bytes);
		return new String(bytes, StandardCharsets.UTF_8);
	}

	public static void writeReply(DataOutputStream out, WorkerReply reply) throws IOException {
		long[] coverage = reply.coverage();
		out.writeInt(coverage.length == 0 ? REPLY_MARKER : COVERED_REPLY_MARKER);
		writeString(out, reply.outcome());
		writeString(out, reply.errorKind());
		writeString(out, reply.stdout());
		writeString(out, reply.stderr());
		if (coverage.length > 0) {
			out.writeInt(coverage.length);
			for (long point : coverage) {
				out.writeLong(point);
			}
		}
		out.flush();
	}

	/** A reply as read, and whether its driver ends after it. */
	public record Received(WorkerReply reply, boolean retiring) {
	}

	public static Received readReply(DataInputStream in) throws IOException {
		int marker = in.readInt();
		if (marker != REPLY_MARKER && marker != COVERED_REPLY_MARKER && marker != RETIRING_REPLY_MARKER) {
			throw new IOException(String.format("corrupt reply: marker %08x", marker));
		}
		var reply = new WorkerReply(readString(in), readString(in), readString(in), readString(in));
		if (marker != COVERED_REPLY_MARKER) {
			return new Received(reply, marker == RETIRING_REPLY_MARKER);
		}
		int count = in.readInt();
		if (count < 0 || count > MAX_POINTS) {
			throw new IOException("corrupt reply: " + count + " coverage points");
		}
		long[] points = new long[count];
		for (int i = 0; i < count; i++) {
			points[i] = in.readLong();
		}
		return new Received(reply.withCoverage(points), false);
	}

	/** Reads the next request, or null at a clean end of input. */
	static String readRequest(DataInputStream in) throws IOException {
		try {
			return readString(in);
		} catch (EOFException e) {
			return null;
		}
	}
}
