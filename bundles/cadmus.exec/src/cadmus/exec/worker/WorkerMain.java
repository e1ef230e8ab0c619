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
 * classpath of plain jars, so it uses nothing but the JDK and the engine (and, when it collects coverage, the
 * collector's library).
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
		RunCoverage coverage = coverage();
		Frames.writeString(protocol, engine.version());
		protocol.flush();
		String program;
		while ((program = Frames.readRequest(in)) != null) {
			var reply = runGuarded(engine, program);
			Frames.writeReply(protocol, coverage == null ? reply : reply.withCoverage(coverage.collect()));
		}
	}

	/**
	 * The collector the worker was started with ({@link RunCoverage#PROPERTY}), with what the engine's start-up
	 * reached already collected and dropped: a program's points are what running it reached.
	 */
	private static RunCoverage coverage() throws Exception {
		String collector = System.getProperty(RunCoverage.PROPERTY);
		if (collector == null || collector.isEmpty()) {
			return null;
		}
		var coverage = (RunCoverage) Class.forName(collector).getConstructor().newInstance();
		coverage.collect();
		return coverage;
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
