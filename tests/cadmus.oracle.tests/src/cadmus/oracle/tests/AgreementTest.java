package cadmus.oracle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;

import org.junit.jupiter.api.Test;

import cadmus.api.Execution;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.Trial;
import cadmus.oracle.Agreement;
import cadmus.oracle.CrashOracle;
import cadmus.oracle.DifferentialOracle;
import cadmus.oracle.SameFailure;

/**
 * The one grouping of runs into agreeing groups that the differential oracle judges by and {@code cadmus run} and
 * {@code compare} count by, on runs where it and the grouping those commands used before (outcome and output, the
 * error kind ignored) part ways; and the link from a disagreement that is only a crash to the crash's bucket.
 */
class AgreementTest {

	private static Execution run(String impl, Outcome outcome, String kind, String stdout) {
		return new Execution(impl, outcome, kind, stdout, "", Duration.ofMillis(1));
	}

	/** How {@code run} and {@code compare} grouped before: outcome and output, the error kind ignored. */
	private static int oldGroups(List<Execution> runs) {
		var keys = new LinkedHashSet<String>();
		runs.forEach(e -> keys.add(e.outcome() + "\n" + e.stdout()));
		return keys.size();
	}

	private static boolean oracleFinds(List<Execution> runs) {
		return !new DifferentialOracle().judge(new Trial(new Program("x", "p", "text", "test"), runs, List.of())).isEmpty();
	}

	@Test
	void failedRunsAgreeOnTheirErrorNotOnWhatTheyPrintedBeforeIt() {
		// Both raise the same error after printing different amounts (one engine buffers its output): the oracle
		// sees no disagreement, the old grouping saw two results.
		var runs = List.of(run("a", Outcome.RUNTIME_ERROR, "attempt to call a nil value", "1\n2\n"),
				run("b", Outcome.RUNTIME_ERROR, "attempt to call a nil value", "1\n"));
		assertEquals(2, oldGroups(runs));
		assertEquals(1, Agreement.groups(runs).size());
		assertTrue(Agreement.all(runs));
		assertEquals(Agreement.all(runs), !oracleFinds(runs), "the oracle judges by the same grouping");
	}

	@Test
	void failedRunsWithDifferentErrorsDisagreeWhateverTheyPrinted() {
		// Both fail after printing the same, with different errors: the oracle buckets a disagreement, the old
		// grouping counted them as agreeing.
		var runs = List.of(run("a", Outcome.RUNTIME_ERROR, "attempt to call a nil value", "1\n"),
				run("b", Outcome.RUNTIME_ERROR, "attempt to index a number value", "1\n"),
				run("c", Outcome.RUNTIME_ERROR, "attempt to call a nil value", "1\n"));
		assertEquals(1, oldGroups(runs));
		var groups = Agreement.groups(runs);
		assertEquals(2, groups.size());
		assertEquals(List.of("a", "c"), groups.get(0).stream().map(Execution::implementationId).toList());
		assertEquals(!Agreement.all(runs), oracleFinds(runs), "the oracle judges by the same grouping");
	}

	@Test
	void cleanRunsAgreeWhenTheyPrintTheSame() {
		var same = List.of(run("a", Outcome.OK, "", "1\n"), run("b", Outcome.OK, "", "1\n"));
		var different = List.of(run("a", Outcome.OK, "", "1\n"), run("b", Outcome.OK, "", "2\n"));
		assertTrue(Agreement.all(same));
		assertEquals(2, Agreement.groups(different).size());
		assertEquals(oldGroups(same), Agreement.groups(same).size());
		assertEquals(oldGroups(different), Agreement.groups(different).size());
	}

	@Test
	void aDisagreementThatIsOnlyACrashNamesTheCrashBucket() {
		var crashed = List.of(run("js.node", Outcome.OK, "", "1\n"), run("js.rhino", Outcome.OK, "", "1\n"),
				run("js.nashorn", Outcome.CRASH, "java.lang.NullPointerException", ""));
		var trial = new Trial(new Program("x", "p", "text", "test"), crashed, List.of());
		var difference = new DifferentialOracle().judge(trial).get(0);
		var crash = new CrashOracle().judge(trial).get(0);
		assertEquals(List.of(new SameFailure.Bucket(crash.oracle(), crash.signature())),
				SameFailure.behind(difference.oracle(), difference.signature()), difference.signature());
		// The crash oracle's own buckets, and findings of other oracles, name no other bucket.
		assertTrue(SameFailure.behind(crash.oracle(), crash.signature()).isEmpty());
		assertTrue(SameFailure.behind("no-exception", difference.signature()).isEmpty());
	}

	@Test
	void aDisagreementBesidesTheCrashIsABugOfItsOwn() {
		// Two engines that did not crash disagree too: more than the crash, so no link.
		var runs = List.of(run("a", Outcome.OK, "", "1\n"), run("b", Outcome.OK, "", "2\n"),
				run("c", Outcome.CRASH, "signal 11", ""));
		var difference = new DifferentialOracle().judge(new Trial(new Program("x", "p", "t", "t"), runs, List.of())).get(0);
		assertTrue(SameFailure.behind(difference.oracle(), difference.signature()).isEmpty(), difference.signature());
		// A timeout is no crash: its disagreement is its own bucket.
		var slow = List.of(run("a", Outcome.OK, "", "1\n"), run("b", Outcome.TIMEOUT, "", ""));
		var timeout = new DifferentialOracle().judge(new Trial(new Program("x", "p", "t", "t"), slow, List.of())).get(0);
		assertTrue(SameFailure.behind(timeout.oracle(), timeout.signature()).isEmpty(), timeout.signature());
	}

	@Test
	void twoEnginesCrashingAlikeNameBothCrashBuckets() {
		var runs = List.of(run("a", Outcome.OK, "", "1\n"), run("b", Outcome.CRASH, "signal 11", ""),
				run("c", Outcome.CRASH, "signal 11", ""));
		var trial = new Trial(new Program("x", "p", "t", "t"), runs, List.of(), java.util.Map.of("b", "bin", "c", "bin"));
		var difference = new DifferentialOracle().judge(trial).get(0);
		var crashes = new CrashOracle().judge(trial).stream().map(v -> new SameFailure.Bucket(v.oracle(), v.signature()))
				.toList();
		assertEquals(crashes, SameFailure.behind(difference.oracle(), difference.signature()), difference.signature());
	}

	@Test
	void aCrashOfOneConfigurationOfABinaryNamesItsCrashBucketToo() {
		var runs = List.of(run("php.plain", Outcome.OK, "", "1\n"), run("php.jit", Outcome.CRASH, "signal 11", ""));
		var trial = new Trial(new Program("x", "p", "t", "t"), runs, List.of(),
				java.util.Map.of("php.plain", "php8.2", "php.jit", "php8.2"));
		var difference = new DifferentialOracle().judge(trial).get(0);
		assertTrue(difference.signature().startsWith("one binary, php8.2: "), difference.signature());
		var crash = new CrashOracle().judge(trial).get(0);
		assertEquals(List.of(new SameFailure.Bucket(crash.oracle(), crash.signature())),
				SameFailure.behind(difference.oracle(), difference.signature()));
	}
}
