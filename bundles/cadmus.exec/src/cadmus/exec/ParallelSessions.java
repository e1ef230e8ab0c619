package cadmus.exec;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.Program;

/**
 * Runs programs on several implementations: one session each, implementations in parallel (the command line's
 * run and compare, the IDE's "Run on implementations").
 */
public final class ParallelSessions {

	private ParallelSessions() {
	}

	/** Each implementation runs all programs in its own session, implementations in parallel. */
	public static LinkedHashMap<Implementation, List<Execution>> runAll(List<Implementation> implementations,
			List<Program> programs, ExecutionLimits limits) {
		var pool = Executors.newFixedThreadPool(Math.min(4, implementations.size()));
		try {
			var futures = new LinkedHashMap<Implementation, Future<List<Execution>>>();
			for (var implementation : implementations) {
				futures.put(implementation, pool.submit(() -> {
					try (var session = implementation.open(limits)) {
						return programs.stream().map(session::run).toList();
					}
				}));
			}
			var results = new LinkedHashMap<Implementation, List<Execution>>();
			for (var entry : futures.entrySet()) {
				results.put(entry.getKey(), entry.getValue().get());
			}
			return results;
		} catch (ExecutionException e) {
			throw new IllegalStateException("running programs failed", e.getCause());
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("interrupted while running programs", e);
		} finally {
			pool.shutdownNow();
		}
	}

}
