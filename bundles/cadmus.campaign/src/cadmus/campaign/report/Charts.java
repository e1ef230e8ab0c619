package cadmus.campaign.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.util.List;
import java.util.regex.Pattern;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.RangeType;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.svg.PreserveAspectRatio;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;

/**
 * The report's charts: JFreeChart draws them onto JFreeSVG's canvas, and the resulting {@code <svg>} element
 * goes straight into the page, so the report stays one vector, self-contained file with no image encoder
 * and no files beside it.
 */
final class Charts {

	static final int WIDTH = 720;
	static final int HEIGHT = 300;

	/** Ids end up in attributes JFreeSVG writes without escaping, so only plain ids are accepted. */
	private static final Pattern ID = Pattern.compile("[a-z][a-z0-9-]*");

	/** Logical fonts, so that JFreeSVG names them {@code sans-serif} and any browser has them. */
	private static final Font TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 15);
	private static final Font LABEL_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
	private static final Font TICK_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
	private static final Color LINE = new Color(0x1f, 0x3a, 0x5f);
	private static final Color GRID = new Color(0xd0, 0xd0, 0xd0);
	/** The lines after the first: greys and dash patterns, so that the first line stays the page's subject. */
	private static final Color[] OTHER_LINES = { new Color(0x80, 0x80, 0x80), new Color(0x40, 0x40, 0x40) };
	private static final float[][] DASHES = { { 6f, 4f }, { 2f, 3f }, { 10f, 3f, 2f, 3f } };

	/** Beyond this many points the line alone is readable; below it, markers show where the samples are. */
	private static final int MARKER_LIMIT = 60;

	static {
		// JFreeChart measures text through AWT; reports are written by a command-line tool or a test, never
		// on a screen. Only set when absent, so that an application that chose otherwise keeps its choice.
		if (System.getProperty("java.awt.headless") == null) {
			System.setProperty("java.awt.headless", "true");
		}
	}

	private Charts() {
	}

	/** What the values are, which decides the value axis: its range and its ticks. */
	enum Values {
		/** Whole numbers from zero (findings): integer ticks, and 0 to 5 while all are zero. */
		COUNT,
		/** Rates from zero (programs per second): 0 to 1 while all are zero, rather than JFreeChart's ±5E-9. */
		RATE,
		/** Percentages: always 0 to 100, so that 99 % does not look like a cliff. */
		PERCENT
	}

	/**
	 * A single-series line chart as an inline {@code <svg>} element.
	 *
	 * @param id unique within the page: it becomes the element's id and the prefix of its clip-path ids,
	 *           since all inline SVGs of one HTML document share one id space and JFreeSVG would otherwise
	 *           let one chart clip with another's rectangle
	 */
	static String lineChart(String id, String title, String xLabel, String yLabel, Values values, double[] x, double[] y) {
		return lineChart(id, title, xLabel, yLabel, values, List.of(new Line(title, x, y)));
	}

	/** One line of a chart: its name (the legend's entry when a chart has several) and its points. */
	record Line(String name, double[] x, double[] y) {
		Line {
			if (x.length != y.length) {
				throw new IllegalArgumentException("x and y differ in length: " + x.length + " and " + y.length);
			}
		}
	}

	/**
	 * A line chart of one or more lines as an inline {@code <svg>} element; with several, a legend names them and
	 * each has its own dash pattern, so that they stay apart in print and for readers who do not tell colours apart.
	 */
	static String lineChart(String id, String title, String xLabel, String yLabel, Values values, List<Line> lines) {
		if (!ID.matcher(id).matches()) {
			throw new IllegalArgumentException("not a plain id: " + id);
		}
		var collection = new XYSeriesCollection();
		int samples = 0;
		for (Line line : lines) {
			// Lines may share a name (two campaigns named alike); the collection wants distinct keys.
			XYSeries series = new XYSeries(collection.getSeriesCount() + ": " + line.name(), false, true);
			for (int i = 0; i < line.x().length; i++) {
				series.add(line.x()[i], line.y()[i]);
			}
			collection.addSeries(series);
			samples = Math.max(samples, line.x().length);
		}
		boolean legend = lines.size() > 1;
		JFreeChart chart = ChartFactory.createXYLineChart(title, xLabel, yLabel, collection, PlotOrientation.VERTICAL, legend,
				false, false);
		style(chart, samples <= MARKER_LIMIT, lines.size());
		if (legend) {
			chart.getLegend().setItemFont(TICK_FONT);
			((XYLineAndShapeRenderer) chart.getXYPlot().getRenderer())
					.setLegendItemLabelGenerator((dataset, series) -> lines.get(series).name());
		}
		valueAxis((NumberAxis) chart.getXYPlot().getRangeAxis(), values);

		SVGGraphics2D g2 = new SVGGraphics2D(WIDTH, HEIGHT);
		g2.setDefsKeyPrefix(id + "-");
		g2.setGeomDoubleConverter(Charts::coordinate);
		chart.draw(g2, new Rectangle(0, 0, WIDTH, HEIGHT));
		g2.dispose();
		// A view box lets the page scale the chart down to narrow windows without cropping it.
		return g2.getSVGElement(id, true, new ViewBox(0, 0, WIDTH, HEIGHT), PreserveAspectRatio.XMID_YMID, null);
	}

	/** Black on white with light grid lines: it prints well and no meaning rests on colour. */
	private static void style(JFreeChart chart, boolean markers, int lines) {
		chart.setBackgroundPaint(Color.WHITE);
		chart.getTitle().setFont(TITLE_FONT);
		chart.getTitle().setPaint(Color.BLACK);

		XYPlot plot = chart.getXYPlot();
		plot.setBackgroundPaint(Color.WHITE);
		plot.setOutlinePaint(Color.GRAY);
		plot.setDomainGridlinePaint(GRID);
		plot.setRangeGridlinePaint(GRID);
		axis(plot.getDomainAxis());
		axis(plot.getRangeAxis());
		if (plot.getDomainAxis() instanceof NumberAxis domain) {
			// Campaign time starts at zero; starting the axis there shows how late the first sample came.
			domain.setAutoRangeIncludesZero(true);
		}

		XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, markers);
		for (int i = 0; i < lines; i++) {
			renderer.setSeriesPaint(i, i == 0 ? LINE : OTHER_LINES[(i - 1) % OTHER_LINES.length]);
			renderer.setSeriesStroke(i, i == 0 ? new BasicStroke(2f)
					: new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, DASHES[(i - 1) % DASHES.length], 0f));
		}
		// One path per series instead of one line element per segment: a third of the size for long campaigns.
		renderer.setDrawSeriesLineAsPath(true);
		plot.setRenderer(renderer);
	}

	/**
	 * Coordinates to a hundredth of a pixel: finer digits change nothing on screen and would double the page.
	 * Written without the locale, as SVG wants.
	 */
	private static String coordinate(double value) {
		double rounded = Math.round(value * 100) / 100.0;
		if (rounded == Math.rint(rounded) && Math.abs(rounded) < 1e15) {
			return Long.toString((long) rounded);
		}
		return Double.toString(rounded);
	}

	private static void valueAxis(NumberAxis axis, Values values) {
		switch (values) {
		case COUNT -> {
			axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
			axis.setRangeType(RangeType.POSITIVE);
			axis.setAutoRangeIncludesZero(true);
			axis.setAutoRangeMinimumSize(5);
		}
		case RATE -> {
			axis.setRangeType(RangeType.POSITIVE);
			axis.setAutoRangeIncludesZero(true);
			axis.setAutoRangeMinimumSize(1);
		}
		case PERCENT -> axis.setRange(0, 100);
		}
	}

	private static void axis(ValueAxis axis) {
		axis.setLabelFont(LABEL_FONT);
		axis.setLabelPaint(Color.BLACK);
		axis.setTickLabelFont(TICK_FONT);
		axis.setTickLabelPaint(Color.BLACK);
	}
}
