package cadmus.ui.launch;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;

import cadmus.campaign.CampaignSettings;

/**
 * The attributes of a "Cadmus campaign" launch configuration: the {@code fuzz} command's options. An empty list
 * of implementations or oracles means the defaults (the dialect's default set, every oracle).
 */
public final class CampaignLaunch {

	/** The launch configuration type (plugin.xml). */
	public static final String TYPE = "cadmus.ui.campaign";

	public static final String LANGUAGE = "cadmus.language";
	public static final String DIALECT = "cadmus.dialect";
	public static final String IMPLEMENTATIONS = "cadmus.implementations";
	public static final String ORACLES = "cadmus.oracles";
	/** Seconds the campaign runs; 0 for no time limit (then a count is needed). */
	public static final String SECONDS = "cadmus.seconds";
	/** Programs the campaign runs; 0 for no count limit. */
	public static final String COUNT = "cadmus.count";
	public static final String WORKERS = "cadmus.workers";
	/** The first seed as text; empty for one from the clock. */
	public static final String SEED = "cadmus.seed";
	/** Implementations given as commands, id → command line (the command line's --command). */
	public static final String COMMANDS = "cadmus.commands";
	/** The workspace folder the campaign's directory is made in, e.g. /campaigns. */
	public static final String OUTPUT = "cadmus.output";

	public static final String DEFAULT_OUTPUT = "/campaigns";
	public static final int DEFAULT_SECONDS = 600;

	private CampaignLaunch() {
	}

	/** Defaults of a new configuration for a language. */
	public static void setDefaults(ILaunchConfigurationWorkingCopy copy, String languageId) {
		copy.setAttribute(LANGUAGE, languageId);
		copy.setAttribute(DIALECT, "");
		copy.setAttribute(IMPLEMENTATIONS, List.<String>of());
		copy.setAttribute(ORACLES, List.<String>of());
		copy.setAttribute(SECONDS, DEFAULT_SECONDS);
		copy.setAttribute(COUNT, 0);
		copy.setAttribute(WORKERS, 1);
		copy.setAttribute(SEED, "");
		copy.setAttribute(OUTPUT, DEFAULT_OUTPUT);
	}

	/** What the configuration asks of the campaign service. */
	public static CampaignSettings settings(ILaunchConfiguration configuration) throws CoreException {
		var defaults = CampaignSettings.of("", "");
		List<String> implementations = configuration.getAttribute(IMPLEMENTATIONS, List.of());
		List<String> oracles = configuration.getAttribute(ORACLES, List.of());
		int seconds = configuration.getAttribute(SECONDS, DEFAULT_SECONDS);
		int count = configuration.getAttribute(COUNT, 0);
		String seed = configuration.getAttribute(SEED, "").trim();
		Map<String, String> commands = configuration.getAttribute(COMMANDS, Map.of());
		Long seedValue;
		try {
			seedValue = seed.isEmpty() ? null : Long.valueOf(seed);
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException("the seed '" + seed + "' is not a whole number");
		}
		return new CampaignSettings(configuration.getAttribute(LANGUAGE, ""), configuration.getAttribute(DIALECT, ""),
				implementations.isEmpty() ? null : implementations, oracles.isEmpty() ? null : oracles, seedValue,
				configuration.getAttribute(WORKERS, 1), seconds > 0 ? Duration.ofSeconds(seconds) : null,
				count > 0 ? Long.valueOf(count) : null, null, defaults.timeoutSeconds(), defaults.memoryMib(),
				defaults.nondeterminismPercent(), commands);
	}
}
