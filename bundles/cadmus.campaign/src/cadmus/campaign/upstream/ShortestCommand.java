package cadmus.campaign.upstream;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.StandaloneCommand;
import cadmus.api.StandaloneRun;

/**
 * The shortest form of an implementation's standalone command that still shows the bug: its options left out one at
 * a time ({@link StandaloneCommand#optionalUnits()}), each kept out when the run without it still ends as the full
 * command's run does, output for output, and still differs from the expected run — so a maintainer sees which
 * settings the bug needs (PHP's twenty for a tier, of which a JIT bug needs four or five).
 *
 * @param implementation the implementation whose command it is
 * @param full           its command as Cadmus runs the tier; empty when it has none
 * @param shortest       the shortest that still shows the bug (the full one when it does not show it)
 * @param run            the full command's run; empty when it has none or it could not start
 * @param showsBug       whether the full command's run differs from the expected one
 * @param leftOut        the options the shortest command leaves out, each as the full command writes it
 */
record ShortestCommand(Implementation implementation, Optional<StandaloneCommand> full, Optional<StandaloneCommand> shortest,
		Optional<StandaloneRun> run, boolean showsBug, List<String> leftOut) {

	/**
	 * The implementation's command as Cadmus runs the tier, not shortened: for a bug the output does not show (a
	 * deoptimization loop), which leaving an option out could only be judged by the engine's trace.
	 */
	static ShortestCommand unshortened(Implementation implementation, String fileName, String programText, boolean showsBug,
			ExecutionLimits limits) {
		var full = implementation.standaloneCommand();
		var run = full.flatMap(f -> implementation.runAlone(f, fileName, programText, limits));
		return new ShortestCommand(implementation, full, full, run, showsBug, List.of());
	}

	/** Passes over the options: a later pass may drop what an earlier one needed, rarely more than two. */
	private static final int PASSES = 3;

	static ShortestCommand of(Implementation implementation, String fileName, String programText,
			Optional<StandaloneRun> expected, ExecutionLimits limits) {
		var full = implementation.standaloneCommand();
		if (full.isEmpty()) {
			return new ShortestCommand(implementation, full, full, Optional.empty(), false, List.of());
		}
		var run = implementation.runAlone(full.get(), fileName, programText, limits);
		if (run.isEmpty() || expected.isPresent() && run.get().sameAs(expected.get())) {
			return new ShortestCommand(implementation, full, full, run, false, List.of());
		}
		var command = full.get();
		var units = command.optionalUnits();
		Set<Integer> dropped = new HashSet<>();
		for (int pass = 0; pass < PASSES; pass++) {
			boolean changed = false;
			for (int u = units.size() - 1; u >= 0; u--) {
				var unit = units.get(u);
				if (dropped.contains(unit[0])) {
					continue;
				}
				var trial = new HashSet<>(dropped);
				for (int position : unit) {
					trial.add(position);
				}
				var shorter = command.without(trial);
				var again = implementation.runAlone(shorter, fileName, programText, limits);
				if (again.isPresent() && again.get().sameAs(run.get())
						&& (expected.isEmpty() || !again.get().sameAs(expected.get()))) {
					dropped = trial;
					changed = true;
				}
			}
			if (!changed) {
				break;
			}
		}
		var leftOut = new java.util.ArrayList<String>();
		for (var unit : units) {
			if (dropped.contains(unit[0])) {
				var words = new java.util.ArrayList<String>();
				for (int position : unit) {
					words.add(command.arguments().get(position));
				}
				leftOut.add(String.join(" ", words));
			}
		}
		return new ShortestCommand(implementation, full, Optional.of(command.without(dropped)), run, true,
				List.copyOf(leftOut));
	}
}
