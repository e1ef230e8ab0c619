package cadmus.ui.views;

import java.time.Duration;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

import cadmus.campaign.CampaignService;
import cadmus.campaign.ReducedFindings;
import cadmus.campaign.Reproduction;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.StoredFinding;
import cadmus.reduce.Reducer;
import cadmus.ui.Services;

/**
 * What the Findings view does to a finding besides opening it, as the command line's {@code cadmus repro} and
 * {@code cadmus reduce} do, each in a job: reproduce it (regenerate from its trace, run, judge: the runs go to the
 * Outputs view) and reduce it (the reduced program opens in its editor).
 */
final class FindingActions {

	/** The time a reduction may take, as {@code cadmus reduce}'s default. */
	static final Duration REDUCTION_BUDGET = Duration.ofMinutes(1);

	private FindingActions() {
	}

	/** The job that reproduces the finding; scheduled by the caller. */
	static Job reproduce(IWorkbenchPage page, CampaignFolder campaign, StoredFinding finding) {
		var display = page.getWorkbenchWindow().getShell().getDisplay();
		var job = Job.create("Reproducing finding " + finding.id() + " of " + campaign.workspacePath(), monitor -> {
			var service = Services.find(CampaignService.class);
			if (service.isEmpty()) {
				return Status.error("the campaign service is not running");
			}
			Reproduction.Result result;
			try (var store = CampaignStore.open(campaign.dir())) {
				result = service.get().reproduce(store, finding.id());
			} catch (RuntimeException e) {
				return Status.error("finding " + finding.id() + ": " + e.getMessage(), e);
			}
			String what = "finding " + finding.id() + (result.reproduced() ? " reproduced" : " NOT reproduced")
					+ (result.sameText() ? "" : " (its program regenerated differently: the generator changed)");
			display.asyncExec(() -> show(page, what, result));
			return new Status(IStatus.OK, FindingActions.class, what);
		});
		job.setUser(true);
		return job;
	}

	private static void show(IWorkbenchPage page, String what, Reproduction.Result result) {
		try {
			var outputs = (OutputsView) page.showView(OutputsView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
			outputs.show(what, result.executions());
		} catch (PartInitException e) {
			org.eclipse.core.runtime.ILog.of(FindingActions.class).error("Cadmus: cannot show the outputs", e);
		}
	}

	/** The job that reduces the finding and opens the reduced program; scheduled by the caller. */
	static Job reduce(IWorkbenchPage page, CampaignFolder campaign, StoredFinding finding) {
		var display = page.getWorkbenchWindow().getShell().getDisplay();
		var job = Job.create("Reducing finding " + finding.id() + " of " + campaign.workspacePath(), monitor -> {
			var service = Services.find(CampaignService.class);
			if (service.isEmpty()) {
				return Status.error("the campaign service is not running");
			}
			ReducedFindings.Kept kept;
			try (var store = CampaignStore.open(campaign.dir())) {
				kept = service.get().reduce(store, campaign.dir(), finding.id(), new Reducer.Options(1, REDUCTION_BUDGET, true));
			} catch (java.io.IOException | RuntimeException e) {
				return Status.error("finding " + finding.id() + ": " + e.getMessage(), e);
			}
			var r = kept.reduction();
			if (!r.verified()) {
				return Status.warning("finding " + finding.id() + " does not reproduce: its program no longer lands in its bucket");
			}
			campaign.container().ifPresent(c -> {
				try {
					c.refreshLocal(IResource.DEPTH_INFINITE, null);
				} catch (CoreException e) {
					// The file is written; the editor below finds it after the next refresh.
				}
			});
			var files = ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(kept.file().toUri());
			if (files.length > 0) {
				display.asyncExec(() -> {
					try {
						IDE.openEditor(page, files[0]);
					} catch (PartInitException e) {
						org.eclipse.core.runtime.ILog.of(FindingActions.class).error("Cadmus: cannot open " + kept.file(), e);
					}
				});
			}
			return new Status(IStatus.OK, FindingActions.class, "finding " + finding.id() + " reduced from "
					+ r.originalTokens() + " to " + r.reducedTokens() + " tokens: " + kept.file());
		});
		job.setUser(true);
		return job;
	}
}
