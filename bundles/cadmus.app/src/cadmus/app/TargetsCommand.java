package cadmus.app;

import java.util.concurrent.Callable;

import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.clp.TargetLibrary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code cadmus targets}: the targets the installed languages ship (each language bundle's {@code targets/}), to give
 * by name to {@code generate --target} and {@code fuzz --target}, or to copy and change, and the features each names
 * for targets to use; with a name, the file ({@code features}: the features' file).
 */
@Command(name = "targets", mixinStandardHelpOptions = true,
		description = { "List the targets the installed languages ship, or print one.",
				"Give one by name to 'generate --target' or 'fuzz --target' (with its --lang)." })
final class TargetsCommand implements Callable<Integer> {

	private final LanguageRegistry registry;

	@Spec
	private CommandSpec spec;

	@Option(names = "--lang", paramLabel = "LANG", description = "Only this language's (required with NAME).")
	private String languageId;

	@Parameters(arity = "0..1", paramLabel = "NAME", description = {"Print this target's file.",
			"'features': the file of the features the language names for its targets."})
	private String name;

	TargetsCommand(LanguageRegistry registry) {
		this.registry = registry;
	}

	@Override
	public Integer call() {
		var out = spec.commandLine().getOut();
		if (name != null) {
			if (languageId == null) {
				throw new ParameterException(spec.commandLine(), "a target's name is its language's: give --lang");
			}
			Language language = LanguageChoice.resolve(registry, languageId, spec.commandLine());
			if (name.equals(TargetLibrary.FEATURES)) {
				out.print(TargetLibrary.features(language).orElseThrow(() -> new ParameterException(spec.commandLine(),
						language.id() + " names no features")));
				out.flush();
				return ExitCodes.OK;
			}
			var shipped = TargetLibrary.find(language, name).orElseThrow(() -> new ParameterException(spec.commandLine(),
					language.id() + " ships no target " + name + " (shipped: " + String.join(", ",
							TargetLibrary.of(language).stream().map(TargetLibrary.Shipped::name).toList()) + ")"));
			out.print(shipped.text());
			out.flush();
			return ExitCodes.OK;
		}
		var languages = languageId == null ? registry.languages()
				: java.util.List.of(LanguageChoice.resolve(registry, languageId, spec.commandLine()));
		for (Language language : languages) {
			for (var target : TargetLibrary.of(language)) {
				out.printf("%-8s %-36s %s%n", language.id(), target.name(), target.title());
			}
			var features = TargetLibrary.featureNames(language);
			if (!features.isEmpty()) {
				out.printf("%-8s %-36s %s%n", language.id(), "(" + TargetLibrary.FEATURES + ")", String.join(", ",
						features));
			}
		}
		out.flush();
		return ExitCodes.OK;
	}
}
