package cadmus.app;

import java.util.List;
import java.util.concurrent.Callable;

import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cadmus languages}: installed languages and their implementations, available or not and why. */
@Command(name = "languages", mixinStandardHelpOptions = true,
		description = "List installed languages and their implementations: available with version, or why not.")
final class LanguagesCommand implements Callable<Integer> {

	private final LanguageRegistry registry;

	@Spec
	private CommandSpec spec;

	@Parameters(paramLabel = "LANG", arity = "0..*",
			description = "Only these languages (ids as listed); default: every installed one. Probing an engine takes a "
					+ "moment, so naming the language asks only its implementations.")
	private List<String> only = List.of();

	LanguagesCommand(LanguageRegistry registry) {
		this.registry = registry;
	}

	@Override
	public Integer call() {
		var out = spec.commandLine().getOut();
		List<Language> languages = only.isEmpty() ? registry.languages()
				: only.stream().map(id -> LanguageChoice.resolve(registry, id, spec.commandLine())).distinct().toList();
		if (languages.isEmpty()) {
			out.println("No languages installed. Install a language feature (cadmus.lang.<id>.feature) from the update site; see README.md.");
			return ExitCodes.OK;
		}
		int unavailable = 0;
		for (var language : languages) {
			out.printf("%s  %s  (*.%s, default --size %d)%n", language.id(), language.name(), language.fileExtension(),
					language.defaultSize());
			var implementations = registry.implementations(language.id());
			if (implementations.isEmpty()) {
				out.println("  no implementations installed");
			}
			var probed = cadmus.exec.ImplementationProbes.probe(implementations);
			int idWidth = probed.keySet().stream().mapToInt(i -> i.id().length()).max().orElse(0);
			int versionWidth = probed.values().stream().mapToInt(a -> a.version().length()).max().orElse(0);
			for (var entry : probed.entrySet()) {
				var implementation = entry.getKey();
				var availability = entry.getValue();
				if (availability.available()) {
					out.printf("  %-" + idWidth + "s  available    %-" + versionWidth + "s  %s%n", implementation.id(),
							availability.version(), implementation.description());
					continue;
				}
				unavailable++;
				out.printf("  %-" + idWidth + "s  unavailable  %s%n", implementation.id(), availability.reason());
				String install = InstallLine.of(implementation);
				if (!install.isEmpty()) {
					out.printf("  %-" + idWidth + "s               install: %s%n", "", install);
				}
			}
		}
		if (unavailable > 0) {
			out.printf("%n%d unavailable. Each install line makes one available; releng/install-engines in Cadmus's "
					+ "sources installs them all.%n", unavailable);
		}
		out.flush();
		return ExitCodes.OK;
	}
}
