package cadmus.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.Outcome;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;

/**
 * An upstream report's command is only worth giving if the engine alone does with a program what Cadmus saw it do:
 * for generated programs, each implementation's standalone command ({@link cadmus.api.Implementation#runAlone}) must
 * print what the implementation's own run printed, exiting 0, where that run ended well, and must not exit 0 where it
 * ended in an error.
 */
public final class StandaloneRuns {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(10), 1 << 20);

	private StandaloneRuns() {
	}

	/**
	 * Asserts it for programs 0 to {@code programs - 1} of {@code seed} on each implementation (skipped where one is
	 * not installed), made with the rules of the implementation's dialect; at least half of them must end well, so
	 * that the output comparison compares something.
	 */
	public static void assertTheEngineAloneDoesWhatCadmusSaw(String languageId, List<String> implementationIds, long seed,
			int programs) {
		Language language = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=" + languageId + ")");
		Generator generator = Services.get(Generator.class);
		var mismatches = new ArrayList<String>();
		for (String id : implementationIds) {
			var implementation = Engines.available(languageId, id);
			var command = implementation.standaloneCommand()
					.orElseThrow(() -> new AssertionError(id + " has no standalone command"));
			var rules = language.rules(implementation.dialect(), implementation.lacks());
			int ok = 0;
			int before = mismatches.size();
			try (var session = implementation.open(LIMITS)) {
				for (int i = 0; i < programs; i++) {
					var tree = generator.generate(language, rules, SeededDecisionSource.forProgram(seed, i),
							new SizeBound(language.defaultSize()));
					var program = new cadmus.api.Program(languageId, "p" + i, language.programText(tree, rules), "seed");
					var run = session.run(program);
					var alone = implementation.runAlone(command, "bug." + language.fileExtension(), program.text(), LIMITS)
							.orElseThrow(() -> new AssertionError(id + ": " + command.shown("bug") + " did not start"));
					if (run.outcome() == Outcome.OK) {
						ok++;
						if (alone.exitCode() != 0 || alone.signal() != 0
								|| !alone.stdout().stripTrailing().equals(run.stdout().stripTrailing())) {
							mismatches.add(id + " program " + i + ": Cadmus saw OK, " + alone.command() + " ended "
									+ alone.ending() + " printing " + abbreviated(alone.stdout()) + " instead of "
									+ abbreviated(run.stdout()) + "; stderr " + abbreviated(alone.stderr()));
						}
					} else if (run.outcome() != Outcome.TIMEOUT && alone.exitCode() == 0 && alone.signal() == 0
							&& !alone.timedOut()) {
						mismatches.add(id + " program " + i + ": Cadmus saw " + run.outcome() + " (" + run.errorKind() + "), "
								+ alone.command() + " exited 0");
					}
				}
			}
			System.out.printf("%s: %d of %d programs ended well; the standalone command agreed on all but %d%n", id, ok,
					programs, mismatches.size() - before);
			assertTrue(ok * 2 >= programs, id + ": only " + ok + " of " + programs + " programs ended well");
		}
		assertEquals(List.of(), mismatches, "the engine alone did not do what Cadmus saw");
	}

	private static String abbreviated(String text) {
		String t = text.strip().replace("\n", "\\n");
		return "\"" + (t.length() > 200 ? t.substring(0, 200) + "..." : t) + "\"";
	}
}
