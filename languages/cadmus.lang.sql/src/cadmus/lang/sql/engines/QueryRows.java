package cadmus.lang.sql.engines;

import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * A query's rows as an engine hands them over, one at a time: a JDBC result set, or the rows the sqlite3 shell
 * printed. A failure while reading them (a row whose value overflows) is the statement's failure, after the rows
 * read before it, as JDBC reports it.
 */
public interface QueryRows {

	/** The number of result columns. */
	int columns() throws StatementFailure;

	/** Moves to the next row; false after the last. */
	boolean next() throws StatementFailure;

	/**
	 * The current row's value in a column (from 1): null, a Boolean, a whole number, another Number, a String, a List
	 * of such (a list or an array), {@link ResultText.Fields} (a struct's) or a Map of such (a map's, in its order).
	 */
	Object value(int column) throws StatementFailure;

	/** The column's type name as the engine gives it; null where values carry their own type (SQLite). */
	String typeName(int column) throws StatementFailure;

	/**
	 * A JDBC result set's rows; a failure is read as {@code kind} reports it. The number of columns is read first: a
	 * driver may close a result set once its last row is read.
	 */
	static QueryRows of(ResultSet rows, SqlEngineKind kind) throws StatementFailure {
		int columns;
		try {
			columns = rows.getMetaData().getColumnCount();
		} catch (SQLException e) {
			throw StatementFailure.of(kind, e);
		}
		return new QueryRows() {
			@Override
			public int columns() {
				return columns;
			}

			@Override
			public boolean next() throws StatementFailure {
				try {
					return rows.next();
				} catch (SQLException e) {
					throw StatementFailure.of(kind, e);
				}
			}

			@Override
			public Object value(int column) throws StatementFailure {
				try {
					var value = rows.getObject(column);
					// A driver's array and struct objects print as themselves (DuckDB's array as its identity): their
					// elements print alike.
					if (value instanceof java.sql.Array array) {
						return java.util.Arrays.asList((Object[]) array.getArray());
					}
					return value instanceof java.sql.Struct struct
							? new ResultText.Fields(java.util.Arrays.asList(struct.getAttributes())) : value;
				} catch (SQLException e) {
					throw StatementFailure.of(kind, e);
				}
			}

			@Override
			public String typeName(int column) throws StatementFailure {
				try {
					return kind == SqlEngineKind.SQLITE ? null : rows.getMetaData().getColumnTypeName(column);
				} catch (SQLException e) {
					throw StatementFailure.of(kind, e);
				}
			}
		};
	}
}
