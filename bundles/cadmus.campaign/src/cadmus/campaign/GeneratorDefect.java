package cadmus.campaign;

import cadmus.api.Verdict;

/**
 * The verdict on a program the generator could not make (its rules could not complete a hole, or the engine
 * failed): an invalid program, a defect of Cadmus and never a finding. One signature for every such program, so
 * they count together; the message says which hole and type, or what else failed.
 */
public final class GeneratorDefect {

	/** The verdict's oracle: the generator itself, which no oracle list names. */
	public static final String ORACLE = "generator";
	public static final String SIGNATURE = "generator defect";

	private GeneratorDefect() {
	}

	static Verdict verdict(RuntimeException failure) {
		String kind = failure instanceof cadmus.api.RulesException ? "" : failure.getClass().getName() + ": ";
		return Verdict.invalid(ORACLE, SIGNATURE, "generation failed: " + kind + failure.getMessage());
	}
}
