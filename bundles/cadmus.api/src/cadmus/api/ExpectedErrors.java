package cadmus.api;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Which runtime errors an implementation may legitimately report. Two lists, for the two ways a language
 * can be pinned down: {@code runtimeErrors} are the errors the language defines (when not empty, any other
 * error is not the program's), {@code internalErrors} are messages only a broken implementation gives (a Java
 * exception leaking out of an interpreter, a panic). A runtime error that is not expected is an internal error
 * of the implementation and is classified as a crash.
 */
public record ExpectedErrors(List<Pattern> runtimeErrors, List<Pattern> internalErrors) {

	public static final ExpectedErrors ANY = new ExpectedErrors(List.of(), List.of());

	public ExpectedErrors {
		runtimeErrors = List.copyOf(runtimeErrors);
		internalErrors = List.copyOf(internalErrors);
	}

	/** Only these errors are the language's. */
	public static ExpectedErrors of(String... regexes) {
		return new ExpectedErrors(compile(regexes), List.of());
	}

	/** Every error is the language's except these. */
	public static ExpectedErrors exceptInternal(String... regexes) {
		return new ExpectedErrors(List.of(), compile(regexes));
	}

	private static List<Pattern> compile(String... regexes) {
		return Arrays.stream(regexes).map(Pattern::compile).toList();
	}

	/** Whether a runtime error of this kind is one the language defines. */
	public boolean expects(String kind) {
		if (internalErrors.stream().anyMatch(p -> p.matcher(kind).find())) {
			return false;
		}
		return runtimeErrors.isEmpty() || runtimeErrors.stream().anyMatch(p -> p.matcher(kind).find());
	}
}
