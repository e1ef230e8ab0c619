package cadmus.exec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import cadmus.api.Availability;
import cadmus.api.Implementation;

/** Probes implementations concurrently: each probe may start a process or a worker JVM. */
public final class ImplementationProbes {

	private static final int PARALLEL = 4;

	private ImplementationProbes() {
	}

	/** Each implementation's availability, in the order given. */
	public static Map<Implementation, Availability> probe(List<Implementation> implementations) {
		var pool = Executors.newFixedThreadPool(PARALLEL);
		try {
			var futures = new ArrayList<Future<Availability>>();
			for (var implementation : implementations) {
				futures.add(pool.submit(implementation::availability));
			}
			var result = new LinkedHashMap<Implementation, Availability>();
			for (int i = 0; i < implementations.size(); i++) {
				result.put(implementations.get(i), await(futures.get(i)));
			}
			return result;
		} finally {
			pool.shutdownNow();
		}
	}

	private static Availability await(Future<Availability> future) {
		try {
			return future.get();
		} catch (ExecutionException e) {
			return Availability.unavailable("probe failed: " + e.getCause());
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return Availability.unavailable("probe interrupted");
		}
	}
}
