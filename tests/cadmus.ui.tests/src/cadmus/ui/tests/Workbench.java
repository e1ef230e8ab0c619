package cadmus.ui.tests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;

/**
 * Drives the running workbench from a test thread (SWTBot is not on Maven Central): code that touches widgets runs
 * on the UI thread, and waits poll while the UI thread goes on working.
 */
final class Workbench {

	private Workbench() {
	}

	static Display display() {
		return PlatformUI.getWorkbench().getDisplay();
	}

	/** Runs {@code action} on the UI thread and returns what it returns; its exception is the caller's. */
	static <T> T ui(Supplier<T> action) {
		var result = new AtomicReference<T>();
		var failure = new AtomicReference<RuntimeException>();
		display().syncExec(() -> {
			try {
				result.set(action.get());
			} catch (RuntimeException e) {
				failure.set(e);
			}
		});
		if (failure.get() != null) {
			throw failure.get();
		}
		return result.get();
	}

	static IWorkbenchPage page() {
		return ui(() -> PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage());
	}

	/** Shows Cadmus's perspective and in it these views, in this order: the last one is active. */
	static void showViews(String... viewIds) {
		ui(() -> {
			try {
				var workbench = PlatformUI.getWorkbench();
				workbench.showPerspective(cadmus.ui.CadmusPerspective.ID, workbench.getActiveWorkbenchWindow());
				for (String id : viewIds) {
					page().showView(id);
				}
				return null;
			} catch (org.eclipse.ui.WorkbenchException e) {
				throw new IllegalStateException(e);
			}
		});
	}

	/** The view of this id on the active page (null when it is not shown); call on the UI thread. */
	static <V> V view(Class<V> type, String id) {
		return type.cast(page().findView(id));
	}

	/** Waits until {@code condition} holds, polling; fails with {@code what} when {@code limit} passes first. */
	static void waitUntil(String what, Duration limit, BooleanSupplier condition) {
		long end = System.nanoTime() + limit.toNanos();
		while (!condition.getAsBoolean()) {
			if (System.nanoTime() > end) {
				throw new AssertionError("waited " + limit.toSeconds() + " s for " + what);
			}
			try {
				Thread.sleep(100);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new AssertionError("interrupted waiting for " + what);
			}
		}
	}

	/**
	 * Saves a picture of the workbench window as {@code name}.png in the folder the system property
	 * cadmus.screenshots names (the README's screenshots come from there); does nothing without it.
	 */
	static void screenshot(String name) {
		String folder = System.getProperty("cadmus.screenshots");
		if (folder == null) {
			return;
		}
		ui(() -> {
			// Let pending paints (highlighting, annotations) happen first.
			while (display().readAndDispatch()) {
				// nothing else
			}
			var shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
			// Xvfb has no window manager to size the window: a fixed size makes every screenshot alike.
			shell.setBounds(0, 0, 1280, 800);
			shell.layout(true, true);
			while (display().readAndDispatch()) {
				// paint at the new size
			}
			var bounds = shell.getBounds();
			var image = new Image(display(), bounds.width, bounds.height);
			var gc = new GC(display());
			try {
				gc.copyArea(image, bounds.x, bounds.y);
				ImageData data = image.getImageData();
				var loader = new ImageLoader();
				loader.data = new ImageData[] { data };
				Path dir = Path.of(folder);
				Files.createDirectories(dir);
				loader.save(dir.resolve(name + ".png").toString(), SWT.IMAGE_PNG);
			} catch (java.io.IOException e) {
				throw new java.io.UncheckedIOException(e);
			} finally {
				gc.dispose();
				image.dispose();
			}
			return null;
		});
	}
}
