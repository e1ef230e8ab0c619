package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.campaign.Campaign;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignException;
import cadmus.campaign.store.CampaignStore;
import cadmus.store.PostgresAddress;
import cadmus.testing.LocalPostgres;
import cadmus.testing.Services;

/**
 * A campaign whose directory's disk fills (a tmpfs filled by another file to its last kilobytes, as a shared volume
 * is): it stops with a message
 * that says the disk is full and names the store, and everything it committed before is kept: once there is room,
 * the campaign resumes and ends with what the same campaign stores on a disk that never filled, program by program
 * and finding by finding. On the SQLite store the database itself fills; on a shared store, the directory's
 * findings file.
 */
class DiskFullTest {

	private static final int PROGRAMS = 120;

	@TempDir
	Path temp;

	@Test
	void aCampaignOnAFullDiskStopsSayingSoAndResumesWithNothingLost() throws Exception {
		fillsAndResumes(null);
	}

	@Test
	void aJoinedProcessWhoseDirectoryFillsStopsSayingSoAndLosesNothing() throws Exception {
		try (var server = LocalPostgres.start()) {
			fillsAndResumes(new PostgresAddress(server.url(), "full"));
		}
	}

	private void fillsAndResumes(PostgresAddress shared) throws Exception {
		var registry = Services.get(LanguageRegistry.class);
		Language lua = registry.language("lua").orElseThrow();
		var luaj = registry.implementations("lua").stream().filter(i -> i.id().equals("lua.luaj")).findFirst().orElseThrow();
		List<Implementation> implementations = List.of(luaj, FaultyLuaj.implementation(luaj));
		var config = new CampaignConfig("lua", "5.1", List.of("lua.luaj", "test.faulty"),
				List.of("crash", "differential", "no-exception", "nondeterminism"), 13, 1, 0, PROGRAMS, 30, 2000,
				1L << 30, 50, Map.of(), List.of());
		try (var twinStore = CampaignStore.create(temp.resolve("twin"), config)) {
			var twin = campaign(twinStore, lua, implementations);
			assertFalse(twin.run(twin.prepare()).stopped());
		}
		Path volume = Files.createDirectory(temp.resolve("volume"));
		mount("-t", "tmpfs", "-o", "size=16m", "tmpfs", volume.toString());
		try {
			Path dir = volume.resolve("campaign");
			long stored;
			try (var store = shared == null ? CampaignStore.create(dir, config) : CampaignStore.create(dir, config, shared)) {
				var campaign = campaign(store, lua, implementations);
				var statuses = campaign.prepare();
				// The volume filled up to its last few kilobytes by something else, as a shared disk is.
				fill(volume.resolve("filler"), shared == null ? 256 * 1024 : 8 * 1024);
				var e = assertThrows(CampaignException.class, () -> campaign.run(statuses), "the disk fills first");
				assertTrue(e.getMessage().contains(shared == null ? "the disk (or the server's) is full" : "No space left on device"),
						e.getMessage());
				assertTrue(e.getMessage().contains(dir.toString()), "names where: " + e.getMessage());
				stored = store.counters().programs();
				assertTrue(stored > 0 && stored < PROGRAMS, "stopped mid-campaign: " + stored);
			}
			Files.delete(volume.resolve("filler"));
			try (var store = CampaignStore.open(dir); var twin = CampaignStore.open(temp.resolve("twin"))) {
				assertEquals(stored, store.counters().programs(), "what was committed is there after the failure");
				var campaign = campaign(store, lua, implementations);
				assertFalse(campaign.run(campaign.prepare()).stopped());
				assertEquals(PROGRAMS, store.counters().programs());
				assertEquals(twin.doneIndices(), store.doneIndices(), "every program judged, each once");
				assertEquals(StoredFindings.of(twin), StoredFindings.of(store), "the findings of a campaign whose disk never filled");
			}
		} finally {
			mount("-u", volume.toString());
		}
	}

	/** Writes a file that leaves {@code free} bytes of its volume free. */
	private static void fill(Path filler, long free) throws Exception {
		long size = Files.getFileStore(filler.getParent()).getUsableSpace() - free;
		try (var out = Files.newOutputStream(filler)) {
			var block = new byte[4096];
			for (long written = 0; written + block.length <= size; written += block.length) {
				out.write(block);
			}
		}
	}

	private static Campaign campaign(CampaignStore store, Language lua, List<Implementation> implementations) {
		var campaign = new Campaign(store, store.dir(), lua, Services.get(Generator.class), Services.techniques(),
				implementations, Services.all(Oracle.class, 4));
		if (store.shared()) {
			campaign.join(new Campaign.Join("disk-full-test", "localhost", 50, java.time.Duration.ofSeconds(30), 0));
		}
		return campaign;
	}

	/** Runs mount (or, given "-u", umount): the test runs as root, as the suite does here and in CI. */
	private static void mount(String... arguments) throws Exception {
		var command = new ArrayList<String>();
		boolean unmount = arguments[0].equals("-u");
		command.add(unmount ? "umount" : "mount");
		command.addAll(List.of(arguments).subList(unmount ? 1 : 0, arguments.length));
		var process = new ProcessBuilder(command).redirectErrorStream(true).start();
		String output = new String(process.getInputStream().readAllBytes());
		assertTrue(process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0,
				String.join(" ", command) + " failed (the test needs root, to make a small volume): " + output);
	}
}
