package cadmus.generate;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Remembered answers to "can this fill a hole of that type", by the hole type's {@link TypeWalks#smallShape
 * shape} and a key for what fills it: a node class (its type rule depends only on the hole's type) or
 * the shape of a binding's unchangeable type. The answer is a function of the two keys alone, so it holds in
 * every program and a program never depends on the ones generated before it. Weighing asks it for every
 * candidate and every visible binding at every hole; unification is only run the first time.
 */
final class FitMemory {

	/** Bounds the memory of a long campaign; past it, answers are computed every time. */
	private static final int MAX_ENTRIES = 200_000;

	private final ConcurrentHashMap<String, Answers> byHole = new ConcurrentHashMap<>();
	private final AtomicInteger entries = new AtomicInteger();
	/** How many node classes the tables have: answers about classes are kept in an array by class. */
	private final int classCount;
	/** Handed out once the memory is full: remembers nothing. */
	private final Answers full;

	FitMemory(int classCount) {
		this.classCount = classCount;
		this.full = new Answers(0);
	}

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
		return byHole.computeIfAbsent(holeShape, k -> new Answers(classCount));
	}

	/** What is known about the fillers of one hole shape: node classes by number, bindings by type shape. */
	final class Answers {
		final KnownClasses classes;
		final Known bindings = new Known(this);
		/**
		 * The environment's bindings that may fill holes of this shape ({@link Environment#mayFit}), once asked.
		 * Written once with the same value by whichever thread asks first; an array is published whole.
		 */
		volatile Bound[] environment;

		private Answers(int classCount) {
			this.classes = new KnownClasses(this, classCount);
		}

		/** Whether answers are kept here: not once the memory is full, when one object stands for every shape. */
		boolean remembers() {
			return this != full;
		}
	}

	/**
	 * Answers about node classes, by the class's {@link GenerationTables.NodeClass#index}: weighing asks this of every
	 * candidate at every hole, so it is an array read, not a map lookup. Threads may write one answer at once: it is
	 * the same answer, and a byte is never torn.
	 */
	final class KnownClasses {
		private static final byte UNKNOWN = 0;
		private static final byte NO = 1;
		private static final byte YES = 2;
		private final Answers owner;
		private final byte[] byClass;

		private KnownClasses(Answers owner, int classCount) {
			this.owner = owner;
			this.byClass = new byte[classCount];
		}

		/** The remembered answer, or null. */
		Boolean get(int classIndex) {
			byte answer = classIndex < byClass.length ? byClass[classIndex] : UNKNOWN;
			return answer == UNKNOWN ? null : answer == YES;
		}

		void put(int classIndex, boolean fits) {
			if (owner != full && classIndex < byClass.length && byClass[classIndex] == UNKNOWN
					&& entries.get() < MAX_ENTRIES) {
				byClass[classIndex] = fits ? YES : NO;
				entries.incrementAndGet();
			}
		}
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
