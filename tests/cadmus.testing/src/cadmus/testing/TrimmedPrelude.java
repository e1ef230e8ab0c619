package cadmus.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import cadmus.api.ExecutionLimits;
import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.api.UnparsableProgramException;
import cadmus.generate.SeededDecisionSource;
import cadmus.reduce.PreludeTrim;

/**
 * Programs without the prelude definitions they do not use run as before: for each of a language's generated
 * programs (seeds 1 to n) whose prelude {@link PreludeTrim} can cut, the cut program keeps the program's body, still
 * parses, and runs on a real implementation exactly as the whole one does (both OK, the same output). The check every
 * language with a prelude runs on its own engine.
 */
public final class TrimmedPrelude {

	private TrimmedPrelude() {
	}

	/**
	 * Runs the check on {@code implementation} (skipped where it is not installed) and returns how many of the
	 * programs had a prelude to cut.
	 */
	public static int assertTrimmedProgramsRunAsBefore(Language language, GenerationRules rules,
			Implementation implementation, int programs) throws UnparsableProgramException {
		Engines.assumeAvailable(implementation);
		var generator = Services.get(Generator.class);
		var trim = new PreludeTrim(rules.preludeDefinitions());
		int trimmed = 0;
		try (var session = implementation.open(new ExecutionLimits(Duration.ofSeconds(10), 1 << 20))) {
			for (int seed = 1; seed <= programs; seed++) {
				var tree = generator.generate(language, rules, new SeededDecisionSource(seed), SizeBound.DEFAULT);
				String text = language.programText(tree, rules);
				var cut = trim.trim(text);
				if (cut.isEmpty()) {
					continue;
				}
				trimmed++;
				String body = text.substring(rules.prelude().length());
				assertTrue(cut.get().text().endsWith(body) && cut.get().text().length() < text.length(), cut.get().text());
				language.parse(cut.get().text());
				String id = language.id();
				var whole = session.run(new Program(id, "whole-" + seed, text, "seed " + seed));
				var part = session.run(new Program(id, "trimmed-" + seed, cut.get().text(), "seed " + seed));
				assertEquals(Outcome.OK, whole.outcome(), text);
				assertEquals(whole.outcome(), part.outcome(), cut.get().text());
				assertEquals(whole.stdout(), part.stdout(), cut.get().text());
			}
		}
		return trimmed;
	}
}
