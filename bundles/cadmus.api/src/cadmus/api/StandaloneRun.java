package cadmus.api;

/**
 * How a program's run by an implementation's {@link StandaloneCommand} ended: what a maintainer sees when running
 * the command, kept raw (no normalization, no classification) since a report quotes it.
 *
 * @param exitCode the process's exit status (meaningless when it died of a signal or timed out)
 * @param signal   the signal that ended it, or 0
 * @param timedOut whether it was stopped at the time limit
 */
public record StandaloneRun(String command, int exitCode, int signal, boolean timedOut, String stdout, String stderr) {

	/** How the process ended, in words: "exit 0", "signal 11 (SIGSEGV)", "no end within the time limit". */
	public String ending() {
		if (timedOut) {
			return "no end within the time limit (stopped)";
		}
		if (signal != 0) {
			return "signal " + signal + switch (signal) {
			case 4 -> " (SIGILL)";
			case 6 -> " (SIGABRT)";
			case 7 -> " (SIGBUS)";
			case 8 -> " (SIGFPE)";
			case 9 -> " (SIGKILL)";
			case 11 -> " (SIGSEGV)";
			default -> "";
			};
		}
		return "exit " + exitCode;
	}

	/** Whether two runs look the same to a maintainer: the same ending and the same output. */
	public boolean sameAs(StandaloneRun other) {
		return ending().equals(other.ending()) && stdout.equals(other.stdout);
	}
}
