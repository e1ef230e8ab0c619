package cadmus.exec;

import java.nio.file.Path;

/**
 * node-worker-host.js (next to this class): the main thread that every language's persistent node driver shares,
 * which moves {@link cadmus.exec.worker.Frames} between the caller and one worker thread that runs the programs
 * and retires the driver (its last reply says so) when a program overruns its time or breaks that worker, so that
 * no program's clock counts a fresh runtime's loading. A driver script requires it as
 * {@code ./node-worker-host.js}, so the implementation copies it into the driver's directory with the script.
 */
public final class NodeWorkerHost {

	/** The module's file name, as drivers require it. */
	public static final String FILE = "node-worker-host.js";

	private NodeWorkerHost() {
	}

	/** Writes the module into {@code dir}, where the driver script that requires it is. */
	public static void copyInto(Path dir) {
		BundleResources.copy(NodeWorkerHost.class, dir, FILE);
	}
}
