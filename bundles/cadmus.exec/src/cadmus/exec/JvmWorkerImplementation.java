package cadmus.exec;

import java.io.IOException;
import java.util.List;

import cadmus.api.Availability;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.Outcome;
import cadmus.api.Program;

/**
 * An implementation that runs in a worker JVM: a language bundle names the engine class and the bundles
 * whose jars make up the worker's classpath; everything else (starting, restarting, timeouts) is here.
 */
public final class JvmWorkerImplementation implements Implementation {

	private final String id;
	private final String languageId;
	private final String description;
	private final String dialect;
	private final String engineClass;
	private final List<String> engineArgs;
	private final List<String> bundles;
	private final List<String> jvmOptions;
	private Availability availability;

	public JvmWorkerImplementation(String id, String languageId, String dialect, String description,
			String engineClass, List<String> engineArgs, List<String> bundles, List<String> jvmOptions) {
		this.id = id;
		this.languageId = languageId;
		this.dialect = dialect;
		this.description = description;
		this.engineClass = engineClass;
		this.engineArgs = List.copyOf(engineArgs);
		this.bundles = List.copyOf(bundles);
		this.jvmOptions = List.copyOf(jvmOptions);
	}

	@Override
	public String id() {
		return id;
	}

	@Override
	public String languageId() {
		return languageId;
	}

	@Override
	public String description() {
		return description;
	}

	@Override
	public String dialect() {
		return dialect;
	}

	@Override
	public synchronized Availability availability() {
		if (availability == null) {
			availability = probe();
		}
		return availability;
	}

	private Availability probe() {
		JvmWorker.Spec spec;
		try {
			spec = spec();
		} catch (IllegalStateException e) {
			return Availability.unavailable(e.getMessage());
		}
		try (var worker = new JvmWorker(spec)) {
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
		return new Session(new JvmWorker(spec()), limits);
	}

	private final class Session implements ImplementationSession {
		private final JvmWorker worker;
		private final ExecutionLimits limits;

		Session(JvmWorker worker, ExecutionLimits limits) {
			this.worker = worker;
			this.limits = limits;
		}

		@Override
		public Execution run(Program program) {
			var call = worker.call(program.text(), limits.timeout());
			if (call.timedOut()) {
				return new Execution(id, Outcome.TIMEOUT, "timeout", "", "", call.duration());
			}
			var reply = call.reply();
			if (reply == null) {
				return new Execution(id, Outcome.CRASH, "worker", "", call.failure(), call.duration());
			}
			return new Execution(id, Outcome.valueOf(reply.outcome()), reply.errorKind(),
					cap(reply.stdout()), cap(reply.stderr()), call.duration());
		}

		private String cap(String s) {
			return s.length() <= limits.maxOutputBytes() ? s : s.substring(0, limits.maxOutputBytes());
		}

		@Override
		public void close() {
			worker.close();
		}
	}
}
