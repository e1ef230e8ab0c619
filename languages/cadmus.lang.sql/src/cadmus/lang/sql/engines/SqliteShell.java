package cadmus.lang.sql.engines;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.regex.Pattern;

import cadmus.exec.EnginePlace;
import cadmus.exec.ScratchDirectory;

/**
 * One program's in-memory database in a sqlite3 shell of its own, fed one statement at a time on its standard
 * input, each followed by a line it prints when done ({@code .print MARK}), so that what the statement printed (its
 * rows in quote mode, or its error, on the same stream) is read before the next runs: a constant folding check's
 * folded query needs the constant its value query printed.
 */
final class SqliteShell implements ScriptSession, AutoCloseable {

	/** How the shell reports a statement it did not run: "Parse error near line 7: ...", "Runtime error ...". */
	private static final Pattern ERROR = Pattern.compile("^(Parse|Runtime) error near line \\d+: (.*)$|^Error: (.*)$");
	/** The extended result code the shell appends to an error message: (19) is SQLITE_CONSTRAINT. */
	private static final Pattern RESULT_CODE = Pattern.compile(" \\((\\d+)\\)$");
	/** Statements that return rows, by their text: the shell prints nothing of a query without rows. */
	private static final Pattern QUERY = Pattern.compile("(?is)^(SELECT|WITH|VALUES)\\b.*|.* RETURNING \\*$");

	/** The longest a shell lives, in seconds (timeout(1)'s argument). */
	private static final String LIFETIME = "300";

	private final ScratchDirectory directory;
	private final Process process;
	private final Writer in;
	private final BufferedReader out;
	private final String mark = "cadmus-done-" + UUID.randomUUID();

	private SqliteShell(ScratchDirectory directory, Process process) {
		this.directory = directory;
		this.process = process;
		this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
		this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
	}

	/** A shell of the place's sqlite3 on a new in-memory database. */
	static SqliteShell start(EnginePlace place, String binary) throws IOException {
		var directory = place.scratch("cadmus-sqlite3");
		try {
			// A worker past its time limit is killed, and a shell busy with a runaway query would outlive it: the
			// shell is killed after LIFETIME whatever it is doing (no program's limit comes near it).
			// EXPLAIN as rows of quote mode too, not the shell's own table (columnsOf reads it).
			var command = place.command(List.of("timeout", "-s", "KILL", LIFETIME, binary, "-batch", "-quote", "-cmd",
					".explain off", ":memory:"), directory.path());
			var process = new ProcessBuilder(command).directory(directory.path().toFile()).redirectErrorStream(true)
					.start();
			return new SqliteShell(directory, process);
		} catch (IOException | RuntimeException e) {
			directory.close();
			throw e;
		}
	}

	@Override
	public QueryRows execute(String sql) throws StatementFailure {
		List<String> lines = printed(sql);
		boolean query = QUERY.matcher(sql).matches();
		var rows = new ArrayList<List<Object>>();
		for (int i = 0; i < lines.size(); i++) {
			var error = ERROR.matcher(lines.get(i));
			if (error.matches()) {
				// The lines after a parse error show where in the statement it is, not rows.
				var failure = failure(error.group(2) != null ? error.group(2) : error.group(3).replaceFirst("^near line \\d+: ", ""));
				if (rows.isEmpty() || !query) {
					throw failure;
				}
				return new PrintedRows(rows, failure, sql);
			}
			try {
				rows.add(QuoteModeRow.values(lines.get(i)));
			} catch (IllegalArgumentException e) {
				throw new StatementFailure(false, false, "unreadable output",
						"the shell printed a line that is no row of quote mode: " + e.getMessage());
			}
		}
		return query ? new PrintedRows(rows, null, sql) : null;
	}

	/** What the shell printed for a statement, up to its mark. */
	private List<String> printed(String sql) throws StatementFailure {
		try {
			in.write(sql);
			in.write(";\n.print " + mark + "\n");
			in.flush();
			var lines = new ArrayList<String>();
			for (String line = out.readLine(); !mark.equals(line); line = out.readLine()) {
				if (line == null) {
					throw new StatementFailure(false, false, "shell ended", "the sqlite3 shell ended: " + lost());
				}
				lines.add(line);
			}
			return lines;
		} catch (IOException e) {
			throw new StatementFailure(false, false, "shell ended", "the sqlite3 shell ended: " + e.getMessage());
		}
	}

	/**
	 * An error message read as the JDBC driver's are: a constraint by its result code, a syntax error by its words;
	 * its kind spelled as the driver spells it ("[SQLITE_ERROR] SQL error or missing database (no such table: t)"),
	 * from the driver's own table of result codes, so that the two builds agree on a failure they share. The shell
	 * gives a result code other than SQLITE_ERROR's after the message, "(19)".
	 */
	private static StatementFailure failure(String message) {
		var code = RESULT_CODE.matcher(message);
		int number = code.find() ? Integer.parseInt(code.group(1)) : 1;
		String text = code.replaceFirst("");
		String lower = text.toLowerCase(Locale.ROOT);
		boolean syntax = lower.contains("syntax error") || lower.contains("incomplete input");
		var result = org.sqlite.SQLiteErrorCode.getErrorCode(number);
		String kind = "[" + result.name() + "] " + result.message + " (" + text + ")";
		return new StatementFailure(syntax, (number & 0xff) == 19, kind.length() > 200 ? kind.substring(0, 200) : kind,
				message);
	}

	@Override
	public String lost() {
		return process.isAlive() ? null : "the sqlite3 shell exited with status " + process.exitValue();
	}

	/**
	 * How many columns a query without rows has, from its compiled program (EXPLAIN runs nothing): the operand of its
	 * ResultRow instruction.
	 */
	int columnsOf(String sql) throws StatementFailure {
		for (String line : printed("EXPLAIN " + sql)) {
			try {
				var values = QuoteModeRow.values(line);
				if (values.size() > 4 && "ResultRow".equals(values.get(1)) && values.get(3) instanceof Long n) {
					return n.intValue();
				}
			} catch (IllegalArgumentException e) {
				// a line of the listing that is no row (its header): not the instruction looked for
			}
		}
		return 0;
	}

	@Override
	public void close() {
		try {
			in.close(); // the shell reads the end of its input and exits
			if (!process.waitFor(2, java.util.concurrent.TimeUnit.SECONDS)) {
				process.destroyForcibly();
			}
		} catch (IOException e) {
			process.destroyForcibly();
		} catch (InterruptedException e) {
			process.destroyForcibly();
			Thread.currentThread().interrupt();
		} finally {
			directory.close();
		}
	}

	/** The rows the shell printed for a query, then its failure, if it failed after them. */
	private final class PrintedRows implements QueryRows {

		private final List<List<Object>> rows;
		private final StatementFailure failure;
		private final String sql;
		private int current = -1;

		PrintedRows(List<List<Object>> rows, StatementFailure failure, String sql) {
			this.rows = rows;
			this.failure = failure;
			this.sql = sql;
		}

		@Override
		public int columns() throws StatementFailure {
			return rows.isEmpty() ? columnsOf(sql) : rows.get(0).size();
		}

		@Override
		public boolean next() throws StatementFailure {
			current++;
			if (current < rows.size()) {
				return true;
			}
			if (failure != null) {
				throw failure;
			}
			return false;
		}

		@Override
		public Object value(int column) {
			return rows.get(current).get(column - 1);
		}

		@Override
		public String typeName(int column) {
			return null; // SQLite's values carry their own types
		}
	}
}
