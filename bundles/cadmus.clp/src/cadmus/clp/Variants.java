package cadmus.clp;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongFunction;

import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.RulesException;
import cadmus.api.SizeBound;
import cadmus.generate.RecordingDecisionSource;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.Shape;
import cadmus.generate.SubtreeRedraw;
import cadmus.generate.Trace;

/**
 * A targeted campaign's programs made as variants of a few the search found (its parents): a program is a parent, drawn
 * by its seed, with a few subtrees drawn afresh one after another ({@link SubtreeRedraw}), each redraw kept only where
 * the program still satisfies the target. A search for a program costs hundreds or thousands of generator runs where
 * the guide's first path seldom satisfies the target (a binding relation, a type); a redraw costs one, and most keep
 * what the target asks for, which lies in a few of the program's nodes. So a targeted campaign makes programs nearly as
 * fast as a random one, each different, rather than searching again for each.
 * <p>
 * Every program is a function of its seed: parent k is the search's for a seed of k alone, found once and shared by the
 * campaign's workers, and the redraws are drawn from the program's seed.
 */
final class Variants {

	/** The parents a campaign's programs are variants of. */
	static final int PARENTS = 64;
	/** The most redraws a program takes, one after another; each program takes one to this many. */
	static final int MOST_REDRAWS = 8;
	/** Redraws tried for each one kept: a redraw of a node the target needs seldom keeps it. */
	static final int TRIES = 8;
	/** What parent k's search seed is drawn from. */
	private static final long PARENT_SEEDS = 0x5eed_0f_9a2e27L;

	/**
	 * A program of the target, with what a redraw needs of it.
	 *
	 * @param trace its decisions after the size bound
	 * @param shape its tree over them
	 * @param bound the size bound it is made under
	 */
	record Program(Trace trace, Shape shape, int bound) {
	}

	private final Language language;
	private final GenerationRules rules;
	private final Generator generator;
	private final Target target;
	/** The search's program for a seed, if it found one. */
	private final LongFunction<Optional<ConstraintSearch.Found>> search;
	private final ConcurrentHashMap<Integer, Optional<Program>> parents = new ConcurrentHashMap<>();

	Variants(Language language, GenerationRules rules, Generator generator, Target target,
			LongFunction<Optional<ConstraintSearch.Found>> search) {
		this.language = language;
		this.rules = rules;
		this.generator = generator;
		this.target = target;
		this.search = search;
	}

	/**
	 * The variant the seed makes; empty where its parent's search found none, or no redraw of it kept the target (a
	 * program whose every node the target needs).
	 */
	Optional<Program> of(long seed) {
		var draws = new SeededDecisionSource(SeededDecisionSource.programSeed(seed, PARENT_SEEDS));
		var parent = parent((int) draws.between("clp.parent", 0, PARENTS - 1));
		if (parent.isEmpty()) {
			return Optional.empty();
		}
		var program = parent.get();
		long redraws = draws.between("clp.redraws", 1, MOST_REDRAWS);
		boolean varied = false;
		for (long r = 0; r < redraws; r++) {
			var next = redrawn(program, draws);
			if (next.isEmpty()) {
				break;
			}
			program = next.get();
			varied = true;
		}
		return varied ? Optional.of(program) : Optional.empty();
	}

	/** The first of up to {@link #TRIES} redraws of one of the program's nodes that still satisfies the target. */
	private Optional<Program> redrawn(Program program, SeededDecisionSource draws) {
		var spans = program.shape().spans();
		for (int t = 0; t < TRIES && !spans.isEmpty(); t++) {
			var span = spans.get((int) draws.between("clp.node", 0, spans.size() - 1L));
			var redraw = new SubtreeRedraw(program.trace(), program.shape(), span,
					draws.between("clp.subtree", Long.MIN_VALUE, Long.MAX_VALUE - 1));
			var recording = RecordingDecisionSource.withShape(redraw);
			org.eclipse.emf.ecore.EObject tree;
			try {
				tree = generator.generate(language, rules, recording, new SizeBound(program.bound()));
			} catch (RulesException e) {
				continue;
			}
			if (redraw.redrew() && target.holds(new TreeFacts(tree, rules))) {
				return Optional.of(new Program(recording.trace(), recording.shape(), program.bound()));
			}
		}
		return Optional.empty();
	}

	/** Parent k: the search's program for a seed of k alone, found once; empty where the search found none. */
	private Optional<Program> parent(int k) {
		var known = parents.get(k);
		if (known != null) {
			return known;
		}
		// Found outside the map's lock, so that workers wait only for the parents they draw; the same for every worker.
		var found = search.apply(SeededDecisionSource.programSeed(PARENT_SEEDS, k)).map(f -> {
			var recording = RecordingDecisionSource.withShape(new ReplayDecisionSource(f.trace()));
			generator.generate(language, rules, recording, new SizeBound(f.bound()));
			return new Program(recording.trace(), recording.shape(), f.bound());
		});
		var before = parents.putIfAbsent(k, found);
		return before != null ? before : found;
	}
}
