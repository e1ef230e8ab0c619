package cadmus.campaign.store;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import cadmus.store.PostgresAddress;

/**
 * The file ({@value #NAME}) by which a campaign directory names the shared store its campaign is kept in: the
 * PostgreSQL database's URL and the campaign's schema there. With it, the directory stands for the campaign as one
 * with its own {@link CampaignStore#FILE} does: every command that takes a campaign directory reads the shared
 * store. The URL is kept as given, password and all, so the file is readable by its owner only.
 */
final class SharedStoreFile {

	static final String NAME = "shared-store.properties";

	private SharedStoreFile() {
	}

	static void write(Path dir, PostgresAddress address) {
		var properties = new Properties();
		properties.setProperty("url", address.url());
		properties.setProperty("campaign", address.schema());
		Path file = dir.resolve(NAME);
		try {
			Files.createDirectories(dir);
			Files.createFile(file, java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
					java.nio.file.attribute.PosixFilePermissions.fromString("rw-------")));
			try (Writer out = Files.newBufferedWriter(file)) {
				properties.store(out, "The shared store this campaign is kept in (Cadmus)");
			}
		} catch (IOException e) {
			throw new StoreException("cannot write " + file + ": " + e.getMessage(), e);
		}
	}

	static PostgresAddress read(Path dir) {
		Path file = dir.resolve(NAME);
		var properties = new Properties();
		try (Reader in = Files.newBufferedReader(file)) {
			properties.load(in);
		} catch (IOException e) {
			throw new StoreException("cannot read " + file + ": " + e.getMessage(), e);
		}
		try {
			return new PostgresAddress(properties.getProperty("url"), properties.getProperty("campaign"));
		} catch (IllegalArgumentException e) {
			throw new StoreException(file + " names no shared store: " + e.getMessage(), e);
		}
	}
}
