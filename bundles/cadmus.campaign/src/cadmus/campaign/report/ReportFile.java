package cadmus.campaign.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import cadmus.campaign.store.CampaignStore;

/** A campaign's report.html, written from its store. */
public final class ReportFile {

	public static final String NAME = "report.html";

	private ReportFile() {
	}

	/** Writes DIR/report.html from the store; returns its path. */
	public static Path write(CampaignStore store, Path dir) throws IOException {
		Path report = dir.resolve(NAME);
		Files.writeString(report, HtmlReport.render(ReportReader.read(store, dir.toString())), StandardCharsets.UTF_8);
		return report;
	}
}
