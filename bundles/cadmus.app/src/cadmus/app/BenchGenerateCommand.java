package cadmus.app;

import java.util.concurrent.Callable;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus bench generate}: generation throughput on one thread, after a warm-up, with and without
 * rendering to text, and the mean tree size. Each phase is measured in several rounds and the median
 * reported with the range, since shared machines vary from second to second.
 */
@Command(name = "generate", mixinStandardHelpOptions = true,
		description = "Measure generation speed (programs/s on one thread) and mean program size.")
final class BenchGenerateCommand implements Callable<Integer> {

	private final LanguageRegistry registry;
	private final DefectCounting generator;

	@Spec
	private CommandSpec spec;

	@Mixin
	private LanguageOption languageOption;

	@Option(names = "--seconds", defaultValue = "10", paramLabel = "S", description = "Measured time per phase (default ${DEFAULT-VALUE}).")
	private int seconds;

	@Option(names = "--rounds", defaultValue = "5", paramLabel = "N", description = "Rounds per phase; the median is reported (default ${DEFAULT-VALUE}).")
	private int rounds;

	@Option(names = "--warmup", defaultValue = "10", paramLabel = "S", description = "Warm-up time (default ${DEFAULT-VALUE}).")
	private int warmup;

	@Option(names = "--phases", description = "Also profile generation by phase (async-profiler over extra rounds) "
			+ "and print microseconds per program in each phase.")
	private boolean phases;

	@Mixin
	private SizeOption sizeOption;

	BenchGenerateCommand(LanguageRegistry registry, Generator generator) {
		this.registry = registry;
		this.generator = new DefectCounting(generator);
	}

	/**
	 * The generator, except that a program its rules cannot complete (a generator defect) comes back as null and
	 * is counted with its message: the benchmark measures the others and says how many there were, instead of
	 * ending in an internal error.
	 */
	private static final class DefectCounting implements Generator {
		private final Generator generator;
		private long tried;
		private long defects;
		private String first;

		DefectCounting(Generator generator) {
			this.generator = generator;
		}

		@Override
		public EObject generate(Language language, cadmus.api.GenerationRules rules, cadmus.api.DecisionSource decisions,
				SizeBound bound) {
			tried++;
			try {
				return generator.generate(language, rules, decisions, bound);
			} catch (cadmus.api.RulesException e) {
				if (defects++ == 0) {
					first = e.getMessage();
				}
				return null;
			}
		}
	}

	/** What one timed phase measured. */
	private record Phase(long programs, long chars, long nanos) {
		double perSecond() {
			return programs * 1e9 / nanos;
		}
	}

	@Override
	public Integer call() {
		if (seconds < 1 || warmup < 0 || rounds < 1) {
			throw new ParameterException(spec.commandLine(), "--seconds and --rounds must be >= 1, --warmup >= 0");
		}
		Language language = languageOption.resolve(registry, spec.commandLine());
		var bound = sizeOption.bound(spec.commandLine(), language);
		run(language, bound, warmup * 1e9, true);
		var trees = rounds(language, bound, false);
		var texts = rounds(language, bound, true);
		var phaseRounds = phases ? phaseRounds(language, bound) : java.util.List.<PhaseTable.Round>of();
		long tried = generator.tried;
		long defects = generator.defects;
		var out = spec.commandLine().getOut();
		out.printf("language            %s%n", language.id());
		out.printf("size bound          %d nodes%n", bound.maxNodes());
		out.printf("trees only          %s%n", summary(trees));
		out.printf("trees + rendering   %s%n", summary(texts));
		double meanNodes = meanSize(language, bound);
		out.printf("mean tree size      %.1f nodes (programs 0..%d, counted untimed)%n", meanNodes, SIZE_SAMPLE - 1);
		out.printf("nodes/s (one core)  %.0f (trees only: median programs/s x mean tree size)%n",
				median(trees) * meanNodes);
		var all = texts.stream().reduce((a, b) -> new Phase(a.programs() + b.programs(), a.chars() + b.chars(), a.nanos() + b.nanos()))
				.orElseThrow();
		out.printf("mean text size      %.1f characters%n", (double) all.chars() / all.programs());
		out.printf("not generated       %d of %d programs (generator defects, not counted in the rates)%s%n", defects, tried,
				defects == 0 ? "" : "; the first: " + generator.first);
		if (phases) {
			PhaseTable.print(out, phaseRounds, phaseEvent);
		}
		out.flush();
		return ExitCodes.OK;
	}

	private java.util.List<Phase> rounds(Language language, SizeBound bound, boolean render) {
		var result = new java.util.ArrayList<Phase>();
		for (int i = 0; i < rounds; i++) {
			result.add(run(language, bound, seconds * 1e9 / rounds, render));
		}
		return result;
	}

	private static double median(java.util.List<Phase> phases) {
		var rates = phases.stream().mapToDouble(Phase::perSecond).sorted().toArray();
		return rates[rates.length / 2];
	}

	/**
	 * Rounds of generating and rendering with the phases sampled: each program's generation and its rendering are
	 * timed apart, and the samples split the generation time between the engine's phases. A first round, not
	 * counted and as long as the warm-up, lets the JIT compile again what attaching the profiler made it drop.
	 */
	private java.util.List<PhaseTable.Round> phaseRounds(Language language, SizeBound bound) {
		PhaseSampling sampling;
		try {
			sampling = PhaseSampling.open();
		} catch (IllegalStateException e) {
			throw new CliFailure(ExitCodes.UNAVAILABLE, "cadmus bench generate --phases: " + e.getMessage());
		}
		sampling.sample(() -> phaseRound(language, bound, warmup * 1e9));
		var result = new java.util.ArrayList<PhaseTable.Round>();
		for (int i = 0; i < rounds; i++) {
			result.add(new PhaseTable.Round(sampling.sample(() -> phaseRound(language, bound, seconds * 1e9 / rounds))));
		}
		phaseEvent = sampling.event();
		return result;
	}

	/** How the phase rounds were sampled. */
	private String phaseEvent;

	/** One round of generating and rendering, each program's two steps timed apart. */
	private PhaseTable.Timing phaseRound(Language language, SizeBound bound, double forNanos) {
		long end = System.nanoTime() + (long) forNanos;
		long programs = 0;
		long buildNanos = 0;
		long renderNanos = 0;
		while (programs % 64 != 0 || System.nanoTime() < end) {
			long start = System.nanoTime();
			EObject tree = generator.generate(language, SeededDecisionSource.forProgram(1, nextProgram++), bound);
			long built = System.nanoTime();
			buildNanos += built - start;
			if (tree == null) {
				continue; // a generator defect, counted
			}
			programs++;
			language.render(tree);
			renderNanos += System.nanoTime() - built;
		}
		return new PhaseTable.Timing(programs, buildNanos, renderNanos);
	}

	/** The median rate with the range and the totals. */
	private static String summary(java.util.List<Phase> phases) {
		var rates = phases.stream().mapToDouble(Phase::perSecond).sorted().toArray();
		long programs = phases.stream().mapToLong(Phase::programs).sum();
		double secs = phases.stream().mapToLong(Phase::nanos).sum() / 1e9;
		return String.format("%.0f programs/s median of %d rounds (%.0f..%.0f; %d programs in %.1f s)",
				median(phases), rates.length, rates[0], rates[rates.length - 1], programs, secs);
	}

	private long nextProgram;

	private Phase run(Language language, SizeBound bound, double forNanos, boolean render) {
		long end = System.nanoTime() + (long) forNanos;
		long start = System.nanoTime();
		long programs = 0;
		long chars = 0;
		while (programs % 64 != 0 || System.nanoTime() < end) {
			// Every round goes on with new programs: none is generated twice.
			EObject tree = generator.generate(language, SeededDecisionSource.forProgram(1, nextProgram++), bound);
			if (tree == null) {
				continue; // a generator defect, counted
			}
			programs++;
			if (render) {
				chars += language.render(tree).length();
			}
		}
		return new Phase(programs, chars, System.nanoTime() - start);
	}

	private static final int SIZE_SAMPLE = 10_000;

	private double meanSize(Language language, SizeBound bound) {
		long nodes = 0;
		long defects = generator.defects;
		for (int i = 0; i < SIZE_SAMPLE; i++) {
			nodes += count(generator.generate(language, SeededDecisionSource.forProgram(1, i), bound));
		}
		return (double) nodes / (SIZE_SAMPLE - (generator.defects - defects));
	}

	private static long count(EObject tree) {
		if (tree == null) {
			return 0; // a generator defect, counted
		}
		long n = 1;
		for (var it = tree.eAllContents(); it.hasNext(); it.next()) {
			n++;
		}
		return n;
	}
}
