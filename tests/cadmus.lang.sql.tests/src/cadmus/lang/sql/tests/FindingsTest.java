package cadmus.lang.sql.tests;

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

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.exec.FindingHeader;
import cadmus.exec.FindingReplay;

/**
 * The kept engine bugs of languages/cadmus.lang.sql/findings/ stay what they claim to be: each file parses with the
 * bundle's grammar, has its machine-readable header ({@link FindingHeader}), and, where the engine its header names
 * is installed, still shows its bug there when run as campaigns run programs (a finding fixed in a newer engine
 * fails this test until its header says since which version, fixed=); each reference implementation the header
 * names prints what a correct one does. A missing engine is a skip with the reason, per finding.
 */
class FindingsTest {

	private static final FindingReplay REPLAY = new FindingReplay(Duration.ofSeconds(60));

	private final Language language = ServiceLookup.get(Language.class, "(" + Language.ID_PROPERTY + "=sql)");
	private final LanguageRegistry registry = ServiceLookup.get(LanguageRegistry.class, null);

	@AfterAll
	static void closeSessions() {
		REPLAY.close();
	}

	/** The bundle's findings/ folder, found from the test's working directory up to the sources' root. */
	static Path folder() {
		for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
			Path findings = dir.resolve("languages/cadmus.lang.sql/findings");
			if (Files.isDirectory(findings)) {
				return findings;
			}
		}
		throw new AssertionError("no languages/cadmus.lang.sql/findings above " + Path.of("").toAbsolutePath());
	}

	/** The kept findings: every program file of the folder (not its README). */
	static List<Path> files() {
		try (var listing = Files.list(folder())) {
			return listing.filter(p -> p.getFileName().toString().endsWith(".sql")).sorted().toList();
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	static String text(Path file) {
		try {
			return Files.readString(file, StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	@TestFactory
	Stream<DynamicNode> everyKeptFindingParsesAndStillShowsItsBug() {
		var files = files();
		assertTrue(files.size() >= 24, "only " + files.size() + " findings in " + folder());
		return files.stream().map(this::checks);
	}

	private DynamicContainer checks(Path file) {
		String name = file.getFileName().toString();
		String text = text(file);
		var tests = new ArrayList<DynamicNode>();
		tests.add(DynamicTest.dynamicTest("parses with the grammar",
				() -> assertDoesNotThrow(() -> language.parse(text), name + " no longer parses with the sql grammar")));
		FindingHeader header;
		try {
			header = FindingHeader.of("languages/cadmus.lang.sql/findings/" + name, text);
		} catch (IllegalArgumentException e) {
			tests.add(DynamicTest.dynamicTest("has its header", () -> {
				throw new AssertionError(e.getMessage());
			}));
			return DynamicContainer.dynamicContainer(name, tests);
		}
		for (String id : header.implementations()) {
			tests.add(DynamicTest.dynamicTest("shows its bug on " + id, () -> {
				var implementation = installed(id);
				var result = REPLAY.replay(header, text, implementation);
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
				var result = REPLAY.reference(header, text, installed(id));
				assertFalse(result.status() == FindingReplay.Status.GONE, name + " on the reference " + id + ": "
						+ result.observed() + ", where the header expects " + header.expectOutcome() + " \"" + header.expect() + "\"");
			}));
		}
		return DynamicContainer.dynamicContainer(name, tests);
	}

	/** The implementation of this language with that id; the test is skipped when it is not installed here. */
	private Implementation installed(String id) {
		var implementation = registry.implementations("sql").stream().filter(i -> i.id().equals(id)).findFirst()
				.orElseThrow(() -> new AssertionError("the header names " + id + ", which is no implementation of sql"));
		var availability = implementation.availability();
		assumeTrue(availability.available(), id + " is not installed here: " + availability.reason());
		return implementation;
	}
}
