package cadmus.api;

/** Runs programs on one implementation; may keep a process alive between runs. Not thread-safe. */
public interface ImplementationSession extends AutoCloseable {

	/** Runs one program; never throws for program failures, which are outcomes. */
	Execution run(Program program);

	@Override
	void close();
}
