package cadmus.lang.php;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The program in one of php-src's own tests (a {@code .phpt} file: sections headed {@code --TEST--},
 * {@code --INI--}, {@code --FILE--}, {@code --EXPECT--}, ...): its {@code --FILE--} section (or {@code --FILEEOF--},
 * the same without its last line break), for a corpus of the engine's regression tests. A test whose program is in
 * another file ({@code --FILE_EXTERNAL--}) or that has none holds no program.
 */
final class PhpTestFile {

	/** The file name ending of php-src's tests. */
	static final String EXTENSION = ".phpt";

	/** A section's heading: a line of capitals and underscores between two pairs of dashes. */
	private static final Pattern HEADING = Pattern.compile("^--([A-Z_]+)--\\r?$", Pattern.MULTILINE);

	private PhpTestFile() {
	}

	/** The test's program; empty when it has no {@code --FILE--} or {@code --FILEEOF--} section. */
	static Optional<String> program(String text) {
		var heading = HEADING.matcher(text);
		while (heading.find()) {
			String name = heading.group(1);
			if (!name.equals("FILE") && !name.equals("FILEEOF")) {
				continue;
			}
			int start = Math.min(text.length(), heading.end() + 1);
			int end = heading.find() ? heading.start() : text.length();
			String program = text.substring(start, end);
			return Optional.of(name.equals("FILEEOF") ? program.replaceFirst("\\r?\\n$", "") : program);
		}
		return Optional.empty();
	}
}
