package cadmus.bench.jqf;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

import org.jacoco.core.data.ExecutionDataReader;
import org.mozilla.javascript.BaseFunction;
import org.mozilla.javascript.Context;
import org.mozilla.javascript.ContextFactory;
import org.mozilla.javascript.RhinoException;
import org.mozilla.javascript.Scriptable;
import org.mozilla.javascript.ScriptableObject;

import edu.berkeley.cs.jqf.fuzz.util.Coverage;
import edu.berkeley.cs.jqf.fuzz.util.CoverageFactory;
import edu.berkeley.cs.jqf.fuzz.util.ICoverage;
import edu.berkeley.cs.jqf.instrument.tracing.FastCoverageSnoop;
import edu.berkeley.cs.jqf.instrument.tracing.SingleSnoop;
import janala.instrument.FastCoverageListener;

/**
 * One JVM run of releng/bench-jqf/collectors: runs every program of FOLDER through Rhino in this JVM, as
 * {@link ReplayPrograms}'s run mode does, and after each program takes that program's coverage and resets it, as a
 * fuzzing loop must. The collector is CONFIG: {@code none}; {@code jacoco} (Rhino's classes instrumented offline by
 * JaCoCo, its runtime on the class path: what Cadmus's worker does); {@code jqf} and {@code jqf-fast} (JQF's
 * javaagent instrumented Rhino as the classes loaded: its trace events, or with its fast non-colliding
 * instrumentation its probes, go to JQF's own coverage map, as ZestGuidance does). The script sets up each JVM.
 * Prints one row: config, round, programs, seconds, programs/s over all of them and over the second half, the
 * coverage seen over all programs, and how the programs ended.
 * Usage: CollectorSpeed CONFIG ROUND FOLDER
 */
public final class CollectorSpeed {

	/**
	 * Rhino's instruction-count units a program may run (in compiled mode Rhino counts only with observer code in
	 * the scripts it generates). A count, not a time, so that a slower collector does not cut programs shorter.
	 */
	private static final long BUDGET = Long.getLong("collectors.budget", 500_000_000L);

	private CollectorSpeed() {
	}

	/** What a fuzzing loop does after each program: take what it reached, and forget it for the next one. */
	private interface Collector {
		void takeAndReset() throws Exception;

		/** Points seen over all programs so far (-1: none measured). */
		long covered();
	}

	public static void main(String[] args) throws Exception {
		String config = args[0];
		List<String> sources = new ArrayList<>();
		try (Stream<Path> listing = Files.walk(Path.of(args[2]))) {
			for (Path file : listing.filter(Files::isRegularFile).sorted().toList()) {
				sources.add(Files.readString(file)); // read ahead: the disk is not what is measured
			}
		}
		// Each collector class is loaded only in its own configuration: the others' libraries are not there.
		Collector collector = switch (config) {
		case "none" -> new None();
		case "jacoco" -> new Jacoco();
		case "jqf", "jqf-fast" -> new Jqf();
		default -> throw new IllegalArgumentException("unknown configuration " + config);
		};
		var factory = new BudgetFactory();
		var print = new Discard();
		int n = sources.size();
		int valid = 0;
		int threw = 0; // of the valid ones
		int capped = 0;
		int failed = 0;
		long start = System.nanoTime();
		long half = start;
		for (int i = 0; i < n; i++) {
			if (i == n / 2) {
				half = System.nanoTime();
			}
			Context context = factory.enterContext();
			try {
				context.setLanguageVersion(Context.VERSION_ECMASCRIPT); // as Cadmus's Rhino runs its programs
				context.setGenerateObserverCount(true);
				context.setInstructionObserverThreshold(100_000);
				factory.left = BUDGET;
				var script = context.compileString(sources.get(i), "input", 0, null);
				valid++;
				ScriptableObject scope = context.initStandardObjects();
				scope.put("print", scope, print);
				script.exec(context, scope);
			} catch (OutOfBudget e) {
				capped++;
			} catch (RhinoException | StackOverflowError e) {
				// A syntax error, or a program that throws: its coverage up to there counts.
				threw += valid > i ? 1 : 0;
			} catch (RuntimeException | AssertionError e) {
				failed++; // Rhino failing inside
			} finally {
				Context.exit();
			}
			collector.takeAndReset();
		}
		long end = System.nanoTime();
		double seconds = (end - start) / 1e9;
		double secondHalf = (n - n / 2) / ((end - half) / 1e9);
		long covered = collector.covered();
		System.out.println(String.format(Locale.ROOT, "%-8s %5s %8d %8.1f %10.1f %12.1f %9s   %d compiled, %d threw, %d capped, %d failed",
				config, args[1], n, seconds, n / seconds, secondHalf, covered < 0 ? "-" : Long.toString(covered), valid,
				threw, capped, failed));
	}

	/** Stops a program that has run its budget. */
	private static final class BudgetFactory extends ContextFactory {
		long left;

		@Override
		protected void observeInstructionCount(Context cx, int instructionCount) {
			left -= instructionCount;
			if (left < 0) {
				throw new OutOfBudget();
			}
		}
	}

	/** An Error, so that a program's own catch cannot swallow it. */
	private static final class OutOfBudget extends Error {
		private static final long serialVersionUID = 1L;

		OutOfBudget() {
			super("instruction budget spent", null, false, false);
		}
	}

	private static final class None implements Collector {
		@Override
		public void takeAndReset() {
		}

		@Override
		public long covered() {
			return -1;
		}
	}

	/**
	 * As Cadmus's JacocoRunCoverage: the runtime's execution data taken with reset, parsed, every probe hit a key
	 * (its class id and index), here kept in a set to count them.
	 */
	private static final class Jacoco implements Collector {
		private final Method getAgent;
		private final Method executionData;
		private final Set<Long> seen = new HashSet<>();

		Jacoco() throws ReflectiveOperationException {
			// By name, as Cadmus does: the runtime jar is on this JVM's class path, not on the compiler's.
			getAgent = Class.forName("org.jacoco.agent.rt.RT").getMethod("getAgent");
			executionData = Class.forName("org.jacoco.agent.rt.IAgent").getMethod("getExecutionData", boolean.class);
		}

		@Override
		public void takeAndReset() throws ReflectiveOperationException, IOException {
			byte[] data = (byte[]) executionData.invoke(getAgent.invoke(null), true);
			var reader = new ExecutionDataReader(new ByteArrayInputStream(data));
			reader.setSessionInfoVisitor(info -> {
			});
			reader.setExecutionDataVisitor(classData -> {
				boolean[] probes = classData.getProbes();
				for (int p = 0; p < probes.length; p++) {
					if (probes[p]) {
						seen.add(classData.getId() * 31 + p);
					}
				}
			});
			reader.read();
		}

		@Override
		public long covered() {
			return seen.size();
		}
	}

	/**
	 * As JQF's ZestGuidance: a run coverage map fed by the instrumentation (trace events from SingleSnoop's
	 * callback, or the fast probes' listener, whichever JQF's configuration chose), merged into the total after
	 * each input and cleared before the next.
	 */
	@SuppressWarnings({ "rawtypes", "unchecked" })
	private static final class Jqf implements Collector {
		private final ICoverage run = CoverageFactory.newInstance();
		private final ICoverage total = CoverageFactory.newInstance();

		Jqf() {
			if (run instanceof FastCoverageListener listener) {
				FastCoverageSnoop.setFastCoverageListener(listener);
			} else {
				Coverage coverage = (Coverage) run;
				SingleSnoop.setCallbackGenerator(thread -> coverage::handleEvent);
				// Events are dropped on threads not snooped; with JQF's default tracing the name is not matched.
				SingleSnoop.startSnooping(CollectorSpeed.class.getName() + "#main");
			}
		}

		@Override
		public void takeAndReset() {
			total.updateBits(run);
			run.clear();
		}

		@Override
		public long covered() {
			return total.getNonZeroCount();
		}
	}

	/** print(...): output is not what is measured here. */
	private static final class Discard extends BaseFunction {
		private static final long serialVersionUID = 1L;

		@Override
		public Object call(Context cx, Scriptable scope, Scriptable thisObj, Object[] args) {
			return Context.getUndefinedValue();
		}
	}
}
