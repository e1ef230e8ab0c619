package cadmus.lang.sql.engines;

import java.sql.SQLException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Reads SQL exceptions: whether the engine rejected the statement's syntax (as opposed to its meaning or
 * its data), and the error kind: the SQLState and the first line of the message.
 */
public final class SqlErrors {

	private static final Pattern CONNECTION = Pattern.compile("^\\(conn=\\d+\\) ");
	private static final Pattern PROGRAM_DATABASE = Pattern.compile("(['`\"])p\\d+\\.");
	/**
	 * The statement H2 echoes in a syntax error ("Syntax error in SQL statement "SELECT ... [*]IS NULL""), which is
	 * the program's text, not the error: left in, one bug of H2's filled 53 buckets of a campaign, one per place.
	 */
	private static final Pattern ECHOED_STATEMENT = Pattern.compile("(in SQL statement )\"(?:[^\"]|\"\")*\"");
	/**
	 * The token HSQLDB's parser stopped at, and the one it wanted there ("unexpected token : IS required: END"), which are
	 * the program's text at the place it failed: left in, one parser bug of HSQLDB's filled 21 buckets of an hour's
	 * campaign, one per token (findings/hsqldb-arithmetic-is-null-in-value-context.sql).
	 */
	private static final Pattern UNEXPECTED_TOKEN = Pattern.compile("unexpected token ?: \\S+(?: required: \\S+)?");

	private SqlErrors() {
	}

	/** Whether the engine could not parse the statement, by each engine's own code or wording. */
	public static boolean isSyntaxError(SqlEngineKind kind, SQLException e) {
		String state = e.getSQLState() == null ? "" : e.getSQLState();
		String message = e.getMessage() == null ? "" : e.getMessage().toLowerCase(Locale.ROOT);
		return switch (kind) {
			case H2 -> state.equals("42000") || state.equals("42001");
			case HSQLDB -> state.equals("42581") || state.equals("42590");
			case DERBY -> state.equals("42X01") || state.equals("42X02");
			case SQLITE -> message.contains("syntax error") || message.contains("incomplete input");
			case DUCKDB -> message.startsWith("parser error");
			case POSTGRES, POSTGRES_DEBIAN -> state.equals("42601");
			case MARIADB, MARIADB_DEBIAN_13 -> e.getErrorCode() == 1064;
		};
	}

	/**
	 * Whether a statement broke an integrity constraint (NOT NULL, UNIQUE, PRIMARY KEY, CHECK): SQLState class
	 * 23 where the engine gives one; SQLite's result code 19 (SQLITE_CONSTRAINT, in the low byte of its
	 * extended codes); DuckDB's "Constraint Error"; MariaDB's 1364, its NOT NULL violation by a column an INSERT
	 * leaves out (SQLState HY000).
	 */
	public static boolean isConstraintViolation(SqlEngineKind kind, SQLException e) {
		String state = e.getSQLState() == null ? "" : e.getSQLState();
		String message = e.getMessage() == null ? "" : e.getMessage();
		return switch (kind) {
			case SQLITE -> (e.getErrorCode() & 0xff) == 19 || message.contains("[SQLITE_CONSTRAINT");
			case DUCKDB -> message.startsWith("Constraint Error");
			case MARIADB, MARIADB_DEBIAN_13 -> state.startsWith("23") || e.getErrorCode() == 1364;
			default -> state.startsWith("23");
		};
	}

	/**
	 * SQLState (when the engine gives one) and the message's first line, at most 200 characters, without the
	 * program's own text that some engines put in it.
	 */
	public static String kind(SQLException e) {
		String message = e.getMessage() == null ? e.getClass().getName() : e.getMessage().strip();
		// MariaDB names the connection and the program's own database (p<n>): neither says what went wrong.
		message = CONNECTION.matcher(message).replaceFirst("");
		message = PROGRAM_DATABASE.matcher(message).replaceAll("$1");
		message = ECHOED_STATEMENT.matcher(message).replaceAll("$1\"_\"");
		message = UNEXPECTED_TOKEN.matcher(message).replaceAll("unexpected token: _");
		String first = message.lines().findFirst().orElse("");
		String state = e.getSQLState();
		String kind = (state == null || state.isEmpty() ? "" : state + ": ") + first;
		return kind.length() > 200 ? kind.substring(0, 200) : kind;
	}
}
