package cadmus.api;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a text file Cadmus was given or keeps (a program, a model): UTF-8, strictly, since a byte that is not UTF-8
 * means a file of another kind (a binary, a damaged copy), which Cadmus should name rather than read as text with
 * replacement characters in it.
 */
public final class TextFile {

	private TextFile() {
	}

	/**
	 * The file's text.
	 *
	 * @param what what the file should be ("program file", "model"), said in errors
	 * @throws InputFileException naming the file when it is missing, a directory, unreadable or not UTF-8 text
	 */
	public static String read(Path file, String what) {
		if (Files.isDirectory(file)) {
			throw new InputFileException(file + " is a directory, not a " + what, null);
		}
		byte[] bytes;
		try {
			bytes = Files.readAllBytes(file);
		} catch (NoSuchFileException e) {
			throw new InputFileException(file, "no such file");
		} catch (AccessDeniedException e) {
			throw new InputFileException(file, "the " + what + " cannot be read: permission denied");
		} catch (IOException e) {
			throw new InputFileException(file, "the " + what + " cannot be read: " + e.getMessage(), e);
		}
		return decode(bytes, file, what);
	}

	/** @throws InputFileException naming the file and the first byte that is not UTF-8 */
	public static String decode(byte[] bytes, Path file, String what) {
		var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
				.onUnmappableCharacter(CodingErrorAction.REPORT);
		var in = ByteBuffer.wrap(bytes);
		try {
			return decoder.decode(in).toString();
		} catch (CharacterCodingException e) {
			// The decoder stops at the first byte it cannot decode: the buffer's position.
			int at = in.position();
			throw new InputFileException(file + " is not a " + what + ": not UTF-8 text (byte 0x"
					+ String.format("%02x", bytes[Math.min(at, bytes.length - 1)] & 0xff) + " at offset " + at + ")", e);
		}
	}
}
