package cadmus.api;

import java.util.Objects;

/**
 * A program of one language, with where it came from: a file, or a generator seed and index, so that a
 * generated program can be reproduced.
 */
public record Program(String languageId, String name, String text, String origin) {

	public Program {
		Objects.requireNonNull(languageId, "languageId");
		Objects.requireNonNull(name, "name");
		Objects.requireNonNull(text, "text");
		Objects.requireNonNull(origin, "origin");
	}
}
