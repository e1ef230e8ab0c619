package cadmus.api.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import cadmus.api.StandaloneCommand;
import cadmus.api.StandaloneRun;

/** The command an upstream report prints: quoted for a POSIX shell, its options removable one at a time. */
class StandaloneCommandTest {

	private final StandaloneCommand php = new StandaloneCommand("php8.4",
			List.of("-n", "-d", "opcache.jit=1205", "-d", "error_log=a b", "--x", StandaloneCommand.FILE));

	@Test
	void wordsTheShellWouldSplitAreQuoted() {
		assertEquals("php8.4 -n -d opcache.jit=1205 -d 'error_log=a b' --x bug.php", php.shown("bug.php"));
		var node = new StandaloneCommand("node", List.of("-e", "print('it''s')", StandaloneCommand.FILE));
		assertEquals("node -e 'print('\\''it'\\'''\\''s'\\'')' b.js", node.shown("b.js"));
		assertEquals(List.of("/usr/bin/php8.4", "-n", "-d", "opcache.jit=1205", "-d", "error_log=a b", "--x", "f.php"),
				php.words("/usr/bin/php8.4", "f.php"));
	}

	@Test
	void settingsAndLongOptionsMayBeLeftOutShortFlagsAndTheFileMayNot() {
		var units = php.optionalUnits();
		assertEquals(3, units.size());
		assertEquals(List.of(1, 2), List.of(units.get(0)[0], units.get(0)[1]));
		assertEquals(List.of(3, 4), List.of(units.get(1)[0], units.get(1)[1]));
		assertEquals(5, units.get(2)[0]);
		assertEquals("php8.4 -n -d opcache.jit=1205 bug.php", php.without(Set.of(3, 4, 5)).shown("bug.php"));
		assertThrows(IllegalArgumentException.class, () -> new StandaloneCommand("lua", List.of("-e", "x")));
	}

	@Test
	void theFileStartsWithThePreamble() {
		var node = new StandaloneCommand("node", List.of(StandaloneCommand.FILE), "var print = console.log;\n");
		assertEquals("var print = console.log;\nprint(1)\n", node.fileText("print(1)\n"));
	}

	@Test
	void runsLookAlikeWhenTheyEndAlikeAndPrintTheSame() {
		var crash = new StandaloneRun("c", 0, 11, false, "", "Segmentation fault");
		assertEquals("signal 11 (SIGSEGV)", crash.ending());
		assertEquals("exit 255", new StandaloneRun("c", 255, 0, false, "", "").ending());
		assertEquals(true, crash.sameAs(new StandaloneRun("d", 0, 11, false, "", "other stderr")));
		assertEquals(false, crash.sameAs(new StandaloneRun("c", 0, 0, false, "", "")));
		assertEquals(false, new StandaloneRun("c", 0, 0, false, "1\n", "").sameAs(new StandaloneRun("c", 0, 0, false, "2\n", "")));
	}
}
