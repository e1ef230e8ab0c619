package cadmus.lang.sql.engines;

import java.sql.SQLException;

/**
 * A statement an engine did not run: whether it could not parse it, whether it broke an integrity constraint (the
 * script goes on after one), and the error kind (see {@link SqlErrors#kind}).
 */
public final class StatementFailure extends Exception {

	private static final long serialVersionUID = 1L;

	private final boolean syntax;
	private final boolean constraint;
	private final String kind;

	public StatementFailure(boolean syntax, boolean constraint, String kind, String message) {
		super(message);
		this.syntax = syntax;
		this.constraint = constraint;
		this.kind = kind;
	}

	/** A JDBC driver's exception, read as the engine's codes and wording say. */
	static StatementFailure of(SqlEngineKind kind, SQLException e) {
		return new StatementFailure(SqlErrors.isSyntaxError(kind, e), SqlErrors.isConstraintViolation(kind, e),
				SqlErrors.kind(e), e.getMessage());
	}

	public boolean syntax() {
		return syntax;
	}

	public boolean constraint() {
		return constraint;
	}

	public String kind() {
		return kind;
	}
}
