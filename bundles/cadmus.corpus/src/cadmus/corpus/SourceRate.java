package cadmus.corpus;

/**
 * How much of one source the grammar parsed.
 *
 * @param source    the path the import was given
 * @param attempted files given to the parser
 * @param parsed    of those, files it parsed
 * @param skipped   files not given to it (not text, too large, duplicate, unreadable)
 * @param lines     lines of the parsed files
 */
public record SourceRate(String source, int attempted, int parsed, int skipped, long lines) {

	/** Parsed files as a share of those given to the parser, in per cent; 0 when none was. */
	public double percent() {
		return attempted == 0 ? 0 : 100.0 * parsed / attempted;
	}

	SourceRate plus(CorpusFile file, long fileLines) {
		boolean tried = file.verdict().parseAttempted();
		boolean ok = file.verdict() == FileVerdict.PARSED;
		return new SourceRate(source, attempted + (tried ? 1 : 0), parsed + (ok ? 1 : 0), skipped + (tried ? 0 : 1),
				lines + (ok ? fileLines : 0));
	}
}
