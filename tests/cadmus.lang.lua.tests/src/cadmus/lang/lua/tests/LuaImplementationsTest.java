package cadmus.lang.lua.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.exec.Executables;

/**
 * Every Lua implementation runs for real: the embedded ones (luajava, LuaJ, from Maven Central) must be
 * available everywhere; the Debian binaries must be available wherever they are installed.
 */
class LuaImplementationsTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(2), 1 << 16);
	private final List<Implementation> implementations = Services.get(LanguageRegistry.class, null).implementations("lua");

	private static Program program(String text) {
		return new Program("lua", "test.lua", text, "test");
	}

	@Test
	void embeddedImplementationsAreAvailable() {
		for (var implementation : implementations) {
			var availability = implementation.availability();
			boolean embedded = implementation.id().startsWith("lua.luajava") || implementation.id().equals("lua.luaj");
			String binary = implementation.id().substring("lua.".length()).replace("-process", "");
			// What `cadmus languages` tells a user to run where one is missing: nothing for those from Maven Central.
			assertEquals(embedded ? "" : "apt-get install " + binary, implementation.installCommand(), implementation.id());
			if (embedded || Executables.onPath(binary).isPresent()) {
				assertTrue(availability.available(), implementation.id() + ": " + availability.reason() + " (install: "
						+ implementation.installCommand() + ")");
				assertTrue(!availability.version().isBlank(), implementation.id() + " has no version");
			} else {
				assertTrue(availability.reason().contains(binary), availability.reason());
			}
		}
	}

	@Test
	void eachAvailableImplementationClassifiesOutcomes() {
		for (var implementation : implementations) {
			if (!implementation.availability().available()) {
				continue;
			}
			try (var session = implementation.open(LIMITS)) {
				String id = implementation.id();
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
	}

	@Test
	void unboundedAllocationIsOutOfMemoryAndTheNextProgramRuns() {
		var limits = new ExecutionLimits(Duration.ofSeconds(20), 1 << 16, 256L << 20);
		String hog = "local t = {} for i = 1, 1e9 do t[i] = {i, i, i, i, i, i, i, i} end";
		for (var implementation : implementations) {
			if (!implementation.availability().available()) {
				continue;
			}
			try (var session = implementation.open(limits)) {
				Execution e = session.run(program(hog));
				assertEquals(Outcome.OUT_OF_MEMORY, e.outcome(), implementation.id() + ": " + e);
				Execution after = session.run(program("print('still alive')"));
				assertEquals("still alive\n", after.stdout(), implementation.id() + " did not recover after running out of memory");
			}
		}
	}
}
