package cadmus.exec.worker;

/**
 * Collects what one program's run reached in the engine's own code, inside a worker JVM. The worker names its
 * collector's class in the system property {@value #PROPERTY}; none is loaded when it is not set, so a worker that
 * does not collect needs nothing on its classpath beyond the engine.
 */
public interface RunCoverage {

	String PROPERTY = "cadmus.coverage";

	/** The points reached since the last call, as stable keys, and forgets them. */
	long[] collect() throws Exception;
}
