package cadmus.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.eclipse.emf.ecore.EObject;

import cadmus.campaign.CampaignParts;
import cadmus.api.DecisionSource;
import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.RulesException;
import cadmus.corpus.FragmentDecisions;
import cadmus.corpus.CorpusHosts;
import cadmus.corpus.FragmentMutator;
import cadmus.corpus.ModelDecisions;
import cadmus.corpus.TreeModel;
import cadmus.generate.SeededDecisionSource;
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

	/** What mutates the programs with --mutants, and the corpus programs --corpus-hosts mutates; null without them. */
	private FragmentMutator mutator;
	private CorpusHosts hosts;

	GenerateCommand(LanguageRegistry registry, Generator generator) {
		this.registry = registry;
		this.generator = generator;
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
		var model = ModelOption.read(modelFile, language, langfuzz, mutants, corpusHosts);
		// Made once for all programs: the mutator caches which pool classes each place takes.
		mutator = mutants ? new FragmentMutator(model.fragments(), rules) : null;
		hosts = corpusHosts ? new CorpusHosts(model.hosts(), language.rootClass().getEPackage()) : null;
		if (outDir != null) {
			Files.createDirectories(outDir);
		}
		var out = spec.commandLine().getOut();
		for (int i = 0; i < count; i++) {
			String text = generate(language, rules, model, i);
			if (outDir == null) {
				out.printf("%s program %d of %d (seed %d)%n%s%n", language.lineComment(), i + 1, count, seed, text);
			} else {
				Path file = outDir.resolve(String.format("%s-%d-%d.%s", language.id(), seed, i, language.fileExtension()));
				Files.writeString(file, text, StandardCharsets.UTF_8);
				out.println(file);
			}
		}
		out.flush();
		return ExitCodes.OK;
	}

	private String generate(Language language, GenerationRules rules, TreeModel model, int index) {
		EObject tree;
		DecisionSource decisions = SeededDecisionSource.forProgram(seed, index);
		if (langfuzz) {
			decisions = new FragmentDecisions(model.fragments(), decisions);
		} else if (model != null && !mutants) {
			decisions = new ModelDecisions(model, decisions);
		}
		try {
			tree = hosts != null ? hosts.choose(decisions)
					: generator.generate(language, rules, decisions, sizeOption.bound(spec.commandLine(), language));
			if (mutator != null) {
				// A program no fragment fits into, or none of whose mutants parses again, comes out as generated.
				var host = tree;
				tree = mutator.readable(language, host, decisions).map(FragmentMutator.Mutant::tree).orElse(host);
			}
		} catch (IllegalArgumentException e) {
			throw new ParameterException(spec.commandLine(), "--size " + sizeOption.nodes(language) + ": " + e.getMessage());
		} catch (RulesException e) {
			throw new CliFailure(ExitCodes.INTERNAL, "the rules of language " + language.id() + " are broken: " + e.getMessage());
		}
		return hotOption.text(spec.commandLine(), language, tree, rules);
	}
}
