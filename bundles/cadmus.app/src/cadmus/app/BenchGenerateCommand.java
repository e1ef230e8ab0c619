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
 * rendering to text, and the mean tree size.
 */
@Command(name = "generate", mixinStandardHelpOptions = true,
		description = "Measure generation speed (programs/s on one thread) and mean program size.")
final class BenchGenerateCommand implements Callable<Integer> {

	private final LanguageRegistry registry;
	private final Generator generator;

	@Spec
	private CommandSpec spec;

	@Mixin
	private LanguageOption languageOption;

	@Option(names = "--seconds", defaultValue = "10", paramLabel = "S", description = "Measured time per phase (default ${DEFAULT-VALUE}).")
	private int seconds;

	@Option(names = "--warmup", defaultValue = "3", paramLabel = "S", description = "Warm-up time (default ${DEFAULT-VALUE}).")
	private int warmup;

	@Mixin
	private SizeOption sizeOption;

	BenchGenerateCommand(LanguageRegistry registry, Generator generator) {
		this.registry = registry;
		this.generator = generator;
	}

	/** What one timed phase measured. */
	private record Phase(long programs, long chars, long nanos) {
		double perSecond() {
			return programs * 1e9 / nanos;
		}
	}

	@Override
	public Integer call() {
		if (seconds < 1 || warmup < 0) {
			throw new ParameterException(spec.commandLine(), "--seconds must be >= 1, --warmup >= 0");
		}
		Language language = languageOption.resolve(registry, spec.commandLine());
		var bound = sizeOption.bound(spec.commandLine());
		run(language, bound, warmup, true);
		Phase trees = run(language, bound, seconds, false);
		Phase texts = run(language, bound, seconds, true);
		var out = spec.commandLine().getOut();
		out.printf("language            %s%n", language.id());
		out.printf("size bound          %d nodes%n", bound.maxNodes());
		out.printf("trees only          %.0f programs/s (%d in %.1f s)%n", trees.perSecond(), trees.programs(), trees.nanos() / 1e9);
		out.printf("trees + rendering   %.0f programs/s (%d in %.1f s)%n", texts.perSecond(), texts.programs(), texts.nanos() / 1e9);
		out.printf("mean tree size      %.1f nodes (programs 0..%d, counted untimed)%n", meanSize(language, bound),
				SIZE_SAMPLE - 1);
		out.printf("mean text size      %.1f characters%n", (double) texts.chars() / texts.programs());
		out.flush();
		return ExitCodes.OK;
	}

	private Phase run(Language language, SizeBound bound, int forSeconds, boolean render) {
		long end = System.nanoTime() + forSeconds * 1_000_000_000L;
		long start = System.nanoTime();
		long programs = 0;
		long chars = 0;
		while (programs % 64 != 0 || System.nanoTime() < end) {
			EObject tree = generator.generate(language, SeededDecisionSource.forProgram(1, programs), bound);
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
		for (int i = 0; i < SIZE_SAMPLE; i++) {
			nodes += count(generator.generate(language, SeededDecisionSource.forProgram(1, i), bound));
		}
		return (double) nodes / SIZE_SAMPLE;
	}

	private static long count(EObject tree) {
		long n = 1;
		for (var it = tree.eAllContents(); it.hasNext(); it.next()) {
			n++;
		}
		return n;
	}
}
