package cadmus.app;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import cadmus.generate.GenerationPhase;
import one.profiler.AsyncProfiler;
import one.profiler.Counter;

/**
 * Samples the calling thread's stacks with async-profiler while it generates, and counts the samples by
 * {@link GenerationPhase}. async-profiler samples at any instruction, not at safepoints as Java's own stack
 * sampling does, so a short method is seen as often as it runs. The JDK's flight recorder was tried first: it
 * walked one sample in ten of this deeply recursive code, and gave phases different shares than async-profiler.
 */
final class PhaseSampling {

	/** One sample per millisecond of the thread's CPU time. */
	private static final long INTERVAL_NANOS = 1_000_000;

	private final AsyncProfiler profiler;
	private final String event;

	private PhaseSampling(AsyncProfiler profiler, String event) {
		this.profiler = profiler;
		this.event = event;
	}

	/**
	 * The profiler, sampling CPU time through the kernel's performance events where they are open to this user
	 * (perf_event_paranoid at most 2) and through a CPU-time interval timer elsewhere.
	 */
	static PhaseSampling open() {
		AsyncProfiler profiler;
		try {
			profiler = AsyncProfiler.getInstance();
		} catch (UnsatisfiedLinkError | IllegalStateException e) {
			throw new IllegalStateException("async-profiler does not load on this platform ("
					+ System.getProperty("os.name") + " " + System.getProperty("os.arch") + "): " + e.getMessage(), e);
		}
		for (var event : List.of("cpu", "itimer")) {
			try {
				profiler.execute(command("start", event));
				profiler.execute("stop");
				return new PhaseSampling(profiler, event);
			} catch (IllegalStateException | IllegalArgumentException | IOException e) {
				// perf events closed: try the timer
			}
		}
		throw new IllegalStateException("async-profiler could start neither perf events nor a CPU-time timer");
	}

	/** How samples are taken: "cpu" (perf events) or "itimer". */
	String event() {
		return event;
	}

	private static String command(String verb, String event) {
		return verb + ",event=" + event + ",interval=" + INTERVAL_NANOS + ",filter";
	}

	/** The counts of one stretch: samples by phase, and those taken outside generation. */
	record Counts(Map<GenerationPhase, Long> byPhase, long outside) {
		long generating() {
			return byPhase.values().stream().mapToLong(Long::longValue).sum();
		}
	}

	/** What sampled work returned, and its samples. */
	record Sampled<T>(T result, Counts counts) {
	}

	/** Runs the work with the calling thread sampled, and counts its samples. */
	<T> Sampled<T> sample(Supplier<T> work) {
		T result;
		try {
			profiler.execute(command("start", event));
			profiler.addThread(Thread.currentThread());
			try {
				result = work.get();
			} finally {
				profiler.execute("stop");
			}
		} catch (IOException e) {
			throw new IllegalStateException("async-profiler failed: " + e.getMessage(), e);
		}
		return new Sampled<>(result, count(profiler.dumpCollapsed(Counter.SAMPLES)));
	}

	/** Counts collapsed stacks ({@code root;...;leaf count} per line) by phase. */
	static Counts count(String collapsed) {
		var byPhase = new EnumMap<GenerationPhase, Long>(GenerationPhase.class);
		long outside = 0;
		for (var line : collapsed.split("\n")) {
			int space = line.lastIndexOf(' ');
			if (space < 0) {
				continue;
			}
			long samples = Long.parseLong(line.substring(space + 1).trim());
			var phase = GenerationPhase.ofStack(frames(line.substring(0, space)));
			if (phase == null) {
				outside += samples;
			} else {
				byPhase.merge(phase, samples, Long::sum);
			}
		}
		return new Counts(byPhase, outside);
	}

	/** A collapsed stack's frames, innermost first; a Java frame is {@code package/Class.method}. */
	private static List<GenerationPhase.Frame> frames(String stack) {
		var names = stack.split(";");
		var frames = new ArrayList<GenerationPhase.Frame>(names.length);
		for (int i = names.length - 1; i >= 0; i--) {
			String name = names[i];
			int dot = name.lastIndexOf('.');
			frames.add(dot < 0 ? new GenerationPhase.Frame(name, "")
					: new GenerationPhase.Frame(name.substring(0, dot).replace('/', '.'), name.substring(dot + 1)));
		}
		return frames;
	}
}
