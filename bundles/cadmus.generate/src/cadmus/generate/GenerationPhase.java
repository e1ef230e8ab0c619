package cadmus.generate;

import java.util.List;
import java.util.Map;

/**
 * The engine's phases, for a profile of generation by phase ({@code cadmus bench generate --phases}): which part of
 * the engine a sampled stack was in. Phases interleave at every node, so no timer around a phase could measure them
 * without costing more than they do; a sampling profiler can, and this names the phase of each sample.
 * <p>
 * A sample belongs to the innermost engine class on its stack: the rules' own code (a context filter, a type rule)
 * counts for the engine phase that called it, so that "choosing candidates" includes the rules' filters and "typing"
 * the type rules. EMF's own code called while filling holes is a phase apart, as is a decision source's. Every class
 * of this package has a phase here; a test holds that, so a new class cannot fall outside the table unseen.
 */
public enum GenerationPhase {

	CANDIDATES("choosing candidates"),
	MINIMAL_COMPLETION("minimal completion"),
	TYPING("typing and unification"),
	SCOPE("scope and name lookups"),
	OBSERVATION("observation"),
	DECISIONS("recording decisions"),
	EMF("EMF objects"),
	FILLING("filling holes");

	private final String label;

	GenerationPhase(String label) {
		this.label = label;
	}

	/** What the phase is called in a table. */
	public String label() {
		return label;
	}

	/** One frame of a sampled stack: the class's binary name and the method's name. */
	public record Frame(String type, String method) {
	}

	private static final String ENGINE = GenerationPhase.class.getPackageName() + ".";

	/** Phases by the engine's top-level class name (nested classes and lambdas count for theirs). */
	private static final Map<String, GenerationPhase> BY_CLASS = Map.ofEntries(
			Map.entry("CandidateWeights", CANDIDATES), Map.entry("HoleType", CANDIDATES),
			Map.entry("FitMemory", CANDIDATES), Map.entry("PathContext", CANDIDATES),
			Map.entry("Ancestors", CANDIDATES),
			Map.entry("Unifier", TYPING), Map.entry("NodeTyping", TYPING), Map.entry("TypeWalks", TYPING),
			Map.entry("Trail", TYPING), Map.entry("VariableRecords", TYPING),
			Map.entry("References", SCOPE), Map.entry("Scope", SCOPE), Map.entry("Environment", SCOPE), Map.entry("ReferenceSlots", SCOPE),
			Map.entry("Constructors", SCOPE), Map.entry("VisibleNames", SCOPE),
			Map.entry("Frame", SCOPE), Map.entry("Effects", SCOPE), Map.entry("Bindings", SCOPE),
			Map.entry("Bound", SCOPE), Map.entry("OpenList", SCOPE),
			Map.entry("SeededDecisionSource", DECISIONS), Map.entry("RecordingDecisionSource", DECISIONS),
			Map.entry("ReplayDecisionSource", DECISIONS), Map.entry("ByteDecisionSource", DECISIONS),
			Map.entry("SubtreeRedraw", DECISIONS),
			Map.entry("TreeDecisions", DECISIONS), Map.entry("Trace", DECISIONS), Map.entry("Decision", DECISIONS),
			Map.entry("Shape", DECISIONS),
			// What a steering source asks of a hole's types, to choose its class or a reference's binding.
			Map.entry("HoleTyping", DECISIONS), Map.entry("CurrentHoleTyping", DECISIONS),
			Map.entry("BindingTyping", DECISIONS), Map.entry("UnifierTyping", DECISIONS), Map.entry("RuleOutcome", DECISIONS),
			Map.entry("TreeBuilder", FILLING), Map.entry("SlotFiller", FILLING),
			Map.entry("HoleFillingGenerator", FILLING), Map.entry("GenerationTables", FILLING),
			Map.entry("DefaultValues", FILLING), Map.entry("EmfChildren", FILLING),
			Map.entry("HoleFailure", FILLING), Map.entry("GenerationPhase", FILLING));

	/** Methods whose phase is not their class's. */
	private static final Map<String, GenerationPhase> BY_METHOD = Map.of(
			"CandidateWeights.weighClosing", MINIMAL_COMPLETION,
			"TreeBuilder.lookup", SCOPE, "TreeBuilder.freshName", SCOPE, "PathContext.lookup", SCOPE,
			"TreeBuilder.ancestors", CANDIDATES, "HoleType.view", TYPING,
			"SlotFiller.observe", OBSERVATION);

	/**
	 * The phase of a sampled stack, innermost frame first; null when no engine frame is on it (the sample was taken
	 * outside generation: rendering, the benchmark's own loop).
	 */
	public static GenerationPhase ofStack(List<Frame> innermostFirst) {
		boolean emf = false;
		boolean rules = false;
		for (int i = 0; i < innermostFirst.size(); i++) {
			String type = innermostFirst.get(i).type();
			if (isDecisionSource(type)) {
				return DECISIONS;
			}
			if (type.startsWith(ENGINE)) {
				var phase = engine(innermostFirst, i);
				if (phase == FILLING && rules) {
					// the rules called by the builder itself: a type rule, or a value drawn for an attribute
					return innermostFirst.get(i).method().equals("fillAttribute") ? DECISIONS : TYPING;
				}
				return phase == FILLING && emf ? EMF : phase;
			}
			if (type.startsWith("org.eclipse.emf.")) {
				emf = true;
			} else if (type.startsWith("cadmus.")) {
				rules = true;
			}
		}
		return null;
	}

	/**
	 * The phase of the engine class whose frames start at {@code first}: a method of that class with a phase of its
	 * own, anywhere in the class's run of frames, gives it (weighing over budget calls the common weighing).
	 */
	private static GenerationPhase engine(List<Frame> frames, int first) {
		String simple = simpleName(frames.get(first).type());
		for (int j = first; j < frames.size() && frames.get(j).type().startsWith(ENGINE)
				&& simpleName(frames.get(j).type()).equals(simple); j++) {
			var phase = BY_METHOD.get(simple + "." + frames.get(j).method());
			if (phase != null) {
				return phase;
			}
		}
		return BY_CLASS.getOrDefault(simple, FILLING);
	}

	/** An engine class's top-level name; a lambda's hidden class has a dot of its own ({@code Unifier$$Lambda.0x7f}). */
	private static String simpleName(String engineType) {
		return topLevel(engineType.substring(ENGINE.length()));
	}

	/** Whether the engine's table names the class (its top-level class, given as a simple name). */
	public static boolean classified(String simpleName) {
		return BY_CLASS.containsKey(topLevel(simpleName));
	}

	private static String topLevel(String name) {
		int nested = name.indexOf('$');
		return nested < 0 ? name : name.substring(0, nested);
	}

	/** The api's decision source interface and every implementation named for it, in any bundle. */
	private static boolean isDecisionSource(String type) {
		return topLevel(type).endsWith("DecisionSource");
	}
}
