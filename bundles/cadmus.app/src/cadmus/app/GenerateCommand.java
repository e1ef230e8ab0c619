package cadmus.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.concurrent.Callable;

import org.eclipse.emf.ecore.EObject;

import cadmus.campaign.CampaignParts;
import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.RulesException;
import cadmus.api.Technique;
import cadmus.api.TechniqueMaker;
import cadmus.campaign.CampaignFiles;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.technique.GivenContext;
import cadmus.generate.technique.Techniques;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus generate}: programs from a seed. Program {@code i} of seed {@code S} depends on nothing but
 * (language, rules, S, i) (and the model, when one steers it), so the same command prints the same programs byte
 * for byte.
 */
@Command(name = "generate", mixinStandardHelpOptions = true, description = "Generate programs from a seed.")
final class GenerateCommand implements Callable<Integer> {

	private final LanguageRegistry registry;
	private final Generator generator;

	@Spec
	private CommandSpec spec;

	@Mixin
	private LanguageOption languageOption;

	@Option(names = "--count", defaultValue = "1", paramLabel = "N", description = "How many programs (default ${DEFAULT-VALUE}).")
	private int count;

	@Option(names = "--seed", defaultValue = "0", paramLabel = "S", description = "Seed (default ${DEFAULT-VALUE}).")
	private long seed;

	@Mixin
	private SizeOption sizeOption;

	@Mixin
	private HotOption hotOption;

	@Option(names = "--out", paramLabel = "DIR", description = "Write one file per program into DIR instead of printing them.")
	private Path outDir;

	@Option(names = "--dialect", paramLabel = "D", description = "Dialect to generate for (default: the language's first).")
	private String dialect;

	@Option(names = "--impl", split = ",", paramLabel = "ID",
			description = "Implementations the programs are for (default: the dialect's default set): they avoid what any lacks.")
	private List<String> implementationIds;

	@Option(names = "--model", paramLabel = "FILE",
			description = "Draw classes and list lengths by a model learned from a corpus (see 'cadmus learn').")
	private Path modelFile;

	@Option(names = "--langfuzz", description = "Splice the model's corpus fragments into the programs (LangFuzz; "
			+ "needs --model) instead of drawing their classes by it.")
	private boolean langfuzz;

	@Option(names = "--mutants", description = "Mutate each program as LangFuzz does (needs --model): a subtree "
			+ "replaced with a fragment of the model's corpus as it was written, its free names renamed to names in "
			+ "scope. Mutants are not checked by the rules.")
	private boolean mutants;

	@Option(names = "--corpus-hosts", description = "With --mutants, mutate corpus programs the model keeps whole "
			+ "(drawn by each program's seed) rather than generated programs, as LangFuzz mutates a test suite.")
	private boolean corpusHosts;

	@Option(names = "--target", paramLabel = "FILE", description = "Programs that satisfy the target file's "
			+ "constraints, the smallest first (targeted generation: a search over the generator's decisions; "
			+ "see README, 'Targeted generation'). FILE may be the name of a target the language ships (see "
			+ "'cadmus targets').")
	private Path targetFile;

	@Option(names = "--exhaustive", description = "With --target, every distinct program up to --max-size nodes that "
			+ "satisfies it (every path of the search), and their count; --count is ignored.")
	private boolean exhaustive;

	@Option(names = "--max-size", paramLabel = "NODES", description = "With --target, the largest size bound searched "
			+ "(default: --size, or the language's own).")
	private Integer maxSize;

	@Option(names = "--max-runs", paramLabel = "N", defaultValue = "1000000", description = "With --target, the most "
			+ "generator runs the search may take (default ${DEFAULT-VALUE}).")
	private long maxRuns;

	/** The techniques installed now. */
	private final Supplier<Techniques> techniques;

	GenerateCommand(LanguageRegistry registry, Generator generator, Supplier<Techniques> techniques) {
		this.registry = registry;
		this.generator = generator;
		this.techniques = techniques;
	}

	@Override
	public Integer call() throws IOException {
		if (count < 0) {
			throw new ParameterException(spec.commandLine(), "--count must not be negative: " + count);
		}
		sizeOption.validate(spec.commandLine()); // before any output
		hotOption.validate(spec.commandLine());
		if (corpusHosts && !mutants) {
			throw new ParameterException(spec.commandLine(), "--corpus-hosts is for --mutants: it says what they mutate");
		}
		Language language = languageOption.resolve(registry, spec.commandLine());
		String chosen = DialectChoice.resolve(language, dialect, spec.commandLine());
		var rules = language.rules(chosen, Language.lackedByAny(ImplementationChoice.resolve(
				CampaignParts.implementationsById(registry, language.id()), language.id(), chosen, implementationIds,
				spec.commandLine())));
		if (targetFile != null) {
			return targeted(language, rules);
		}
		if (exhaustive || maxSize != null) {
			throw new ParameterException(spec.commandLine(), "--exhaustive and --max-size are for --target");
		}
		var maker = maker(language, rules);
		if (outDir != null) {
			Files.createDirectories(outDir);
		}
		var out = spec.commandLine().getOut();
		for (int i = 0; i < count; i++) {
			write(out, language, i, count, generate(language, rules, maker, i));
		}
		out.flush();
		return ExitCodes.OK;
	}

	/** Program {@code i} of {@code total}: printed with a header line, or written to a file of its own in --out. */
	private void write(java.io.PrintWriter out, Language language, int i, int total, String text) throws IOException {
		if (outDir == null) {
			out.printf("%s program %d of %d (seed %d)%n%s%n", language.lineComment(), i + 1, total, seed, text);
		} else {
			Path file = outDir.resolve(String.format("%s-%d-%d.%s", language.id(), seed, i, language.fileExtension()));
			Files.writeString(file, text, StandardCharsets.UTF_8);
			out.println(file);
		}
	}

	/**
	 * {@code --target}: the programs the search finds, smallest first, each printed as generated programs are, then
	 * what it tried on standard error; none found is exit {@value ExitCodes#NOT_FOUND}, naming the constraint that failed.
	 */
	private int targeted(Language language, GenerationRules rules) throws IOException {
		if (modelFile != null || langfuzz || mutants) {
			throw new ParameterException(spec.commandLine(), "--target is a technique of its own: not with --model, "
					+ "--langfuzz or --mutants");
		}
		if (maxRuns < 1 || maxSize != null && maxSize < 1) {
			throw new ParameterException(spec.commandLine(), "--max-runs and --max-size must be positive");
		}
		var target = cadmus.clp.TargetFile.read(TargetChoice.resolve(language, targetFile), registry::language);
		if (!target.language().equals(language.id())) {
			throw new ParameterException(spec.commandLine(), "--target " + targetFile + " is a target for "
					+ target.language() + ", not " + language.id());
		}
		int largest = maxSize != null ? maxSize : sizeOption.nodes(language);
		long start = System.nanoTime();
		var outcome = new cadmus.clp.ConstraintSearch(language, rules, generator, target, seed)
				.search(exhaustive ? Integer.MAX_VALUE : count, largest, maxRuns);
		double seconds = (System.nanoTime() - start) / 1e9;
		if (outDir != null) {
			Files.createDirectories(outDir);
		}
		var out = spec.commandLine().getOut();
		var found = outcome.found();
		for (int i = 0; i < found.size(); i++) {
			String text = found.get(i).text();
			if (hotOption.asked()) {
				// The program's tree again from its trace, for its hot form.
				var tree = generator.generate(language, rules, new cadmus.generate.ReplayDecisionSource(
						found.get(i).trace()), new cadmus.api.SizeBound(found.get(i).bound()));
				text = hotOption.text(spec.commandLine(), language, tree, rules);
			}
			write(out, language, i, found.size(), text);
		}
		out.flush();
		var err = spec.commandLine().getErr();
		String tried = outcome.runs() + " runs, " + String.format("%.2f", seconds) + " s, size bounds up to "
				+ outcome.largest() + (outcome.complete() ? ", every path tried" : "");
		if (found.isEmpty()) {
			err.println("cadmus generate: no program of at most " + largest + " nodes that satisfies " + targetFile
					+ " was found (" + tried + "); no program tried satisfied '" + outcome.unmet().map(
							cadmus.clp.Constraint::describe).orElse("?") + "'");
			return ExitCodes.NOT_FOUND;
		}
		err.printf("%d program%s %s, %d to %d nodes (%s%s)%n", found.size(), found.size() == 1 ? " satisfies" : "s satisfy",
				targetFile, found.get(0).nodes(), found.get(found.size() - 1).nodes(), tried, exhaustive
						? String.format("; %.0f distinct programs/s", found.size() / Math.max(seconds, 1e-9)) : "");
		err.flush();
		return ExitCodes.OK;
	}

	/** The technique the options name: the corpus's techniques with --model, random generation without. */
	private String techniqueId() {
		if (langfuzz && mutants) {
			throw new ParameterException(spec.commandLine(), "--langfuzz and --mutants are two techniques: give one");
		}
		return corpusHosts ? "corpus-mutants" : mutants ? "mutants" : langfuzz ? "langfuzz" : modelFile != null ? "model"
				: "random";
	}

	/** The maker of the technique's programs, made once for all of them (a mutator caches what each place takes). */
	private TechniqueMaker maker(Language language, GenerationRules rules) {
		var context = new GivenContext(language, rules, generator, sizeOption.bound(spec.commandLine(), language),
				modelFile == null ? Map.of() : Map.of(CampaignFiles.MODEL, modelFile));
		String id = techniqueId();
		Technique technique;
		try {
			technique = techniques.get().get(id);
		} catch (IllegalArgumentException e) {
			throw new CliFailure(ExitCodes.UNAVAILABLE, e.getMessage());
		}
		// Missing --model, a model of another language or one that keeps too little: the options' fault (exit 2).
		Techniques.unready(technique, context).ifPresent(cause -> {
			throw new ParameterException(spec.commandLine(), cause);
		});
		return technique.maker(context);
	}

	private String generate(Language language, GenerationRules rules, TechniqueMaker maker, int index) {
		EObject tree;
		try {
			tree = maker.build(maker.decisions(SeededDecisionSource.programSeed(seed, index), null));
		} catch (IllegalArgumentException e) {
			throw new ParameterException(spec.commandLine(), "--size " + sizeOption.nodes(language) + ": " + e.getMessage());
		} catch (RulesException e) {
			throw new CliFailure(ExitCodes.INTERNAL, "the rules of language " + language.id() + " are broken: " + e.getMessage());
		}
		return hotOption.text(spec.commandLine(), language, tree, rules);
	}
}
