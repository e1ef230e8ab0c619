package cadmus.lang.sql.engines;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Properties;
import java.util.function.LongFunction;

import cadmus.lang.sql.engines.SqlEngineKind.Database;
import cadmus.server.ServerProcess;

/**
 * The databases of a server engine (PostgreSQL, MariaDB): the worker starts its own server on first use and
 * keeps one connection to it; each program gets a new, empty schema (PostgreSQL) or database (MariaDB), which is
 * dropped afterwards. When a drop fails the connection is thrown away; names are never reused, so no program
 * sees another's tables either way.
 */
final class ServerDatabase implements Databases {

	/** A started server: how to connect, how to set up a session, and how to make and drop database {@code n}. */
	record Launched(ServerProcess process, String url, Properties properties, List<String> session,
			LongFunction<List<String>> create, LongFunction<String> drop) {
	}

	/** Starts a server; called once per worker, on the worker's main thread. */
	@FunctionalInterface
	interface Launcher {
		Launched launch() throws IOException;
	}

	private final SqlEngineKind kind;
	private final Launcher launcher;
	private Launched server;
	private IOException failure;
	private Connection connection;
	private long number;

	ServerDatabase(SqlEngineKind kind, Launcher launcher) {
		this.kind = kind;
		this.launcher = launcher;
	}

	/**
	 * Starts the server, and once more when the first start fails (each start makes a directory of its own, and
	 * throws away those of earlier ones): in one clean-clone run of the suite mariadb-install-db exited with code 1
	 * where every other run of the same tests passed, a transient failure. A second failure is reported with the
	 * first.
	 */
	private Launched launchTwice() throws IOException {
		try {
			return launcher.launch();
		} catch (IOException first) {
			try {
				return launcher.launch();
			} catch (IOException second) {
				var both = new IOException(second.getMessage() + " (and before that: " + first.getMessage() + ")", second);
				both.addSuppressed(first);
				throw both;
			}
		}
	}

	@Override
	public synchronized Database open() throws SQLException {
		if (server == null) {
			if (failure != null) {
				throw new SQLException(kind + " server did not start: " + failure.getMessage(), failure);
			}
			try {
				server = launchTwice();
			} catch (IOException e) {
				failure = e;
				throw new SQLException(kind + " server did not start: " + e.getMessage(), e);
			}
			Runtime.getRuntime().addShutdownHook(new Thread(this::stop, kind + " server stop"));
		}
		if (!server.process().isAlive()) {
			throw new SQLException(kind + " server has died" + server.process().logTail());
		}
		if (connection == null || connection.isClosed()) {
			connection = kind.driver().connect(server.url(), server.properties());
			try (var s = connection.createStatement()) {
				for (String sql : server.session()) {
					s.execute(sql);
				}
			}
		}
		number++;
		try (var s = connection.createStatement()) {
			for (String sql : server.create().apply(number)) {
				s.execute(sql);
			}
		}
		return new Database(kind, connection, number);
	}

	@Override
	public synchronized void discard(Database database) {
		try (var s = database.connection().createStatement()) {
			if (!database.connection().getAutoCommit()) {
				database.connection().rollback();
				database.connection().setAutoCommit(true);
			}
			s.execute(server.drop().apply(database.number()));
		} catch (SQLException e) {
			closeConnection();
		}
	}

	/** Whether the server is still there to answer (a lost connection after an error means it crashed). */
	@Override
	public synchronized String health(Database database) {
		if (!server.process().isAlive()) {
			return kind + " server has died" + server.process().logTail();
		}
		try {
			return database.connection().isValid(5) ? null : kind + " server dropped the connection" + server.process().logTail();
		} catch (SQLException e) {
			return kind + " server dropped the connection: " + e.getMessage();
		}
	}

	private void closeConnection() {
		try {
			if (connection != null) {
				connection.close();
			}
		} catch (SQLException e) {
			// Broken already.
		}
		connection = null;
	}

	private synchronized void stop() {
		closeConnection();
		if (server != null) {
			server.process().close();
		}
	}
}
