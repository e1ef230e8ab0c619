package cadmus.lang.dafny;

import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Pattern;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;

import cadmus.api.Execution;
import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.api.Trial;
import cadmus.api.UnparsableProgramException;
import cadmus.api.Verdict;

/**
 * The verification oracle: what a program printed, when every back end ran it cleanly and printed the same, is
 * asserted where it was printed ({@link DafnyAssertions}: the program P'), and P' must verify; a P' that does not
 * is an incompleteness finding (the verifier fails to prove what the program computes). Then each assertion in turn
 * is given a wrong value (the program P''), and every P'' must fail to verify: one that verifies is a soundness
 * finding, the most severe Cadmus reports (the verifier proved something false). Assertions the resolver rejects
 * (a value printed alike for two types, a one-character string read as a char) are left out and P' is made again.
 */
@Component(service = Oracle.class)
public final class DafnyVerificationOracle implements Oracle {

	public static final String ID = "verification";
	private static final Duration LIMIT = Duration.ofSeconds(60);
	private static final Pattern ERROR_LINE = Pattern.compile("(?m)^[^\\n(]*\\((\\d+),\\d+\\): Error");

	private final DafnyVerifier verifier = new DafnyVerifier();
	/** What {@link #tallies} reports: programs judged, asserted, P' verified, assertions, P'' made and rejected. */
	private final LongAdder judged = new LongAdder();
	private final LongAdder asserted = new LongAdder();
	private final LongAdder verified = new LongAdder();
	private final LongAdder assertionCount = new LongAdder();
	private final LongAdder mutants = new LongAdder();
	private final LongAdder rejected = new LongAdder();
	private volatile DafnyAssertions assertions;

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String description() {
		return "What a program printed, asserted where it printed it, must verify (else incompleteness); each assertion "
				+ "made wrong must fail to verify (else unsoundness).";
	}

	@Override
	public boolean appliesTo(String languageId) {
		return DafnyLanguage.ID.equals(languageId);
	}

	@Override
	public List<Verdict> judge(Trial trial) {
		var runs = trial.executions();
		if (runs.isEmpty() || runs.stream().anyMatch(e -> e.outcome() != Outcome.OK)
				|| runs.stream().map(Execution::stdout).distinct().count() != 1) {
			return List.of();
		}
		try {
			var check = check(trial.program().text(), runs.get(0).stdout());
			judged.increment();
			if (check.asserted()) {
				asserted.increment();
				assertionCount.add(check.assertions());
			}
			if (check.verified()) {
				verified.increment();
				mutants.add(check.mutants());
				rejected.add(check.rejected());
			}
			return check.verdicts();
		} catch (UnparsableProgramException | RuntimeException e) {
			return List.of();
		}
	}

	/** Of the programs that ran cleanly alike: how many had values to assert, how many P' verified, P'' rejected. */
	@Override
	public Map<String, Long> tallies() {
		var tallies = new LinkedHashMap<String, Long>();
		tallies.put("programs judged", judged.sum());
		tallies.put("programs asserted (P')", asserted.sum());
		tallies.put("assertions", assertionCount.sum());
		tallies.put("P' verified", verified.sum());
		tallies.put("mutants (P'')", mutants.sum());
		tallies.put("P'' rejected", rejected.sum());
		return tallies;
	}

	/** The verdicts on a program that printed {@code output}. */
	List<Verdict> judge(String program, String output) throws UnparsableProgramException {
		return check(program, output).verdicts();
	}

	/** What the oracle did with one program, for its verdicts and for counting (the bench of the closing figures). */
	record Check(int assertions, boolean asserted, boolean verified, int mutants, int rejected, List<Verdict> verdicts) {
	}

	Check check(String program, String output) throws UnparsableProgramException {
		var maker = assertions();
		Set<String> dropped = new HashSet<>();
		for (int attempt = 0; attempt < 3; attempt++) {
			var asserted = maker.assertAll(program, output, dropped);
			if (asserted.isEmpty()) {
				return new Check(0, false, false, 0, 0, List.of());
			}
			var p = asserted.get();
			var verdict = verifier.verify(p.text(), LIMIT);
			if (verdict.outcome() == Outcome.SYNTAX_ERROR) {
				// leave out the assertions the resolver rejected, and try again
				var m = ERROR_LINE.matcher(verdict.text());
				boolean any = false;
				while (m.find()) {
					int index = p.lines().indexOf(Integer.parseInt(m.group(1)));
					if (index >= 0) {
						any |= dropped.add(p.assertions().get(index).variable());
					}
				}
				if (!any) {
					return new Check(p.assertions().size(), true, false, 0, 0, List.of());
				}
				continue;
			}
			if (verdict.outcome() == Outcome.CRASH) {
				return new Check(p.assertions().size(), true, false, 0, 0, List.of(crash(verdict)));
			}
			if (verdict.outcome() != Outcome.OK) {
				String kind = verdict.outcome() == Outcome.VERIFY_ERROR ? failedKind(p, verdict.text()) : verdict.kind();
				return new Check(p.assertions().size(), true, false, 0, 0, List.of(Verdict.finding(ID,
						"incompleteness: " + kind, "what the program printed, asserted, does not verify: " + verdict.kind())));
			}
			return mutants(maker, program, output, dropped, p);
		}
		return new Check(0, false, false, 0, 0, List.of());
	}

	private Check mutants(DafnyAssertions maker, String program, String output, Set<String> dropped, DafnyAssertions.Asserted p)
			throws UnparsableProgramException {
		int mutants = 0;
		int rejected = 0;
		var verdicts = new java.util.ArrayList<Verdict>();
		for (int i = 0; i < p.assertions().size(); i++) {
			var mutant = maker.mutant(program, output, dropped, i);
			if (mutant.isEmpty()) {
				continue;
			}
			var verdict = verifier.verify(mutant.get().text(), LIMIT);
			if (verdict.outcome() == Outcome.CRASH) {
				verdicts.add(crash(verdict));
				continue;
			}
			if (verdict.outcome() != Outcome.OK && verdict.outcome() != Outcome.VERIFY_ERROR) {
				continue;
			}
			mutants++;
			if (verdict.outcome() == Outcome.OK) {
				var a = p.assertions().get(i);
				verdicts.add(Verdict.finding(ID, "soundness: a wrong " + a.kind() + " verified",
						"the assertion that " + a.variable() + " is not " + a.value() + ", what it printed, verifies"));
			} else {
				rejected++;
			}
		}
		return new Check(p.assertions().size(), true, true, mutants, rejected, List.copyOf(verdicts));
	}

	/** The verifier died on a program the oracle made: its bug, whatever the program. */
	private static Verdict crash(DafnyVerdict verdict) {
		return Verdict.finding(ID, "verifier crash: " + verdict.kind(), "the verifier crashed on an asserted program: " + verdict.kind());
	}

	/** The kind of the first assertion the verifier failed to prove, or the verifier's message. */
	private static String failedKind(DafnyAssertions.Asserted p, String text) {
		var m = ERROR_LINE.matcher(text);
		while (m.find()) {
			int index = p.lines().indexOf(Integer.parseInt(m.group(1)));
			if (index >= 0) {
				return "a " + p.assertions().get(index).kind() + " printed is not proved";
			}
		}
		return "a proof obligation of the program itself fails";
	}

	/** Created on first use: the parser's injector costs a few hundred milliseconds. */
	private DafnyAssertions assertions() {
		var a = assertions;
		if (a == null) {
			synchronized (this) {
				a = assertions;
				if (a == null) {
					a = new DafnyAssertions(new DafnySyntax());
					assertions = a;
				}
			}
		}
		return a;
	}

	@Deactivate
	void deactivate() {
		verifier.close();
	}
}
