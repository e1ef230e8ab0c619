package cadmus.exec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

import org.jacoco.agent.AgentJar;

import cadmus.exec.worker.JacocoRunCoverage;
import cadmus.exec.worker.RunCoverage;

/**
 * What a worker JVM needs to collect coverage with JaCoCo: the agent jar (carried inside the org.jacoco.agent
 * bundle, written out once per platform process), which holds the runtime the engine's instrumented classes call
 * ({@link OfflineInstrumentation}); the JVM options that configure that runtime and name the collector; and the
 * bundle whose reader the collector uses.
 */
final class JacocoAgent {

	/** What the campaign banner says of a worker JVM's coverage. */
	static final String DESCRIPTION = "JaCoCo probes (branch edges) of the engine's classes";
	/** Added to the worker's class path: the collector reads the agent's execution data with it. */
	static final String CORE_BUNDLE = "org.jacoco.core";

	private static Path jar;

	private JacocoAgent() {
	}

	/**
	 * The options: the runtime writes no file of its own (the worker takes the data after every run) and opens no
	 * JMX; the worker collects with {@link JacocoRunCoverage}.
	 */
	static List<String> jvmOptions() {
		return List.of("-Djacoco-agent.output=none", "-Djacoco-agent.jmx=false",
				"-D" + RunCoverage.PROPERTY + "=" + JacocoRunCoverage.class.getName());
	}

	/** The agent jar, on the worker's class path: the runtime of the instrumented classes. */
	static synchronized Path agentJar() {
		if (jar == null) {
			try {
				jar = AgentJar.extractToTempLocation().toPath();
			} catch (IOException e) {
				throw new UncheckedIOException("cannot write out the JaCoCo agent jar", e);
			}
		}
		return jar;
	}
}
