package cadmus.app;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.RulesException;
import cadmus.api.SizeBound;
import cadmus.clp.ClpTechnique;
import cadmus.clp.ConstraintSearch;
import cadmus.clp.Target;
import cadmus.clp.TargetFile;
import cadmus.clp.TargetLibrary;
import cadmus.clp.TreeFacts;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.technique.GivenContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus bench targets}: for each target a language ships, the time the search takes to its first program and
 * that program's size, beside random generation filtered by the same target: in the search's own time and in a fixed
 * time, under the bound the search found its program under and under the language's campaign size. What targeted
 * generation is for: the smallest program with the features, found sooner than random generation finds any.
 */
@Command(name = "targets", mixinStandardHelpOptions = true,
		description = "Time to the first program of each shipped target, and its size, beside random generation "
				+ "filtered by the same target.")
final class BenchTargetsCommand implements Callable<Integer> {

	/** Generator runs the search may take for one target. */
	private static final long MAX_RUNS = 200_000;

	private final LanguageRegistry registry;
	private final Generator generator;

	@Spec
	private CommandSpec spec;

	@Mixin
	private LanguageOption languageOption;

	@Option(names = "--seconds", defaultValue = "10", paramLabel = "S",
			description = "Time random generation has for each target, at each bound (default ${DEFAULT-VALUE}).")
	private int seconds;

	@Option(names = "--seed", defaultValue = "0", paramLabel = "S", description = "Seed of both (default ${DEFAULT-VALUE}).")
	private long seed;

	@Option(names = "--target", paramLabel = "NAME", split = ",",
			description = "Only these shipped targets (their names, as `cadmus targets` lists them).")
	private java.util.List<String> only;

	BenchTargetsCommand(LanguageRegistry registry, Generator generator) {
		this.registry = registry;
		this.generator = generator;
	}

	/** Random generation's programs that satisfied the target in a time: how many of how many, the smallest, the first's time. */
	private record Filtered(long programs, long satisfying, int smallest, double firstMillis) {
		String describe() {
			return satisfying == 0 ? String.format("0/%d", programs)
					: String.format("%d/%d, smallest %d, first at %.0f ms", satisfying, programs, smallest, firstMillis);
		}
	}

	@Override
	public Integer call() {
		if (seconds < 1) {
			throw new ParameterException(spec.commandLine(), "--seconds must be positive");
		}
		Language language = languageOption.resolve(registry, spec.commandLine());
		var shipped = TargetLibrary.of(language);
		if (shipped.isEmpty()) {
			throw new ParameterException(spec.commandLine(), "language " + language.id() + " ships no targets");
		}
		if (only != null) {
			var names = shipped.stream().map(TargetLibrary.Shipped::name).toList();
			for (var name : only) {
				if (!names.contains(name)) {
					throw new ParameterException(spec.commandLine(), language.id() + " ships no target " + name
							+ " (shipped: " + String.join(", ", names) + ")");
				}
			}
			shipped = shipped.stream().filter(t -> only.contains(t.name())).toList();
		}
		var rules = language.rules();
		var out = spec.commandLine().getOut();
		out.printf("%s: %d shipped targets; random generation %d s per bound, campaign size %d; seed %d%n", language.id(),
				shipped.size(), seconds, language.defaultSize(), seed);
		for (var t : shipped) {
			var target = TargetFile.parse(t.text(), t.name() + TargetLibrary.EXTENSION, registry::language);
			measure(out, language, rules, t.name(), target);
		}
		return ExitCodes.OK;
	}

	private void measure(PrintWriter out, Language language, GenerationRules rules, String name, Target target) {
		// Once unmeasured, so that the first target does not pay for the JIT's warm-up.
		new ConstraintSearch(language, rules, generator, target, seed + 1).search(1, language.defaultSize(), 2_000);
		long start = System.nanoTime();
		var outcome = new ConstraintSearch(language, rules, generator, target, seed).search(1, language.defaultSize(),
				MAX_RUNS);
		double millis = (System.nanoTime() - start) / 1e6;
		if (outcome.found().isEmpty()) {
			out.printf("%-36s search: none in %d runs (%.0f ms), unmet '%s'%n", name, outcome.runs(), millis,
					outcome.unmet().map(cadmus.clp.Constraint::describe).orElse("?"));
			out.flush();
			return;
		}
		var first = outcome.found().get(0);
		out.printf("%-36s search: %d nodes (bound %d), %d runs, %.0f ms%n", name, first.nodes(), first.bound(),
				outcome.runs(), millis);
		long sameTime = Math.max(1, Math.round(millis * 1e6));
		long fixed = seconds * 1_000_000_000L;
		out.printf("%-36s random, bound %d: %s in the search's time; %s in %d s%n", "", first.bound(),
				filtered(language, rules, target, first.bound(), sameTime).describe(),
				filtered(language, rules, target, first.bound(), fixed).describe(), seconds);
		var campaignSize = filtered(language, rules, target, language.defaultSize(), fixed);
		out.printf("%-36s random, bound %d: %s in the search's time; %s in %d s%n", "", language.defaultSize(),
				filtered(language, rules, target, language.defaultSize(), sameTime).describe(), campaignSize.describe(),
				seconds);
		var made = campaign(language, name, fixed);
		out.printf("%-36s campaign of the target, bound %d: %s; random %.1f programs/s%n", "", language.defaultSize(),
				made.describe(seconds), campaignSize.programs() / (double) seconds);
		out.flush();
	}

	/** What a campaign's programs of the target's technique were in a time: how many, how many distinct texts. */
	private record Made(long programs, long distinct, long failed) {
		String describe(int seconds) {
			return String.format("%.1f programs/s (%d in %d s, %d distinct texts%s)", programs / (double) seconds,
					programs, seconds, distinct, failed == 0 ? "" : ", " + failed + " seeds made none");
		}
	}

	/**
	 * The clp technique's programs 0, 1, ... of the seed under the campaign's size for this long, as a campaign makes
	 * them (its maker's decisions, then its build): what a targeted campaign's generation costs, beside random's.
	 */
	private Made campaign(Language language, String name, long nanos) {
		cadmus.api.TechniqueMaker maker;
		try {
			var file = TargetChoice.resolve(language, java.nio.file.Path.of(name));
			maker = new ClpTechnique().maker(new GivenContext(language, language.rules(), generator,
					new SizeBound(language.defaultSize()), java.util.Map.of(ClpTechnique.KIND, file)));
		} catch (java.io.IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
		var texts = new java.util.HashSet<String>();
		long programs = 0;
		long failed = 0;
		long start = System.nanoTime();
		for (long i = 0; System.nanoTime() - start < nanos; i++) {
			try {
				var tree = maker.build(maker.decisions(SeededDecisionSource.programSeed(seed, i), null));
				programs++;
				texts.add(language.programText(tree, language.rules()));
			} catch (RulesException e) {
				failed++;
			}
		}
		return new Made(programs, texts.size(), failed);
	}

	/** Random generation's programs i = 0, 1, ... of the seed under the bound for this long, filtered by the target. */
	private Filtered filtered(Language language, GenerationRules rules, Target target, int bound, long nanos) {
		long start = System.nanoTime();
		long programs = 0;
		long satisfying = 0;
		int smallest = Integer.MAX_VALUE;
		double first = 0;
		for (long i = 0; System.nanoTime() - start < nanos; i++) {
			org.eclipse.emf.ecore.EObject tree;
			try {
				tree = generator.generate(language, rules, SeededDecisionSource.forProgram(seed, i), new SizeBound(bound));
			} catch (RulesException e) {
				continue;
			}
			programs++;
			var facts = new TreeFacts(tree, rules);
			if (target.holds(facts)) {
				if (satisfying++ == 0) {
					first = (System.nanoTime() - start) / 1e6;
				}
				smallest = Math.min(smallest, facts.nodes());
			}
		}
		return new Filtered(programs, satisfying, smallest, first);
	}
}
