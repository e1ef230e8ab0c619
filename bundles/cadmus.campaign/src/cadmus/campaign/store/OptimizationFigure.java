package cadmus.campaign.store;

import java.util.Collection;
import java.util.Locale;

import cadmus.api.OptimizedCode;

/**
 * What one implementation's optimizing tier compiled of the programs traced on it: in how many it compiled the
 * program's own code at all (a unit of it, or the hot form's round that holds its top-level code), and in how many
 * a unit of its own (a function, or for a tracing JIT a trace that starts in its code). Whether a tier campaign's
 * programs reach the JIT, which agreement alone cannot tell: a tier that never compiles agrees with the interpreter
 * on everything.
 *
 * @param implementation the implementation's id
 * @param tier           the tiers its trace speaks of ({@link OptimizedCode#tier()})
 * @param traced         programs traced on it whose trace told something
 * @param compiled       of them, those whose own code the tier compiled
 * @param withOwnUnit    of them, those with a unit of their own compiled
 * @param units          units of the programs' own compiled, summed
 */
public record OptimizationFigure(String implementation, String tier, long traced, long compiled, long withOwnUnit,
		long units) {

	/** The figure of the traces of one implementation's programs. */
	public static OptimizationFigure of(String implementation, Collection<OptimizedCode> traces) {
		String tier = traces.stream().map(OptimizedCode::tier).findFirst().orElse("");
		return new OptimizationFigure(implementation, tier, traces.size(), traces.stream().filter(OptimizedCode::any).count(),
				traces.stream().filter(c -> !c.units().isEmpty()).count(),
				traces.stream().mapToLong(c -> c.units().size()).sum());
	}

	/** Per cent of the traced programs whose own code was compiled; 0 with none traced. */
	public double compiledPercent() {
		return traced == 0 ? 0 : 100.0 * compiled / traced;
	}

	/** Per cent of the traced programs with a unit of their own compiled; 0 with none traced. */
	public double withOwnUnitPercent() {
		return traced == 0 ? 0 : 100.0 * withOwnUnit / traced;
	}

	/** Units of the programs' own compiled, per traced program; 0 with none traced. */
	public double unitsPerProgram() {
		return traced == 0 ? 0 : (double) units / traced;
	}

	/** One line: "V8 Maglev and TurboFan compiled the program's own code in 95 of 100 programs (95.0%); ...". */
	public String describe() {
		return String.format(Locale.ROOT, "%s compiled the program's own code in %d of %d programs (%.1f%%); a unit of its"
				+ " own (a function, a trace) in %d (%.1f%%), %.1f units a program", tier, compiled, traced, compiledPercent(),
				withOwnUnit, withOwnUnitPercent(), unitsPerProgram());
	}
}
