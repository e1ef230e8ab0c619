package cadmus.exec.worker;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.util.Arrays;

/**
 * Entry point of a worker JVM: {@code WorkerMain <engine class> [engine args...]}. Answers the engine's
 * version first, then one reply per program read from stdin, until stdin closes. Runs outside OSGi, on a
 * classpath of plain jars, so it uses nothing but the JDK and the engine.
 */
public final class WorkerMain {

	private WorkerMain() {
	}

	public static void main(String[] args) throws Exception {
		var protocol = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out)));
		// Anything else printed through System.out would corrupt the protocol: send it to stderr.
		System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
		var in = new DataInputStream(new BufferedInputStream(new FileInputStream(FileDescriptor.in)));
		WorkerEngine engine = (WorkerEngine) Class.forName(args[0]).getConstructor(String[].class)
				.newInstance((Object) Arrays.copyOfRange(args, 1, args.length));
		Frames.writeString(protocol, engine.version());
		protocol.flush();
		String program;
		while ((program = Frames.readRequest(in)) != null) {
			Frames.writeReply(protocol, runGuarded(engine, program));
		}
	}

	private static WorkerReply runGuarded(WorkerEngine engine, String program) {
		try {
			return engine.run(program);
		} catch (OutOfMemoryError e) {
			return new WorkerReply("OUT_OF_MEMORY", "java.lang.OutOfMemoryError", "", String.valueOf(e.getMessage()));
		} catch (StackOverflowError e) {
			return new WorkerReply("CRASH", "java.lang.StackOverflowError", "", "");
		} catch (RuntimeException e) {
			return new WorkerReply("CRASH", CrashKind.of(e), "", String.valueOf(e));
		}
	}
}
