package cadmus.app;

import java.io.PrintWriter;
import java.util.List;

import cadmus.generate.GenerationPhase;

/**
 * The table {@code cadmus bench generate --phases} prints: microseconds per program in each phase of the engine and
 * in rendering, as the mean over rounds with a 95% confidence interval (Student's t over the rounds, as JMH reports
 * its error). A round's generation time is split between the phases in proportion to the samples each got; rendering
 * is timed on its own. Sampling slows generation by about a fifth (whether evenly across phases is not measured):
 * the shares are what compares, and the unsampled rounds give the rates.
 */
final class PhaseTable {

	/** A round's timing: how many programs, and the time generating them and rendering them. */
	record Timing(long programs, long buildNanos, long renderNanos) {
	}

	/** One round: its timing and its samples by phase. */
	record Round(long programs, long buildNanos, long renderNanos, PhaseSampling.Counts samples) {

		Round(PhaseSampling.Sampled<Timing> sampled) {
			this(sampled.result().programs(), sampled.result().buildNanos(), sampled.result().renderNanos(),
					sampled.counts());
		}

		double buildMicros() {
			return buildNanos / 1e3 / programs;
		}

		double micros(GenerationPhase phase) {
			long all = samples.generating();
			return all == 0 ? 0 : buildMicros() * samples.byPhase().getOrDefault(phase, 0L) / all;
		}

		double renderMicros() {
			return renderNanos / 1e3 / programs;
		}
	}

	/** Two-sided 95% quantiles of Student's t by degrees of freedom 1..10; beyond, the normal's. */
	private static final double[] T95 = { 12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228 };

	private PhaseTable() {
	}

	static void print(PrintWriter out, List<Round> rounds, String event) {
		long samples = rounds.stream().mapToLong(r -> r.samples().generating()).sum();
		long outside = rounds.stream().mapToLong(r -> r.samples().outside()).sum();
		out.printf("phases              %d rounds, %d samples while generating (%d outside: rendering, the loop;"
				+ " async-profiler, %s event, 1 ms)%n", rounds.size(), samples, outside, event);
		out.printf("  %-24s %22s %7s%n", "phase", "us/program (95% CI)", "share");
		double total = mean(rounds.stream().mapToDouble(r -> r.buildMicros() + r.renderMicros()).toArray());
		for (var phase : GenerationPhase.values()) {
			row(out, phase.label(), rounds.stream().mapToDouble(r -> r.micros(phase)).toArray(), total);
		}
		row(out, "rendering", rounds.stream().mapToDouble(Round::renderMicros).toArray(), total);
		row(out, "total", rounds.stream().mapToDouble(r -> r.buildMicros() + r.renderMicros()).toArray(), total);
	}

	private static void row(PrintWriter out, String label, double[] values, double total) {
		double mean = mean(values);
		out.printf("  %-24s %10.2f +- %-9.2f %6.1f%%%n", label, mean, halfWidth(values), 100 * mean / total);
	}

	private static double mean(double[] values) {
		double sum = 0;
		for (double v : values) {
			sum += v;
		}
		return sum / values.length;
	}

	/** Half the 95% confidence interval of the mean; 0 for one round, which gives no spread. */
	static double halfWidth(double[] values) {
		int n = values.length;
		if (n < 2) {
			return 0;
		}
		double mean = mean(values);
		double squares = 0;
		for (double v : values) {
			squares += (v - mean) * (v - mean);
		}
		double t = n - 1 <= T95.length ? T95[n - 2] : 1.960;
		return t * Math.sqrt(squares / (n - 1) / n);
	}
}
