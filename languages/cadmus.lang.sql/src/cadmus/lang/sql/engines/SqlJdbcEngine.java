package cadmus.lang.sql.engines;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.function.UnaryOperator;

import cadmus.exec.worker.WorkerEngine;
import cadmus.exec.worker.WorkerReply;

/**
 * One SQL engine in a worker JVM ({@code SqlJdbcEngine <kind>}): every program is a script run statement by
 * statement on an empty database of its own, which is dropped afterwards. Query results are printed by
 * {@link ResultText}. A statement that breaks a constraint prints {@value ResultText#CONSTRAINT_VIOLATED} and the
 * script goes on, as a database user's would (the engines must agree that it broke one); any other failing
 * statement ends the program, as an error would in any other language. A constant folding check's value query
 * prints the constant its folded query is then run with ({@link FoldedConstant}).
 */
public final class SqlJdbcEngine implements WorkerEngine {

	/**
	 * The output a program may print, well under what a reply carries ({@code ExecutionLimits}, 1 MiB by default):
	 * a query over a few joined copies of a table can return millions of rows.
	 */
	static final int OUTPUT_BUDGET = 256 * 1024;

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
		var out = new StringBuilder();
		try (var database = kind.open()) {
			var connection = connections.apply(database.connection());
			configure(connection);
			int number = 0;
			String constant = null;
			for (String written : SqlScript.statements(program)) {
				number++;
				boolean value = FoldedConstant.isValueQuery(written);
				String sql = written;
				if (constant != null && FoldedConstant.isFoldedQuery(written)) {
					sql = FoldedConstant.substitute(written, constant);
					constant = null; // each value query's constant is for the folded query of its own check
				}
				// A statement of its own for each: DuckDB closes a statement that failed, and the script goes on
				// after a broken constraint.
				try (var statement = connection.createStatement()) {
					if (statement.execute(kind.dialect().statement(sql))) {
						try (var rows = statement.getResultSet()) {
							if (value) {
								constant = FoldedConstant.constant(kind, written, rows);
								out.append(constant).append('\n').append(ResultText.footer(1, false)).append('\n');
							} else {
								int start = out.length();
								if (!ResultText.append(sql, rows, out, OUTPUT_BUDGET)) {
									// Rows past the budget would be cut off by the reply's cap at a byte that depends
									// on the order of the rows, which SQL leaves open: the program stops before them.
									out.setLength(start);
									out.append(ResultText.OUTPUT_LIMIT).append('\n');
									return new WorkerReply("OK", "", out.toString(), "");
								}
							}
						}
					}
				} catch (SQLException e) {
					if (SqlErrors.isConstraintViolation(kind, e)) {
						out.append(ResultText.CONSTRAINT_VIOLATED).append('\n');
						continue;
					}
					String lost = kind.health(database);
					if (value && lost == null) {
						// An expression that fails alone (a division by zero the query itself may never evaluate):
						// no constant, and the check compares its query with itself.
						constant = FoldedConstant.unfolded(written);
						out.append(ResultText.footer(0, false)).append('\n');
						continue;
					}
					if (lost != null) {
						return new WorkerReply("CRASH", "database: " + SqlErrors.kind(e), out.toString(),
								"statement " + number + ": " + e.getMessage() + "\n" + lost);
					}
					String outcome = SqlErrors.isSyntaxError(kind, e) ? "SYNTAX_ERROR" : "RUNTIME_ERROR";
					return new WorkerReply(outcome, SqlErrors.kind(e), out.toString(),
							"statement " + number + ": " + e.getMessage());
				}
			}
			return new WorkerReply("OK", "", out.toString(), "");
		} catch (SQLException e) {
			return new WorkerReply("CRASH", "database: " + SqlErrors.kind(e), out.toString(), String.valueOf(e));
		}
	}
}
