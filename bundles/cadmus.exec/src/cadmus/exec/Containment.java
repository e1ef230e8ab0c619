package cadmus.exec;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What this machine allows for fencing in a child process, probed once: its own session (so a Ctrl-C at the
 * terminal reaches Cadmus, which then stops its children in order, and not the children directly), no
 * network (a fresh network namespace through {@code unshare -n}, or {@code unshare -rn} without root), and
 * resource limits ({@code prlimit}). Whatever is missing is said once, through {@link #warnings()}, and the
 * child runs without it.
 */
public final class Containment {

	private static volatile Containment probed;

	private final List<String> isolation;
	private final boolean prlimit;
	private final List<String> warnings;

	private Containment(List<String> isolation, boolean prlimit, List<String> warnings) {
		this.isolation = List.copyOf(isolation);
		this.prlimit = prlimit;
		this.warnings = List.copyOf(warnings);
	}

	/** The machine's containment, probed on first use. */
	public static Containment get() {
		Containment c = probed;
		if (c == null) {
			synchronized (Containment.class) {
				if (probed == null) {
					probed = probe();
				}
				c = probed;
			}
		}
		return c;
	}

	private static Containment probe() {
		var prefix = new ArrayList<String>();
		var warnings = new ArrayList<String>();
		if (works(List.of("setsid", "true"))) {
			prefix.add("setsid");
		} else {
			warnings.add("setsid is missing: a Ctrl-C at the terminal also reaches the programs under test");
		}
		if (works(List.of("unshare", "-n", "true"))) {
			prefix.addAll(List.of("unshare", "-n"));
		} else if (works(List.of("unshare", "-rn", "true"))) {
			prefix.addAll(List.of("unshare", "-rn"));
		} else {
			warnings.add("no network isolation: this machine does not allow network namespaces (unshare -n and "
					+ "unshare -rn both fail), so programs under test run with the network");
		}
		boolean prlimit = works(List.of("prlimit", "--cpu=5", "--", "true"));
		if (!prlimit) {
			warnings.add("prlimit is missing (Debian package util-linux): native programs run without CPU and "
					+ "address-space limits, only the wall-clock limit and the memory watchdog");
		}
		return new Containment(prefix, prlimit, warnings);
	}

	private static boolean works(List<String> command) {
		try {
			Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
			p.getInputStream().readAllBytes();
			return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
		} catch (IOException e) {
			return false;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return false;
		}
	}

	/** What the machine lacks, one sentence each; empty when every fence is up. */
	public List<String> warnings() {
		return warnings;
	}

	/** One line saying what is in force, for logs and reports. */
	public String describe() {
		return "session " + isolation.contains("setsid") + ", network namespace "
				+ (isolation.contains("unshare") ? "yes" : "no") + ", prlimit " + prlimit;
	}

	/**
	 * {@code command} fenced in: its own session, no network, and when given (> 0) an address-space limit
	 * and a CPU-time limit. Every wrapper execs the next, so the started process is the command itself.
	 */
	public List<String> wrap(List<String> command, long addressSpaceBytes, long cpuSeconds) {
		var result = new ArrayList<>(isolation);
		if (prlimit && (addressSpaceBytes > 0 || cpuSeconds > 0)) {
			result.add("prlimit");
			if (addressSpaceBytes > 0) {
				result.add("--as=" + addressSpaceBytes);
			}
			if (cpuSeconds > 0) {
				// A second beyond the wall clock, so the wall clock normally ends a runaway first; SIGXCPU at the soft
				// limit, SIGKILL a second later for a process that ignores it.
				result.add("--cpu=" + (cpuSeconds + 1) + ":" + (cpuSeconds + 2));
			}
			result.add("--core=0");
			result.add("--");
		}
		result.addAll(command);
		return result;
	}
}
