package cadmus.app;

import java.io.PrintWriter;
import java.util.Map;
import java.util.stream.Collectors;

import cadmus.campaign.Campaign;
import cadmus.campaign.Snapshot;

/**
 * The live progress of a campaign on stderr: on a terminal one line redrawn every second; otherwise (CI
 * logs, pipes) a plain line every ten seconds, never a carriage return. No colour either way.
 */
final class ProgressLine implements AutoCloseable {

	private final Campaign campaign;
	private final PrintWriter err;
	private final boolean terminal;
	private final Thread thread;
	private volatile boolean done;
	private int lastLength;

	ProgressLine(Campaign campaign, PrintWriter err, boolean terminal) {
		this.campaign = campaign;
		this.err = err;
		this.terminal = terminal;
		this.thread = new Thread(this::loop, "campaign progress");
		thread.setDaemon(true);
		thread.start();
	}

	private void loop() {
		long period = terminal ? 1000 : 10_000;
		while (!done) {
			try {
				Thread.sleep(period);
			} catch (InterruptedException e) {
				return;
			}
			if (!done) {
				print(campaign.snapshot());
			}
		}
	}

	private synchronized void print(Snapshot s) {
		String line = line(s);
		if (terminal) {
			err.print("\r" + line + " ".repeat(Math.max(0, lastLength - line.length())));
			lastLength = line.length();
		} else {
			err.println(line);
		}
		err.flush();
	}

	static String line(Snapshot s) {
		return String.format("%s  %d programs  %.1f/s%s  valid %.1f%%  invalid %d  findings %d (%d new)  buckets %d%s%s  | %s",
				clock(s.elapsedMillis()), s.programs(), s.programsPerSecond(), statements(s), s.validPercent(), s.invalid(),
				s.findings(), s.newFindings(), s.buckets(), s.reducing() > 0 ? "  reducing " + s.reducing() : "",
				guidance(s), health(s.outcomesThisRun()));
	}

	/** A feedback-directed campaign's loop: corpus size and points covered (by valid programs). */
	private static String guidance(Snapshot s) {
		var g = s.guidance();
		if (g == null) {
			return "";
		}
		return (g.corpus() > 0 ? "  corpus " + g.corpus() : "")
				+ String.format("  covered %d (valid %d)", g.covered(), g.coveredByValid());
	}

	/** "  12345 statements/s" where the language counts statements, else nothing. */
	static String statements(Snapshot s) {
		return s.statementsPerSecond() < 0 ? "" : String.format("  %.0f statements/s", s.statementsPerSecond());
	}

	/** Per implementation: ok count, and any trouble (crashes, timeouts, memory) spelled out. */
	private static String health(Map<String, Map<String, Long>> outcomes) {
		return outcomes.entrySet().stream().map(e -> {
			var counts = e.getValue();
			String trouble = counts.entrySet().stream().filter(c -> !c.getKey().equals("OK") && c.getValue() > 0)
					.map(c -> c.getKey().toLowerCase(java.util.Locale.ROOT) + " " + c.getValue())
					.collect(Collectors.joining(" "));
			String id = e.getKey().contains(".") ? e.getKey().substring(e.getKey().indexOf('.') + 1) : e.getKey();
			return id + " ok " + counts.getOrDefault("OK", 0L) + (trouble.isEmpty() ? "" : " " + trouble);
		}).collect(Collectors.joining(", "));
	}

	static String clock(long millis) {
		long s = millis / 1000;
		return String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
	}

	@Override
	public synchronized void close() {
		done = true;
		thread.interrupt();
		if (terminal && lastLength > 0) {
			err.println();
			err.flush();
		}
	}
}
