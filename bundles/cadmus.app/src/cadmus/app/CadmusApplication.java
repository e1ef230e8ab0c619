package cadmus.app;

import java.io.PrintWriter;
import java.util.concurrent.TimeUnit;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

/**
 * The headless Equinox application: hands the command line to the {@link CadmusCli} service, which
 * Declarative Services wires to the installed languages, and returns its exit code to the launcher.
 */
public final class CadmusApplication implements IApplication {

	private static final long SERVICE_WAIT_SECONDS = 30;

	@Override
	public Object start(IApplicationContext context) throws Exception {
		String[] args = (String[]) context.getArguments().getOrDefault(IApplicationContext.APPLICATION_ARGS, new String[0]);
		var bundleContext = FrameworkUtil.getBundle(getClass()).getBundleContext();
		var tracker = new ServiceTracker<CadmusCli, CadmusCli>(bundleContext, CadmusCli.class, null);
		tracker.open();
		try {
			CadmusCli cli = tracker.waitForService(TimeUnit.SECONDS.toMillis(SERVICE_WAIT_SECONDS));
			var out = new PrintWriter(System.out, true);
			var err = new PrintWriter(System.err, true);
			if (cli == null) {
				err.println("cadmus: the command line service did not start; is the cadmus.generate bundle installed?");
				return ExitCodes.INTERNAL;
			}
			return cli.execute(args, out, err);
		} finally {
			tracker.close();
		}
	}

	@Override
	public void stop() {
		// Commands run to completion on the caller's thread; nothing to interrupt.
	}
}
