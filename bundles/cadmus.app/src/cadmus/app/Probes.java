package cadmus.app;

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
final class Probes {

	private static final int PARALLEL = 4;

	private Probes() {
	}

	static Map<Implementation, Availability> probe(List<Implementation> implementations) {
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

	/**
	 * The implementations that are available, in order, each other one said on {@code out} with the reason;
	 * fails with {@link ExitCodes#UNAVAILABLE} naming {@code what} when none is.
	 */
	static List<Implementation> available(List<Implementation> implementations, java.io.PrintWriter out, String what) {
		var available = new ArrayList<Implementation>();
		probe(implementations).forEach((implementation, availability) -> {
			if (availability.available()) {
				available.add(implementation);
			} else {
				out.printf("skipping %s: %s%n", implementation.id(), availability.reason());
			}
		});
		if (available.isEmpty()) {
			throw new CliFailure(ExitCodes.UNAVAILABLE, "no implementation of " + what + " is available");
		}
		return available;
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
