package cadmus.campaign.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import cadmus.campaign.store.CampaignStore;

/** A campaign's report.html, written from its store. */
public final class ReportFile {

	public static final String NAME = "report.html";

	private ReportFile() {
	}

	/** Writes DIR/report.html from the store; returns its path. */
	public static Path write(CampaignStore store, Path dir) throws IOException {
		return write(store, dir, List.of());
	}

	/**
	 * Writes DIR/report.html, its coverage section setting the campaign's curve beside {@code compared}'s; returns
	 * its path.
	 *
	 * @throws IllegalArgumentException when the campaigns' coverage cannot be compared (see {@link ReportReader})
	 */
	public static Path write(CampaignStore store, Path dir, List<CoverageCurve> compared) throws IOException {
		String page = HtmlReport.render(ReportReader.read(store, dir.toString(), compared));
		Path report = dir.resolve(NAME);
		Files.writeString(report, page, StandardCharsets.UTF_8);
		return report;
	}
}
