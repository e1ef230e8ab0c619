package cadmus.oracle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import cadmus.api.Execution;
import cadmus.api.OptimizedCode;
import cadmus.api.OptimizedCode.DeoptimizationLoop;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.Trial;
import cadmus.api.Verdict;
import cadmus.oracle.CrashOracle;
import cadmus.oracle.DeoptimizationLoopOracle;
import cadmus.oracle.DifferentialOracle;
import cadmus.oracle.NoExceptionOracle;
import cadmus.oracle.NondeterminismOracle;
import cadmus.oracle.Signatures;
import cadmus.oracle.TerminationOracle;

/** The core oracles on hand-made trials: what each flags, what it lets pass, and how it buckets. */
class OraclesTest {

	private static final Program PROGRAM = new Program("x", "p", "text", "test");

	private static Execution run(String impl, Outcome outcome, String kind, String stdout) {
		return new Execution(impl, outcome, kind, stdout, "", Duration.ofMillis(1));
	}

	private static Trial trial(Execution... executions) {
		return new Trial(PROGRAM, List.of(executions), List.of());
	}

	/**
	 * A deoptimization loop is a finding of the implementation whose trace shows it, bucketed by the engine's
	 * reasons (not the function's name, which is the program's); a trace without loops, or no trace, passes.
	 */
	@Test
	void deoptimizationLoopsAreFindingsOfTheTracedTierBucketedByReason() {
		var oracle = new DeoptimizationLoopOracle();
		var runs = List.of(run("a", Outcome.OK, "", "1\n"), run("b", Outcome.OK, "", "1\n"));
		var looping = new OptimizedCode("TurboFan", List.of("f TURBOFAN"), List.of(), List.of(
				new DeoptimizationLoop("f (opt id 0, bytecode offset 54)", "Insufficient type feedback for binary operation", 47),
				new DeoptimizationLoop("g (opt id 3, bytecode offset 9)", "wrong map", 12)));
		var verdicts = oracle.judge(new Trial(PROGRAM, runs, List.of(), Map.of(), Map.of("b", looping)));
		assertEquals(List.of("b DEOPT-LOOP(Insufficient type feedback for binary operation | wrong map)"),
				verdicts.stream().map(Verdict::signature).toList());
		assertTrue(verdicts.get(0).summary().contains("f (opt id 0, bytecode offset 54): Insufficient type feedback for"
				+ " binary operation, 47 times"), verdicts.get(0).summary());
		var renamed = new OptimizedCode("TurboFan", List.of(), List.of(), List.of(
				new DeoptimizationLoop("h (opt id 1, bytecode offset 7)", "wrong map", 30),
				new DeoptimizationLoop("k (opt id 2, bytecode offset 8)", "Insufficient type feedback for binary operation", 11)));
		assertEquals(verdicts.get(0).signature(), oracle.judge(new Trial(PROGRAM, runs, List.of(), Map.of(),
				Map.of("b", renamed))).get(0).signature(), "the same reasons in other functions: the same bucket");
		var quiet = new OptimizedCode("TurboFan", List.of("f TURBOFAN"), List.of());
		assertTrue(oracle.judge(new Trial(PROGRAM, runs, List.of(), Map.of(), Map.of("a", quiet, "b", quiet))).isEmpty());
		assertTrue(oracle.judge(trial(runs.get(0), runs.get(1))).isEmpty(), "an untraced program is not judged");
		assertTrue(oracle.readsOptimizedCode() && oracle.holdsForAnyProgram());
		assertEquals("b", DeoptimizationLoopOracle.looping(verdicts.get(0).signature()));
	}

	@Test
	void differentialIsSilentWhenAllAgreeAndBucketsByPartitionAndOutcomeClass() {
		var oracle = new DifferentialOracle();
		assertTrue(oracle.judge(trial(run("a", Outcome.OK, "", "1\n"), run("b", Outcome.OK, "", "1\n"))).isEmpty());
		var printedDifferently = oracle.judge(trial(run("a", Outcome.OK, "", "1\n"), run("b", Outcome.OK, "", "1\n"),
				run("c", Outcome.OK, "", "2\n")));
		assertEquals(1, printedDifferently.size());
		assertEquals("a+b:OK | c:OK", printedDifferently.get(0).signature());
		// Same partition, different program output: same bucket.
		var other = oracle.judge(trial(run("a", Outcome.OK, "", "x\n"), run("b", Outcome.OK, "", "x\n"),
				run("c", Outcome.OK, "", "y\n")));
		assertEquals(printedDifferently.get(0).signature(), other.get(0).signature());
		var raised = oracle.judge(trial(run("a", Outcome.OK, "", "1\n"),
				run("b", Outcome.RUNTIME_ERROR, "attempt to index a nil value (local 'v12')", "")));
		assertEquals("a:OK | b:RUNTIME_ERROR(attempt to index a nil value (local '_'))", raised.get(0).signature());
		assertTrue(oracle.judge(trial(run("a", Outcome.OK, "", "1\n"))).isEmpty(), "one implementation has nothing to differ from");
	}

	@Test
	void runsThatFailWithDifferentErrorsDisagree() {
		var oracle = new DifferentialOracle();
		var verdicts = oracle.judge(trial(run("a", Outcome.RUNTIME_ERROR, "attempt to index a nil value (local 'v1')", ""),
				run("b", Outcome.RUNTIME_ERROR, "attempt to call a nil value (local 'v1')", "")));
		assertEquals(List.of("a:RUNTIME_ERROR(attempt to index a nil value (local '_')) | b:RUNTIME_ERROR(attempt to call a nil value (local '_'))"),
				verdicts.stream().map(Verdict::signature).toList());
		// The same error about different values is one error.
		assertTrue(oracle.judge(trial(run("a", Outcome.RUNTIME_ERROR, "attempt to index a nil value (local 'v1')", ""),
				run("b", Outcome.RUNTIME_ERROR, "attempt to index a nil value (local 'v9')", ""))).isEmpty());
	}

	@Test
	void configurationsOfOneBinaryThatDisagreeGetABucketThatSaysSo() {
		var oracle = new DifferentialOracle();
		var binaries = java.util.Map.of("php.plain", "php8.2", "php.jit", "php8.2", "php.opcache", "php8.2");
		var jit = oracle.judge(new Trial(PROGRAM, List.of(run("php.plain", Outcome.OK, "", "1\n"),
				run("php.opcache", Outcome.OK, "", "1\n"), run("php.jit", Outcome.OK, "", "2\n"),
				run("wasm", Outcome.OK, "", "1\n")), List.of(), binaries));
		assertEquals("one binary, php8.2: php.jit:OK | php.opcache+php.plain+wasm:OK", jit.get(0).signature());
		// The binary's configurations agree; another implementation differs: an ordinary bucket.
		var version = oracle.judge(new Trial(PROGRAM, List.of(run("php.plain", Outcome.OK, "", "1\n"),
				run("php.jit", Outcome.OK, "", "1\n"), run("wasm", Outcome.OK, "", "2\n")), List.of(), binaries));
		assertEquals("php.jit+php.plain:OK | wasm:OK", version.get(0).signature());
	}

	@Test
	void crashAndNoExceptionFlagEachImplementationByKind() {
		var t = trial(run("a", Outcome.CRASH, "signal 11", ""), run("b", Outcome.RUNTIME_ERROR, "bad argument #1", ""),
				run("c", Outcome.OK, "", ""), run("d", Outcome.SYNTAX_ERROR, "unexpected symbol", ""));
		assertEquals(List.of("a CRASH(signal 11)"), new CrashOracle().judge(t).stream().map(Verdict::signature).toList());
		assertEquals(List.of("b RUNTIME_ERROR(bad argument #1)", "d SYNTAX_ERROR(unexpected symbol)"),
				new NoExceptionOracle().judge(t).stream().map(Verdict::signature).toList());
		assertTrue(new NoExceptionOracle().judge(trial(run("a", Outcome.TIMEOUT, "timeout", ""))).isEmpty());
	}

	@Test
	void nondeterminismMarksTheProgramInvalidAndIgnoresTimeouts() {
		var oracle = new NondeterminismOracle();
		var differing = new Trial(PROGRAM, List.of(run("a", Outcome.OK, "", "1\n")), List.of(run("a", Outcome.OK, "", "2\n")));
		var verdicts = oracle.judge(differing);
		assertEquals(1, verdicts.size());
		assertEquals(Verdict.Kind.INVALID, verdicts.get(0).kind());
		var same = new Trial(PROGRAM, List.of(run("a", Outcome.OK, "", "1\n")), List.of(run("a", Outcome.OK, "", "1\n")));
		assertTrue(oracle.judge(same).isEmpty());
		var slow = new Trial(PROGRAM, List.of(run("a", Outcome.OK, "", "1\n")), List.of(run("a", Outcome.TIMEOUT, "timeout", "")));
		assertTrue(oracle.judge(slow).isEmpty());
	}

	@Test
	void aProgramEveryImplementationTimesOutOnIsInvalid() {
		var oracle = new TerminationOracle();
		var all = oracle.judge(trial(run("a", Outcome.TIMEOUT, "timeout", ""), run("b", Outcome.TIMEOUT, "timeout", "")));
		assertEquals(1, all.size());
		assertEquals(Verdict.Kind.INVALID, all.get(0).kind());
		assertTrue(oracle.judge(trial(run("a", Outcome.TIMEOUT, "timeout", ""), run("b", Outcome.OK, "", ""))).isEmpty(),
				"one implementation timing out is the differential oracle's business");
		// Running out of memory everywhere, however each harness noticed, is the program's fault too.
		var memory = oracle.judge(trial(run("a", Outcome.OUT_OF_MEMORY, "java.lang.OutOfMemoryError", ""),
				run("b", Outcome.OUT_OF_MEMORY, "memory limit", ""), run("c", Outcome.TIMEOUT, "timeout", "")));
		assertEquals(1, memory.size());
		assertEquals(Verdict.Kind.INVALID, memory.get(0).kind());
		assertEquals("every implementation ran out of time or memory", memory.get(0).signature());
		assertTrue(oracle.judge(trial(run("a", Outcome.OUT_OF_MEMORY, "memory limit", ""), run("b", Outcome.OK, "", "")))
				.isEmpty());
	}

	@Test
	void aTrialWithoutExecutionsIsJudgedByNoOracle() {
		// No run is no evidence: a campaign drops a program its lanes skipped before judging it, but a trial without
		// executions must still not mark its program invalid (every one of none "ran out of time").
		var empty = trial();
		assertEquals(List.of(), new TerminationOracle().judge(empty), "no execution is no timeout");
		assertEquals(List.of(), new DifferentialOracle().judge(empty));
		assertEquals(List.of(), new NondeterminismOracle().judge(empty));
		assertEquals(List.of(), new CrashOracle().judge(empty));
	}

	@Test
	void implementationsThatAllRunOutOfMemoryAgreeHoweverTheirHarnessSaysIt() {
		var oracle = new DifferentialOracle();
		assertTrue(oracle.judge(trial(run("a", Outcome.OUT_OF_MEMORY, "java.lang.OutOfMemoryError", ""),
				run("b", Outcome.OUT_OF_MEMORY, "memory limit", ""))).isEmpty());
		assertEquals(List.of("a:OUT_OF_MEMORY | b:OK"), oracle.judge(trial(run("a", Outcome.OUT_OF_MEMORY, "memory limit", ""),
				run("b", Outcome.OK, "", ""))).stream().map(Verdict::signature).toList());
	}

	@Test
	void signaturesFoldValuesButKeepCodes() {
		assertEquals("driver killed by signal 9", Signatures.kind("driver killed by signal 9"));
		assertEquals("attempt to compare N with '_'", Signatures.kind("attempt to compare 123456 with 'nil'"));
		assertEquals("bad argument #2 to '_' at 0x_", Signatures.kind("bad argument #2 to 'format' at 0x7ffd12"));
	}

	@Test
	void programTextQuotedInAMessageDoesNotSplitItsBucket() {
		// Quotes escaped by doubling inside the quoted statement, and a message cut before the closing quote.
		assertEquals("N: Syntax error in SQL statement '_'", Signatures.kind(
				"42001: Syntax error in SQL statement \"((SELECT\\000a SUM(CAST(NULL AS BIGINT)) AS \"\"C0\"\"\\000aFROM \"\"T3"));
		assertEquals("N: Syntax error in SQL statement '_'; expected '_'", Signatures.kind(
				"42001: Syntax error in SQL statement \"SELECT 'a''b', \"\"T1\"\" FROM T[*]\"; expected \"identifier\""));
		assertEquals("N: View '_' is invalid: '_'", Signatures.kind(
				"90109: View \"PUBLIC.T2\" is invalid: \"Syntax error in SQL statement \"\"(SELECT\\\\000a \"\"\"\"T3"));
		assertEquals("unexpected '_' here", Signatures.kind("unexpected 'it\\'s' here"));
		// An apostrophe inside a word opens no quote: different messages stay apart.
		assertEquals("TypeError: can't access property '_', v is undefined",
				Signatures.kind("TypeError: can't access property \"x\", v is undefined"));
		assertEquals("TypeError: can't convert '_' to BigInt", Signatures.kind("TypeError: can't convert \"x\" to BigInt"));
	}
}
