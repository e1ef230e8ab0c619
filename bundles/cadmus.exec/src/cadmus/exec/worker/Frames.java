package cadmus.exec.worker;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The worker protocol: length-prefixed UTF-8 strings. A request is one string (the program); a reply is a
 * marker followed by four strings. The marker detects a reply stream corrupted by stray output.
 */
public final class Frames {

	static final int REPLY_MARKER = 0x0CAD3115;
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
		out.writeInt(REPLY_MARKER);
		writeString(out, reply.outcome());
		writeString(out, reply.errorKind());
		writeString(out, reply.stdout());
		writeString(out, reply.stderr());
		out.flush();
	}

	public static WorkerReply readReply(DataInputStream in) throws IOException {
		int marker = in.readInt();
		if (marker != REPLY_MARKER) {
			throw new IOException(String.format("corrupt reply: marker %08x", marker));
		}
		return new WorkerReply(readString(in), readString(in), readString(in), readString(in));
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
