package cadmus.store;

import java.util.regex.Pattern;

/**
 * A store on a PostgreSQL server: the database's JDBC URL ({@code jdbc:postgresql://host:port/database}, with
 * {@code ?user=...&password=...} where the server asks for them) and the schema the store's tables are in, one per
 * store (a campaign's name), so that one database holds many.
 */
public record PostgresAddress(String url, String schema) {

	private static final Pattern SCHEMA = Pattern.compile("[a-z_][a-z0-9_]{0,62}");
	private static final Pattern PASSWORD = Pattern.compile("(?i)(password=)[^&]*");

	public PostgresAddress {
		if (url == null || !url.startsWith("jdbc:postgresql:")) {
			throw new IllegalArgumentException("a shared store is a PostgreSQL database's JDBC URL, jdbc:postgresql://"
					+ "HOST[:PORT]/DATABASE, not '" + url + "'");
		}
		if (schema == null || !SCHEMA.matcher(schema).matches()) {
			throw new IllegalArgumentException("a campaign's name on a shared store is 1 to 63 lower-case letters, digits "
					+ "and underscores, starting with a letter or an underscore, not '" + schema + "'");
		}
	}

	/** A schema name made of any name: lower case, every other character an underscore, at most 63 long. */
	public static String schemaOf(String name) {
		String schema = name.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
		if (schema.isEmpty() || Character.isDigit(schema.charAt(0))) {
			schema = "c_" + schema;
		}
		return schema.length() > 63 ? schema.substring(0, 63) : schema;
	}

	/** The store as messages name it: the URL without its password, and the schema. */
	public String where() {
		return PASSWORD.matcher(url).replaceAll("$1***") + " (schema " + schema + ")";
	}
}
