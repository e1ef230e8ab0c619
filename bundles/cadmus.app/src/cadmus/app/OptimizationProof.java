package cadmus.app;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;

import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.Program;
import cadmus.campaign.store.OptimizationFigure;

/**
 * {@code cadmus compare --jit-proof}: each program run once more on each implementation that can say what its
 * optimizing tier compiled ({@link Implementation#optimizedCode}), and in how many programs that tier compiled the
 * program's own code (a unit of it, or the hot form's round that holds its top-level code), and in how many a unit
 * of its own (a function, or for a tracing JIT a trace that starts in its code): whether a tier campaign's programs reach the JIT at all, which agreement alone cannot tell (a
 * tier that never compiles agrees with the interpreter on everything).
 */
final class OptimizationProof {

	private OptimizationProof() {
	}

	/** Runs the programs traced on each implementation that can tell, and prints the figures. */
	static void print(PrintWriter out, List<Implementation> implementations, List<Program> programs, ExecutionLimits limits) {
		out.printf("optimizing tiers (each program run once more with the engine's trace of its compiler):%n");
		boolean anyTold = false;
		for (var implementation : implementations) {
			var traced = programs.parallelStream().map(p -> implementation.optimizedCode(p, limits)).toList();
			if (traced.stream().allMatch(Optional::isEmpty)) {
				continue;
			}
			anyTold = true;
			var figure = OptimizationFigure.of(implementation.id(), traced.stream().flatMap(Optional::stream).toList());
			out.printf("  %-28s %s%n", implementation.id(), figure.describe());
		}
		if (!anyTold) {
			out.printf("  none of %s can tell%n", implementations.stream().map(Implementation::id).toList());
		}
		out.flush();
	}
}
