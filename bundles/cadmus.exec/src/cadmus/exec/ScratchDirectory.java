package cadmus.exec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** A private temporary working directory for one run, deleted with everything in it on close. */
public final class ScratchDirectory implements AutoCloseable {

	private final Path path;

	public ScratchDirectory(String prefix) {
		try {
			this.path = Files.createTempDirectory(prefix);
		} catch (IOException e) {
			throw new UncheckedIOException("cannot create a temporary directory", e);
		}
	}

	/** One in {@code parent} rather than in the temporary folder (an engine root's /tmp). */
	public ScratchDirectory(Path parent, String prefix) {
		try {
			this.path = Files.createTempDirectory(parent, prefix);
		} catch (IOException e) {
			throw new UncheckedIOException("cannot create a temporary directory in " + parent, e);
		}
	}

	public Path path() {
		return path;
	}

	@Override
	public void close() {
		try (Stream<Path> files = Files.walk(path)) {
			files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
		} catch (IOException e) {
			// Best effort: a leftover temporary directory is not worth failing a run for.
		}
	}
}
