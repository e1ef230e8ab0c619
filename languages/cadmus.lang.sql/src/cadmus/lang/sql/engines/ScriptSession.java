package cadmus.lang.sql.engines;

/** One program's database on an engine, which runs the program's statements one by one ({@link ScriptRun}). */
interface ScriptSession {

	/**
	 * Runs a statement: its rows, which must be read before the next statement runs, or null when it has none.
	 *
	 * @throws StatementFailure when the engine does not run it
	 */
	QueryRows execute(String sql) throws StatementFailure;

	/** Why the database is lost after a failure (its server or process died), or null when it is still there. */
	String lost();
}
