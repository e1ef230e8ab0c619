package cadmus.lang.sql.engines;

import java.sql.SQLException;

import cadmus.lang.sql.engines.SqlEngineKind.Database;

/**
 * How an engine gives every program an empty database and takes it back afterwards: a fresh in-memory one
 * ({@link FreshDatabases}), one database emptied after each program ({@link ReusedDatabase}), or a schema on
 * a server of the worker's own ({@link ServerDatabase}).
 */
interface Databases {

	Database open() throws SQLException;

	/** Takes back what {@link #open()} gave, so nothing piles up over a campaign and nothing leaks. */
	void discard(Database database);

	/**
	 * Null when the engine is fine after a failed statement, else what happened to it (a server that died or
	 * dropped the connection has crashed, whatever the statement's error said). Embedded engines cannot tell.
	 */
	default String health(Database database) {
		return null;
	}

	/** Rolls back what a program left open, so the next finds the connection committing each statement. */
	static void endTransaction(java.sql.Connection connection) throws SQLException {
		if (!connection.getAutoCommit()) {
			connection.rollback();
			connection.setAutoCommit(true);
		}
	}
}
