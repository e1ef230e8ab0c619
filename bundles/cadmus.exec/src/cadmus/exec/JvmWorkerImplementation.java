package cadmus.exec;

import java.io.IOException;
import java.util.List;
import java.util.function.UnaryOperator;

import cadmus.api.Availability;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.ImplementationSession;
import cadmus.api.Program;

/**
 * An implementation that runs in a worker JVM: a language bundle names the engine class and the bundles
 * whose jars make up the worker's classpath; everything else (starting, restarting, timeouts, the memory
 * watch, a private working directory) is here. The heap is bounded by the JVM options (-Xmx); the watch bounds what natives allocate.
 */
public final class JvmWorkerImplementation extends ProfiledImplementation {

	private final String engineClass;
	private final List<String> engineArgs;
	private final List<String> bundles;
	private final List<String> jvmOptions;
	private final UnaryOperator<String> kindOf;

	public JvmWorkerImplementation(String id, String languageId, String dialect, String description,
			String engineClass, List<String> engineArgs, List<String> bundles, List<String> jvmOptions) {
		this(id, languageId, dialect, description, engineClass, engineArgs, bundles, jvmOptions, Checks.NONE,
				UnaryOperator.identity());
	}

	/**
	 * @param kindOf how an error message becomes an error kind, for replies that carry none
	 */
	public JvmWorkerImplementation(String id, String languageId, String dialect, String description,
			String engineClass, List<String> engineArgs, List<String> bundles, List<String> jvmOptions, Checks checks,
			UnaryOperator<String> kindOf) {
		this(new Profile(id, languageId, dialect, description), engineClass, engineArgs, bundles, jvmOptions, checks,
				kindOf);
	}

	/**
	 * @param kindOf how an error message becomes an error kind, for replies that carry none
	 */
	public JvmWorkerImplementation(Profile profile, String engineClass, List<String> engineArgs, List<String> bundles,
			List<String> jvmOptions, Checks checks, UnaryOperator<String> kindOf) {
		super(profile, checks);
		this.engineClass = engineClass;
		this.engineArgs = List.copyOf(engineArgs);
		this.bundles = List.copyOf(bundles);
		this.jvmOptions = List.copyOf(jvmOptions);
		this.kindOf = kindOf;
	}

	@Override
	protected Availability probe() {
		JvmWorker.Spec spec;
		try {
			spec = spec();
		} catch (IllegalStateException e) {
			return Availability.unavailable(e.getMessage());
		}
		try (var scratch = new ScratchDirectory("cadmus-probe"); var worker = JvmWorker.driver(spec, scratch.path())) {
			return Availability.available(worker.start());
		} catch (IOException e) {
			return Availability.unavailable(e.getMessage());
		}
	}

	private JvmWorker.Spec spec() {
		return new JvmWorker.Spec(BundleFiles.classpath(bundles), engineClass, engineArgs, jvmOptions);
	}

	@Override
	public ImplementationSession open(ExecutionLimits limits) {
		var spec = spec();
		var scratch = new ScratchDirectory("cadmus-" + id());
		var worker = JvmWorker.driver(spec, scratch.path());
		return new ImplementationSession() {
			@Override
			public Execution run(Program program) {
				var call = worker.call(program.text(), limits.timeout(), limits.memoryBytes());
				return Replies.execution(id(), call, limits, checks().expectedErrors(), kindOf);
			}

			@Override
			public void close() {
				worker.close();
				scratch.close();
			}
		};
	}
}
