package cadmus.corpus;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import cadmus.api.Language;

/**
 * Imports files into a corpus: each source (a folder, walked for files of the language's extensions, symbolic
 * links left out; or a file) file by file, each file read, checked to be UTF-8 text within the size limit, parsed with the
 * language's grammar ({@link TimedParse}) and stored with its verdict. A bad file (binary, huge, in another
 * language, one the parser chokes on) is reported and skipped; it never stops the import.
 */
public final class CorpusImporter {

	private final Language language;
	private final ImportLimits limits;

	public CorpusImporter(Language language, ImportLimits limits) {
		this.language = language;
		this.limits = limits;
	}

	/**
	 * Imports every source into {@code store}, telling {@code each} of every file as it is stored.
	 *
	 * @return each source's parse rate in this import
	 * @throws CorpusException when a source does not exist
	 */
	public List<SourceRate> importInto(CorpusStore store, List<Path> sources, Consumer<CorpusFile> each) {
		for (var source : sources) {
			if (!Files.exists(source)) {
				throw new CorpusException(source + " does not exist");
			}
		}
		var rates = new ArrayList<SourceRate>();
		var parse = new TimedParse(language, limits.parseTimeout());
		for (var source : sources) {
			String name = source.toString();
			var rate = new SourceRate(name, 0, 0, 0, 0);
			for (var path : files(source)) {
				var imported = importOne(store, name, path, parse);
				rate = rate.plus(imported.file(), imported.lines());
				each.accept(imported.file());
			}
			store.commit();
			rates.add(rate);
		}
		return rates;
	}

	/** A folder's files of the language's extensions, in name order; a file as it is. */
	private List<Path> files(Path source) {
		if (!Files.isDirectory(source)) {
			return List.of(source);
		}
		try (Stream<Path> walk = Files.walk(source)) {
			// Links are left out: in an unpacked package they point at its own files again, or out of it to the
			// machine's files (an absolute link), which are no part of the source.
			return walk.filter(p -> limits.taken(p.getFileName().toString())
					&& Files.isRegularFile(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)).sorted().toList();
		} catch (IOException | java.io.UncheckedIOException e) {
			throw new CorpusException("cannot list the files under " + source + ": " + e.getMessage(), e);
		}
	}

	private record Imported(CorpusFile file, long lines) {
	}

	private Imported importOne(CorpusStore store, String source, Path path, TimedParse parse) {
		String shown = path.toString();
		long size;
		byte[] bytes;
		try {
			size = Files.size(path);
			if (size > limits.maxBytes()) {
				return stored(store, new CorpusFile(source, shown, FileVerdict.TOO_LARGE, size, "", 0,
						size + " bytes, over the limit of " + limits.maxBytes()), 0, null);
			}
			bytes = Files.readAllBytes(path);
		} catch (IOException e) {
			return stored(store, new CorpusFile(source, shown, FileVerdict.UNREADABLE, 0, "", 0, String.valueOf(e)), 0,
					null);
		}
		String sha = sha256(bytes);
		String text;
		try {
			text = utf8(bytes);
		} catch (NotText e) {
			return stored(store, new CorpusFile(source, shown, FileVerdict.NOT_TEXT, size, sha, 0, e.getMessage()), 0,
					null);
		}
		if (store.holds(sha)) {
			return stored(store, new CorpusFile(source, shown, FileVerdict.DUPLICATE, size, sha, 0,
					"the corpus holds the same bytes already"), 0, null);
		}
		var program = language.programInFile(path.getFileName().toString(), text);
		if (program.isEmpty()) {
			return stored(store, new CorpusFile(source, shown, FileVerdict.NO_PROGRAM, size, sha, 0,
					"holds no program for the " + language.name() + " grammar (a test whose program is in another file)"), 0, null);
		}
		text = program.get();
		var outcome = parse.errors(text);
		var file = new CorpusFile(source, shown, outcome.verdict(), size, sha, outcome.line(), outcome.detail());
		return stored(store, file, text.lines().count(), text);
	}

	private static Imported stored(CorpusStore store, CorpusFile file, long lines, String text) {
		store.add(file, lines, text);
		return new Imported(file, lines);
	}

	/** Why a file's bytes are not text the parser is given. */
	static final class NotText extends Exception {

		private static final long serialVersionUID = 1L;

		NotText(String why) {
			super(why);
		}
	}

	/** The bytes as UTF-8 text (a byte-order mark dropped), refusing a NUL byte and malformed UTF-8. */
	static String utf8(byte[] bytes) throws NotText {
		for (int i = 0; i < bytes.length; i++) {
			if (bytes[i] == 0) {
				throw new NotText("binary: a NUL byte at offset " + i);
			}
		}
		try {
			String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
					.onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
			return text.startsWith("\uFEFF") ? text.substring(1) : text;
		} catch (CharacterCodingException e) {
			throw new NotText("not UTF-8 text");
		}
	}

	private static String sha256(byte[] bytes) {
		try {
			return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("every Java runtime has SHA-256", e);
		}
	}
}
