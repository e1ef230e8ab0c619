package cadmus.exec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

import cadmus.api.Availability;
import cadmus.api.Coverage;
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
	/** The bundles whose classes are the engine's, for coverage; null: every bundle but Cadmus's own. */
	private List<String> covered;
	/** The JVM the worker runs on when not Cadmus's own; it throws IllegalStateException, saying why, when missing. */
	private Supplier<JvmWorker.Launch> launch;

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
		if (launch == null) {
			return new JvmWorker.Spec(BundleFiles.classpath(bundles), engineClass, engineArgs, jvmOptions);
		}
		var jvm = launch.get();
		var options = new ArrayList<>(jvm.options());
		options.addAll(jvmOptions);
		return new JvmWorker.Spec(BundleFiles.classpath(bundles), engineClass, engineArgs, options, jvm.java());
	}

	/**
	 * Runs the worker on another JVM than Cadmus's (an engine that needs a newer Java, or a JIT compiler the running
	 * JVM lacks), with options before the worker's own; {@code launch} throws IllegalStateException, saying what is
	 * missing, when that JVM or the engine's jars are not there: the implementation is then unavailable for that
	 * reason. Coverage is not collected there. Call before opening sessions.
	 */
	public JvmWorkerImplementation on(Supplier<JvmWorker.Launch> launch) {
		this.launch = launch;
		return this;
	}

	/**
	 * The spec of a worker that collects each run's coverage with JaCoCo: the engine's bundles instrumented (not
	 * Cadmus's own: the worker and the language's engine adapters are not the engine), its runtime and its reader.
	 */
	private JvmWorker.Spec coveredSpec() {
		var classpath = new ArrayList<Path>();
		for (String bundle : bundles) {
			Path entry = BundleFiles.classpath(List.of(bundle)).get(0);
			boolean engine = covered == null ? !bundle.startsWith("cadmus.") : covered.contains(bundle);
			classpath.add(engine ? OfflineInstrumentation.instrumented(entry) : entry);
		}
		classpath.add(JacocoAgent.agentJar());
		classpath.addAll(BundleFiles.classpath(List.of(JacocoAgent.CORE_BUNDLE)));
		var options = new ArrayList<>(jvmOptions);
		options.addAll(JacocoAgent.jvmOptions());
		return new JvmWorker.Spec(classpath, engineClass, engineArgs, options);
	}

	/**
	 * Names the bundles whose classes coverage measures, where the default (every bundle of the class path but
	 * Cadmus's own) is wrong: a test's fake engine lives in a Cadmus test bundle. Call before opening sessions.
	 */
	public JvmWorkerImplementation covering(List<String> engineBundles) {
		this.covered = List.copyOf(engineBundles);
		return this;
	}

	/** JaCoCo's, on Cadmus's own JVM (the engine's bundles instrumented); none on another JVM. */
	@Override
	public String coverageCollector() {
		return launch == null ? JacocoAgent.DESCRIPTION : "";
	}

	@Override
	public ImplementationSession open(ExecutionLimits limits) {
		return open(limits, false);
	}

	@Override
	public ImplementationSession open(ExecutionLimits limits, boolean collectCoverage) {
		var spec = collectCoverage && launch == null ? coveredSpec() : spec();
		var scratch = new ScratchDirectory("cadmus-" + id());
		var worker = JvmWorker.driver(spec, scratch.path());
		return new ImplementationSession() {
			private Coverage last = Coverage.NONE;

			@Override
			public Execution run(Program program) {
				var call = worker.call(program.text(), limits.timeout(), limits.memoryBytes());
				last = call.reply() == null ? Coverage.NONE : new Coverage(call.reply().coverage());
				return Replies.execution(id(), call, limits, checks().expectedErrors(), kindOf);
			}

			@Override
			public Coverage coverage() {
				return last;
			}

			@Override
			public void close() {
				worker.close();
				scratch.close();
			}
		};
	}
}
