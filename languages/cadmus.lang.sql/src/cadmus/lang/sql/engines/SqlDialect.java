package cadmus.lang.sql.engines;

import java.util.regex.Pattern;

/**
 * What one engine spells differently from the portable text the generator writes, as data: the engine's
 * worker rewrites each statement before running it. Today only row limits differ among the embedded engines
 * (Derby has no LIMIT clause, only the standard OFFSET ... FETCH).
 *
 * @param offsetFetch whether {@code LIMIT n [OFFSET m]} is written {@code [OFFSET m ROWS] FETCH FIRST n ROWS ONLY}
 */
public record SqlDialect(boolean offsetFetch) {

	public static final SqlDialect PORTABLE = new SqlDialect(false);
	public static final SqlDialect STANDARD_LIMITS = new SqlDialect(true);

	/** The renderer writes a limit last in a statement, so only a trailing one is rewritten. */
	private static final Pattern LIMIT = Pattern.compile("(?s)^(.*) LIMIT (\\d+)(?: OFFSET (\\d+))?$");

	public String statement(String sql) {
		if (!offsetFetch) {
			return sql;
		}
		var m = LIMIT.matcher(sql);
		if (!m.matches()) {
			return sql;
		}
		String offset = m.group(3) == null ? "" : " OFFSET " + m.group(3) + " ROWS";
		return m.group(1) + offset + " FETCH FIRST " + m.group(2) + " ROWS ONLY";
	}
}
