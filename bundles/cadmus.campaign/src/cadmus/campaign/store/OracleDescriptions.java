package cadmus.campaign.store;

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
