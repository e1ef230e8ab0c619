package cadmus.lang.php.engines;

import java.util.regex.Pattern;

/**
 * A PHP fatal error's kind, as every PHP implementation reports it (driver.php words it the same way in PHP): its
 * message up to the first '(', without the " in FILE on line N" a command line adds, which names the run's own
 * file. Free of other classes, so that worker JVMs load it alone.
 */
public final class FatalErrors {

	private static final Pattern WHERE = Pattern.compile(" in \\S+ on line \\d+$");

	private FatalErrors() {
	}

	public static String kind(String message) {
		String words = WHERE.matcher(message).replaceFirst("");
		int paren = words.indexOf('(');
		return (paren > 0 ? words.substring(0, paren) : words).strip();
	}
}
