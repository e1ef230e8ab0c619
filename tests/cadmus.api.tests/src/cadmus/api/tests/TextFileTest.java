package cadmus.api.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.InputFileException;
import cadmus.api.TextFile;

/** A text file Cadmus reads is UTF-8 text, or an input error that names the file and what is wrong with it. */
class TextFileTest {

	@TempDir
	Path dir;

	@Test
	void utf8TextIsRead() throws Exception {
		Path file = Files.writeString(dir.resolve("p.lua"), "print(\"π\")\n");
		assertEquals("print(\"π\")\n", TextFile.read(file, "program file"));
	}

	@Test
	void aMissingFileADirectoryAndBytesThatAreNotUtf8NameTheFile() throws Exception {
		var missing = assertThrows(InputFileException.class, () -> TextFile.read(dir.resolve("gone.lua"), "program file"));
		assertTrue(missing.getMessage().contains("gone.lua") && missing.getMessage().contains("no such file"),
				missing.getMessage());
		var directory = assertThrows(InputFileException.class, () -> TextFile.read(dir, "model"));
		assertTrue(directory.getMessage().contains("is a directory, not a model"), directory.getMessage());
		Path binary = Files.write(dir.resolve("b.lua"), new byte[] { 'o', 'k', (byte) 0xff, 'x' });
		var notText = assertThrows(InputFileException.class, () -> TextFile.read(binary, "program file"));
		assertTrue(notText.getMessage().contains("b.lua") && notText.getMessage().contains("byte 0xff at offset 2"),
				notText.getMessage());
	}
}
