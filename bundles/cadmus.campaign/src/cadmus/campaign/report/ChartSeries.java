package cadmus.campaign.report;

import java.util.ArrayList;
import java.util.List;

import cadmus.campaign.store.Sample;

/** Points of one chart, derived from the samples. */
record ChartSeries(double[] x, double[] y) {

	boolean isEmpty() {
		return x.length == 0;
	}

	/** Rates between consecutive samples; intervals without time passing have no rate and are left out. */
	static ChartSeries throughput(List<Sample> samples, TimeScale scale) {
		List<double[]> points = new ArrayList<>();
		for (int i = 1; i < samples.size(); i++) {
			Sample from = samples.get(i - 1);
			Sample to = samples.get(i);
			long millis = to.elapsedMillis() - from.elapsedMillis();
			if (millis > 0) {
				points.add(new double[] { scale.of(to), (to.programs() - from.programs()) * 1000.0 / millis });
			}
		}
		return of(points);
	}

	/** Cumulative validity; a moment before any program was judged has no percentage and is left out. */
	static ChartSeries validity(List<Sample> samples, TimeScale scale) {
		List<double[]> points = new ArrayList<>();
		for (Sample sample : samples) {
			if (sample.programs() > 0) {
				points.add(new double[] { scale.of(sample), 100.0 * sample.valid() / sample.programs() });
			}
		}
		return of(points);
	}

	static ChartSeries findings(List<Sample> samples, TimeScale scale) {
		List<double[]> points = new ArrayList<>();
		for (Sample sample : samples) {
			points.add(new double[] { scale.of(sample), sample.findings() });
		}
		return of(points);
	}

	private static ChartSeries of(List<double[]> points) {
		double[] x = new double[points.size()];
		double[] y = new double[points.size()];
		for (int i = 0; i < x.length; i++) {
			x[i] = points.get(i)[0];
			y[i] = points.get(i)[1];
		}
		return new ChartSeries(x, y);
	}
}
