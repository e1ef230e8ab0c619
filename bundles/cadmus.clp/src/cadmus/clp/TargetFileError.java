package cadmus.clp;

import cadmus.api.InputFileException;

/**
 * A mistake in a target file: where it is (1-based line and column; 0 for one of the whole file) and what is wrong,
 * the message naming the file first as every bad input file's does ("FILE:LINE:COLUMN: problem").
 */
public final class TargetFileError extends InputFileException {

	private static final long serialVersionUID = 1L;

	private final int line;
	private final int column;
	private final String problem;

	public TargetFileError(String origin, int line, int column, String problem) {
		super(origin + (line > 0 ? ":" + line + ":" + column : "") + ": " + problem, null);
		this.line = line;
		this.column = column;
		this.problem = problem;
	}

	public int line() {
		return line;
	}

	public int column() {
		return column;
	}

	/** What is wrong, without the place. */
	public String problem() {
		return problem;
	}
}
