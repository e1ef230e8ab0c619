package cadmus.generate;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Remembered answers to "can this fill a hole of that type", by the hole type's {@link TypeWalks#smallShape
 * shape} and a key for what fills it: a node class's name (its type rule depends only on the hole's type) or
 * the shape of a binding's unchangeable type. The answer is a function of the two keys alone, so it holds in
 * every program and a program never depends on the ones generated before it. Weighing asks it for every
 * candidate and every visible binding at every hole; unification is only run the first time.
 */
final class FitMemory {

	/** Bounds the memory of a long campaign; past it, answers are computed every time. */
	private static final int MAX_ENTRIES = 200_000;

	private final ConcurrentHashMap<String, Answers> byHole = new ConcurrentHashMap<>();
	private final AtomicInteger entries = new AtomicInteger();
	/** Handed out once the memory is full: remembers nothing. */
	private final Answers full = new Answers();

	/**
	 * The answers for holes of one shape. Looked up once per hole, so that asking about each candidate and
	 * binding compares only the fillers' keys, which are the same strings every time.
	 */
	Answers forHole(String holeShape) {
		var answers = byHole.get(holeShape);
		if (answers != null) {
			return answers;
		}
		if (entries.get() >= MAX_ENTRIES) {
			return full;
		}
		return byHole.computeIfAbsent(holeShape, k -> new Answers());
	}

	/** What is known about the fillers of one hole shape: node classes by name, bindings by type shape. */
	final class Answers {
		final Known classes = new Known(this);
		final Known bindings = new Known(this);
	}

	/** Answers about one kind of filler. */
	final class Known {
		private final Answers owner;
		private final ConcurrentHashMap<String, Boolean> byFiller = new ConcurrentHashMap<>();

		private Known(Answers owner) {
			this.owner = owner;
		}

		/** The remembered answer, or null. */
		Boolean get(String filler) {
			return byFiller.get(filler);
		}

		void put(String filler, boolean fits) {
			if (owner != full && entries.get() < MAX_ENTRIES && byFiller.putIfAbsent(filler, fits) == null) {
				entries.incrementAndGet();
			}
		}
	}
}
