package cadmus.lang.sql.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

/** Looks up Declarative Services the way a client bundle would, waiting for SCR to activate them. */
final class ServiceLookup {

	private ServiceLookup() {
	}

	static <T> T get(Class<T> type, String filter) {
		var context = FrameworkUtil.getBundle(ServiceLookup.class).getBundleContext();
		try {
			var tracker = filter == null ? new ServiceTracker<T, T>(context, type, null)
					: new ServiceTracker<T, T>(context,
							context.createFilter("(&(objectClass=" + type.getName() + ")" + filter + ")"), null);
			tracker.open();
			T service = tracker.waitForService(20_000);
			assertNotNull(service, "no " + type.getSimpleName() + " service " + (filter == null ? "" : filter));
			return service;
		} catch (Exception e) {
			throw new AssertionError("looking up " + type.getName(), e);
		}
	}
}
