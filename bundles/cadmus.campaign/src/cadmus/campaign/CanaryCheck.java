package cadmus.campaign;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.Program;
import cadmus.campaign.store.ImplementationStatus;

/**
 * Before a campaign trusts an implementation it must be available and classify each of its canaries as
 * declared; one that does not is left out, with a message saying which canary came out how.
 */
final class CanaryCheck {

	private CanaryCheck() {
	}

	/** Checks implementations in parallel; the statuses come back in the given order. */
	static List<ImplementationStatus> check(List<Implementation> implementations, ExecutionLimits limits) {
		var pool = Executors.newFixedThreadPool(Math.max(1, Math.min(4, implementations.size())));
		try {
			var futures = new ArrayList<Future<ImplementationStatus>>();
			for (var implementation : implementations) {
				futures.add(pool.submit(() -> check(implementation, limits)));
			}
			var result = new ArrayList<ImplementationStatus>();
			for (var f : futures) {
				result.add(f.get());
			}
			return result;
		} catch (ExecutionException e) {
			throw new IllegalStateException("checking implementations failed", e.getCause());
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new CampaignException("interrupted while checking implementations");
		} finally {
			pool.shutdownNow();
		}
	}

	static ImplementationStatus check(Implementation implementation, ExecutionLimits limits) {
		var availability = implementation.availability();
		if (!availability.available()) {
			return new ImplementationStatus(implementation.id(), "", false, "unavailable: " + availability.reason());
		}
		try (var session = implementation.open(limits)) {
			for (var canary : implementation.canaries()) {
				var e = session.run(new Program(implementation.languageId(), "canary-" + canary.name(), canary.text(),
						"canary " + canary.name() + " of " + implementation.id()));
				if (!canary.accepts(e)) {
					String printed = canary.expectedStdout() == null ? "" : ", printing " + quoted(canary.expectedStdout());
					return new ImplementationStatus(implementation.id(), availability.version(), false,
							"canary '" + canary.name() + "' must come out " + canary.expected() + printed + " but came out "
									+ e.outcome() + (e.errorKind().isEmpty() ? "" : " (" + e.errorKind() + ")")
									+ (canary.expectedStdout() == null ? "" : ", printing " + quoted(e.stdout())));
				}
			}
		} catch (RuntimeException e) {
			return new ImplementationStatus(implementation.id(), availability.version(), false,
					"running its canaries failed: " + e);
		}
		return new ImplementationStatus(implementation.id(), availability.version(), true,
				implementation.canaries().isEmpty() ? "no canaries declared" : "");
	}

	private static String quoted(String s) {
		String shown = s.length() > 80 ? s.substring(0, 80) + "..." : s;
		return "\"" + shown.replace("\n", "\\n") + "\"";
	}
}
