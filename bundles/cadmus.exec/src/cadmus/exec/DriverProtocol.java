package cadmus.exec;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

import cadmus.exec.worker.WorkerReply;

/**
 * How a {@link DriverProcess} talks with its driver over the driver's stdin and stdout: a greeting when it
 * starts, then one request per program and one reply per request. Worker JVMs and interpreters that read bytes
 * speak {@link #FRAMES}; shells that can only read and print lines of text speak {@link #LINES}.
 */
@FunctionalInterface
public interface DriverProtocol {

	/** Length-prefixed binary frames ({@link cadmus.exec.worker.Frames}). */
	DriverProtocol FRAMES = FrameChannel::new;
	/** One line of JSON per message ({@link LineChannel}). */
	DriverProtocol LINES = LineChannel::new;

	/** A conversation on the pipes of one driver process. */
	Channel connect(InputStream fromDriver, OutputStream toDriver);

	/** One driver process's pipes, as this protocol frames them. */
	interface Channel {
		/** What the driver says first, when it is ready (its version, or its name). */
		String greeting() throws IOException;

		/** Sends one program, flushed. */
		void send(String program) throws IOException;

		/** The driver's reply to the program sent last. */
		Reply receive() throws IOException;

		/** Ends the driver's input: a driver ends at the end of its input. */
		void closeInput() throws IOException;
	}

	/**
	 * A reply, and whether the driver ends after it: it ran the program, but cannot run another one as a fresh
	 * process would (a program changed what the driver cannot put back), so the next program needs a fresh one.
	 */
	record Reply(WorkerReply reply, boolean retire) {
	}
}
