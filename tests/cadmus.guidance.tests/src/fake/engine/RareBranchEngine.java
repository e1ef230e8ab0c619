package fake.engine;

import cadmus.exec.worker.WorkerEngine;
import cadmus.exec.worker.WorkerReply;

/**
 * A small fake JVM target for the coverage-feedback test: a "program" is four numbers, and the deepest branch
 * needs all four right (7, 42, 99, 3: one program in 2^32 by chance). Its branches are what JaCoCo's probes see.
 */
public final class RareBranchEngine implements WorkerEngine {

	public RareBranchEngine(String[] args) {
		// No options.
	}

	@Override
	public String version() {
		return "rare branch engine 1";
	}

	@Override
	public WorkerReply run(String program) {
		String[] parts = program.trim().split(" ");
		if (parts.length != 4) {
			return new WorkerReply("SYNTAX_ERROR", "four numbers expected", "", "");
		}
		int[] d = new int[4];
		for (int i = 0; i < 4; i++) {
			d[i] = Integer.parseInt(parts[i]);
		}
		String reached = "none";
		if (d[0] == 7) {
			reached = "first";
			if (d[1] == 42) {
				reached = "second";
				if (d[2] == 99) {
					reached = "third";
					if (d[3] == 3) {
						reached = "deepest";
					}
				}
			}
		}
		return new WorkerReply("OK", "", reached, "");
	}
}
