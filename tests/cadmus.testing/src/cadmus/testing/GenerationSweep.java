package cadmus.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.IntStream;

import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;

/**
 * Generation never gives up, checked for one language: every one of many programs of a seed is generated and
 * rendered to its program text as a campaign makes it, with the rules a campaign takes (each dialect's, avoiding
 * what the dialect's default implementations lack; program i on dialect i mod their number) and the default size,
 * on every core as a campaign's generator threads make them. A program the rules cannot complete fails the check
 * with its index and the hole the engine could not fill; program i is made again by {@code cadmus generate --lang
 * ID [--dialect D] --seed SEED --count i+1} (the last one printed).
 */
public final class GenerationSweep {

	/** Failures shown in full; all are counted. */
	private static final int SHOWN = 5;

	private GenerationSweep() {
	}

	/** Asserts that each of programs 0 to {@code programs - 1} of {@code seed} is generated in that language. */
	public static void assertEveryProgramIsGenerated(String languageId, long seed, int programs) {
		Language language = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=" + languageId + ")");
		Generator generator = Services.get(Generator.class);
		var rules = CampaignRules.of(language);
		var bound = new SizeBound(language.defaultSize());
		var failures = new ConcurrentLinkedQueue<String>();
		var failed = new AtomicInteger();
		var characters = new LongAdder();
		long start = System.nanoTime();
		IntStream.range(0, programs).parallel().forEach(i -> {
			var dialectRules = rules.get(i % rules.size());
			try {
				var tree = generator.generate(language, dialectRules, SeededDecisionSource.forProgram(seed, i), bound);
				characters.add(language.programText(tree, dialectRules).length());
			} catch (RuntimeException e) {
				if (failed.incrementAndGet() <= SHOWN) {
					failures.add("program " + i + " (dialect '" + language.dialects().get(i % rules.size()) + "'): " + e);
				}
			}
		});
		System.out.printf("%s: %,d programs of seed %d, %d not generated, in %.1f s%n", language.id(), programs, seed,
				failed.get(), (System.nanoTime() - start) / 1e9);
		assertEquals(0, failed.get(), failed + " of " + programs + " programs of seed " + seed + " were not generated:\n"
				+ String.join("\n", failures));
		// every program was rendered to some text
		assertTrue(characters.sum() > programs, characters + " characters");
	}
}
