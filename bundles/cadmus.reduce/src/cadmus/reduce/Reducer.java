package cadmus.reduce;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Predicate;
import java.util.function.Supplier;

import cadmus.api.DecisionSource;
import cadmus.api.Program;
import cadmus.generate.Decision;
import cadmus.generate.Shape;
import cadmus.generate.Trace;

/**
 * Reduces a finding's program to a small one that still shows it. Passes run cheapest first and repeat to a
 * fixed point: edits of the tree made through its decision trace ({@link TreePasses}: delete a node, the
 * cheapest subtree, hoist a descendant, switch a class, leave out observations) and of the trace itself
 * ({@link TracePasses}), every candidate conforming by construction, while they make progress; then the
 * shortest prefix of the lines that still shows the finding (as conforming as the program it cuts); then the
 * program without the prelude definitions it does not use (dead code: {@link PreludeTrim}); then edits of the
 * parsed program's statements, for what the renderer wrote beyond the tree's nodes ({@link StatementPasses});
 * then, where asked for, text edits (lines, then tokens) of what the decisions left, each candidate parsed before it is
 * run. A candidate is kept only when it is smaller (tokens, then the trace's length and values) and the
 * {@link CandidateTest} says it still shows the same finding. Candidates run {@code workers} at a time; of
 * those, the first in the pass's order that reproduces wins, so the result does not depend on which finished
 * first. The original is judged first (a reduction of a program that no longer shows the finding reports
 * that and stops), and the reduced program once more at the end: a reduction never reports a program that
 * does not reproduce.
 */
public final class Reducer {

	/**
	 * How a reduction runs: candidates at once, its time budget, whether text passes may follow, and whether every
	 * candidate must stay a program of the technique that made the original ({@code keepTechnique}: a targeted program
	 * keeps satisfying its target; text passes, whose candidates have no tree to check, then do not run).
	 */
	public record Options(int workers, Duration budget, boolean textPasses, boolean keepTechnique) {

		/** Options that let candidates leave the original's technique. */
		public Options(int workers, Duration budget, boolean textPasses) {
			this(workers, budget, textPasses, false);
		}

		public Options {
			if (workers < 1) {
				throw new IllegalArgumentException("workers must be at least 1, not " + workers);
			}
			if (budget.isNegative() || budget.isZero()) {
				throw new IllegalArgumentException("the time budget must be positive, not " + budget);
			}
		}
	}

	private final ProgramSource source;
	private final Predicate<String> parses;
	private final Supplier<CandidateTest> tests;
	private final PreludeTrim prelude;
	private final TreeSyntax syntax;

	/**
	 * @param source where candidate traces become programs; null when the program has no trace (a file)
	 * @param parses whether a text is a program of the language (text candidates that are not are never run)
	 * @param tests  makes a test per worker
	 */
	public Reducer(ProgramSource source, Predicate<String> parses, Supplier<CandidateTest> tests) {
		this(source, parses, tests, PreludeTrim.NONE, null);
	}

	/**
	 * @param syntax  the language's parser and renderer, for edits of the parsed program's statements
	 * @param prelude drops the definitions of the language's prelude a reduced program does not use
	 */
	public Reducer(ProgramSource source, TreeSyntax syntax, Supplier<CandidateTest> tests, PreludeTrim prelude) {
		this(source, syntax::parses, tests, prelude, syntax);
	}

	private Reducer(ProgramSource source, Predicate<String> parses, Supplier<CandidateTest> tests, PreludeTrim prelude,
			TreeSyntax syntax) {
		this.source = source;
		this.parses = parses;
		this.tests = tests;
		this.prelude = prelude;
		this.syntax = syntax;
	}

	/** Reduces {@code original}, made from {@code trace} (null: no trace, text passes only). */
	public Reduction reduce(Program original, Trace trace, Options options) {
		long start = System.nanoTime();
		long deadline = start + options.budget().toNanos();
		var run = new Run(options.workers(), deadline, original);
		try {
			var initial = initial(original, trace);
			int preludeTokens = preludeTokens(initial);
			run.current = initial;
			if (!run.verify(initial)) {
				// Not interesting to begin with (the bug is gone, or it is flaky): nothing to reduce.
				return new Reduction(original.text(), initial.tokens(), original.text(), initial.tokens(), initial.trace(),
						Duration.ofNanos(System.nanoTime() - start), 1, 0, false, false, false, false, false, preludeTokens,
						preludeTokens);
			}
			if (initial.trace() != null) {
				run.toFixedPoint(() -> {
					var passes = new ArrayList<>(TreePasses.all(this::replay));
					passes.addAll(TracePasses.all(run.current.trace().size(), this::replay));
					return passes;
				});
			}
			boolean truncated = false;
			// Edits of the text beyond the prelude's have no tree to check a technique's programs by: a reduction that
			// keeps the technique stops at the tree and the prelude.
			boolean onlyTrees = options.keepTechnique();
			if (initial.trace() != null && !run.outOfTime() && !onlyTrees) {
				truncated = run.run(TextPasses.prefix(t -> parsed(original, t)));
			}
			boolean preludeEdited = trimPrelude(run, original);
			boolean statementsEdited = syntax != null && !run.outOfTime() && !onlyTrees
					&& run.toFixedPoint(() -> StatementPasses.all(syntax, prelude, t -> parsed(original, t)));
			if (statementsEdited) {
				// Statements gone may have been the last to use some definitions.
				preludeEdited |= trimPrelude(run, original);
			}
			int keptPrelude = preludeEdited ? prelude.keptTokens(run.current.program().text()) : preludeTokens;
			boolean textEdited = options.textPasses() && !onlyTrees && !run.outOfTime()
					&& parses.test(run.current.program().text());
			if (textEdited) {
				run.toFixedPoint(() -> TextPasses.all(run.current.program().text(), t -> parsed(original, t)));
			}
			var result = run.current;
			boolean verified = result == initial || run.verify(result);
			if (!verified) {
				result = initial;
			}
			return new Reduction(original.text(), initial.tokens(), result.program().text(), result.tokens(),
					result.unobserved().isEmpty() ? result.trace() : null, Duration.ofNanos(System.nanoTime() - start),
					run.tried, run.accepted, System.nanoTime() > deadline, truncated && !textEdited && !statementsEdited,
					statementsEdited && verified, textEdited, verified, preludeTokens, verified ? keptPrelude : preludeTokens);
		} finally {
			run.close();
		}
	}

	/**
	 * Drops the prelude's definitions the program does not use, then calls helpers by their plainer names where
	 * every implementation runs the program alike (see {@link PreludeTrim}); true when either was kept.
	 */
	private boolean trimPrelude(Run run, Program original) {
		var trimmed = run.outOfTime() ? Optional.<PreludeTrim.Trimmed>empty() : prelude.trim(run.current.program().text());
		boolean edited = trimmed.isPresent() && run.run(TextPasses.unusedPrelude(trimmed.get(), t -> parsed(original, t)));
		if (!run.outOfTime()) {
			edited |= run.run(TextPasses.plainerCalls(prelude, t -> parsed(original, t)));
		}
		return edited;
	}

	/**
	 * The size of the text every program of the language starts with (a prelude of helpers, say): the lines the
	 * original shares, from its first, with the smallest program the rules make (the root's cheapest
	 * completion). No reduction by decisions removes it, so sizes beyond it say what a reduction achieved.
	 * -1 without a trace.
	 */
	private int preludeTokens(State initial) {
		if (initial.trace() == null) {
			return -1;
		}
		var root = new Decision("cheapest", 0, DecisionSource.WEIGHT_POINTS - 1, 0);
		Optional<ProgramSource.Replayed> smallest;
		try {
			smallest = source.replayAny(new Trace(List.of(root)), List.of(Shape.CHEAPEST), Set.of());
		} catch (RuntimeException e) {
			return -1; // the rules cannot make it: no prelude to measure
		}
		if (smallest.isEmpty()) {
			return -1;
		}
		var a = initial.program().text().split("\n", -1);
		var b = smallest.get().program().text().split("\n", -1);
		var shared = new StringBuilder();
		for (int i = 0; i < Math.min(a.length, b.length) - 1 && a[i].equals(b[i]); i++) {
			shared.append(a[i]).append('\n');
		}
		return TokenCount.of(shared.toString());
	}

	/** The original with its trace and, replayed once, the tree's shape over it. */
	private State initial(Program original, Trace trace) {
		if (trace == null || source == null) {
			return State.of(original, null, null);
		}
		var replayed = replay(trace, null, Set.of());
		return replayed != null && replayed.program().text().equals(original.text()) ? replayed
				: State.of(original, trace, null);
	}

	private State replay(TraceEdit edit) {
		return replay(edit.trace(), edit.aims(), edit.unobserved());
	}

	private State replay(Trace trace, List<String> aims, Set<String> unobserved) {
		try {
			return source.replay(trace, aims, unobserved)
					.map(r -> State.of(r.program(), r.consumed(), r.shape(), unobserved)).orElse(null);
		} catch (RuntimeException e) {
			// A trace the generator cannot complete is no candidate; the rules say why elsewhere.
			return null;
		}
	}

	private State parsed(Program original, String text) {
		if (!parses.test(text)) {
			return null;
		}
		return State.of(new Program(original.languageId(), original.name(), text, "reduced from " + original.origin()),
				null, null);
	}

	/** One reduction's mutable state: what it holds, what it tried, its workers. */
	private final class Run implements AutoCloseable {

		private final int workers;
		private final long deadline;
		private final ExecutorService pool;
		private final BlockingQueue<CandidateTest> idle;
		private final List<CandidateTest> opened = new ArrayList<>();
		/** Texts already run and found not to reproduce, and the original: never run again. */
		private final Set<String> seen = new HashSet<>();
		State current;
		int tried;
		int accepted;

		Run(int workers, long deadline, Program original) {
			this.workers = workers;
			this.deadline = deadline;
			this.pool = Executors.newFixedThreadPool(workers, r -> {
				var t = new Thread(r, "reduce candidate");
				t.setDaemon(true);
				return t;
			});
			this.idle = new ArrayBlockingQueue<>(workers);
			for (int i = 0; i < workers; i++) {
				var test = tests.get();
				opened.add(test);
				idle.add(test);
			}
			seen.add(original.text());
		}

		boolean outOfTime() {
			return System.nanoTime() > deadline;
		}

		/**
		 * Runs the passes, asked afresh each round, until a round changes nothing or time is up; true when any
		 * candidate was accepted.
		 */
		boolean toFixedPoint(Supplier<List<Pass>> passes) {
			boolean any = false;
			boolean progress = true;
			while (progress && !outOfTime()) {
				progress = false;
				for (var pass : passes.get()) {
					progress |= run(pass);
					any |= progress;
					if (outOfTime()) {
						return any;
					}
				}
			}
			return any;
		}

		/** One sweep of a pass over the positions of the state held; true when it accepted any candidate. */
		boolean run(Pass pass) {
			boolean progress = false;
			int position = 0;
			int positions = pass.positions().applyAsInt(current);
			while (position < positions && !outOfTime()) {
				var at = new ArrayList<Integer>();
				var batch = new ArrayList<State>();
				int next = position;
				while (batch.size() < workers && next < positions) {
					var candidate = pass.candidate().at(current, next);
					if (candidate != null && candidate.smallerThan(current) && !seen.contains(candidate.program().text())
							&& batch.stream().noneMatch(b -> b.program().text().equals(candidate.program().text()))) {
						batch.add(candidate);
						at.add(next);
					}
					next++;
				}
				var reproduced = reproducing(batch, pass.alike());
				int winner = reproduced.indexOf(true);
				for (int i = 0; i < batch.size(); i++) {
					if (!reproduced.get(i)) {
						seen.add(batch.get(i).program().text());
					}
				}
				if (winner >= 0) {
					current = batch.get(winner);
					accepted++;
					progress = true;
					position = at.get(winner);
					positions = pass.positions().applyAsInt(current);
				} else {
					position = next;
				}
			}
			return progress;
		}

		/** Runs the batch in parallel; whether each candidate reproduces, in the batch's order. */
		List<Boolean> reproducing(List<State> batch, boolean alike) {
			var futures = new ArrayList<Future<Boolean>>(batch.size());
			var from = current.program();
			for (var candidate : batch) {
				futures.add(pool.submit(() -> test(candidate.program(), alike ? from : null)));
			}
			var results = new ArrayList<Boolean>(batch.size());
			for (var future : futures) {
				try {
					results.add(future.get());
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
					throw new IllegalStateException("reduction interrupted", e);
				} catch (ExecutionException e) {
					// The test itself failed on this candidate: it does not count as reproducing.
					results.add(false);
				}
			}
			tried += batch.size();
			return results;
		}

		/** Whether the program reproduces; and, when {@code alike} is given, runs exactly as it on every implementation. */
		boolean test(Program program, Program alike) throws InterruptedException {
			var test = idle.take();
			try {
				return alike == null ? test.reproduces(program) : test.reproducesAlike(alike, program);
			} finally {
				idle.add(test);
			}
		}

		boolean verify(State result) {
			try {
				return pool.submit(() -> test(result.program(), null)).get();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return false;
			} catch (ExecutionException e) {
				return false;
			}
		}

		@Override
		public void close() {
			pool.shutdownNow();
			for (var test : opened) {
				test.close();
			}
		}
	}
}
