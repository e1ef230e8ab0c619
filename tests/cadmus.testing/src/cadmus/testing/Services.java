package cadmus.testing;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.List;

import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.util.tracker.ServiceTracker;

/**
 * Looks up Declarative Services the way a client bundle would, waiting for SCR to activate them: every test bundle's
 * one way to reach a Language, the Generator, the oracles or the registry.
 */
public final class Services {

	/** How long a service may take to appear: SCR activates components as their bundles start. */
	private static final long WAIT_MILLIS = 20_000;

	private Services() {
	}

	/** The service of a type. */
	public static <T> T get(Class<T> type) {
		return get(type, null);
	}

	/** The service of a type that matches an LDAP filter over its properties (null: any). */
	public static <T> T get(Class<T> type, String filter) {
		var tracker = tracker(type, filter);
		try {
			T service = tracker.waitForService(WAIT_MILLIS);
			assertNotNull(service, "no " + type.getSimpleName() + " service " + (filter == null ? "" : filter));
			return service;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new AssertionError("interrupted looking up " + type.getName(), e);
		}
	}

	/** Every service of a type, once at least {@code atLeast} are there (or the wait is over). */
	public static <T> List<T> all(Class<T> type, int atLeast) {
		var tracker = tracker(type, null);
		long deadline = System.currentTimeMillis() + WAIT_MILLIS;
		while (tracker.size() < atLeast && System.currentTimeMillis() < deadline) {
			try {
				Thread.sleep(50);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new AssertionError("interrupted looking up " + type.getName(), e);
			}
		}
		var result = new ArrayList<T>();
		ServiceReference<T>[] references = tracker.getServiceReferences();
		if (references != null) {
			for (var reference : references) {
				result.add(tracker.getService(reference));
			}
		}
		return result;
	}

	/** The techniques the core installs (random, zest, and the four a corpus's model drives), once all are there. */
	public static List<cadmus.api.Technique> techniques() {
		return all(cadmus.api.Technique.class, CORE_TECHNIQUES);
	}

	/** How many techniques the core's bundles install. */
	private static final int CORE_TECHNIQUES = 6;

	private static <T> ServiceTracker<T, T> tracker(Class<T> type, String filter) {
		BundleContext context = FrameworkUtil.getBundle(Services.class).getBundleContext();
		if (context == null) {
			throw new AssertionError("cadmus.testing is not started: its manifest's lazy activation starts it when a test"
					+ " first uses it");
		}
		try {
			var tracker = filter == null ? new ServiceTracker<T, T>(context, type, null)
					: new ServiceTracker<T, T>(context,
							context.createFilter("(&(objectClass=" + type.getName() + ")" + filter + ")"), null);
			tracker.open();
			return tracker;
		} catch (InvalidSyntaxException e) {
			throw new AssertionError("bad service filter " + filter, e);
		}
	}
}
