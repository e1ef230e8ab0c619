package cadmus.lang.sql.engines;

import java.util.List;
import java.util.regex.Pattern;

/**
 * What one engine spells differently from the portable text the generator writes, as data: the engine's
 * worker rewrites each statement before running it.
 *
 * @param offsetFetch whether {@code LIMIT n [OFFSET m]} is written {@code [OFFSET m ROWS] FETCH FIRST n ROWS ONLY}
 *                    (Derby has no LIMIT clause, only the standard OFFSET ... FETCH)
 * @param rewrites    spellings replaced everywhere in a statement, in order
 */
public record SqlDialect(boolean offsetFetch, List<Rewrite> rewrites) {

	/** One spelling and the engine's own for it. */
	public record Rewrite(Pattern portable, String engine) {
		static Rewrite of(String regex, String replacement) {
			return new Rewrite(Pattern.compile(regex), replacement);
		}
	}

	public SqlDialect {
		rewrites = List.copyOf(rewrites);
	}

	public static final SqlDialect PORTABLE = new SqlDialect(false, List.of());
	public static final SqlDialect STANDARD_LIMITS = new SqlDialect(true, List.of());
	/**
	 * MariaDB casts to DOUBLE and SIGNED, not DOUBLE PRECISION and BIGINT (the column types are accepted), and
	 * has no NULLS FIRST/LAST: it sorts NULL lowest, and the generator only asks for that order (NULLS FIRST
	 * ascending, NULLS LAST descending), so dropping the words keeps the order.
	 */
	public static final SqlDialect MARIADB = new SqlDialect(false, List.of(
			Rewrite.of(" AS DOUBLE PRECISION\\)", " AS DOUBLE)"),
			Rewrite.of(" AS BIGINT\\)", " AS SIGNED)"),
			Rewrite.of(" NULLS (FIRST|LAST)\\b", "")));

	/** The renderer writes a limit last in a statement, so only a trailing one is rewritten. */
	private static final Pattern LIMIT = Pattern.compile("(?s)^(.*) LIMIT (\\d+)(?: OFFSET (\\d+))?$");

	public String statement(String sql) {
		for (var rewrite : rewrites) {
			sql = rewrite.portable().matcher(sql).replaceAll(rewrite.engine());
		}
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
