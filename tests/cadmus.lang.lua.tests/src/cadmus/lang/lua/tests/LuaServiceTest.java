package cadmus.lang.lua.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.testing.Services;

/** The Lua bundle is found the way the core finds any language: through Declarative Services. */
class LuaServiceTest {

	@Test
	void theLanguageIsAServiceKeyedByItsId() {
		Language lua = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=lua)");
		assertEquals("lua", lua.id());
		assertEquals("Chunk", lua.rootClass().getName());
	}

	@Test
	void theRegistryListsLuaAndItsImplementations() {
		var registry = Services.get(LanguageRegistry.class, null);
		assertTrue(registry.language("lua").isPresent());
		List<String> ids = registry.implementations("lua").stream().map(Implementation::id).toList();
		assertEquals(List.of("lua.luajava-5.1", "lua.luajava-5.4", "lua.luajava-jit", "lua.luaj", "lua.lua5.1",
				"lua.lua5.3", "lua.lua5.4", "lua.luajit", "lua.lua5.4-debian13", "lua.luajit-debian13",
				"lua.luajit-joff", "lua.luajit-hot", "lua.luajit-joff-debian13", "lua.luajit-hot-debian13",
				"lua.lua5.4-incremental", "lua.lua5.4-gcstress", "lua.lua5.4-genstress", "lua.lua5.4-incremental-debian13",
				"lua.lua5.4-gcstress-debian13", "lua.lua5.4-genstress-debian13", "lua.lua5.1-process",
				"lua.lua5.3-process", "lua.lua5.4-process", "lua.luajit-process", "lua.lua5.4-debian13-process",
				"lua.luajit-debian13-process"), ids);
		// LuaJIT's tiers are one binary's (each place's own): the differential oracle buckets their disagreements so.
		var implementations = registry.implementations("lua");
		assertEquals(List.of("lua.luajit", "lua.luajit-joff", "lua.luajit-hot"), implementations.stream()
				.filter(i -> i.binary().equals("luajit")).map(Implementation::id).toList());
		assertEquals(List.of("lua.luajit-debian13", "lua.luajit-joff-debian13", "lua.luajit-hot-debian13"), implementations
				.stream().filter(i -> i.binary().equals("luajit (Debian 13 (trixie))")).map(Implementation::id).toList());
		// So are Lua 5.4's collector tiers, with its default configuration.
		assertEquals(List.of("lua.lua5.4", "lua.lua5.4-incremental", "lua.lua5.4-gcstress", "lua.lua5.4-genstress"),
				implementations.stream().filter(i -> i.binary().equals("lua5.4"))
				.map(Implementation::id).toList());
		assertTrue(registry.implementations("cobol").isEmpty());
	}
}
