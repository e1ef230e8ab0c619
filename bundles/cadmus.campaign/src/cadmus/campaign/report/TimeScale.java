package cadmus.campaign.report;

import cadmus.campaign.store.Sample;

/** The unit the time axis counts in, chosen so that its numbers stay short. */
record TimeScale(String unit, double millis) {

	static TimeScale of(long lastMillis) {
		if (lastMillis < 10 * 60_000L) {
			return new TimeScale("s", 1_000);
		}
		if (lastMillis < 10 * 3_600_000L) {
			return new TimeScale("min", 60_000);
		}
		return new TimeScale("h", 3_600_000);
	}

	double of(Sample sample) {
		return at(sample.elapsedMillis());
	}

	double at(long elapsedMillis) {
		return elapsedMillis / millis;
	}
}
