package cadmus.lang.lua.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.osgi.framework.FrameworkUtil;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.exec.EngineRoot;
import cadmus.testing.Commands;
import cadmus.testing.Engines;
import cadmus.testing.Services;

/**
 * Every Lua implementation runs for real, each a case of its own: the embedded ones (luajava, LuaJ, from Maven
 * Central) must be available everywhere; a Debian binary (the machine's, or Debian 13's in its engine root) must be
 * available wherever it is installed, and where it is not, its cases are skipped with the command that installs it.
 */
class LuaImplementationsTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(2), 1 << 16);
	private static final EngineRoot ROOT = EngineRoot.DEBIAN_13;
	private static final List<String> EMBEDDED = List.of("lua.luajava-5.1", "lua.luajava-5.4", "lua.luajava-jit", "lua.luaj");
	private final List<Implementation> implementations = Services.get(LanguageRegistry.class, null).implementations("lua");

	/** Every Lua implementation's id, as the registry lists them (LuaServiceTest checks the list). */
	static Stream<String> ids() {
		return Services.get(LanguageRegistry.class, null).implementations("lua").stream().map(Implementation::id);
	}

	private Implementation implementation(String id) {
		return implementations.stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow(() -> new AssertionError("no " + id));
	}

	/**
	 * The Debian binary an implementation runs (lua5.4 for lua.lua5.4, lua.lua5.4-process and the Debian 13 root's
	 * lua.lua5.4-debian13 and lua.lua5.4-debian13-process and the collector tiers, lua.lua5.4-incremental, -gcstress and
	 * -genstress; luajit for LuaJIT's tiers, lua.luajit-joff and lua.luajit-hot).
	 */
	private static String binary(String id) {
		return id.substring("lua.".length()).replace("-process", "").replace(ROOT.idSuffix(), "").replace("-joff", "")
				.replace("-hot", "").replace("-incremental", "").replace("-gcstress", "").replace("-genstress", "");
	}

	/** Whether the implementation runs a binary of the Debian 13 root rather than of this machine. */
	private static boolean inRoot(String id) {
		return id.contains(ROOT.idSuffix());
	}

	private static Program program(String text) {
		return new Program("lua", "test.lua", text, "test");
	}

	@ParameterizedTest
	@MethodSource("ids")
	void isAvailableWithAVersionWhereverItIsInstalled(String id) {
		var implementation = implementation(id);
		var availability = implementation.availability();
		boolean embedded = EMBEDDED.contains(id);
		String binary = binary(id);
		// What `cadmus languages` tells a user to run where one is missing: nothing for those from Maven Central.
		assertEquals(embedded ? "" : inRoot(id) ? ROOT.installCommand(binary) : "apt-get install " + binary,
				implementation.installCommand(), id);
		if (inRoot(id)) {
			if (ROOT.binary(binary).isEmpty()) {
				assertEquals(ROOT.missing(binary), availability.reason(), id);
			}
			Engines.assumeInRoot(ROOT, binary);
		} else if (!embedded) {
			if (!Engines.onPath(binary)) {
				assertTrue(availability.reason().contains(binary + " not found on PATH"), availability.reason());
			}
			// Installed but unavailable is a failure below, not a skip: only a binary that is not there is excused.
			Engines.assumeOnPath(binary, implementation.installCommand());
		}
		assertTrue(availability.available(), id + ": " + availability.reason() + " (install: " + implementation.installCommand() + ")");
		assertTrue(!availability.version().isBlank(), id + " has no version");
	}

	/**
	 * Each reports the version its engine gives, asked by another path than the implementation's: a Debian binary's
	 * banner ({@code lua5.4 -v}: "Lua 5.4.4  Copyright ..."); for LuaJ the release its _VERSION names, which is the
	 * version of the bundle it is loaded from; for luajava, that bundle's version, next to the Lua the natives say
	 * they are.
	 */
	@ParameterizedTest
	@MethodSource("ids")
	void reportsTheVersionItsEngineGives(String id) {
		var implementation = implementation(id);
		Engines.assumeAvailable(implementation);
		String version = implementation.availability().version();
		switch (id) {
		case "lua.luaj" -> assertEquals("Luaj-jse " + bundleVersion("org.luaj.jse"), version);
		case "lua.luajava-5.1", "lua.luajava-5.4", "lua.luajava-jit" -> {
			String lua = switch (id) {
			case "lua.luajava-5.1" -> "Lua 5\\.1";
			case "lua.luajava-5.4" -> "Lua 5\\.4";
			default -> "LuaJIT 2\\.\\d\\S*";
			};
			String luajava = " (luajava " + bundleVersion("party.iroiro.luajava") + ", JNI)";
			assertTrue(version.matches(lua + java.util.regex.Pattern.quote(luajava)), id + " reports " + version);
		}
		default -> {
			// The root's binary run by hand as its README says, with no part of Cadmus in between.
			String banner = (inRoot(id)
					? Commands.inRoot(ROOT, "/usr/bin/" + binary(id), "-v")
					: Commands.output(binary(id), "-v")).strip().lines().findFirst().orElse("");
			// An engine root's says which release it comes from after the version.
			String release = inRoot(id) ? ", " + ROOT.describe() : "";
			assertTrue(version.endsWith(release), id + " reports " + version + ", not from " + release);
			String own = version.substring(0, version.length() - release.length());
			assertTrue(own.matches("(Lua|LuaJIT) \\d+\\.\\d+\\.\\d+\\S*") && banner.startsWith(own + " "),
					id + " reports " + version + "; " + binary(id) + " -v says " + banner);
		}
		}
	}

	/** The version of an installed bundle, as the OSGi framework read it from the bundle's manifest. */
	private static String bundleVersion(String symbolicName) {
		return java.util.Arrays.stream(FrameworkUtil.getBundle(LuaImplementationsTest.class).getBundleContext().getBundles())
				.filter(b -> b.getSymbolicName().equals(symbolicName)).findFirst()
				.orElseThrow(() -> new AssertionError("no bundle " + symbolicName)).getVersion().toString();
	}

	@ParameterizedTest
	@MethodSource("ids")
	void classifiesOutcomes(String id) {
		var implementation = implementation(id);
		Engines.assumeAvailable(implementation);
		try (var session = implementation.open(LIMITS)) {
			Execution ok = session.run(program("print(1 + 2, 'x', nil) io.write('w', 7, '\\n')"));
			assertEquals(Outcome.OK, ok.outcome(), id + ": " + ok);
			assertEquals("3\tx\tnil\nw7\n", ok.stdout(), id);

			Execution syntax = session.run(program("x = = 1"));
			assertEquals(Outcome.SYNTAX_ERROR, syntax.outcome(), id + ": " + syntax);

			Execution runtime = session.run(program("print('before') error('boom')"));
			assertEquals(Outcome.RUNTIME_ERROR, runtime.outcome(), id + ": " + runtime);
			assertEquals("boom", runtime.errorKind(), id);
			assertEquals("before\n", runtime.stdout(), id);

			Execution nilCall = session.run(program("local f f()"));
			assertEquals(Outcome.RUNTIME_ERROR, nilCall.outcome(), id + ": " + nilCall);
			assertTrue(nilCall.errorKind().startsWith("attempt to call"), id + ": " + nilCall.errorKind());

			Execution hang = session.run(program("while true do end"));
			assertEquals(Outcome.TIMEOUT, hang.outcome(), id + ": " + hang);

			Execution after = session.run(program("print('still alive')"));
			assertEquals("still alive\n", after.stdout(), id + " did not recover after a timeout");
		}
	}

	/**
	 * Generated by a campaign (seed 661911426): v1's inner v2 recurses into v1 through the prelude's guard, and
	 * the guarded call's result, v2 itself, is called again after the guard unwound. Guarded by depth alone it
	 * overflowed the stack on every engine; the prelude's guard must end it. On each Lua 5.4 engine (5.3 runs 5.4's
	 * programs; Debian 13's 5.4.7 beside Debian 12's 5.4.4), the embedded one always.
	 */
	@ParameterizedTest
	@ValueSource(strings = { "lua.luajava-5.4", "lua.lua5.4", "lua.lua5.3", "lua.lua5.4-debian13" })
	void recursionThroughThePreludesGuardEndsEvenWhenItsResultRecursesAgain(String id) {
		var lua = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=lua)");
		String body = """
				local function v1()
				  local v2 = function()
				    rec(v1, function()
				      return 3
				    end)()
				    return 71
				  end
				  v2()
				  return v2
				end
				emit(v1())
				""";
		var program = program(lua.rules("5.4").prelude() + body);
		var implementation = implementation(id);
		Engines.assumeAvailable(implementation);
		try (var session = implementation.open(LIMITS)) {
			var e = session.run(program);
			assertEquals(Outcome.OK, e.outcome(), id + ": " + e);
			assertEquals("function\n", e.stdout(), id);
		}
	}

	@ParameterizedTest
	@MethodSource("ids")
	void unboundedAllocationIsOutOfMemoryAndTheNextProgramRuns(String id) {
		var limits = new ExecutionLimits(Duration.ofSeconds(20), 1 << 16, 256L << 20);
		String hog = "local t = {} for i = 1, 1e9 do t[i] = {i, i, i, i, i, i, i, i} end";
		var implementation = implementation(id);
		Engines.assumeAvailable(implementation);
		try (var session = implementation.open(limits)) {
			Execution e = session.run(program(hog));
			assertEquals(Outcome.OUT_OF_MEMORY, e.outcome(), id + ": " + e);
			Execution after = session.run(program("print('still alive')"));
			assertEquals("still alive\n", after.stdout(), id + " did not recover after running out of memory");
		}
	}
}
