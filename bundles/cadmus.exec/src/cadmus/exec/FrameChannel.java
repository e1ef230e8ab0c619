package cadmus.exec;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

import cadmus.exec.worker.Frames;

/**
 * {@link DriverProtocol#FRAMES}: length-prefixed UTF-8 strings; a driver retires itself by the marker of its last
 * reply.
 */
final class FrameChannel implements DriverProtocol.Channel {

	private final DataInputStream in;
	private final DataOutputStream out;

	FrameChannel(InputStream fromDriver, OutputStream toDriver) {
		in = new DataInputStream(new BufferedInputStream(fromDriver));
		out = new DataOutputStream(new BufferedOutputStream(toDriver));
	}

	@Override
	public String greeting() throws IOException {
		return Frames.readString(in);
	}

	@Override
	public void send(String program) throws IOException {
		Frames.writeString(out, program);
		out.flush();
	}

	@Override
	public DriverProtocol.Reply receive() throws IOException {
		var received = Frames.readReply(in);
		return new DriverProtocol.Reply(received.reply(), received.retiring());
	}

	@Override
	public void closeInput() throws IOException {
		out.close();
	}
}
