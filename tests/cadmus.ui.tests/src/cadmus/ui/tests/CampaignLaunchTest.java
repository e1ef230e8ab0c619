package cadmus.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.ui.IPageLayout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.campaign.store.CampaignStore;
import cadmus.ui.launch.CampaignJob;
import cadmus.ui.launch.CampaignLaunch;
import cadmus.ui.views.CampaignsView;
import cadmus.ui.views.FindingsView;
import cadmus.ui.views.OutputsView;
import cadmus.testing.Engines;

/**
 * Campaigns launched through a "Cadmus campaign" launch configuration run in the IDE's process, show their
 * progress, stop cleanly on Cancel, and their findings appear in the Findings view while they run.
 */
class CampaignLaunchTest {

	private static final Duration LIMIT = Duration.ofSeconds(60);

	@TempDir
	Path temp;

	@AfterEach
	void noCampaignLeftRunning() throws InterruptedException {
		CampaignJob.running().forEach(CampaignJob::cancel);
		for (var job : CampaignJob.running()) {
			job.join(30_000, null);
		}
	}

	@Test
	void aTenSecondCampaignShowsItsFindingsInTheFindingsView() throws Exception {
		// Next to Lua 5.4, a fault-injecting "build" of it that prints true as TRUE (the README's --command):
		// the differential oracle must find every program that prints a true.
		Engines.assumeOnPath("lua5.4", "apt-get install lua5.4");
		Path faulty = temp.resolve("lua-true-as-TRUE");
		Files.writeString(faulty, "#!/bin/bash\nset -o pipefail\nlua5.4 \"$1\" | sed 's/true/TRUE/g'\n");
		Files.setPosixFilePermissions(faulty, PosixFilePermissions.fromString("rwxr-xr-x"));
		var configuration = configuration("lua-findings", 10, Map.of("faulty", faulty.toString()), List.of("lua.lua5.4", "faulty"));

		Workbench.showViews(IPageLayout.ID_PROGRESS_VIEW, CampaignsView.ID, FindingsView.ID);
		configuration.launch(ILaunchManager.RUN_MODE, null);
		CampaignJob job = runningCampaign();
		Workbench.waitUntil("the campaign to find something", LIMIT,
				() -> job.snapshot() != null && job.snapshot().findings() > 0);
		Workbench.ui(() -> Workbench.view(CampaignsView.class, CampaignsView.ID).select(job.directory()));
		Workbench.waitUntil("the Findings view to show buckets while the campaign runs", LIMIT,
				() -> Workbench.ui(() -> findingsView().bucketCount() > 0));
		assertEquals(job.directory(), Workbench.ui(() -> findingsView().directory()));
		Workbench.screenshot("campaign-running-with-findings");

		// Opening a finding (a double-click): its program in the language's editor, each implementation's output beside it.
		long first = Workbench.ui(() -> findingsView().findingIds().get(0));
		assertTrue(Workbench.ui(() -> findingsView().open(first)));
		var editor = Workbench.ui(() -> Workbench.page().getActiveEditor());
		assertEquals("finding-" + first + ".lua", editor.getEditorInput().getName());
		assertEquals("org.eclipse.ui.genericeditor.GenericEditor", editor.getSite().getId());
		var outputs = Workbench.ui(() -> Workbench.view(OutputsView.class, OutputsView.ID));
		assertEquals(List.of("lua.lua5.4", "faulty"), Workbench.ui(outputs::implementations));
		Workbench.screenshot("finding-with-outputs");

		// Reproduce and Reduce, as cadmus repro and cadmus reduce do.
		var reproduction = Workbench.ui(() -> findingsView().reproduce(first));
		assertTrue(reproduction.join(LIMIT.toMillis(), null), "reproduced within a minute");
		assertTrue(reproduction.getResult().isOK(), reproduction.getResult().toString());
		assertEquals("finding " + first + " reproduced", reproduction.getResult().getMessage());
		var reduction = Workbench.ui(() -> findingsView().reduce(first));
		assertTrue(reduction.join(Duration.ofMinutes(3).toMillis(), null), "reduced within its minute's budget");
		assertTrue(reduction.getResult().isOK(), reduction.getResult().toString());
		assertTrue(reduction.getResult().getMessage().startsWith("finding " + first + " reduced from "),
				reduction.getResult().getMessage());
		Workbench.waitUntil("the reduced program in its editor", LIMIT, () -> Workbench.ui(() -> {
			var active = Workbench.page().getActiveEditor();
			return active != null && active.getEditorInput().getToolTipText().contains("reduced");
		}));

		job.join(LIMIT.toMillis(), null);
		assertTrue(job.getResult().isOK(), job.getResult().toString());
		try (var store = CampaignStore.open(job.directory())) {
			assertTrue(store.counters().findings() > 0, "findings stored");
			assertTrue(store.counters().programs() > 10, store.counters().toString());
		}
		assertTrue(Files.isRegularFile(job.directory().resolve("report.html")), "the report is written at the end");
		assertTrue(job.directory().startsWith(workspace().resolve("campaigns")), job.directory().toString());
	}

	@Test
	void cancelStopsACampaignCleanlyKeepingEverythingJudged() throws Exception {
		var configuration = configuration("lua-cancel", 600, Map.of(), List.of());
		configuration.launch(ILaunchManager.RUN_MODE, null);
		CampaignJob job = runningCampaign();
		Workbench.waitUntil("programs to be judged", LIMIT, () -> job.snapshot() != null && job.snapshot().programs() > 20);
		long cancelled = System.nanoTime();
		job.cancel();
		assertTrue(job.join(30_000, null), "the campaign ends within 30 s of Cancel");
		long seconds = Duration.ofNanos(System.nanoTime() - cancelled).toSeconds();
		assertEquals(IStatus.CANCEL, job.getResult().getSeverity(), job.getResult().toString());
		assertTrue(job.getResult().getMessage().startsWith("stopped: "), job.getResult().getMessage());
		try (var store = CampaignStore.open(job.directory())) {
			// As Ctrl-C: every program judged before the stop is stored.
			assertEquals(job.snapshot().programs(), store.counters().programs());
		}
		assertTrue(Files.isRegularFile(job.directory().resolve("report.html")), "the report is written on Cancel too");
		assertFalse(seconds > 30);
	}

	private static ILaunchConfiguration configuration(String name, int seconds, Map<String, String> commands,
			List<String> implementations) throws Exception {
		var manager = DebugPlugin.getDefault().getLaunchManager();
		var type = manager.getLaunchConfigurationType(CampaignLaunch.TYPE);
		assertNotNull(type, "the Cadmus campaign launch configuration type");
		assertEquals("Cadmus campaign", type.getName());
		var copy = type.newInstance(null, name);
		CampaignLaunch.setDefaults(copy, "lua");
		copy.setAttribute(CampaignLaunch.DIALECT, "5.4");
		copy.setAttribute(CampaignLaunch.SECONDS, seconds);
		copy.setAttribute(CampaignLaunch.SEED, "1");
		copy.setAttribute(CampaignLaunch.COMMANDS, commands);
		copy.setAttribute(CampaignLaunch.IMPLEMENTATIONS, implementations);
		copy.setAttribute(CampaignLaunch.OUTPUT, "/campaigns");
		return copy.doSave();
	}

	private static CampaignJob runningCampaign() {
		Workbench.waitUntil("a campaign job", LIMIT, () -> !CampaignJob.running().isEmpty());
		return CampaignJob.running().get(0);
	}

	private static FindingsView findingsView() {
		return Workbench.view(FindingsView.class, FindingsView.ID);
	}

	private static Path workspace() {
		return org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot().getLocation().toFile().toPath();
	}
}
