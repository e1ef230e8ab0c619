package cadmus.api;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The runtime errors an implementation may legitimately report (the language's own error messages). A
 * runtime error whose kind matches none of them is an internal error of the implementation (a Java
 * exception leaking out of an interpreter, an assertion message) and is classified as a crash. An empty list
 * accepts every error.
 */
public record ExpectedErrors(List<Pattern> runtimeErrors) {

	public static final ExpectedErrors ANY = new ExpectedErrors(List.of());

	public ExpectedErrors {
		runtimeErrors = List.copyOf(runtimeErrors);
	}

	public static ExpectedErrors of(String... regexes) {
		return new ExpectedErrors(java.util.Arrays.stream(regexes).map(Pattern::compile).toList());
	}

	/** Whether a runtime error of this kind is one the language defines. */
	public boolean expects(String kind) {
		return runtimeErrors.isEmpty() || runtimeErrors.stream().anyMatch(p -> p.matcher(kind).find());
	}
}
