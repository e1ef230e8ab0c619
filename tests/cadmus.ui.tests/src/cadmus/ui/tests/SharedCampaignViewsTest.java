package cadmus.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.eclipse.core.resources.ResourcesPlugin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.campaign.Campaign;
import cadmus.campaign.CampaignResult;
import cadmus.campaign.CampaignService;
import cadmus.campaign.CampaignSettings;
import cadmus.campaign.store.CampaignStore;
import cadmus.store.PostgresAddress;
import cadmus.testing.Engines;
import cadmus.testing.LocalPostgres;
import cadmus.testing.Services;
import cadmus.ui.views.CampaignsView;
import cadmus.ui.views.FindingsView;

/**
 * A campaign kept on a shared store, which a process elsewhere runs (here a joined campaign in the same JVM, as
 * another machine's would be): a folder in the workspace that names the store is listed in the Campaigns view with
 * its figures, and its findings appear in the Findings view while the other process runs it.
 */
class SharedCampaignViewsTest {

	private static final Duration LIMIT = Duration.ofSeconds(60);

	@TempDir
	Path temp;

	@Test
	void aSharedCampaignIsListedAndItsFindingsShownWhileAnotherProcessRunsIt() throws Exception {
		Engines.assumeOnPath("lua5.4", "apt-get install lua5.4");
		// Next to Lua 5.4, a fault-injecting "build" of it that prints true as TRUE, as in CampaignLaunchTest.
		Path faulty = temp.resolve("lua-true-as-TRUE");
		Files.writeString(faulty, "#!/bin/bash\nset -o pipefail\nlua5.4 \"$1\" | sed 's/true/TRUE/g'\n");
		Files.setPosixFilePermissions(faulty, PosixFilePermissions.fromString("rwxr-xr-x"));
		var campaigns = Services.get(CampaignService.class);
		var config = campaigns.configure(new CampaignSettings("lua", "5.4", List.of("lua.lua5.4", "faulty"),
				List.of("crash", "differential"), 1L, 1, Duration.ofSeconds(20), null, null, 10, 1024, 0,
				Map.of("faulty", faulty.toString()), "random", false));
		var project = ResourcesPlugin.getWorkspace().getRoot().getProject("shared-campaigns");
		if (!project.exists()) {
			project.create(null);
		}
		project.open(null);
		Path dir = project.getLocation().toFile().toPath().resolve("lua-shared");
		try (var server = LocalPostgres.start()) {
			var address = new PostgresAddress(server.url(), "lua_shared");
			CampaignStore.create(dir, config, address).close();
			// The process that runs it has a folder of its own, elsewhere, as on another machine.
			var elsewhere = CompletableFuture.supplyAsync(() -> {
				try (var store = CampaignStore.join(temp.resolve("elsewhere"), address)) {
					var campaign = campaigns.open(store, store.dir());
					campaign.join(new Campaign.Join("elsewhere-1", "another-host", 50, Duration.ofSeconds(10), 1));
					return campaign.run(campaign.prepare());
				}
			});
			Workbench.showViews(CampaignsView.ID, FindingsView.ID);
			try (var watched = CampaignStore.open(dir)) {
				Workbench.waitUntil("the other process to find something", LIMIT, () -> watched.counters().findings() > 0);
			}
			assertTrue(Workbench.ui(() -> campaignsView().select(dir)), "the Campaigns view lists the shared campaign");
			var listed = Workbench.ui(() -> campaignsView().selected());
			assertEquals("", listed.problem());
			assertEquals("lua 5.4", listed.language());
			assertTrue(listed.counters().programs() > 0, listed.counters().toString());
			assertEquals("running elsewhere", CampaignsView.state(listed), "a process elsewhere holds a lease");
			Workbench.waitUntil("the Findings view to show buckets while the other process runs", LIMIT,
					() -> Workbench.ui(() -> findingsView().bucketCount() > 0));
			assertEquals(dir, Workbench.ui(() -> findingsView().directory()));
			assertFalse(elsewhere.isDone(), "shown while the campaign runs");
			Workbench.screenshot("shared-campaign-findings");
			CampaignResult result = elsewhere.get();
			assertFalse(result.stopped());
			var folder = cadmus.ui.views.CampaignFolder.read(dir, "/shared-campaigns/lua-shared");
			assertEquals("stopped", CampaignsView.state(folder), "no process holds a lease once it ended");
		}
	}

	private static CampaignsView campaignsView() {
		return Workbench.view(CampaignsView.class, CampaignsView.ID);
	}

	private static FindingsView findingsView() {
		return Workbench.view(FindingsView.class, FindingsView.ID);
	}
}
