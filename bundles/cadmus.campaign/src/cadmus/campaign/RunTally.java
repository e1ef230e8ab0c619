package cadmus.campaign;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

import cadmus.api.Implementation;
import cadmus.api.Outcome;
import cadmus.campaign.store.Counters;
import cadmus.guidance.GuidanceState;

/**
 * What one run of a campaign has counted so far, on top of what its store held when it began: programs, valid and
 * invalid ones, statements (where the language counts them) and each implementation's outcomes; counted by the
 * workers as they judge, read by {@link Campaign#snapshot()} from any thread.
 */
final class RunTally {

	private final List<Implementation> implementations;
	private final boolean countsStatements;
	private final AtomicLong programs = new AtomicLong();
	private final AtomicLong valid = new AtomicLong();
	private final AtomicLong invalid = new AtomicLong();
	private final AtomicLong statements = new AtomicLong();
	private volatile AtomicLongArray outcomes = new AtomicLongArray(0);
	private volatile Counters before = new Counters(0, 0, 0, 0, 0, 0);

	/** @param implementations the campaign's, in the order of its configuration (each outcome's slot) */
	RunTally(List<Implementation> implementations, boolean countsStatements) {
		this.implementations = implementations;
		this.countsStatements = countsStatements;
	}

	/** Counts outcomes from here on (after the canaries). */
	void countOutcomes() {
		outcomes = new AtomicLongArray(implementations.size() * Outcome.values().length);
	}

	/** What the store held when this run began. */
	void begin(Counters stored) {
		before = stored;
	}

	/** An implementation's run of a program ended so; {@code slot} is the implementation's place in the configuration. */
	void outcome(Outcome outcome, int slot) {
		outcomes.incrementAndGet(slot * Outcome.values().length + outcome.ordinal());
	}

	/** A program was judged (or could not be made: invalid, not valid). */
	void judged(boolean isValid, boolean isInvalid) {
		programs.incrementAndGet();
		if (isValid) {
			valid.incrementAndGet();
		}
		if (isInvalid) {
			invalid.incrementAndGet();
		}
	}

	/** Whether the language counts statements. */
	boolean countsStatements() {
		return countsStatements;
	}

	void statements(long count) {
		statements.addAndGet(count);
	}

	/**
	 * Where the run stands, in all and this run's rates.
	 *
	 * @param enabled     the implementations taking part (empty before the canaries: all are shown)
	 * @param elapsed     the campaign's time over all runs, thisRun this run's, in milliseconds
	 * @param newFindings this run's findings, newBuckets its buckets
	 * @param guidance    the feedback loop's state; null in a random campaign
	 */
	Snapshot snapshot(List<Implementation> enabled, long elapsed, long thisRun, long newFindings, long newBuckets,
			int reducing, GuidanceState guidance) {
		var perImplementation = new LinkedHashMap<String, Map<String, Long>>();
		var counts = outcomes;
		for (int i = 0; i < implementations.size(); i++) {
			if (!enabled.isEmpty() && !enabled.contains(implementations.get(i))) {
				continue; // left out: it has no outcomes to show
			}
			var byOutcome = new LinkedHashMap<String, Long>();
			for (var o : Outcome.values()) {
				int slot = i * Outcome.values().length + o.ordinal();
				byOutcome.put(o.name(), slot < counts.length() ? counts.get(slot) : 0);
			}
			perImplementation.put(implementations.get(i).id(), byOutcome);
		}
		var b = before;
		return new Snapshot(b.programs() + programs.get(), b.valid() + valid.get(), b.invalid() + invalid.get(),
				b.findings() + newFindings, b.buckets() + newBuckets, newFindings, elapsed,
				thisRun == 0 ? 0 : programs.get() * 1000.0 / thisRun,
				!countsStatements ? -1 : thisRun == 0 ? 0 : statements.get() * 1000.0 / thisRun,
				perImplementation, reducing, guidance);
	}
}
