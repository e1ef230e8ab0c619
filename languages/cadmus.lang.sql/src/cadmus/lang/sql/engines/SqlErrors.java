package cadmus.lang.sql.engines;

import java.sql.SQLException;
import java.util.Locale;

/**
 * Reads SQL exceptions: whether the engine rejected the statement's syntax (as opposed to its meaning or
 * its data), and the error kind: the SQLState and the first line of the message.
 */
public final class SqlErrors {

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
		};
	}

	/** SQLState (when the engine gives one) and the message's first line, at most 200 characters. */
	public static String kind(SQLException e) {
		String message = e.getMessage() == null ? e.getClass().getName() : e.getMessage().strip();
		String first = message.lines().findFirst().orElse("");
		String state = e.getSQLState();
		String kind = (state == null || state.isEmpty() ? "" : state + ": ") + first;
		return kind.length() > 200 ? kind.substring(0, 200) : kind;
	}
}
