package cadmus.exec;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import cadmus.exec.worker.WorkerReply;

/**
 * {@link DriverProtocol#LINES}: for shells that read a line and print a line, and parse and write JSON.
 * <ul>
 * <li>greeting: one line, a JSON string;</li>
 * <li>request: one line, the program as a JSON string in which every character outside printable ASCII is a
 * {@code \}{@code uXXXX} escape, so a shell reads it whole whatever charset it assumes;</li>
 * <li>reply: one line, the JSON array {@code ["cadmus-reply", outcome, errorKind, stdout, stderr]}, with a sixth
 * element {@code true} when the driver ends after this reply ({@link DriverProtocol.Reply#retire()}).</li>
 * </ul>
 * The tag detects stray output of a program on the driver's stdout. Output is text a process writes as UTF-8,
 * where a lone surrogate cannot be: it reads as U+FFFD, as it would from a process printing it.
 */
final class LineChannel implements DriverProtocol.Channel {

	static final String REPLY_TAG = "cadmus-reply";
	/** As Frames's largest frame: a driver that prints more without a newline broke the protocol. */
	private static final int MAX_LINE = 64 << 20;

	private final InputStream in;
	private final OutputStream out;
	private final ByteArrayOutputStream line = new ByteArrayOutputStream(4096);

	LineChannel(InputStream fromDriver, OutputStream toDriver) {
		in = new BufferedInputStream(fromDriver, 1 << 16);
		out = new BufferedOutputStream(toDriver, 1 << 16);
	}

	@Override
	public String greeting() throws IOException {
		String text = readLine();
		try {
			return JsonParser.parseString(text).getAsString();
		} catch (JsonParseException | IllegalStateException | UnsupportedOperationException e) {
			throw new IOException("greeting is not a JSON string: " + excerpt(text), e);
		}
	}

	@Override
	public void send(String program) throws IOException {
		out.write(JsonText.asciiString(program).getBytes(StandardCharsets.US_ASCII));
		out.write('\n');
		out.flush();
	}

	@Override
	public DriverProtocol.Reply receive() throws IOException {
		String text = readLine();
		try {
			JsonArray a = JsonParser.parseString(text).getAsJsonArray();
			if (a.size() < 5 || a.size() > 6 || !REPLY_TAG.equals(string(a.get(0)))) {
				throw new IOException("corrupt reply: " + excerpt(text));
			}
			var reply = new WorkerReply(string(a.get(1)), string(a.get(2)), JsonText.wellFormed(string(a.get(3))),
					JsonText.wellFormed(string(a.get(4))));
			return new DriverProtocol.Reply(reply, a.size() == 6 && a.get(5).getAsBoolean());
		} catch (JsonParseException | IllegalStateException | UnsupportedOperationException e) {
			throw new IOException("corrupt reply: " + excerpt(text), e);
		}
	}

	@Override
	public void closeInput() throws IOException {
		out.close();
	}

	private static String string(JsonElement e) {
		return e.getAsString();
	}

	/** The next line, without its newline; EOF before a newline is an end of the driver. */
	private String readLine() throws IOException {
		line.reset();
		int b;
		while ((b = in.read()) != '\n') {
			if (b < 0) {
				throw new EOFException(line.size() == 0 ? "end of the driver's output" : "end of output mid-line: "
						+ excerpt(line.toString(StandardCharsets.UTF_8)));
			}
			if (line.size() >= MAX_LINE) {
				throw new IOException("a line longer than " + (MAX_LINE >> 20) + " MiB");
			}
			line.write(b);
		}
		return line.toString(StandardCharsets.UTF_8);
	}

	private static String excerpt(String text) {
		return text.length() <= 200 ? text : text.substring(0, 200) + "...";
	}
}
