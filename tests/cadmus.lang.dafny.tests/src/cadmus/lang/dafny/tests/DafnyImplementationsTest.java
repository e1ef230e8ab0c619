package cadmus.lang.dafny.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.testing.Commands;
import cadmus.testing.Engines;
import cadmus.testing.Services;

/**
 * Each Dafny implementation classifies what Dafny does into the outcome classes: a failed proof is VERIFY_ERROR
 * (with the verifier's message), a parse or resolution error SYNTAX_ERROR, a program the Go back end cannot build
 * COMPILE_ERROR on Go alone (a finding of Dafny 2.3, findings/go-generic-sequence-update.dfy), a clean one OK
 * with the same output everywhere; and the verifier runs as a server and as a process alike. One case per
 * implementation: where Debian's dafny (or golang-go, or bignumber.js) is not installed, the cases that need it are
 * skipped with the command that installs it.
 */
class DafnyImplementationsTest {

	private final List<Implementation> implementations = Services.get(LanguageRegistry.class, null).implementations("dafny");

	private Implementation implementation(String id) {
		return implementations.stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow(() -> new AssertionError("no " + id));
	}

	@Test
	void theRegistryListsTheBackEndsAndTheVerifier() {
		assertEquals(List.of("dafny.cs", "dafny.js", "dafny.go", "dafny.verifier", "dafny.verifier-process"),
				implementations.stream().map(Implementation::id).toList());
	}

	@ParameterizedTest
	@ValueSource(strings = { "dafny.cs", "dafny.js", "dafny.go", "dafny.verifier", "dafny.verifier-process" })
	void theVerifierAloneAndEveryBackEndClassifyAlike(String id) {
		var implementation = implementation(id);
		Engines.assumeAvailable(implementation);
		var verify = run(implementation, "method Main() { var x := 2; assert x == 3; print x; }");
		assertEquals(Outcome.VERIFY_ERROR, verify.outcome(), id + ": " + verify);
		assertEquals("assertion violation", verify.errorKind(), id);
		var parse = run(implementation, "method Main() { var x := ; }");
		assertEquals(Outcome.SYNTAX_ERROR, parse.outcome(), id + ": " + parse);
		var resolve = run(implementation, "method Main() { print y; }");
		assertEquals(Outcome.SYNTAX_ERROR, resolve.outcome(), id + ": " + resolve);
		assertTrue(resolve.errorKind().startsWith("resolution: unresolved identifier"), id + ": " + resolve);
		// a product of decimals: C# and JavaScript print 1001.250, Go 1001.25, and the outputs compare as Go's
		var clean = run(implementation,
				"method Main() { var s := [1, 2]; print s, \" \", 7 / -2, \" \", 1.5, \" \", 10.0 * 100.125, \"\\n\"; }");
		assertEquals(Outcome.OK, clean.outcome(), id + ": " + clean);
		assertEquals(implementation.inDefaultSet() ? "[1, 2] -3 1.5 1001.25\n" : "", implementation.normalize(clean.stdout()), id);
	}

	/**
	 * Each reports the version Dafny itself gives, asked here through Debian's own launcher ({@code dafny /version}:
	 * "Dafny 2.3.0.10506", the assembly's version with its build number), which agrees with the package dpkg
	 * installed ("2.3.0+dfsg-0.1").
	 */
	@ParameterizedTest
	@ValueSource(strings = { "dafny.cs", "dafny.js", "dafny.go", "dafny.verifier", "dafny.verifier-process" })
	void reportsTheVersionDafnyItselfGives(String id) {
		var implementation = implementation(id);
		Engines.assumeAvailable(implementation);
		Engines.assumeOnPath("dafny", implementation.installCommand());
		String banner = Commands.output("dafny", "/version").lines().filter(l -> l.matches("Dafny \\d+(\\.\\d+)+")).findFirst()
				.orElseThrow(() -> new AssertionError("dafny /version names no version"));
		String version = implementation.availability().version();
		assertTrue(version.equals(banner) || version.startsWith(banner + ", "), id + " reports " + version + "; Dafny says " + banner);
		String debian = Commands.debianVersion("dafny");
		assertTrue(banner.startsWith("Dafny " + debian.replaceFirst("[+~-].*", "") + "."), banner + " is not Debian's dafny " + debian);
	}

	@ParameterizedTest
	@ValueSource(strings = { "dafny.cs", "dafny.js", "dafny.go" })
	void aProgramOnlyOneBackEndCannotBuildIsItsCompileError(String id) {
		String program = """
				function method Put<T>(s: seq<T>, i: int, v: T): seq<T> { if 0 <= i < |s| then s[i := v] else s }
				method Main() { print Put([1, 2], 0, 3), "\\n"; }
				""";
		var implementation = implementation(id);
		Engines.assumeAvailable(implementation);
		var e = run(implementation, program);
		if (id.equals("dafny.go")) {
			assertEquals(Outcome.COMPILE_ERROR, e.outcome(), e.toString());
			assertTrue(e.errorKind().contains("Update"), e.errorKind());
		} else {
			assertEquals(Outcome.OK, e.outcome(), id + ": " + e);
			assertEquals("[3, 2]\n", e.stdout(), id);
		}
	}

	/**
	 * Boogie crashing on a valid program (findings/boogie-let-before-loop.dfy) is a crash of the verifier, and the
	 * server, which exits after one, is started again: the next program in the same session gets its verdict.
	 */
	@Test
	void aVerifierCrashIsACrashAndTheNextProgramStillGetsItsVerdict() {
		String crashing = """
				method Main() {
				  var b := var k := 0; true;
				  var i := 0;
				  while i < 1 { i := i + 1; }
				  print b, "\\n";
				}
				""";
		var server = implementation("dafny.verifier");
		Engines.assumeAvailable(server);
		try (var session = server.open(new ExecutionLimits(Duration.ofSeconds(60), 1 << 20))) {
			var crash = session.run(new Program("dafny", "crash", crashing, "test"));
			assertEquals(Outcome.CRASH, crash.outcome(), crash.toString());
			assertEquals("fatal: Assertion failed.", crash.errorKind());
			var next = session.run(new Program("dafny", "next", "method Main() { print 1; }", "test"));
			assertEquals(Outcome.OK, next.outcome(), next.toString());
		}
	}

	private static Execution run(Implementation implementation, String text) {
		try (var session = implementation.open(new ExecutionLimits(Duration.ofSeconds(60), 1 << 20))) {
			return session.run(new Program("dafny", "program", text, "test"));
		}
	}
}
