package cadmus.clp.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Generator;
import cadmus.api.InputFileException;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignFiles;
import cadmus.campaign.ProgramMaker;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.StoreCopy;
import cadmus.store.PostgresAddress;
import cadmus.testing.LocalPostgres;
import cadmus.testing.Services;

/**
 * A targeted campaign on a shared store: a process that joins it from another machine (a folder holding nothing of
 * the maker's) makes its programs by the target the store keeps, the same programs as the maker; a campaign from
 * before the store kept files, copied to a shared store and back, still makes them; and a store whose target is
 * not the one the campaign began with is refused, naming the store.
 */
class SharedTargetTest {

	private static final String TARGET = "language lua\ncontains FunctionBody inside NumericFor\n";
	private static final int PROGRAMS = 16;

	@TempDir
	Path temp;

	@Test
	void joinedProcessesAndCopiesMakeTheTargetedProgramsByTheTargetTheStoreKeeps() throws Exception {
		var random = new CampaignConfig("lua", "5.1", List.of("lua.luaj"), List.of("crash"), 7, 1, 0, PROGRAMS, 60, 2000,
				1L << 30, 0, Map.of(), List.of(), CampaignConfig.RANDOM, false);
		var mixed = random.withTechniques(null, Map.of("random", 1, "clp", 1), null, List.of())
				.withFiles(Map.of("target", CampaignFiles.digest(TARGET)));
		try (var server = LocalPostgres.start()) {
			var address = new PostgresAddress(server.url(), "targeted");
			List<String> programs;
			try (var made = CampaignStore.create(temp.resolve("maker"), mixed, address)) {
				CampaignFiles.keep(made, "target", TARGET);
				programs = programs(made);
			}
			assertTrue(programs.stream().anyMatch(p -> p.contains("function")), "some programs are targeted: " + programs);

			Path elsewhere = temp.resolve("elsewhere");
			try (var joined = CampaignStore.join(elsewhere, address)) {
				assertEquals(programs, programs(joined));
			}
			assertEquals(TARGET, Files.readString(elsewhere.resolve("target.txt")), "the joined folder keeps the target");

			// A campaign from before the store kept files: its target is in its folder only.
			Path old = temp.resolve("old");
			CampaignStore.create(old, mixed).close();
			CampaignFiles.keep(old, "target", TARGET);
			StoreCopy.copy(old, temp.resolve("shared-copy"), new PostgresAddress(server.url(), "copied"));
			StoreCopy.copy(temp.resolve("shared-copy"), temp.resolve("back"), null);
			assertFalse(Files.exists(temp.resolve("back").resolve("target.txt")), "copying writes the store alone");
			try (var back = CampaignStore.open(temp.resolve("back"))) {
				assertEquals(programs, programs(back));
			}

			try (var damaged = CampaignStore.open(temp.resolve("maker"))) {
				damaged.keepFile("target", TARGET + "contains While\n");
			}
			try (var third = CampaignStore.join(temp.resolve("third"), address)) {
				var refused = assertThrows(InputFileException.class, () -> programs(third));
				assertTrue(refused.getMessage().startsWith("the campaign's target kept in " + address.where()
						+ " is not the target it began with"), refused.getMessage());
			}
			assertFalse(Files.exists(temp.resolve("third").resolve("target.txt")), "a target refused is not kept");
		}
	}

	private static List<String> programs(CampaignStore store) {
		var registry = Services.get(LanguageRegistry.class);
		Language lua = registry.language("lua").orElseThrow();
		var maker = ProgramMaker.of(lua, Services.get(Generator.class), store, Services.techniques());
		var texts = new ArrayList<String>();
		for (int i = 0; i < PROGRAMS; i++) {
			texts.add(maker.make(i).program().text());
		}
		return texts;
	}
}
