package cadmus.corpus.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Language;
import cadmus.corpus.CorpusException;
import cadmus.corpus.CorpusFile;
import cadmus.corpus.CorpusImporter;
import cadmus.corpus.CorpusStore;
import cadmus.corpus.FileVerdict;
import cadmus.corpus.ImportLimits;

/**
 * Importing real files into a corpus with Lua's grammar: every kind of bad file is reported with its cause and
 * skipped, the good ones are kept, and the store keeps both across reopening and later imports.
 */
class CorpusImportTest {

	private static final ImportLimits LIMITS = new ImportLimits(List.of("lua"), 4096, Duration.ofSeconds(20));

	private static Language lua;

	@TempDir
	Path temp;

	@BeforeAll
	static void lookUp() {
		lua = Lua.language();
	}

	@Test
	void eachBadFileIsReportedWithItsCauseAndTheGoodOnesAreKept() throws Exception {
		Path pkg = Files.createDirectories(temp.resolve("pkg/sub"));
		Files.writeString(temp.resolve("pkg/good.lua"), "local x = 1\nprint(x + 2)\n");
		Files.writeString(pkg.resolve("nested.lua"), "local function f(a)\n  return a * 2\nend\nprint(f(3))\n");
		Files.writeString(temp.resolve("pkg/broken.lua"), "local x = 1\nprint(x +)\n");
		Files.writeString(temp.resolve("pkg/javascript.lua"), "const f = (a) => { return a; };\n");
		Files.write(temp.resolve("pkg/binary.lua"), new byte[] { 0x1b, 'L', 'u', 'a', 0, 1, 2 });
		Files.write(temp.resolve("pkg/latin1.lua"), "print('caf\u00e9')\n".getBytes(StandardCharsets.ISO_8859_1));
		Files.writeString(temp.resolve("pkg/huge.lua"), "print(1)\n".repeat(1000));
		Files.writeString(temp.resolve("pkg/same-as-good.lua"), "local x = 1\nprint(x + 2)\n");
		Files.writeString(temp.resolve("pkg/README.txt"), "not a Lua file, and not taken from a folder");
		Path named = Files.writeString(temp.resolve("script.txt"), "print('named directly')\n");
		// A link in an unpacked package points at its own files again, or at the machine's: never taken.
		Files.createSymbolicLink(temp.resolve("pkg/link.lua"), temp.resolve("pkg/good.lua"));
		Files.createSymbolicLink(temp.resolve("pkg/outside.lua"), named);

		var seen = new ArrayList<CorpusFile>();
		var corpus = temp.resolve("corpus");
		try (var store = CorpusStore.openOrCreate(corpus, "lua")) {
			var rates = new CorpusImporter(lua, LIMITS).importInto(store, List.of(temp.resolve("pkg"), named), seen::add);
			assertEquals(2, rates.size());
			// pkg: good, nested (parsed); broken, javascript (not parsed); binary, latin1, huge, same-as-good (skipped).
			var pkgRate = rates.get(0);
			assertEquals(4, pkgRate.attempted(), rates.toString());
			assertEquals(2, pkgRate.parsed(), rates.toString());
			assertEquals(4, pkgRate.skipped(), rates.toString());
			assertEquals(50.0, pkgRate.percent(), 1e-9);
			assertEquals(2 + 4, pkgRate.lines());
			assertEquals(1, rates.get(1).parsed(), "a file named directly is taken whatever its name");
		}
		Map<String, CorpusFile> byName = seen.stream()
				.collect(Collectors.toMap(f -> Path.of(f.path()).getFileName().toString(), f -> f));
		assertEquals(9, byName.size(), byName.keySet().toString());
		assertEquals(FileVerdict.PARSED, byName.get("good.lua").verdict());
		var broken = byName.get("broken.lua");
		assertEquals(FileVerdict.NOT_PARSED, broken.verdict());
		assertEquals(2, broken.line(), "the first syntax error's line");
		assertTrue(broken.described().startsWith(broken.path() + ": line 2: "), broken.described());
		assertEquals(FileVerdict.NOT_PARSED, byName.get("javascript.lua").verdict(), "a file in another language");
		assertEquals(FileVerdict.NOT_TEXT, byName.get("binary.lua").verdict());
		assertTrue(byName.get("binary.lua").detail().contains("NUL byte at offset 4"), byName.get("binary.lua").detail());
		assertEquals("not UTF-8 text", byName.get("latin1.lua").detail());
		assertEquals(FileVerdict.TOO_LARGE, byName.get("huge.lua").verdict());
		assertEquals(FileVerdict.DUPLICATE, byName.get("same-as-good.lua").verdict());

		// Reopened: the same files and rates; a second import of the same folder adds duplicates only.
		try (var store = CorpusStore.openOrCreate(corpus, "lua")) {
			assertEquals(seen, store.files());
			var again = new CorpusImporter(lua, LIMITS).importInto(store, List.of(temp.resolve("pkg")), f -> { });
			assertEquals(0, again.get(0).parsed());
			var texts = new ArrayList<String>();
			store.eachParsed((path, text) -> texts.add(text));
			assertEquals(List.of("local x = 1\nprint(x + 2)\n", "local function f(a)\n  return a * 2\nend\nprint(f(3))\n",
					"print('named directly')\n"), texts);
		}
	}

	@Test
	void aCorpusHoldsOneLanguageAndAMissingSourceIsNamed() throws Exception {
		var corpus = temp.resolve("corpus");
		CorpusStore.openOrCreate(corpus, "lua").close();
		var other = assertThrows(CorpusException.class, () -> CorpusStore.openOrCreate(corpus, "js"));
		assertTrue(other.getMessage().contains("holds a corpus of lua, not of js"), other.getMessage());
		try (var store = CorpusStore.openOrCreate(corpus, "lua")) {
			var missing = assertThrows(CorpusException.class, () -> new CorpusImporter(lua, LIMITS)
					.importInto(store, List.of(temp.resolve("nowhere")), f -> { }));
			assertTrue(missing.getMessage().contains("nowhere does not exist"), missing.getMessage());
		}
		Files.writeString(temp.resolve("not-a-store.db"), "x");
		var none = assertThrows(CorpusException.class, () -> CorpusStore.open(temp));
		assertTrue(none.getMessage().contains("holds no corpus"), none.getMessage());
		Path corrupt = Files.createDirectories(temp.resolve("corrupt"));
		Files.writeString(corrupt.resolve(CorpusStore.FILE), "this is not an SQLite database, but text of a kind");
		var unreadable = assertThrows(CorpusException.class, () -> CorpusStore.open(corrupt));
		assertTrue(unreadable.getMessage().contains(corrupt.resolve(CorpusStore.FILE).toString()), unreadable.getMessage());
	}

	/** A parser that hangs on one file, or nesting deeper than any parser's stack: the import goes on. */
	@Test
	void aParserThatHangsOrOverflowsCostsOnlyItsFile() throws Exception {
		Language hanging = (Language) Proxy.newProxyInstance(Language.class.getClassLoader(),
				new Class<?>[] { Language.class }, (proxy, method, args) -> {
					if (method.getName().equals("syntaxErrors") && ((String) args[0]).contains("HANG")) {
						Thread.sleep(60_000);
					}
					try {
						return method.invoke(lua, args);
					} catch (InvocationTargetException e) {
						throw e.getCause();
					}
				});
		Path pkg = Files.createDirectories(temp.resolve("pkg"));
		Files.writeString(pkg.resolve("a.lua"), "-- HANG\nprint(1)\n");
		Files.writeString(pkg.resolve("b.lua"), "print(2)\n");
		Path deep = Files.createDirectories(temp.resolve("deep"));
		Files.writeString(deep.resolve("a.lua"), "print(" + "(".repeat(100_000) + "1" + ")".repeat(100_000) + ")\n");
		Files.writeString(deep.resolve("b.lua"), "print(3)\n");
		var seen = new ArrayList<CorpusFile>();
		try (var store = CorpusStore.openOrCreate(temp.resolve("corpus"), "lua")) {
			var limits = new ImportLimits(List.of("lua"), 1 << 20, Duration.ofSeconds(2));
			new CorpusImporter(hanging, limits).importInto(store, List.of(pkg), seen::add);
			// The deep file's parse takes 6 s to over 120 s here from one run to the next (it overflows the parse
			// thread's stack or not, as the JIT compiled the parser's frames): its limit is what bounds it.
			new CorpusImporter(lua, new ImportLimits(List.of("lua"), 1 << 20, Duration.ofSeconds(10)))
					.importInto(store, List.of(deep), seen::add);
		}
		assertEquals(4, seen.size());
		assertEquals(FileVerdict.TIMED_OUT, seen.get(0).verdict());
		assertEquals(FileVerdict.PARSED, seen.get(1).verdict());
		// However the parser takes 100,000 nested parentheses (parsed, refused as too deep, or out of time), it
		// answers for that file alone and the import goes on.
		assertTrue(seen.get(2).verdict().parseAttempted(), seen.get(2).toString());
		assertEquals(FileVerdict.PARSED, seen.get(3).verdict());
	}
}
