package cadmus.corpus;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * What an import takes.
 *
 * @param extensions   file name endings (without the dot) of the files taken from a folder; a file named
 *                     directly is taken whatever its name
 * @param maxBytes     files larger than this are skipped unread
 * @param parseTimeout how long the parser may take for one file
 */
public record ImportLimits(List<String> extensions, long maxBytes, Duration parseTimeout) {

	/** A megabyte: more than any hand-written source file; bundled or generated code beyond it teaches little. */
	public static final long DEFAULT_MAX_BYTES = 1 << 20;
	public static final Duration DEFAULT_PARSE_TIMEOUT = Duration.ofSeconds(30);

	public ImportLimits {
		extensions = extensions.stream().map(e -> e.startsWith(".") ? e.substring(1) : e)
				.map(e -> e.toLowerCase(Locale.ROOT)).toList();
		if (extensions.isEmpty() || maxBytes < 1 || parseTimeout.isNegative() || parseTimeout.isZero()) {
			throw new IllegalArgumentException("an import needs extensions, a positive size limit and a positive timeout");
		}
	}

	boolean taken(String fileName) {
		String name = fileName.toLowerCase(Locale.ROOT);
		return extensions.stream().anyMatch(e -> name.endsWith("." + e));
	}
}
