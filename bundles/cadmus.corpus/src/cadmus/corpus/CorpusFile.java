package cadmus.corpus;

/**
 * One imported file and what became of it.
 *
 * @param source  the path the import was given that this file was found under (a package's folder, a file)
 * @param path    the file's path
 * @param verdict parsed, not parsed, or why it was skipped
 * @param bytes   its size
 * @param sha256  its content's hash (hex), empty when it was not read
 * @param line    the first syntax error's line; 0 when there is none
 * @param detail  the first syntax error's message, or why it was skipped; empty when parsed
 */
public record CorpusFile(String source, String path, FileVerdict verdict, long bytes, String sha256, int line,
		String detail) {

	/** "path: line N: message" or "path: reason", as the command line prints a file that was not parsed. */
	public String described() {
		if (detail.isEmpty()) {
			return path;
		}
		return path + ": " + (line > 0 ? "line " + line + ": " : "") + detail;
	}
}
