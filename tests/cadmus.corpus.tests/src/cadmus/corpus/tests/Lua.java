package cadmus.corpus.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

import cadmus.api.Language;
import cadmus.api.LanguageRegistry;

/** Lua, as a client bundle finds it: through the language registry, once SCR has registered it. */
final class Lua {

	private Lua() {
	}

	static Language language() {
		var tracker = new ServiceTracker<LanguageRegistry, LanguageRegistry>(
				FrameworkUtil.getBundle(Lua.class).getBundleContext(), LanguageRegistry.class, null);
		tracker.open();
		try {
			var registry = tracker.waitForService(20_000);
			assertNotNull(registry, "no language registry");
			long deadline = System.currentTimeMillis() + 20_000;
			while (registry.language("lua").isEmpty() && System.currentTimeMillis() < deadline) {
				Thread.sleep(50);
			}
			return registry.language("lua").orElseThrow();
		} catch (InterruptedException e) {
			throw new AssertionError(e);
		}
	}
}
