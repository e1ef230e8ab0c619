package cadmus.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;

import cadmus.campaign.CampaignParts;
import cadmus.api.DecisionSource;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.generate.ByteDecisionSource;
import cadmus.corpus.CorpusStore;
import cadmus.corpus.CorpusTrees;
import cadmus.corpus.FragmentDecisions;
import cadmus.corpus.CorpusHosts;
import cadmus.corpus.FragmentMutator;
import cadmus.corpus.ModelDecisions;
import cadmus.corpus.ProductionFrequencies;
import cadmus.generate.SeededDecisionSource;
import cadmus.oracle.Agreement;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus compare}: generates programs for one dialect, runs each on every available implementation of
 * that dialect and reports how often they ran cleanly and agreed (same outcome and output), with the
 * disagreeing programs written out for inspection. A differential check in one command; campaigns come later.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
		description = "Generate programs and compare every available implementation of a dialect on them.")
final class CompareCommand implements Callable<Integer> {

	private final LanguageRegistry registry;
	private final Generator generator;

	@Spec
	private CommandSpec spec;

	@Mixin
	private LanguageOption languageOption;

	@Option(names = "--dialect", paramLabel = "D",
			description = "Dialect (default: that of the --impl given, else the language's first unless fewer than two of its implementations are available and another dialect has more).")
	private String dialect;

	@Option(names = "--impl", split = ",", paramLabel = "ID",
			description = "Implementations to compare (default: the dialect's default set); programs avoid what any of them lacks.")
	private List<String> implementationIds;

	@Option(names = "--count", defaultValue = "100", paramLabel = "N", description = "Programs (default ${DEFAULT-VALUE}).")
	private int count;

	@Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed; program i is program i of 'cadmus generate --seed S' (default ${DEFAULT-VALUE}).")
	private long seed;

	@Mixin
	private SizeOption sizeOption;

	@Mixin
	private HotOption hotOption;

	@Option(names = "--timeout", defaultValue = "10", paramLabel = "SECONDS", description = "Limit per run (default ${DEFAULT-VALUE}).")
	private int timeoutSeconds;

	@Option(names = "--jit-proof", description = "Also run each program once more on each implementation that can tell, "
			+ "with its engine's trace of its optimizing compiler, and print in how many programs that tier compiled the "
			+ "program's own code (see 'cadmus languages' for the implementations).")
	private boolean jitProof;

	@Option(names = "--out", paramLabel = "DIR", description = "Write disagreeing and failing programs into DIR.")
	private Path outDir;

	@Option(names = "--bytes", description = "Draw decisions from mutated byte sequences (Zest-style) instead of seeds.")
	private boolean bytes;

	@Option(names = "--features", description = "Also print how often each construct occurs (node classes, told apart as the language names them).")
	private boolean features;

	@Option(names = "--model", paramLabel = "FILE",
			description = "Draw classes by a model learned from a corpus (see 'cadmus learn').")
	private Path modelFile;

	@Option(names = "--langfuzz", description = "Splice the model's corpus fragments into the programs (LangFuzz; "
			+ "needs --model) instead of drawing their classes by it, and print how much of the fragments was kept.")
	private boolean langfuzz;

	@Option(names = "--mutants", description = "Mutate each program as LangFuzz does (needs --model): a subtree "
			+ "replaced with a fragment of the model's corpus as it was written, its free names renamed to names in "
			+ "scope; print how many names were bound before and after, and how many mutants parse again.")
	private boolean mutants;

	@Option(names = "--corpus-hosts", description = "With --mutants, mutate corpus programs the model keeps whole "
			+ "(drawn by each program's seed) rather than generated programs, as LangFuzz mutates a test suite.")
	private boolean corpusHosts;

	@Option(names = "--corpus", paramLabel = "DIR", description = "Also print how far the programs' productions lie "
			+ "from this corpus's (0: the same choices in every context, 1: none alike).")
	private Path corpusDir;

	CompareCommand(LanguageRegistry registry, Generator generator) {
		this.registry = registry;
		this.generator = generator;
	}

	@Override
	public Integer call() throws IOException {
		if (count < 1 || timeoutSeconds < 1) {
			throw new ParameterException(spec.commandLine(), "--count and --timeout must be positive");
		}
		sizeOption.validate(spec.commandLine());
		hotOption.validate(spec.commandLine());
		if (corpusHosts && !mutants) {
			throw new ParameterException(spec.commandLine(), "--corpus-hosts is for --mutants: it says what they mutate");
		}
		Language language = languageOption.resolve(registry, spec.commandLine());
		var bound = sizeOption.bound(spec.commandLine(), language);
		var byId = CampaignParts.implementationsById(registry, language.id());
		var dialectChoice = CampaignDialect.choose(language, dialect, byId, implementationIds, spec.commandLine());
		String chosen = dialectChoice.dialect();
		var out = spec.commandLine().getOut();
		if (!dialectChoice.note().isEmpty()) {
			out.println(dialectChoice.note());
		}
		var implementations = Probes.available(
				ImplementationChoice.resolve(byId, language.id(), chosen, implementationIds, spec.commandLine()), out,
				(language.id() + " " + chosen).strip());
		var avoided = Language.lackedByAny(implementations);
		var rules = language.rules(chosen, avoided);
		if (!avoided.isEmpty()) {
			out.printf("programs avoid what an implementation lacks: %s%n", String.join(", ", avoided));
		}
		var model = ModelOption.read(modelFile, language, langfuzz, mutants, corpusHosts);
		var fragments = FragmentDecisions.Stats.NONE;
		var mutator = mutants ? new FragmentMutator(model.fragments(), rules) : null;
		var hosts = corpusHosts ? new CorpusHosts(model.hosts(), language.rootClass().getEPackage()) : null;
		var tally = new MutantTally();
		var corpusProductions = corpusDir == null ? null : corpusProductions(language);
		var productions = new ProductionFrequencies();
		var programs = new ArrayList<Program>(count);
		long nodes = 0;
		var sizes = new ArrayList<Integer>();
		var mutations = new ByteMutations(seed);
		var classes = new TreeMap<String, Integer>();
		var programsWith = new TreeMap<String, Integer>();
		int unmade = 0;
		for (int i = 0; i < count; i++) {
			DecisionSource decisions = bytes ? new ByteDecisionSource(mutations.next()) : SeededDecisionSource.forProgram(seed, i);
			FragmentDecisions splicing = null;
			if (langfuzz) {
				decisions = splicing = new FragmentDecisions(model.fragments(), decisions);
			} else if (model != null && !mutants) {
				decisions = new ModelDecisions(model, decisions);
			}
			org.eclipse.emf.ecore.EObject tree;
			try {
				tree = hosts != null ? hosts.choose(decisions) : generator.generate(language, rules, decisions, bound);
				if (splicing != null) {
					fragments = fragments.plus(splicing.stats());
				}
			} catch (RuntimeException e) {
				// A program the rules could not complete (a generator defect): said, and the others still compared.
				if (unmade++ == 0) {
					out.printf("program %d could not be generated: %s%n", i, e.getMessage());
				}
				continue;
			}
			if (mutator != null) {
				tree = mutated(language, mutator, tree, decisions, tally);
			}
			productions.add(tree);
			int n = 1;
			var seen = new java.util.HashSet<String>();
			classes.merge(language.construct(tree), 1, Integer::sum);
			seen.add(language.construct(tree));
			for (var it = tree.eAllContents(); it.hasNext();) {
				String construct = language.construct(it.next());
				classes.merge(construct, 1, Integer::sum);
				seen.add(construct);
				n++;
			}
			seen.forEach(construct -> programsWith.merge(construct, 1, Integer::sum));
			sizes.add(n);
			nodes += n;
			String name = (bytes ? "bytes-" : "seed-") + seed + "-" + i + "." + language.fileExtension();
			programs.add(new Program(language.id(), name, hotOption.text(spec.commandLine(), language, tree, rules), name));
		}
		if (unmade > 0) {
			out.printf("%d of %d programs could not be generated and are left out%n", unmade, count);
		}
		var limits = new ExecutionLimits(Duration.ofSeconds(timeoutSeconds), ExecutionLimits.DEFAULT.maxOutputBytes());
		long start = System.nanoTime();
		var results = cadmus.exec.ParallelSessions.runAll(implementations, programs, limits);
		double seconds = (System.nanoTime() - start) / 1e9;
		report(language, chosen, implementations, programs, results, nodes, sizes, seconds);
		if (jitProof) {
			OptimizationProof.print(out, implementations, programs, limits);
		}
		if (langfuzz) {
			out.printf("fragments spliced: %d in %d programs (%.2f a program); kept whole %d (%.1f%%); nodes kept %d of %d (%.1f%%)%n",
					fragments.spliced(), programs.size(), fragments.spliced() / (double) Math.max(1, programs.size()),
					fragments.whole(), 100.0 * fragments.whole() / Math.max(1, fragments.spliced()), fragments.kept(),
					fragments.nodes(), 100.0 * fragments.kept() / Math.max(1, fragments.nodes()));
			out.flush();
		}
		if (mutator != null) {
			tally.print(out);
		}
		if (corpusProductions != null) {
			out.printf("distance of the programs' productions to %s's: %.3f (%d productions, the corpus's %d)%n",
					corpusDir, productions.distanceTo(corpusProductions), productions.total(), corpusProductions.total());
			out.flush();
		}
		if (features) {
			out.printf("constructs (in %d programs): occurrences, programs holding one%n", programs.size());
			classes.forEach((name, n) -> out.printf("  %-28s %8d %8d %6.2f%%%n", name, n, programsWith.get(name),
					100.0 * programsWith.get(name) / Math.max(1, programs.size())));
			out.flush();
		}
		return ExitCodes.OK;
	}

	/** The program mutated (or as it was, if no place takes a fragment or no mutant reads back), tallied. */
	private static org.eclipse.emf.ecore.EObject mutated(Language language, FragmentMutator mutator,
			org.eclipse.emf.ecore.EObject tree, DecisionSource decisions, MutantTally tally) {
		var mutant = mutator.readable(language, tree, decisions);
		if (mutant.isEmpty()) {
			tally.unmutated();
			return tree;
		}
		tally.add(mutant.get());
		return mutant.get().tree();
	}

	/** The productions of every parsed file of the corpus {@code --corpus} names. */
	private ProductionFrequencies corpusProductions(Language language) {
		var frequencies = new ProductionFrequencies();
		// A corpus that is missing, unreadable or of another language: CadmusCli reports its CorpusException (exit 3).
		try (var store = CorpusStore.open(corpusDir)) {
			CorpusTrees.each(store, language, frequencies::add);
		}
		if (frequencies.total() == 0) {
			throw new CliFailure(ExitCodes.INPUT, corpusDir + " holds no parsed file to compare with");
		}
		return frequencies;
	}

	private void report(Language language, String chosen, List<Implementation> implementations, List<Program> programs,
			Map<Implementation, List<Execution>> results, long nodes, List<Integer> sizes, double seconds)
			throws IOException {
		var out = spec.commandLine().getOut();
		sizes.sort(Integer::compare);
		out.printf("%s: %d programs (seed %d, programs 0..%d), mean %.1f nodes, median %d nodes; ran in %.1f s%n",
				(language.id() + " " + chosen).strip(), programs.size(), seed, count - 1, (double) nodes / programs.size(),
				sizes.get(sizes.size() / 2), seconds);
		out.printf("%-18s %s%n", "implementation", "outcomes");
		for (var implementation : implementations) {
			var counts = new EnumMap<Outcome, Integer>(Outcome.class);
			results.get(implementation).forEach(e -> counts.merge(e.outcome(), 1, Integer::sum));
			out.printf("%-18s %s%n", implementation.id(), counts);
		}
		int agreeing = 0;
		int clean = 0;
		var disagreements = new TreeMap<String, Integer>();
		var errorKinds = new TreeMap<String, Integer>();
		for (int i = 0; i < programs.size(); i++) {
			var executions = new ArrayList<Execution>(implementations.size());
			boolean allOk = true;
			for (var implementation : implementations) {
				var e = results.get(implementation).get(i);
				executions.add(e);
				allOk &= e.outcome() == Outcome.OK;
				if (e.outcome() != Outcome.OK) {
					errorKinds.merge(implementation.id() + ": " + e.outcome() + " " + e.errorKind(), 1, Integer::sum);
				}
			}
			// Compared as a campaign's differential oracle compares: on output normalized per implementation (rows as
			// multisets, say), OK runs by what they print, failed runs by outcome class.
			var groups = Agreement.groups(implementations, executions);
			if (allOk) {
				clean++;
			}
			if (groups.size() == 1) {
				agreeing++;
			} else {
				String signature = groups.stream().map(g -> g.stream().map(Execution::implementationId)
						.collect(java.util.stream.Collectors.joining("+"))).sorted().toList().toString();
				disagreements.merge(signature, 1, Integer::sum);
				save(programs.get(i), "disagree");
			}
			if (!allOk) {
				save(programs.get(i), "error");
			}
		}
		out.printf("all implementations ran without error: %d of %d (%.2f%%)%n", clean, programs.size(),
				100.0 * clean / programs.size());
		out.printf("all implementations agreed:            %d of %d (%.2f%%)%n", agreeing, programs.size(),
				100.0 * agreeing / programs.size());
		disagreements.forEach((signature, n) -> out.printf("  disagreement %s: %d%n", signature, n));
		errorKinds.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(15)
				.forEach(entry -> out.printf("  error %s: %d%n", entry.getKey(), entry.getValue()));
		out.flush();
	}

	private void save(Program program, String kind) throws IOException {
		if (outDir == null) {
			return;
		}
		Path dir = outDir.resolve(kind);
		Files.createDirectories(dir);
		Files.writeString(dir.resolve(program.name()), program.text(), StandardCharsets.UTF_8);
	}
}
