package cadmus.app;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.Implementation;
import cadmus.exec.ImplementationProbes;

/** Which implementations are available, for commands that say why one is left out. */
final class Probes {

	private Probes() {
	}

	/**
	 * The implementations that are available, in order, each other one said on {@code out} with the reason;
	 * fails with {@link ExitCodes#UNAVAILABLE} naming {@code what} when none is.
	 */
	static List<Implementation> available(List<Implementation> implementations, java.io.PrintWriter out, String what) {
		var available = new ArrayList<Implementation>();
		ImplementationProbes.probe(implementations).forEach((implementation, availability) -> {
			if (availability.available()) {
				available.add(implementation);
			} else {
				out.printf("skipping %s: %s%n", implementation.id(), availability.reason());
			}
		});
		if (available.isEmpty()) {
			throw new CliFailure(ExitCodes.UNAVAILABLE, "no implementation of " + what + " is available");
		}
		return available;
	}
}
