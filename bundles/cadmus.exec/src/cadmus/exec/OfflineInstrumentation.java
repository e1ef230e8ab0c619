package cadmus.exec;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import org.jacoco.core.JaCoCo;
import org.jacoco.core.instr.Instrumenter;
import org.jacoco.core.runtime.OfflineInstrumentationAccessGenerator;

/**
 * An engine's jars with JaCoCo's probes put in ahead of time ("offline" instrumentation), once per jar and kept in
 * a cache: a worker that collects coverage runs on these instead of the originals. Instrumenting ahead of time,
 * rather than with the agent as classes load, measures exactly the engine's own classes: the classes an engine
 * generates while it runs (engines that compile each script to classes) stay uninstrumented. Measured on an
 * engine that does, with 3,000 generated programs: with the agent, which instruments those too and keeps their data, a
 * worker slowed from 98 to 42 programs/s over three rounds; with only the engine's classes, it ran 254 programs/s
 * (312 uninstrumented).
 */
final class OfflineInstrumentation {

	private static final System.Logger LOG = System.getLogger("cadmus.exec");

	private OfflineInstrumentation() {
	}

	/** Where instrumented jars are kept: per user, per JaCoCo version (the probes call its runtime). */
	static Path cache() {
		return Path.of(System.getProperty("user.home"), ".cache", "cadmus", "jacoco-" + JaCoCo.VERSION);
	}

	/**
	 * The instrumented copy of a class path entry (a jar, or a folder of classes); the entry itself when it cannot
	 * be instrumented, which is logged (the campaign runs on, without that entry's coverage).
	 */
	static synchronized Path instrumented(Path entry) {
		try {
			Path cache = cache();
			Files.createDirectories(cache);
			Path result = cache.resolve(entry.getFileName() + "-" + fingerprint(entry) + ".jar");
			if (Files.exists(result)) {
				return result;
			}
			Path partial = Files.createTempFile(cache, "instrumenting-", ".jar");
			try {
				var instrumenter = new Instrumenter(new OfflineInstrumentationAccessGenerator());
				try (OutputStream out = Files.newOutputStream(partial)) {
					if (Files.isDirectory(entry)) {
						instrumentFolder(instrumenter, entry, out);
					} else {
						try (InputStream in = Files.newInputStream(entry)) {
							instrumenter.instrumentAll(in, out, entry.toString());
						}
					}
				}
				// Another process may have made the same copy meanwhile: the same bytes, so either is right.
				Files.move(partial, result, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
			} finally {
				Files.deleteIfExists(partial);
			}
			return result;
		} catch (IOException | RuntimeException e) {
			LOG.log(System.Logger.Level.WARNING, "cannot instrument " + entry + " for coverage; its classes are not measured", e);
			return entry;
		}
	}

	private static void instrumentFolder(Instrumenter instrumenter, Path folder, OutputStream out) throws IOException {
		try (var jar = new JarOutputStream(out); Stream<Path> files = Files.walk(folder)) {
			for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
				String name = folder.relativize(file).toString().replace('\\', '/');
				jar.putNextEntry(new JarEntry(name));
				byte[] bytes = Files.readAllBytes(file);
				jar.write(name.endsWith(".class") ? instrumenter.instrument(bytes, name) : bytes);
				jar.closeEntry();
			}
		}
	}

	/** Changes when the entry does: its path, and its size and time (or its files', for a folder). */
	private static String fingerprint(Path entry) throws IOException {
		var text = new StringBuilder(entry.toAbsolutePath().toString());
		try (Stream<Path> files = Files.isDirectory(entry) ? Files.walk(entry) : Stream.of(entry)) {
			for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
				text.append('\n').append(file).append(' ').append(Files.size(file)).append(' ')
						.append(Files.getLastModifiedTime(file).toMillis());
			}
		}
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.toString().getBytes(StandardCharsets.UTF_8));
			return HexFormat.of().formatHex(digest, 0, 8);
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("SHA-256 is missing from this JDK", e);
		}
	}
}
