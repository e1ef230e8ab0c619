package cadmus.app;

import java.io.PrintWriter;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

import java.util.List;

import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import cadmus.api.Generator;
import cadmus.api.InputFileException;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.api.Technique;
import cadmus.generate.technique.Techniques;
import picocli.CommandLine;

/** The cadmus command line, wired by Declarative Services to the language registry and the generator. */
@Component(service = CadmusCli.class)
public final class CadmusCli {

	@Reference
	private LanguageRegistry registry;

	@Reference
	private Generator generator;

	@Reference
	private cadmus.campaign.CampaignService campaigns;

	/** The oracles installed now (core and languages'); bundles may come and go. */
	@Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
	private volatile List<Oracle> oracles;

	/** The techniques installed now; bundles may come and go. */
	@Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
	private volatile List<Technique> techniques;

	private List<Technique> techniques() {
		var current = techniques;
		return current == null ? List.of() : List.copyOf(current);
	}

	private List<Oracle> oracles() {
		var current = oracles;
		return current == null ? List.of() : List.copyOf(current);
	}

	/** Runs one command line; returns its exit code (see {@link ExitCodes}). */
	public int execute(String[] args, PrintWriter out, PrintWriter err) {
		// The main job and its campaign commands first, then the tools: the usage message lists them in this order.
		var commandLine = new CommandLine(new CadmusCommand())
				.addSubcommand(new FuzzCommand(registry, generator, campaigns, () -> new Techniques(techniques())))
				.addSubcommand(new FindingsCommand())
				.addSubcommand(new CommandLine(new CorpusCommand()).addSubcommand(new CorpusImportCommand(registry)))
				.addSubcommand(new InputsCommand(campaigns))
				.addSubcommand(new LearnCommand(registry))
				.addSubcommand(new ReproCommand(campaigns))
				.addSubcommand(new ReduceCommand(registry, generator, campaigns))
				.addSubcommand(new UpstreamCommand(registry, campaigns))
				.addSubcommand(new JudgeCommand(registry, this::oracles))
				.addSubcommand(new ReportCommand())
				.addSubcommand(new CommandLine(new StoreCommand()).addSubcommand(new StoreCopyCommand())
						.addSubcommand(new StoreServeCommand()))
				.addSubcommand(new LanguagesCommand(registry))
				.addSubcommand(new GenerateCommand(registry, generator, () -> new Techniques(techniques())))
				.addSubcommand(new TargetsCommand(registry))
				.addSubcommand(new RunCommand(registry))
				.addSubcommand(new CompareCommand(registry, generator))
				.addSubcommand(new CommandLine(new BenchCommand())
						.addSubcommand(new BenchGenerateCommand(registry, generator))
						.addSubcommand(new BenchRunCommand(registry, generator))
						.addSubcommand(new BenchTargetsCommand(registry, generator))
						.addSubcommand(new BenchCampaignCommand(registry, generator, this::oracles, this::techniques))
						.addSubcommand(new BenchFindingsCommand(registry, generator, campaigns,
								() -> new Techniques(techniques()))));
		commandLine.getCommandSpec().usageMessage().exitCodeList(ExitCodes.described());
		commandLine.setOut(out);
		commandLine.setErr(err);
		commandLine.setExecutionExceptionHandler((e, cmd, parsed) -> {
			if (e instanceof CliFailure failure) {
				err.println("cadmus " + cmd.getCommandName() + ": " + failure.getMessage());
				return failure.exitCode();
			}
			if (e instanceof cadmus.campaign.MissingPartException missing) {
				err.println("cadmus " + cmd.getCommandName() + ": " + missing.getMessage());
				return ExitCodes.UNAVAILABLE;
			}
			var input = inputFailure(e);
			if (input != null) {
				// A file that is missing, damaged or not what it should be (a store, a model, a trace, a program): the
				// user's input, however deep in Cadmus it was read. Its message names the file and what is wrong.
				err.println("cadmus " + cmd.getCommandName() + ": " + input.getMessage());
				return ExitCodes.INPUT;
			}
			err.println("cadmus " + cmd.getCommandName() + ": internal error: " + e);
			e.printStackTrace(err);
			return ExitCodes.INTERNAL;
		});
		int code = commandLine.execute(args);
		out.flush();
		err.flush();
		return code;
	}

	/**
	 * The failure to read an input file that {@code e} is or was caused by (a worker thread or a library may have
	 * wrapped it); null when it is none.
	 */
	static InputFileException inputFailure(Throwable e) {
		for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
			if (t instanceof InputFileException input) {
				return input;
			}
		}
		return null;
	}
}
