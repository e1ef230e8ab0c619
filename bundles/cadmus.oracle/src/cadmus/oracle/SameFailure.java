package cadmus.oracle;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.Outcome;

/**
 * Findings of different oracles that name one failure. When an implementation crashes on a program, the crash
 * oracle buckets the crash, and the differential oracle sees that implementation disagree with the others and
 * buckets the disagreement too: one bug, two buckets. A differential signature whose groups, leaving out those
 * that crashed, are at most one (the implementations that did not crash agree) says nothing the crash buckets do
 * not: it is linked to them, and a campaign counts it as the crash's bucket, not as a bug of its own.
 */
public final class SameFailure {

	/** A bucket as its oracle and signature name it. */
	public record Bucket(String oracle, String signature) {
	}

	private SameFailure() {
	}

	/**
	 * The buckets of other oracles that name the failure a bucket names, in order of preference: a bucket of
	 * findings found only together with those is linked to the first of them that a campaign has. Empty for a
	 * bucket that names a failure of its own.
	 */
	public static List<Bucket> behind(String oracle, String signature) {
		if (!DifferentialOracle.ID.equals(oracle)) {
			return List.of();
		}
		return crashesBehind(signature).stream().map(crash -> new Bucket(CrashOracle.ID, crash)).toList();
	}

	/**
	 * The crash oracle's signatures of the crashes a differential signature's disagreement consists of, when that
	 * is all it consists of: each implementation of a group whose outcome class is a crash. Empty when the
	 * implementations that did not crash disagree among themselves too, when none crashed, or when the text is not
	 * a differential signature.
	 */
	public static List<String> crashesBehind(String differentialSignature) {
		String groups = differentialSignature;
		if (groups.startsWith(DifferentialOracle.ONE_BINARY)) {
			int end = groups.indexOf(": ", DifferentialOracle.ONE_BINARY.length());
			if (end < 0) {
				return List.of();
			}
			groups = groups.substring(end + 2);
		}
		var crashes = new ArrayList<String>();
		int others = 0;
		for (String group : groups.split(java.util.regex.Pattern.quote(DifferentialOracle.GROUPS), -1)) {
			int colon = group.indexOf(DifferentialOracle.CLASS);
			if (colon <= 0) {
				return List.of();
			}
			String outcomeClass = group.substring(colon + 1);
			if (!isCrash(outcomeClass)) {
				others++;
				continue;
			}
			for (String implementation : group.substring(0, colon).split("\\+")) {
				crashes.add(OutcomeOracle.signature(implementation, outcomeClass));
			}
		}
		return others <= 1 ? List.copyOf(crashes) : List.of();
	}

	private static boolean isCrash(String outcomeClass) {
		String crash = Outcome.CRASH.name();
		return outcomeClass.equals(crash) || outcomeClass.startsWith(crash + "(");
	}
}
