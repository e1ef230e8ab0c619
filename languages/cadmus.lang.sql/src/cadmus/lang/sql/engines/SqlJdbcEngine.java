package cadmus.lang.sql.engines;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.function.UnaryOperator;

import cadmus.exec.worker.WorkerEngine;
import cadmus.exec.worker.WorkerReply;

/**
 * One SQL engine over JDBC in a worker JVM ({@code SqlJdbcEngine <kind>}): every program is a script run statement by
 * statement ({@link ScriptRun}) on an empty database of its own, which is dropped afterwards.
 */
public final class SqlJdbcEngine implements WorkerEngine {

	private final SqlEngineKind kind;
	private final UnaryOperator<Connection> connections;
	/** Statements that configure each program's connection before it runs (an optimizer switched off). */
	private final List<String> settings;

	public SqlJdbcEngine(String[] args) {
		if (args.length < 1) {
			throw new IllegalArgumentException(
					"usage: SqlJdbcEngine H2|HSQLDB|DERBY|SQLITE|DUCKDB|POSTGRES|POSTGRES_DEBIAN|MARIADB|MARIADB_DEBIAN_13 [SETTING...]");
		}
		kind = SqlEngineKind.valueOf(args[0]);
		connections = UnaryOperator.identity();
		settings = List.of(args).subList(1, args.length);
	}

	/**
	 * An engine whose connections pass through {@code connections} first: a JDBC proxy that injects faults
	 * (tests of the oracles) or records what runs.
	 */
	public SqlJdbcEngine(SqlEngineKind kind, UnaryOperator<Connection> connections) {
		this.kind = kind;
		this.connections = connections;
		this.settings = List.of();
	}

	@Override
	public String version() {
		try (var database = kind.open()) {
			var meta = database.connection().getMetaData();
			configure(database.connection());
			return meta.getDatabaseProductName() + " " + meta.getDatabaseProductVersion();
		} catch (SQLException e) {
			throw new IllegalStateException(kind + " does not start" + (settings.isEmpty() ? "" : " with " + settings) + ": "
					+ e.getMessage(), e);
		}
	}

	private void configure(Connection connection) throws SQLException {
		if (settings.isEmpty()) {
			return;
		}
		try (var statement = connection.createStatement()) {
			for (String setting : settings) {
				statement.execute(setting);
			}
		}
	}

	@Override
	public WorkerReply run(String program) {
		try (var database = kind.open(); var session = new Session(database)) {
			configure(session.connection);
			return ScriptRun.run(program, session);
		} catch (SQLException e) {
			return new WorkerReply("CRASH", "database: " + SqlErrors.kind(e), "", String.valueOf(e));
		}
	}

	/**
	 * A program's database over JDBC: a statement of its own for each of the program's (DuckDB closes a statement
	 * that failed, and the script goes on after a broken constraint), closed when the next runs.
	 */
	private final class Session implements ScriptSession, AutoCloseable {

		private final SqlEngineKind.Database database;
		private final Connection connection;
		private Statement current;

		Session(SqlEngineKind.Database database) {
			this.database = database;
			this.connection = connections.apply(database.connection());
		}

		@Override
		public QueryRows execute(String sql) throws StatementFailure {
			close();
			try {
				current = connection.createStatement();
				return current.execute(kind.dialect().statement(sql)) ? QueryRows.of(current.getResultSet(), kind) : null;
			} catch (SQLException e) {
				throw StatementFailure.of(kind, e);
			}
		}

		@Override
		public String lost() {
			return kind.health(database);
		}

		@Override
		public void close() {
			if (current != null) {
				var closing = current;
				current = null;
				try {
					closing.close();
				} catch (SQLException e) {
					// A statement that does not close is closed with its connection, after the program.
				}
			}
		}
	}
}
