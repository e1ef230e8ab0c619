package cadmus.testing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.Program;

/**
 * What each of a test class's programs did on each engine (outcome, error kind and output, one string per program),
 * run once per engine however many tests compare them; asking for an engine that is not installed skips the test.
 */
public final class EngineOutputs {

	private final Map<String, List<String>> byImplementation = new ConcurrentHashMap<>();
	private final Duration timeout;

	/** Each run given 10 s. */
	public EngineOutputs() {
		this(Duration.ofSeconds(10));
	}

	/** Each run given {@code timeout} (a compiling back end takes longer). */
	public EngineOutputs(Duration timeout) {
		this.timeout = timeout;
	}

	/** The outputs of the programs on the implementation, in order (the programs are the same on every call). */
	public List<String> of(Implementation implementation, List<Program> programs) {
		Engines.assumeAvailable(implementation);
		return byImplementation.computeIfAbsent(implementation.id(), k -> {
			var results = new ArrayList<String>();
			try (var session = implementation.open(new ExecutionLimits(timeout, 1 << 20))) {
				for (var program : programs) {
					var e = session.run(program);
					results.add(e.outcome() + " " + e.errorKind() + "\n" + e.stdout());
				}
			}
			return results;
		});
	}
}
