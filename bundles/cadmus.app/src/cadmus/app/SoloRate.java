package cadmus.app;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

import cadmus.api.ExecutionLimits;
import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;

/**
 * How fast one implementation runs programs generated beforehand, alone (no generation, judging or storing):
 * each worker opens its own session, warms it up, and then runs the programs round-robin for the measured time.
 */
final class SoloRate {

	/**
	 * programs/s, percent of them OK, programs run, statements/s where the language counts statements, and
	 * the machine's busy CPU milliseconds per program over the window (every process: -1 where unknown).
	 */
	record Rate(double programsPerSecond, double okPercent, long programs, double statementsPerSecond,
			double cpuMillisPerProgram) {
	}

	private static final int WARM_UP = 20;

	private SoloRate() {
	}

	/** Programs from seeds first, first + 1, ... with the given rules and size, as a campaign makes them. */
	static List<Program> programs(Generator generator, Language language, GenerationRules rules, int size, long first, int count) {
		var list = new ArrayList<Program>(count);
		for (int i = 0; i < count; i++) {
			var tree = generator.generate(language, rules, new SeededDecisionSource(first + i), new SizeBound(size));
			list.add(new Program(language.id(), "bench-" + i, language.programText(tree, rules), "bench seed " + (first + i)));
		}
		return list;
	}

	static Rate measure(Implementation implementation, List<Program> programs, int workers, int seconds, Language language)
			throws InterruptedException {
		int[] statements = programs.stream().mapToInt(p -> language.statementCount(p.text())).toArray();
		var units = new AtomicLong();
		var limits = new ExecutionLimits(Duration.ofSeconds(10), ExecutionLimits.DEFAULT.maxOutputBytes());
		var done = new AtomicLong();
		var ok = new AtomicLong();
		var ready = new CountDownLatch(workers);
		var go = new CountDownLatch(1);
		var threads = new ArrayList<Thread>();
		long[] window = new long[2];
		for (int w = 0; w < workers; w++) {
			int offset = w;
			var t = new Thread(() -> {
				try (var session = implementation.open(limits)) {
					for (int i = 0; i < WARM_UP; i++) {
						session.run(programs.get((offset * WARM_UP + i) % programs.size()));
					}
					ready.countDown();
					go.await();
					long end = window[1];
					int i = offset;
					while (System.nanoTime() < end) {
						var e = session.run(programs.get(i % programs.size()));
						units.addAndGet(statements[i % programs.size()]);
						i += workers;
						done.incrementAndGet();
						if (e.outcome() == Outcome.OK) {
							ok.incrementAndGet();
						}
					}
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
			}, "bench " + implementation.id() + " " + w);
			threads.add(t);
			t.start();
		}
		ready.await();
		double cpuBefore = MachineCpu.busySeconds();
		window[0] = System.nanoTime();
		window[1] = window[0] + seconds * 1_000_000_000L;
		go.countDown();
		for (var t : threads) {
			t.join();
		}
		double elapsed = (System.nanoTime() - window[0]) / 1e9;
		double cpu = MachineCpu.busySeconds() - cpuBefore;
		long n = done.get();
		return new Rate(n / elapsed, n == 0 ? 0 : 100.0 * ok.get() / n, n, units.get() / elapsed,
				cpuBefore < 0 || n == 0 ? -1 : 1000 * cpu / n);
	}
}
