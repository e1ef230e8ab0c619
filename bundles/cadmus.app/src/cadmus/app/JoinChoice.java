package cadmus.app;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;

import cadmus.campaign.Campaign;
import cadmus.store.PostgresAddress;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** What {@code fuzz --join} names: the shared store and campaign, and this process among those that join it. */
final class JoinChoice {

	private JoinChoice() {
	}

	/** The campaign's place on the store; a URL or name that is none is bad usage. */
	static PostgresAddress address(CommandLine commandLine, String url, String campaign) {
		try {
			return new PostgresAddress(url, campaign);
		} catch (IllegalArgumentException e) {
			throw new ParameterException(commandLine, e.getMessage());
		}
	}

	/** How this process joins: its name (host and process id), ranges, lease and workers. */
	static Campaign.Join join(CommandLine commandLine, long range, Duration lease, Integer workers) {
		try {
			return new Campaign.Join(process(), host(), range, lease, workers == null ? 0 : workers);
		} catch (IllegalArgumentException e) {
			throw new ParameterException(commandLine, "--range, --lease, --workers: " + e.getMessage());
		}
	}

	/** This process among the campaign's: its host and process id (a pod's name is its host on Kubernetes). */
	static String process() {
		return host() + "-" + ProcessHandle.current().pid();
	}

	static String host() {
		String name = System.getenv("HOSTNAME");
		if (name != null && !name.isBlank()) {
			return name;
		}
		try {
			return InetAddress.getLocalHost().getHostName();
		} catch (UnknownHostException e) {
			return "unknown-host";
		}
	}
}
