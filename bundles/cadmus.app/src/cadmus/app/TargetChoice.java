package cadmus.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import cadmus.api.InputFileException;
import cadmus.api.Language;
import cadmus.clp.TargetLibrary;

/**
 * A {@code --target} as the user gives it: a target file, or the name of a target the language ships
 * ({@code cadmus targets --lang L} lists them), as {@code --target closure-in-numeric-for}.
 */
final class TargetChoice {

	private TargetChoice() {
	}

	/**
	 * The file the value names: itself where a file of that name exists or the value is a path; the language's
	 * shipped target of that name, written to a temporary file, otherwise.
	 *
	 * @throws InputFileException when it is neither a file nor a shipped target, naming those the language ships
	 */
	static Path resolve(Language language, Path given) throws IOException {
		if (Files.exists(given) || given.getNameCount() > 1 || given.toString().endsWith(TargetLibrary.EXTENSION)) {
			return given;
		}
		String name = given.toString();
		var shipped = TargetLibrary.find(language, name).orElseThrow(() -> new InputFileException("there is no "
				+ "target file " + given + ", and " + language.id() + " ships no target of that name (shipped: "
				+ String.join(", ", TargetLibrary.of(language).stream().map(TargetLibrary.Shipped::name).toList())
				+ "; see cadmus targets)", null));
		Path file = Files.createTempFile("cadmus-" + language.id() + "-" + name + "-", TargetLibrary.EXTENSION);
		file.toFile().deleteOnExit();
		Files.writeString(file, shipped.text());
		return file;
	}
}
