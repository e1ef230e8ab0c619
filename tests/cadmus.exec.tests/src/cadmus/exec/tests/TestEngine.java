package cadmus.exec.tests;

import cadmus.exec.worker.WorkerEngine;
import cadmus.exec.worker.WorkerReply;

/**
 * A fault-injecting engine for worker tests: "hang" loops forever, "die" halts the JVM mid-protocol,
 * "flood" prints to System.out (which must not corrupt the protocol), "oom" allocates without bound;
 * anything else is echoed back as output.
 */
public final class TestEngine implements WorkerEngine {

	public TestEngine(String[] args) {
		// No options.
	}

	@Override
	public String version() {
		return "test engine 1";
	}

	@Override
	public WorkerReply run(String program) {
		switch (program) {
		case "hang" -> {
			while (!Thread.currentThread().isInterrupted()) {
				Thread.onSpinWait();
			}
			return new WorkerReply("OK", "", "", "");
		}
		case "die" -> {
			Runtime.getRuntime().halt(134);
			return null;
		}
		case "flood" -> {
			for (int i = 0; i < 10_000; i++) {
				System.out.println("stray output " + i);
			}
			return new WorkerReply("OK", "", "flooded", "");
		}
		case "oom" -> {
			var hog = new java.util.ArrayList<long[]>();
			while (true) {
				hog.add(new long[1 << 20]);
			}
		}
		default -> {
			return new WorkerReply("OK", "", program, "");
		}
		}
	}
}
