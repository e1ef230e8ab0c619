package cadmus.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Oracle;
import cadmus.api.Trial;
import cadmus.api.Verdict;

/**
 * Deoptimization loops: an implementation's optimizing tier deoptimized one piece of compiled code again and again
 * at one place for one reason ({@link cadmus.api.OptimizedCode#loops()}), so the program ran in the interpreter
 * while compiled code that could not run it was kept. Only traced programs are judged (those a campaign samples for
 * its optimizing tiers' figures). A bucket is the implementation (its tier) and the engine's reasons: the same
 * reason in two programs is most likely one bug, whatever the function's name.
 */
@Component(service = Oracle.class)
public final class DeoptimizationLoopOracle implements Oracle {

	public static final String ID = "deopt-loop";
	/** What follows the implementation in a bucket's signature. */
	private static final String MARK = " DEOPT-LOOP(";

	/** The implementation a bucket of this oracle names: the one whose tier loops. */
	public static String looping(String signature) {
		int end = signature.indexOf(MARK);
		if (end < 0) {
			throw new IllegalArgumentException("not a " + ID + " signature: " + signature);
		}
		return signature.substring(0, end);
	}

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String description() {
		return "No optimizing tier may deoptimize the same compiled code at the same place for the same reason again and"
				+ " again (judged on the programs traced for the optimizing tiers' figures).";
	}

	/** A loop is the engine's whatever the program: its code is left and kept on any input. */
	@Override
	public boolean holdsForAnyProgram() {
		return true;
	}

	@Override
	public boolean readsOptimizedCode() {
		return true;
	}

	@Override
	public List<Verdict> judge(Trial trial) {
		var verdicts = new ArrayList<Verdict>();
		for (var execution : trial.executions()) {
			var code = trial.optimized().get(execution.implementationId());
			if (code == null || code.loops().isEmpty()) {
				continue;
			}
			var reasons = code.loops().stream().map(l -> l.reason()).collect(Collectors.toCollection(TreeSet::new));
			String summary = code.loops().stream().map(l -> l.unit() + ": " + l.reason() + ", " + l.times() + " times")
					.collect(Collectors.joining("; "));
			verdicts.add(Verdict.finding(ID, execution.implementationId() + MARK + String.join(" | ", reasons) + ")",
					code.tier() + " deoptimized the same code again and again: " + summary));
		}
		return verdicts;
	}
}
