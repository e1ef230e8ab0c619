package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.List;

import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

/** Looks up Declarative Services the way a client bundle would, waiting for SCR to activate them. */
final class Services {

	private Services() {
	}

	static <T> T get(Class<T> type) {
		var tracker = tracker(type);
		try {
			T service = tracker.waitForService(20_000);
			assertNotNull(service, "no " + type.getSimpleName() + " service");
			return service;
		} catch (InterruptedException e) {
			throw new AssertionError(e);
		}
	}

	/** Every service of a type, once at least {@code atLeast} are there. */
	static <T> List<T> all(Class<T> type, int atLeast) {
		var tracker = tracker(type);
		long deadline = System.currentTimeMillis() + 20_000;
		while (tracker.size() < atLeast && System.currentTimeMillis() < deadline) {
			try {
				Thread.sleep(50);
			} catch (InterruptedException e) {
				throw new AssertionError(e);
			}
		}
		var result = new ArrayList<T>();
		for (var reference : tracker.getServiceReferences() == null ? new org.osgi.framework.ServiceReference[0]
				: tracker.getServiceReferences()) {
			@SuppressWarnings("unchecked")
			T service = (T) tracker.getService((org.osgi.framework.ServiceReference<T>) reference);
			result.add(service);
		}
		return result;
	}

	private static <T> ServiceTracker<T, T> tracker(Class<T> type) {
		var context = FrameworkUtil.getBundle(Services.class).getBundleContext();
		var tracker = new ServiceTracker<T, T>(context, type, null);
		tracker.open();
		return tracker;
	}
}
