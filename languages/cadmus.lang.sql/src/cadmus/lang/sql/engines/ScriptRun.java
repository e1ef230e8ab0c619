package cadmus.lang.sql.engines;

import cadmus.exec.worker.WorkerReply;

/**
 * A program run statement by statement on a database of its own, the same way whatever reaches the engine (JDBC,
 * the sqlite3 shell). Query results are printed by {@link ResultText}. A statement that breaks a constraint prints
 * {@value ResultText#CONSTRAINT_VIOLATED} and the script goes on, as a database user's would (the engines must agree
 * that it broke one); any other failing statement ends the program, as an error would in any other language. A
 * constant folding check's value query prints the constant its folded query is then run with
 * ({@link FoldedConstant}).
 */
final class ScriptRun {

	/**
	 * The output a program may print, well under what a reply carries ({@code ExecutionLimits}, 1 MiB by default):
	 * a query over a few joined copies of a table can return millions of rows.
	 */
	static final int OUTPUT_BUDGET = 256 * 1024;

	private ScriptRun() {
	}

	static WorkerReply run(String program, ScriptSession session) {
		var out = new StringBuilder();
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
			try {
				var rows = session.execute(sql);
				if (rows == null) {
					continue;
				}
				if (value) {
					constant = FoldedConstant.constant(written, rows);
					out.append(constant).append('\n').append(ResultText.footer(1, false)).append('\n');
					continue;
				}
				int start = out.length();
				if (!ResultText.append(sql, rows, out, OUTPUT_BUDGET)) {
					// Rows past the budget would be cut off by the reply's cap at a byte that depends on the order of
					// the rows, which SQL leaves open: the program stops before them.
					out.setLength(start);
					out.append(ResultText.OUTPUT_LIMIT).append('\n');
					return new WorkerReply("OK", "", out.toString(), "");
				}
			} catch (StatementFailure e) {
				if (e.constraint()) {
					out.append(ResultText.CONSTRAINT_VIOLATED).append('\n');
					continue;
				}
				String lost = session.lost();
				if (value && lost == null) {
					// An expression that fails alone (a division by zero the query itself may never evaluate): no
					// constant, and the check compares its query with itself.
					constant = FoldedConstant.unfolded(written);
					out.append(ResultText.footer(0, false)).append('\n');
					continue;
				}
				if (lost != null) {
					return new WorkerReply("CRASH", "database: " + e.kind(), out.toString(),
							"statement " + number + ": " + e.getMessage() + "\n" + lost);
				}
				return new WorkerReply(e.syntax() ? "SYNTAX_ERROR" : "RUNTIME_ERROR", e.kind(), out.toString(),
						"statement " + number + ": " + e.getMessage());
			}
		}
		return new WorkerReply("OK", "", out.toString(), "");
	}
}
