package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Canary;
import cadmus.api.ExpectedErrors;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.campaign.Campaign;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignException;
import cadmus.campaign.store.CampaignStore;
import cadmus.exec.Checks;
import cadmus.exec.JvmWorkerImplementation;
import cadmus.testing.Services;

/** An implementation that gets a canary wrong is left out of the campaign with a message saying how. */
class CanaryTest {

	@TempDir
	Path dir;

	private static Implementation luajWithCanary(String id, Canary canary) {
		return new JvmWorkerImplementation(id, "lua", "5.1", "LuaJ with a canary", "cadmus.lang.lua.engines.LuaJEngine",
				List.of(), List.of("cadmus.exec", "cadmus.lang.lua", "org.luaj.jse"), List.of("-Xmx64m"),
				new Checks(List.of(canary), ExpectedErrors.ANY), s -> s);
	}

	private Campaign campaign(Path where, List<Implementation> implementations) {
		var registry = Services.get(LanguageRegistry.class);
		var config = new CampaignConfig("lua", "5.1", implementations.stream().map(Implementation::id).toList(),
				List.of("crash"), 1, 1, 0, 5, 30, 2000, 1L << 30, 0, Map.of(), List.of());
		return new Campaign(CampaignStore.create(where, config), where, registry.language("lua").orElseThrow(),
				Services.get(Generator.class), Services.techniques(), implementations, Services.all(Oracle.class, 4));
	}

	@Test
	void aWrongCanaryLeavesTheImplementationOutWithTheReason() {
		var honest = luajWithCanary("test.honest", new Canary("prints", "print(6 * 7)", Outcome.OK, "42\n"));
		var wrong = luajWithCanary("test.wrong", new Canary("prints", "print(6 * 7)", Outcome.OK, "43\n"));
		var statuses = campaign(dir.resolve("one"), List.of(honest, wrong)).prepare();
		assertTrue(statuses.get(0).enabled(), statuses.toString());
		assertFalse(statuses.get(1).enabled());
		assertEquals("canary 'prints' must come out OK, printing \"43\\n\" but came out OK, printing \"42\\n\"",
				statuses.get(1).reason());
	}

	@Test
	void noTrustedImplementationStopsTheCampaignBeforeItStarts() {
		var wrong = luajWithCanary("test.wrong", new Canary("raises", "print(1)", Outcome.RUNTIME_ERROR, null));
		var e = assertThrows(CampaignException.class, () -> campaign(dir.resolve("two"), List.of(wrong)).prepare());
		assertEquals("no implementation can take part: test.wrong (canary 'raises' must come out RUNTIME_ERROR but came out OK)",
				e.getMessage());
	}
}
