package cadmus.app;

import java.util.List;
import java.util.Map;
import java.util.Objects;

import cadmus.api.Implementation;
import cadmus.api.Language;
import picocli.CommandLine;

/**
 * The dialect of a command that compares implementations (fuzz, compare) when --dialect is not given: the
 * dialect of the implementations named with --impl; else the language's first, unless fewer than two of its
 * default implementations are available here and another dialect has more. A comparison needs two, and a
 * machine with only what comes with Cadmus may have two of one dialect and one of another. The switch is
 * announced, with how to keep the first.
 */
final class CampaignDialect {

	/** The dialect, and a note saying why it is not the language's first ("" when it is or was asked for). */
	record Choice(String dialect, String note) {
	}

	private CampaignDialect() {
	}

	/**
	 * @param all the language's implementations by id
	 * @param implementationIds the ids given with --impl, or null
	 */
	static Choice choose(Language language, String asked, Map<String, Implementation> all, List<String> implementationIds,
			CommandLine commandLine) {
		if (asked != null || language.dialects().size() < 2) {
			return new Choice(DialectChoice.resolve(language, asked, commandLine), "");
		}
		if (implementationIds != null) {
			// Unknown ids and mixed dialects are reported by ImplementationChoice against the first dialect.
			var named = implementationIds.stream().map(all::get).filter(Objects::nonNull).map(Implementation::dialect)
					.distinct().toList();
			return new Choice(named.size() == 1 ? named.get(0) : language.dialects().get(0), "");
		}
		String first = language.dialects().get(0);
		long firstCount = availableDefaults(all, first);
		String best = first;
		long bestCount = firstCount;
		if (firstCount < 2) {
			for (String dialect : language.dialects().subList(1, language.dialects().size())) {
				long count = availableDefaults(all, dialect);
				if (count > bestCount) {
					best = dialect;
					bestCount = count;
				}
			}
		}
		if (best.equals(first)) {
			return new Choice(first, "");
		}
		return new Choice(best, String.format("dialect %s: %d of the default dialect %s's implementations %s available here, "
				+ "%d of %s's; --dialect %s keeps %s, and 'cadmus languages' says how to install the others", best, firstCount,
				first, firstCount == 1 ? "is" : "are", bestCount, best, first, first));
	}

	private static long availableDefaults(Map<String, Implementation> all, String dialect) {
		var defaults = all.values().stream().filter(i -> i.dialect().equals(dialect) && i.inDefaultSet()).toList();
		return cadmus.exec.ImplementationProbes.probe(defaults).values().stream().filter(a -> a.available()).count();
	}
}
