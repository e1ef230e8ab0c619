package cadmus.exec.worker;

/**
 * An engine that runs inside a worker JVM. Implementations have a public constructor taking the
 * {@code String[]} arguments given on the worker's command line, and must not print to {@code System.out}
 * (it carries the protocol); they capture the program's output themselves.
 */
public interface WorkerEngine {

	/** Version of the engine, answered once at startup. */
	String version();

	/** Runs one program in a fresh state; failures of the program are replies, not exceptions. */
	WorkerReply run(String program);
}
