package cadmus.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.Language;

/**
 * Keeps a sample of a corpus's whole files, as written, for mutants of corpus programs: LangFuzz mutates the test
 * suite's own programs, which reach what the engine's tests meant to reach. A uniform sample (reservoir sampling with
 * a fixed seed, so the same corpus gives the same hosts) of at most {@value #HOSTS} files of {@value #MIN_NODES} to
 * {@value #MAX_NODES} nodes: larger files would make the model file large and every mutant slow to run, and a run
 * that parses a library of ten thousand lines mostly measures the parser.
 */
final class HostSampler {

	static final int HOSTS = 50;
	static final int MIN_NODES = 20;
	static final int MAX_NODES = 1000;

	private final Random random = new Random(1);
	private final List<EObject> kept = new ArrayList<>();
	private int seen;

	/** Offers one file's tree of {@code size} nodes (the fragment pool has counted them already). */
	void offer(EObject root, int size) {
		if (size < MIN_NODES || size > MAX_NODES) {
			return;
		}
		seen++;
		if (kept.size() < HOSTS) {
			kept.add(root);
			return;
		}
		int slot = random.nextInt(seen);
		if (slot < HOSTS) {
			kept.set(slot, root);
		}
	}

	/**
	 * The sample as fragments, leaving out files the language does not write back as the grammar reads them (a
	 * mutant is written and parsed again; a host that does not survive that could never be mutated).
	 */
	List<Fragment> hosts(Language language) {
		return kept.stream().filter(tree -> RoundTrip.readsBack(language, tree)).map(Fragment::of).toList();
	}
}
