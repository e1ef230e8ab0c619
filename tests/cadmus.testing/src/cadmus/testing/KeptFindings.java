package cadmus.testing;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.exec.FindingHeader;
import cadmus.exec.FindingReplay;

/**
 * The checks that keep a language bundle's kept engine bugs (languages/cadmus.lang.ID/findings/) what they claim to
 * be, as dynamic tests for the bundle's FindingsTest: each file parses with the bundle's grammar, has its
 * machine-readable header ({@link FindingHeader}), and, where the engine its header names is installed, still shows
 * its bug there when run as campaigns run programs (a finding fixed in a newer engine fails until its header says
 * since which version, fixed=); each reference implementation the header names prints what a correct one does. A
 * missing engine is a skip with the reason, per finding.
 */
public final class KeptFindings implements AutoCloseable {

	private final Language language;
	private final LanguageRegistry registry;
	private final FindingReplay replay;

	/** The findings of the language with that id, each run given at most {@code timeout}. */
	public KeptFindings(String languageId, Duration timeout) {
		this.language = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=" + languageId + ")");
		this.registry = Services.get(LanguageRegistry.class);
		this.replay = new FindingReplay(timeout);
	}

	/** The bundle's findings/ folder, found from the test's working directory up to the sources' root. */
	public static Path folder(String languageId) {
		String relative = "languages/cadmus.lang." + languageId + "/findings";
		for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
			Path findings = dir.resolve(relative);
			if (Files.isDirectory(findings)) {
				return findings;
			}
		}
		throw new AssertionError("no " + relative + " above " + Path.of("").toAbsolutePath());
	}

	/** The kept findings: every program file of the folder (not its README), named by the language's extension. */
	public static List<Path> files(Language language) {
		try (var listing = Files.list(folder(language.id()))) {
			return listing.filter(p -> p.getFileName().toString().endsWith("." + language.fileExtension())).sorted().toList();
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	public static String text(Path file) {
		try {
			return Files.readString(file, StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** One container of checks per kept finding; fails at once when fewer than {@code atLeast} are kept. */
	public Stream<DynamicNode> checks(int atLeast) {
		var files = files(language);
		assertTrue(files.size() >= atLeast, "only " + files.size() + " findings in " + folder(language.id()));
		return files.stream().map(this::checks);
	}

	private DynamicContainer checks(Path file) {
		String name = file.getFileName().toString();
		String text = text(file);
		var tests = new ArrayList<DynamicNode>();
		tests.add(DynamicTest.dynamicTest("parses with the grammar", () -> assertDoesNotThrow(() -> language.parse(text),
				name + " no longer parses with the " + language.id() + " grammar")));
		FindingHeader header;
		try {
			header = FindingHeader.of("languages/cadmus.lang." + language.id() + "/findings/" + name, text);
		} catch (IllegalArgumentException e) {
			tests.add(DynamicTest.dynamicTest("has its header", () -> {
				throw new AssertionError(e.getMessage());
			}));
			return DynamicContainer.dynamicContainer(name, tests);
		}
		for (String id : header.implementations()) {
			tests.add(DynamicTest.dynamicTest("shows its bug on " + id, () -> {
				var result = replay.replay(header, text, installed(id));
				switch (result.status()) {
				case SHOWS, FIXED -> {
				}
				case GONE -> throw new AssertionError(name + " no longer shows its bug on " + id + " (" + result.version()
						+ "): " + result.observed() + ". If the engine fixed it, write fixed=<first version without it> in the"
						+ " header, or move the file out of findings/");
				case BACK -> throw new AssertionError(name + " shows its bug on " + id + " (" + result.version()
						+ ") though its header says fixed=" + header.fixedIn() + ": " + result.observed());
				}
			}));
		}
		for (String id : header.references()) {
			tests.add(DynamicTest.dynamicTest("reference " + id + " does what a correct implementation does", () -> {
				var result = replay.reference(header, text, installed(id));
				assertFalse(result.status() == FindingReplay.Status.GONE, name + " on the reference " + id + ": "
						+ result.observed() + ", where the header expects " + header.expectOutcome() + " \"" + header.expect() + "\"");
			}));
		}
		return DynamicContainer.dynamicContainer(name, tests);
	}

	/** The implementation of this language with that id; the test is skipped when it is not installed here. */
	private Implementation installed(String id) {
		var implementation = registry.implementations(language.id()).stream().filter(i -> i.id().equals(id)).findFirst()
				.orElseThrow(() -> new AssertionError("the header names " + id + ", which is no implementation of "
						+ language.id()));
		var availability = implementation.availability();
		assumeTrue(availability.available(), id + " is not installed here: " + availability.reason());
		return implementation;
	}

	/** Closes the sessions the replays opened. */
	@Override
	public void close() {
		replay.close();
	}
}
