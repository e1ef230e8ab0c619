package cadmus.campaign.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.TreeMap;

import cadmus.store.StoreDialect;
import cadmus.store.Upsert;

/**
 * The texts of the files a campaign's techniques need (a learned model, a target), kept in its store by kind
 * ({@link cadmus.campaign.CampaignFiles}), within the caller's transaction.
 */
final class KeptFileRecords {

	private KeptFileRecords() {
	}

	/** Keeps a file's text under its kind, replacing one kept before. */
	static int keep(Connection c, StoreDialect dialect, String kind, String text) throws SQLException {
		try (var upsert = c.prepareStatement(Upsert.replacing("files", 1, "kind", "text"))) {
			upsert.setString(1, kind);
			upsert.setString(2, dialect.text(text));
			return upsert.executeUpdate();
		}
	}

	/** Every kept text by kind (none for campaigns from before the store kept them). */
	static Map<String, String> all(Connection c) throws SQLException {
		var files = new TreeMap<String, String>();
		try (var q = c.prepareStatement("SELECT kind, text FROM files"); ResultSet r = q.executeQuery()) {
			while (r.next()) {
				files.put(r.getString(1), r.getString(2));
			}
		}
		return files;
	}
}
