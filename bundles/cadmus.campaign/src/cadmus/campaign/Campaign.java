package cadmus.campaign;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.LongFunction;

import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.Oracle;
import cadmus.api.Technique;
import cadmus.campaign.store.CampaignStore;
import cadmus.reduce.Reducer;
import cadmus.campaign.store.ImplementationStatus;
import cadmus.exec.Containment;

/**
 * One run of a campaign (the first, or a resumption): checks the implementations' canaries, then workers
 * generate programs, run each on every trusted implementation, ask the oracles and hand the results to the
 * store, until the count or the time is used up or {@link #stop()} is called. Each worker holds its own
 * session per implementation (so its own driver processes and worker JVMs), and, pipelined (the default),
 * generates ahead and runs its implementations side by side, each on its own lane.
 */
public final class Campaign {

	private static final System.Logger LOG = System.getLogger("cadmus.campaign");
	/** Programs a worker has generated and queued on its lanes ahead of the one it judges. */
	private static final int PIPELINE_DEPTH = 8;
	private static final int MAX_GENERATORS = PIPELINE_DEPTH / 2;

	/**
	 * How a worker schedules its programs. Both run and judge the same programs on the same sessions in the
	 * same order per implementation, so they find the same; sequential is the reference the pipeline is
	 * checked against, and the baseline its speed is measured against.
	 */
	public enum Schedule {
		/** Generate, run on each implementation in turn, judge, store: one step after another. */
		SEQUENTIAL,
		/** Generation ahead of execution, every implementation on its own thread, judging as runs complete. */
		PIPELINED
	}

	private final CampaignStore store;
	private final Path dir;
	private final Language language;
	private final Generator generator;
	private final List<Implementation> implementations;
	private final List<Oracle> oracles;
	private final CampaignConfig config;
	private final Schedule schedule;
	private final CountDownLatch finished = new CountDownLatch(1);
	private final RunTally tally;
	private volatile Dispatcher dispatcher;
	private volatile StoreWriter writer;
	private volatile List<Implementation> enabled = List.of();
	private volatile boolean stopAsked;
	/** The techniques installed, among which the campaign's are. */
	private final List<Technique> techniques;
	/** What makes its programs (made by {@link #prepare()}, which checks the files its techniques need). */
	private volatile ProgramMaker maker;
	private volatile Reducer.Options reduction;
	/** How long this run may go on (null: until the campaign's own time or count is used up). */
	private volatile Duration runTime;
	private volatile CampaignReducer reducer;
	/** Zest's loop, in a feedback-directed campaign; null in a random one. */
	private volatile FeedbackLoop loop;
	/** Per enabled implementation, whether it measures its coverage (the others count by output novelty). */
	private volatile List<Boolean> measured = List.of();
	/** How this process shares the campaign with others (null: it runs the campaign alone). */
	private volatile Join join;

	/**
	 * A process joined to a campaign on a shared store, which leases its seeds in ranges ({@link LeasedSeeds}).
	 *
	 * @param name    the process, unique among those that join (host and process id)
	 * @param host    the machine it runs on, as the report lists it
	 * @param range   indices per range it opens
	 * @param lease   how long a lease lasts unless renewed: how long a dead process's range waits to be taken over
	 * @param workers its workers (0: the campaign's number)
	 */
	public record Join(String name, String host, long range, Duration lease, int workers) {
		public Join {
			if (range < 1 || lease.toMillis() < 1000 || workers < 0) {
				throw new IllegalArgumentException("a range holds at least one program, a lease lasts at least 1 s, "
						+ "and workers are not negative");
			}
		}
	}

	/** @param implementations the campaign's implementations, in the order of its configuration */
	public Campaign(CampaignStore store, Path dir, Language language, Generator generator, List<Technique> techniques,
			List<Implementation> implementations, List<Oracle> oracles) {
		this(store, dir, language, generator, techniques, implementations, oracles, Schedule.PIPELINED);
	}

	/** @param techniques the techniques installed, among which the campaign's must be */
	public Campaign(CampaignStore store, Path dir, Language language, Generator generator, List<Technique> techniques,
			List<Implementation> implementations, List<Oracle> oracles, Schedule schedule) {
		this.schedule = schedule;
		this.techniques = List.copyOf(techniques);
		this.store = store;
		this.dir = dir;
		this.language = language;
		this.generator = generator;
		this.implementations = List.copyOf(implementations);
		this.oracles = List.copyOf(oracles);
		this.config = store.config();
		this.tally = new RunTally(this.implementations, language.statementCount("") >= 0);
	}

	/** The campaign's implementations, in the order of its configuration (enabled or not). */
	public List<Implementation> implementations() {
		return implementations;
	}

	/** The oracles that judge its programs. */
	public List<Oracle> oracles() {
		return oracles;
	}

	/**
	 * Checks the implementations and returns their statuses; the campaign runs on those enabled.
	 *
	 * @throws CampaignException when none is left
	 * @throws cadmus.api.InputFileException when the campaign's model is missing or changed
	 * @throws MissingPartException when one of its techniques is not installed
	 */
	public List<ImplementationStatus> prepare() {
		// Before any implementation is checked: a campaign that cannot make its programs says so first.
		maker = new ProgramMaker(language, generator, config, techniques, CampaignFiles.files(store), null);
		var statuses = CanaryCheck.check(implementations, config.limits());
		var trusted = new ArrayList<Implementation>();
		for (int i = 0; i < implementations.size(); i++) {
			if (statuses.get(i).enabled()) {
				trusted.add(implementations.get(i));
			} else {
				// INFO: the caller shows every implementation's status; the log keeps it for later.
				LOG.log(System.Logger.Level.INFO, "{0} left out of the campaign: {1}", implementations.get(i).id(),
						statuses.get(i).reason());
			}
		}
		if (trusted.isEmpty()) {
			throw new CampaignException("no implementation can take part: " + statuses.stream()
					.map(s -> s.id() + " (" + s.reason() + ")").reduce((a, b) -> a + "; " + b).orElse("none chosen"));
		}
		enabled = List.copyOf(trusted);
		measured = enabled.stream().map(i -> !i.coverageCollector().isEmpty()).toList();
		tally.countOutcomes();
		return statuses;
	}

	/**
	 * Reduces the first finding of each new bucket while the run goes on, and its later ones that
	 * {@link CampaignReducer#sampled} names (and those of earlier runs not reduced yet), with these options per
	 * finding; call before {@link #run}.
	 */
	public void reduceNewBuckets(Reducer.Options options) {
		this.reduction = options;
	}

	/**
	 * Lets this run go on for {@code time} (a resumed campaign given more time than it had left, or less), in place
	 * of the campaign's own time limit; its program count still ends it. Call before {@link #run}.
	 */
	public void runFor(Duration time) {
		this.runTime = time;
	}

	/**
	 * Makes this run one of many processes sharing the campaign: it leases ranges of its seeds from the store instead
	 * of running them all, and ends when every range is done (or its time is up). Call before {@link #run}.
	 */
	public void join(Join join) {
		this.join = join;
	}

	private int workers() {
		var j = join;
		return j != null && j.workers() > 0 ? j.workers() : config.workers();
	}

	/** Runs until done or stopped; {@link #prepare()} first. */
	public CampaignResult run(List<ImplementationStatus> statuses) {
		var containment = Containment.get();
		String fences = containment.describe() + (containment.warnings().isEmpty() ? "" : "; " + String.join("; ", containment.warnings()));
		var checks = new LinkedHashMap<String, String>();
		oracles.forEach(oracle -> checks.put(oracle.id(), oracle.description()));
		store.recordOracles(checks);
		int run = store.beginRun(fences, statuses);
		var before = store.counters();
		tally.begin(before);
		var jsonl = new FindingsJsonl(dir);
		var leased = join == null ? null : new LeasedSeeds(store, join);
		boolean ended = false;
		dispatcher = leased == null
				? new Dispatcher(store.doneIndices(), config.count(), config.timeLimitSeconds() * 1000,
						before.elapsedMillis(), runTime == null ? 0 : runTime.toMillis())
				: new Dispatcher(leased, config.timeLimitSeconds() * 1000, before.elapsedMillis(),
						runTime == null ? 0 : runTime.toMillis());
		if (stopAsked) {
			dispatcher.stop();
		}
		LOG.log(System.Logger.Level.INFO, "run {0} of campaign {1}: {2} programs done before, implementations {3}, {4}",
				run, dir, before.programs(), enabled.stream().map(Implementation::id).toList(), fences);
		// A joined process takes in the others' corpus as often as it renews its leases.
		var feedback = config.measuresCoverage() ? new FeedbackLoop(store, config.zest(), config.seed(), run,
				join == null ? null : LeasedSeeds.renewalPeriod(join.lease())) : null;
		loop = feedback;
		var maker = feedback == null || !feedback.guided() ? this.maker : this.maker.fedBy(feedback::input);
		// Mutants, which the rules did not check, are judged only by the oracles chosen for them.
		var conforming = new Judge(oracles, enabled);
		var mutants = conforming.restrictedTo(config.mutantOracles());
		LongFunction<Judge> judge = index -> config.mutant(index) ? mutants : conforming;
		var reducing = reduction == null ? null
				: new CampaignReducer(store, dir, language, this.maker, enabled, oracles, reduction,
						leased == null ? finding -> true : leased::claimReduction);
		reducer = reducing;
		if (reducing != null) {
			unreducedSamples().forEach(reducing::submit);
		}
		try (var w = new StoreWriter(store, jsonl, leased, reducing == null ? f -> {
		} : f -> reducing.submit(f.id()))) {
			writer = w;
			var recorder = new ProgramRecorder(run, judge, tally, dispatcher, feedback, w, language, config,
					implementations, measured);
			var threads = new ArrayList<Thread>();
			var errors = new ArrayList<Throwable>();
			for (int i = 0; i < workers(); i++) {
				var t = new Thread(() -> work(maker, recorder), "campaign worker " + (i + 1));
				t.setUncaughtExceptionHandler((thread, e) -> {
					synchronized (errors) {
						errors.add(e);
					}
					dispatcher.stop();
				});
				threads.add(t);
				t.start();
			}
			for (var t : threads) {
				t.join();
			}
			if (!errors.isEmpty()) {
				LOG.log(System.Logger.Level.ERROR, "a campaign worker failed", errors.get(0));
				throw new CampaignException("a campaign worker failed: " + errors.get(0));
			}
			dispatcher.freeze();
			w.flush();
			if (reducing != null && !stopAsked) {
				if (leased != null) {
					// What processes that died were reducing, or had stored and not reduced yet, now that their
					// claims expired (each is claimed: those others are reducing are left to them).
					unreducedSamples().forEach(reducing::submit);
				}
				reducing.finish();
			}
			ended = true;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			dispatcher.stop();
		} finally {
			dispatcher.freeze();
			if (reducing != null) {
				reducing.close();
			}
			if (leased != null) {
				leased.close();
			}
			boolean stopped = stopAsked;
			try {
				store.endRun(run, stopped ? "stopped" : "finished");
				jsonl.rewrite(store);
			} catch (RuntimeException e) {
				if (ended) {
					throw e;
				}
				// The run is failing already (its store full, say): that failure is what the user must read; the run
				// is left as a killed one, and the findings file is rewritten by the next.
				LOG.log(System.Logger.Level.WARNING, "the failed run could not be ended in the store: " + e.getMessage());
			} finally {
				finished.countDown();
			}
		}
		var totals = store.counters();
		return new CampaignResult(totals, totals.programs() - before.programs(), writer.newFindings(), writer.newBuckets(),
				stopAsked, reducing == null ? 0 : reducing.reduced(), reducing == null ? 0 : reducing.merged());
	}

	/** The findings a reducing campaign reduces ({@link CampaignReducer#sampled}) that an earlier run left unreduced. */
	private List<Long> unreducedSamples() {
		var reduced = store.reductions();
		var skipped = store.buckets().stream().filter(b -> b.merged() || b.linked()).map(b -> b.id())
				.collect(java.util.stream.Collectors.toSet());
		return store.findings().stream().filter(f -> CampaignReducer.sampled(f.ordinal()) && !skipped.contains(f.bucket())
				&& !reduced.containsKey(f.id())).map(f -> f.id()).toList();
	}

	/** Findings queued for reduction or being reduced (zero when reduction is off). */
	public int pendingReductions() {
		var r = reducer;
		return r == null ? 0 : r.pending();
	}

	private void work(ProgramMaker maker, ProgramRecorder recorder) {
		var lanes = new ArrayList<Lane>();
		try {
			for (var implementation : enabled) {
				lanes.add(new Lane(implementation, implementations.indexOf(implementation), config.limits(),
						schedule == Schedule.PIPELINED, tally::outcome, loop != null));
			}
			if (schedule == Schedule.SEQUENTIAL) {
				for (long index; (index = claim()) >= 0;) {
					recorder.record(start(index, maker, lanes));
				}
				return;
			}
			// Programs in flight, oldest first: generated on a thread of their own and queued on every lane as
			// soon as they are made, judged here in order as their runs complete. The slowest lane always has
			// work queued, so it sets the pace.
			try (var ahead = new Ahead<InFlight>("campaign generator " + Thread.currentThread().getName(), PIPELINE_DEPTH,
					generatorThreads(), this::claim, index -> InFlight.generate(index, maker, config),
					p -> p.queuedOn(lanes, dispatcher::stopRequested))) {
				for (InFlight next; (next = ahead.take()) != null;) {
					recorder.record(next);
				}
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				dispatcher.stop();
			}
		} finally {
			Lane.closeAll(lanes);
		}
	}

	/** The next program's index, with its input from the feedback loop in a feedback-directed campaign. */
	private long claim() {
		long index = dispatcher.next();
		var feedback = loop;
		if (index >= 0 && feedback != null && feedback.guided()) {
			feedback.claim(index);
		}
		return index;
	}

	private InFlight start(long index, ProgramMaker maker, List<Lane> lanes) {
		return InFlight.generate(index, maker, config).queuedOn(lanes, dispatcher::stopRequested);
	}

	/**
	 * Generator threads per worker: the machine's cores shared among the workers. Where generating is the
	 * slowest step (a fast embedded engine), one worker's programs are generated on every core; where it is
	 * not, the threads wait on the full queue and cost nothing. At most {@value #MAX_GENERATORS}, so that each
	 * still has room for two programs ahead and a big machine's workers do not queue dozens each.
	 */
	private int generatorThreads() {
		int cores = Runtime.getRuntime().availableProcessors() / Math.max(1, workers());
		return Math.max(1, Math.min(MAX_GENERATORS, cores));
	}

	/** Asks the campaign to stop: workers finish the program in hand, everything judged is stored. */
	public void stop() {
		stopAsked = true;
		var d = dispatcher;
		if (d != null) {
			d.stop();
		}
		var r = reducer;
		if (r != null) {
			r.close();
		}
	}

	/** Waits for a run to end after {@link #stop()}; false when it did not within the time. */
	public boolean awaitEnd(Duration time) throws InterruptedException {
		return finished.await(time.toMillis(), TimeUnit.MILLISECONDS);
	}

	/** Where the run stands now. */
	public Snapshot snapshot() {
		var d = dispatcher;
		var w = writer;
		var feedback = loop;
		return tally.snapshot(enabled, d == null ? 0 : d.elapsedMillis(), d == null ? 0 : d.thisRunMillis(),
				w == null ? 0 : w.newFindings(), w == null ? 0 : w.newBuckets(), pendingReductions(),
				feedback == null ? null : feedback.state());
	}
}
