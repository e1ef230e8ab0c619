package cadmus.lang.php.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.junit.jupiter.api.Test;

import cadmus.api.Language;
import cadmus.testing.Services;

/**
 * A php-src test ({@code .phpt}) holds its program in its {@code --FILE--} section, which a corpus takes from it
 * ({@code Language.programInFile}); other PHP files are programs as they are.
 */
class PhpTestFileTest {

	private final Language php = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=php)");

	@Test
	void theFileSectionIsTheProgram() {
		String test = """
				--TEST--
				Bug #1: a test
				--INI--
				opcache.enable_cli=1
				--FILE--
				<?php
				echo "--EXPECT--\\n";
				var_dump(1);
				?>
				--EXPECT--
				int(1)
				""";
		assertEquals(Optional.of("<?php\necho \"--EXPECT--\\n\";\nvar_dump(1);\n?>\n"), php.programInFile("bug1.phpt", test));
	}

	@Test
	void aFileEofSectionLosesItsLastLineBreak() {
		String test = "--TEST--\nno newline\n--FILEEOF--\n<?php\necho 1;\n--EXPECT--\n1";
		assertEquals(Optional.of("<?php\necho 1;"), php.programInFile("eof.phpt", test));
	}

	@Test
	void aTestWithoutAFileSectionHoldsNoProgram() {
		String test = "--TEST--\nexternal\n--FILE_EXTERNAL--\nfiles/program.inc\n--EXPECT--\nok\n";
		assertEquals(Optional.empty(), php.programInFile("external.phpt", test));
	}

	@Test
	void aPhpFileIsItsOwnProgram() {
		String program = "<?php\n--FILE--\n";
		assertEquals(Optional.of(program), php.programInFile("x.php", program));
	}
}
