package cadmus.oracle;

import java.util.List;
import java.util.stream.Collectors;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Execution;
import cadmus.api.Oracle;
import cadmus.api.Trial;
import cadmus.api.Verdict;

/**
 * Differential oracle: implementations of one dialect must agree on a program, in outcome and (normalized)
 * output. The signature is the partition of implementations into agreeing groups with each group's outcome
 * class (TreeFuzz's tuple of outcome classes, §4.1), so one engine printing differently and one engine
 * raising land in different buckets, whatever the program printed. Where configurations of one binary disagree
 * ({@link cadmus.api.Implementation#binary()}: a JIT tier against the interpreter), the signature says so first.
 */
@Component(service = Oracle.class)
public final class DifferentialOracle implements Oracle {

	public static final String ID = "differential";
	/** What separates the groups in a signature. */
	static final String GROUPS = " | ";
	/** What ends a group's implementations in a signature, before its outcome class. */
	static final String CLASS = ":";
	/** What opens the signature of a disagreement among the configurations of one binary. */
	static final String ONE_BINARY = "one binary, ";

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String description() {
		return "The implementations of a dialect must agree on each program's outcome and (normalized) output.";
	}

	@Override
	public List<Verdict> judge(Trial trial) {
		if (trial.executions().size() < 2) {
			return List.of();
		}
		var groups = Agreement.groups(trial.executions());
		if (groups.size() == 1) {
			return List.of();
		}
		String signature = groups.stream().map(DifferentialOracle::describe).sorted().collect(Collectors.joining(GROUPS));
		String binary = splitBinary(trial, groups);
		if (!binary.isEmpty()) {
			signature = ONE_BINARY + binary + ": " + signature;
		}
		return List.of(Verdict.finding(ID, signature, groups.size() + " disagreeing groups: " + signature));
	}

	/**
	 * The binary whose configurations disagree among themselves (in two groups), empty when none does: the
	 * strongest signal (a JIT tier against the interpreter of one build), given a bucket of its own.
	 */
	private static String splitBinary(Trial trial, java.util.Collection<List<Execution>> groups) {
		var seen = new java.util.HashMap<String, List<Execution>>();
		for (var group : groups) {
			for (var e : group) {
				String binary = trial.binaryOf(e.implementationId());
				if (binary.isEmpty()) {
					continue;
				}
				var first = seen.putIfAbsent(binary, group);
				if (first != null && first != group) {
					return binary;
				}
			}
		}
		return "";
	}

	private static String describe(List<Execution> group) {
		return group.stream().map(Execution::implementationId).sorted().collect(Collectors.joining("+")) + CLASS
				+ Signatures.outcomeClass(group.get(0));
	}
}
