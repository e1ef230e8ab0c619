package cadmus.generate;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Remembered answers to "can this fill a hole of that type", by the hole type's {@link TypeWalks#smallShape
 * shape} and a key for what fills it: a node class's name (its type rule depends only on the hole's type) or
 * the shape of a binding's unchangeable type. The answer is a function of the two keys alone, so it holds in every program
 * and a program never depends on the ones generated before it. Weighing asks it for every candidate and every
 * visible binding at every hole; unification is only run the first time.
 */
final class FitMemory {

	/** Bounds the memory of a long campaign; past it, answers are computed every time. */
	private static final int MAX_ENTRIES = 200_000;

	private final ConcurrentHashMap<String, ConcurrentHashMap<String, Boolean>> byHole = new ConcurrentHashMap<>();
	private final AtomicInteger entries = new AtomicInteger();

	/** The remembered answer, or null. */
	Boolean get(String holeShape, String filler) {
		var answers = byHole.get(holeShape);
		return answers == null ? null : answers.get(filler);
	}

	void put(String holeShape, String filler, boolean fits) {
		if (entries.get() < MAX_ENTRIES
				&& byHole.computeIfAbsent(holeShape, k -> new ConcurrentHashMap<>()).putIfAbsent(filler, fits) == null) {
			entries.incrementAndGet();
		}
	}
}
