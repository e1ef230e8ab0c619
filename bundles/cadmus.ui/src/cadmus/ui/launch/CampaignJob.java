package cadmus.ui.launch;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;

import cadmus.api.InputFileException;
import cadmus.campaign.Campaign;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignException;
import cadmus.campaign.CampaignResult;
import cadmus.campaign.CampaignService;
import cadmus.campaign.MissingPartException;
import cadmus.campaign.Snapshot;
import cadmus.campaign.store.CampaignStore;

/**
 * A campaign running in the IDE's process, as a user job: its progress (programs, findings, rate) shows in the
 * Progress view, and Cancel stops it as Ctrl-C stops {@code cadmus fuzz}: everything judged stays in the store,
 * and the report is written.
 */
public final class CampaignJob extends Job {

	/** The family of every campaign job, for views and tests that wait for them. */
	public static final Object FAMILY = CampaignJob.class;

	private static final int TICKS = 1000;

	private final CampaignService service;
	private final CampaignConfig config;
	private final Path dir;
	private final IContainer folder;
	private volatile Snapshot last;

	/**
	 * @param dir    the new campaign's directory (it must hold no campaign yet)
	 * @param folder the workspace folder that holds {@code dir}, refreshed as the campaign writes
	 */
	public CampaignJob(String name, CampaignService service, CampaignConfig config, Path dir, IContainer folder) {
		super("Cadmus campaign " + name);
		this.service = service;
		this.config = config;
		this.dir = dir;
		this.folder = folder;
		setUser(true);
	}

	@Override
	public boolean belongsTo(Object family) {
		return family == FAMILY;
	}

	public Path directory() {
		return dir;
	}

	/** Where the campaign stood when last looked at; null before it started. */
	public Snapshot snapshot() {
		return last;
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		var progress = SubMonitor.convert(monitor, getName(), TICKS);
		try (var store = CampaignStore.create(dir, config)) {
			Campaign campaign = service.open(store, dir);
			progress.subTask("checking implementations");
			var statuses = campaign.prepare();
			var outcome = new AtomicReference<CampaignResult>();
			var failure = new AtomicReference<RuntimeException>();
			var runner = new Thread(() -> {
				try {
					outcome.set(campaign.run(statuses));
				} catch (RuntimeException e) {
					failure.set(e);
				}
			}, getName());
			runner.start();
			int done = 0;
			while (!campaign.awaitEnd(Duration.ofMillis(500)) && runner.isAlive()) {
				if (progress.isCanceled()) {
					campaign.stop();
				}
				last = campaign.snapshot();
				progress.subTask(describe(last));
				int now = (int) (TICKS * fraction(last));
				progress.worked(Math.max(0, now - done));
				done = Math.max(done, now);
				refresh();
			}
			runner.join();
			last = campaign.snapshot();
			if (failure.get() != null) {
				throw failure.get();
			}
			service.writeReport(store, dir);
			refresh();
			var result = outcome.get();
			String summary = (result != null && result.stopped() ? "stopped: " : "finished: ") + describe(last);
			return progress.isCanceled() ? new Status(IStatus.CANCEL, getClass(), summary) : new Status(IStatus.OK, getClass(), summary);
		} catch (MissingPartException | CampaignException | InputFileException e) {
			return Status.error(getName() + ": " + e.getMessage(), e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return Status.CANCEL_STATUS;
		} catch (java.io.IOException | RuntimeException e) {
			return Status.error(getName() + " failed: " + e, e);
		} finally {
			refresh();
		}
	}

	private double fraction(Snapshot s) {
		if (config.count() > 0) {
			return Math.min(1.0, s.programs() / (double) config.count());
		}
		return config.timeLimitSeconds() <= 0 ? 0 : Math.min(1.0, s.elapsedMillis() / (config.timeLimitSeconds() * 1000.0));
	}

	/** One line for the Progress view, like the command line's progress line. */
	public static String describe(Snapshot s) {
		return String.format(Locale.ROOT, "%d programs, valid %.1f%%, %d findings in %d buckets, %.1f programs/s",
				s.programs(), s.validPercent(), s.findings(), s.buckets(), s.programsPerSecond());
	}

	private void refresh() {
		try {
			folder.refreshLocal(IResource.DEPTH_INFINITE, null);
		} catch (CoreException e) {
			// The views read the store itself; a stale resource tree only delays what the navigator shows.
		}
	}

	/** The campaign jobs running or waiting now. */
	public static List<CampaignJob> running() {
		return java.util.Arrays.stream(Job.getJobManager().find(FAMILY)).map(CampaignJob.class::cast).toList();
	}
}
