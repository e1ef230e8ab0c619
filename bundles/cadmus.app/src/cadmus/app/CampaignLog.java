package cadmus.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.logging.ConsoleHandler;
import java.util.logging.FileHandler;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Where a campaign's log goes. Cadmus logs through the JDK's standard facade ({@link System.Logger}), which
 * ends in java.util.logging unless a bridge (e.g. SLF4J's) is installed: everything from INFO up goes to
 * {@code campaign.log} in the campaign directory, warnings and errors also to stderr.
 */
final class CampaignLog implements AutoCloseable {

	private final Handler file;

	CampaignLog(Path dir) throws IOException {
		System.setProperty("java.util.logging.SimpleFormatter.format", "%1$tFT%1$tT.%1$tL %4$s %3$s: %5$s%6$s%n");
		LogManager.getLogManager().reset();
		Logger root = Logger.getLogger("");
		file = new FileHandler(dir.resolve("campaign.log").toString(), true);
		file.setFormatter(new SimpleFormatter());
		file.setLevel(Level.INFO);
		root.addHandler(file);
		var console = new ConsoleHandler();
		console.setLevel(Level.WARNING);
		console.setFormatter(new SimpleFormatter());
		root.addHandler(console);
		root.setLevel(Level.INFO);
	}

	@Override
	public void close() {
		file.close();
	}
}
