package cadmus.campaign.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;

import com.google.gson.Gson;
import com.google.gson.JsonParseException;
import com.google.gson.reflect.TypeToken;

/**
 * What each oracle of a campaign checks, kept in the store as a JSON object (id to sentence), so that its report
 * can say so even where the bundle that contributed an oracle is no longer installed.
 */
final class OracleDescriptions {

	private static final Gson GSON = new Gson();
	private static final TypeToken<LinkedHashMap<String, String>> TYPE = new TypeToken<>() {
	};

	private OracleDescriptions() {
	}

	/** Records the descriptions, replacing those recorded before, within the caller's transaction. */
	static int record(Connection c, Map<String, String> descriptions) throws SQLException {
		try (var upsert = c.prepareStatement("INSERT INTO meta(key, value) VALUES ('oracles', ?) "
				+ "ON CONFLICT(key) DO UPDATE SET value = excluded.value")) {
			upsert.setString(1, toJson(descriptions));
			return upsert.executeUpdate();
		}
	}

	/** The descriptions last recorded; none for campaigns of a Cadmus that did not record them. */
	static Map<String, String> read(Connection c) throws SQLException {
		try (var q = c.prepareStatement("SELECT value FROM meta WHERE key = 'oracles'"); ResultSet r = q.executeQuery()) {
			return fromJson(r.next() ? r.getString(1) : null);
		}
	}

	static String toJson(Map<String, String> descriptions) {
		return GSON.toJson(new LinkedHashMap<>(descriptions));
	}

	/** An unreadable value loses only the descriptions, never the campaign: it reads as none recorded. */
	static Map<String, String> fromJson(String json) {
		if (json == null) {
			return Map.of();
		}
		try {
			Map<String, String> read = GSON.fromJson(json, TYPE);
			return read == null ? Map.of() : read;
		} catch (JsonParseException e) {
			return Map.of();
		}
	}
}
