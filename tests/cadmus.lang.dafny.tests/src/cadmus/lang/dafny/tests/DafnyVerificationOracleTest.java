package cadmus.lang.dafny.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import cadmus.api.Execution;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.Trial;
import cadmus.api.Verdict;
import cadmus.testing.Engines;
import cadmus.testing.Services;

/**
 * The verification oracle asserts what Main printed at its end where the verifier knows it: a true output verifies
 * (no verdict; each wrong value is rejected), an output the program cannot have printed is an incompleteness
 * finding (P' does not verify), and values it cannot know (after a loop, or read from an object) are not asserted,
 * nor those printed before a value that may span lines.
 */
class DafnyVerificationOracleTest {

	private static final String PROGRAM = """
			function method Twice(x: int): int { x * 2 }
			method Main() {
			  var a: int := Twice(21);
			  var s: seq<int> := [a, 1] + [2];
			  var b: bool := a in s;
			  var t: string := "ab";
			  var i: int := 0;
			  while i < 3
			    invariant i >= 0
			    invariant i <= 3
			    decreases 3 - i
			  {
			    a := a;
			    i := i + 1;
			  }
			  print t, "\\n";
			  print s, "\\n";
			  print b, "\\n";
			  print a, "\\n";
			}
			""";

	private final Oracle oracle = Services.get(Oracle.class, "(component.name=cadmus.lang.dafny.DafnyVerificationOracle)");

	/** The oracle runs Dafny's verifier: a test that judges a clean trial needs Debian's dafny. */
	private static void assumeTheVerifierIsInstalled() {
		Engines.assumeAvailable(Services.get(LanguageRegistry.class, null).implementations("dafny").stream()
				.filter(i -> i.id().equals("dafny.verifier")).findFirst().orElseThrow());
	}

	@Test
	void whatTheProgramPrintedVerifiesAndAWrongValueIsAnIncompletenessFinding() {
		assumeTheVerifierIsInstalled();
		assertTrue(oracle.appliesTo("dafny") && !oracle.appliesTo("lua"));
		assertEquals(List.of(), oracle.judge(trial("ab\n[42, 1, 2]\ntrue\n42\n")));
		// s printed otherwise than it is: the assertion of what was printed cannot be proved
		var verdicts = oracle.judge(trial("ab\n[42, 1, 3]\ntrue\n42\n"));
		assertEquals(1, verdicts.size(), verdicts.toString());
		assertEquals(Verdict.Kind.FINDING, verdicts.get(0).kind());
		assertEquals("incompleteness: a sequence printed is not proved", verdicts.get(0).signature());
		// a is written in the loop: not asserted, so a wrong value there says nothing
		assertEquals(List.of(), oracle.judge(trial("ab\n[42, 1, 2]\ntrue\n43\n")));
	}

	@Test
	void runsThatFailedOrDisagreeAreLeftToTheOtherOracles() {
		var program = new Program("dafny", "p", PROGRAM, "test");
		var ok = new Execution("dafny.cs", Outcome.OK, "", "ab\n[42, 1, 3]\ntrue\n42\n", "", Duration.ZERO);
		var other = new Execution("dafny.js", Outcome.OK, "", "ab\n[42, 1, 2]\ntrue\n42\n", "", Duration.ZERO);
		var failed = new Execution("dafny.go", Outcome.RUNTIME_ERROR, "panic", "", "", Duration.ZERO);
		assertEquals(List.of(), oracle.judge(new Trial(program, List.of(ok, other), List.of())));
		assertEquals(List.of(), oracle.judge(new Trial(program, List.of(ok, failed), List.of())));
	}

	/**
	 * An object's field is heap the verifier knows only through specifications, which the class's constructor does
	 * not give: a value read from it is not asserted (asserted, even the true value would be an incompleteness).
	 */
	@Test
	void valuesReadFromAnObjectAreNotAsserted() {
		assumeTheVerifierIsInstalled();
		String program = """
				class Obj {
				  var x0: int
				  constructor (p: int) {
				    this.x0 := p;
				  }
				}
				method Main() {
				  var o: Obj := new Obj(5);
				  var r: int := o.x0;
				  var k: int := 7;
				  print r, "\\n";
				  print k, "\\n";
				}
				""";
		assertEquals(List.of(), oracle.judge(trial(program, "5\n7\n")));
		assertEquals(List.of(), oracle.judge(trial(program, "6\n7\n")));
		// k is asserted: a wrong value for it is found
		assertEquals(1, oracle.judge(trial(program, "5\n8\n")).size());
	}

	/**
	 * Lines are matched to prints from the output's end: a string printed with a newline in it shifts every line
	 * before it, so only the prints after it are asserted (matched wrongly, b would be asserted to be 1).
	 */
	@Test
	void printsBeforeAStringThatMayHoldANewlineAreNotAsserted() {
		assumeTheVerifierIsInstalled();
		String program = """
				method Main() {
				  var a: int := 5;
				  var b: int := 6;
				  var s: string := "1\\n2";
				  var k: int := 7;
				  print a, "\\n";
				  print b, "\\n";
				  print s, "\\n";
				  print k, "\\n";
				}
				""";
		assertEquals(List.of(), oracle.judge(trial(program, "5\n6\n1\n2\n7\n")));
		assertEquals(1, oracle.judge(trial(program, "5\n6\n1\n2\n8\n")).size());
	}

	private static Trial trial(String output) {
		return trial(PROGRAM, output);
	}

	private static Trial trial(String text, String output) {
		var program = new Program("dafny", "p", text, "test");
		return new Trial(program, List.of(new Execution("dafny.cs", Outcome.OK, "", output, "", Duration.ZERO),
				new Execution("dafny.go", Outcome.OK, "", output, "", Duration.ZERO)), List.of());
	}
}
