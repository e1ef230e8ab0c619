package cadmus.exec.worker;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.jacoco.core.data.ExecutionData;
import org.jacoco.core.data.ExecutionDataReader;

/**
 * A run's coverage from JaCoCo's runtime in the worker JVM: the engine's classes were instrumented ahead of time
 * with a probe on every branch edge, and their probes report to the runtime (the agent jar, on the class path).
 * After each run the worker takes the runtime's execution data and resets it; every probe hit becomes a point
 * keyed by its class's id (a CRC64 of the class file, the same in every JVM) and its index. Only classes the class
 * path holds count: classes an engine generates while it runs differ with every program, and would look like new
 * code each time.
 */
public final class JacocoRunCoverage implements RunCoverage {

	private final Method getAgent;
	private final Method executionData;
	/** Per class id: whether it is a class of the class path (the engine's own code). */
	private final Map<Long, Boolean> engineClasses = new HashMap<>();
	private long[] points = new long[1024];
	private int count;

	public JacocoRunCoverage() throws ReflectiveOperationException {
		// The runtime's API, reached by name: its jar is on the worker's class path only when it collects coverage.
		getAgent = Class.forName("org.jacoco.agent.rt.RT").getMethod("getAgent");
		executionData = Class.forName("org.jacoco.agent.rt.IAgent").getMethod("getExecutionData", boolean.class);
	}

	@Override
	public long[] collect() throws ReflectiveOperationException, IOException {
		Object agent;
		try {
			agent = getAgent.invoke(null);
		} catch (java.lang.reflect.InvocationTargetException e) {
			// The runtime starts with the first instrumented class loaded: before that, nothing was reached.
			return new long[0];
		}
		byte[] data = (byte[]) executionData.invoke(agent, true);
		count = 0;
		var reader = new ExecutionDataReader(new ByteArrayInputStream(data));
		reader.setSessionInfoVisitor(info -> {
		});
		reader.setExecutionDataVisitor(this::add);
		reader.read();
		return Arrays.copyOf(points, count);
	}

	private void add(ExecutionData classData) {
		if (!engineClasses.computeIfAbsent(classData.getId(),
				id -> ClassLoader.getSystemResource(classData.getName() + ".class") != null)) {
			return;
		}
		boolean[] probes = classData.getProbes();
		for (int i = 0; i < probes.length; i++) {
			if (probes[i]) {
				if (count == points.length) {
					points = Arrays.copyOf(points, count * 2);
				}
				points[count++] = key(classData.getId(), i);
			}
		}
	}

	/** A probe's key: its class id and index mixed, so that keys spread over all longs. */
	static long key(long classId, int probe) {
		long z = classId + 0x9E3779B97F4A7C15L * (probe + 1);
		z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
		z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
		return z ^ (z >>> 31);
	}
}
