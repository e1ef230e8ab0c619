package cadmus.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import cadmus.api.Implementation;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Resolves {@code --impl ID,...} of a language and dialect: the named implementations, or else the dialect's
 * default set; an unknown id or one of another dialect is bad usage naming the choices. Programs are then
 * generated for the chosen set, avoiding what any of them lacks.
 */
final class ImplementationChoice {

	private ImplementationChoice() {
	}

	/**
	 * @param all the language's implementations by id (installed or not: availability is a separate question)
	 * @param ids the ids given, or null for the default set
	 */
	static List<Implementation> resolve(Map<String, Implementation> all, String languageId, String dialect,
			List<String> ids, CommandLine commandLine) {
		var chosen = new ArrayList<Implementation>();
		if (ids == null) {
			all.values().stream().filter(i -> i.dialect().equals(dialect) && i.inDefaultSet()).forEach(chosen::add);
			return chosen;
		}
		for (String id : ids) {
			var implementation = all.get(id);
			if (implementation == null) {
				throw new ParameterException(commandLine, "unknown implementation '" + id + "' of " + languageId
						+ "; known: " + String.join(", ", all.keySet()));
			}
			if (!implementation.dialect().equals(dialect)) {
				throw new ParameterException(commandLine, id + " runs dialect " + implementation.dialect() + ", not "
						+ dialect + "; choose --dialect " + implementation.dialect());
			}
			chosen.add(implementation);
		}
		return chosen;
	}
}
