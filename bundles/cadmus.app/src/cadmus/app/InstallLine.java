package cadmus.app;

import cadmus.api.Implementation;

/** The command a user runs to install an unavailable implementation, as the CLI prints it. */
final class InstallLine {

	/** Install commands are declared without sudo; only root runs them as they are. */
	private static final String SUDO = "root".equals(System.getProperty("user.name")) ? "" : "sudo ";

	private InstallLine() {
	}

	/** The command with sudo where this user needs it, or "" when the implementation declares none. */
	static String of(Implementation implementation) {
		String command = implementation.installCommand();
		return command.isEmpty() ? "" : SUDO + command;
	}
}
