package cadmus.clp;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongFunction;

import org.eclipse.emf.ecore.EObject;

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
 * Parent 0 is the root, a program the search found before the campaign began, so the first programs need not wait
 * for a search that may fail. Parent k is the program a search of a seed of k finds with a small budget, so that
 * what the target asks for comes in as many forms as there are parents (a redraw seldom keeps the target where it
 * redraws that part); where that search finds none, parent (k - 1) / 2 with {@link #PARENT_REDRAWS} redraws kept under a
 * bound drawn between its parent's and the campaign's.
 * <p>
 * Every program is a function of its seed: the root is the same for every worker and resume, parent k is made of k
 * alone, and a program's redraws are drawn from its seed.
 */
final class Variants {

	/** The parents a campaign's programs are variants of. */
	static final int PARENTS = 64;
	/** The most redraws a program takes, one after another; each program takes one to this many. */
	static final int MOST_REDRAWS = 8;
	/** Redraws tried for each one kept: a redraw of a node the target needs seldom keeps it. */
	static final int TRIES = 8;
	/** Redraws kept that make a parent of its own parent. */
	static final int PARENT_REDRAWS = 8;
	/** What parent k's search seed and redraws, and a program's choice of parent and redraws, are drawn from. */
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
	private final int largest;
	/** The search's program for a seed, if it found one within its budget. */
	private final LongFunction<Optional<ConstraintSearch.Found>> search;
	private final ConcurrentHashMap<Integer, Program> parents = new ConcurrentHashMap<>();

	/**
	 * @param root    the search's program that is parent 0
	 * @param search  the search's program for a seed, of a small budget (parent k's)
	 * @param largest the campaign's size bound
	 */
	Variants(Language language, GenerationRules rules, Generator generator, Target target, ConstraintSearch.Found root,
			LongFunction<Optional<ConstraintSearch.Found>> search, int largest) {
		this.language = language;
		this.rules = rules;
		this.generator = generator;
		this.target = target;
		this.largest = largest;
		this.search = search;
		parents.put(0, program(root));
	}

	/** A found program with its shape, recorded as it is made again. */
	private Program program(ConstraintSearch.Found found) {
		var recording = RecordingDecisionSource.withShape(new ReplayDecisionSource(found.trace()));
		generator.generate(language, rules, recording, new SizeBound(found.bound()));
		return new Program(recording.trace(), recording.shape(), found.bound());
	}

	/**
	 * The variant the seed makes; empty where no redraw of its parent kept the target (a program whose every node the
	 * target needs).
	 */
	Optional<Program> of(long seed) {
		var draws = new SeededDecisionSource(SeededDecisionSource.programSeed(seed, PARENT_SEEDS));
		var parent = parent((int) draws.between("clp.parent", 0, PARENTS - 1));
		var program = redrawn(parent, parent.bound(), draws, (int) draws.between("clp.redraws", 1, MOST_REDRAWS));
		return program == parent ? Optional.empty() : Optional.of(program);
	}

	/** The program after up to {@code redraws} redraws kept, one after another, under the bound; itself where none is. */
	private Program redrawn(Program program, int bound, SeededDecisionSource draws, int redraws) {
		for (int r = 0; r < redraws; r++) {
			var next = redrawnOnce(program, bound, draws);
			if (next.isEmpty()) {
				break;
			}
			program = next.get();
		}
		return program;
	}

	/**
	 * The first of up to {@link #TRIES} redraws of one of the program's nodes, under the bound, that still satisfies the
	 * target.
	 */
	private Optional<Program> redrawnOnce(Program program, int bound, SeededDecisionSource draws) {
		var spans = program.shape().spans();
		for (int t = 0; t < TRIES && !spans.isEmpty(); t++) {
			var span = spans.get((int) draws.between("clp.node", 0, spans.size() - 1L));
			var redraw = new SubtreeRedraw(program.trace(), program.shape(), span,
					draws.between("clp.subtree", Long.MIN_VALUE, Long.MAX_VALUE - 1));
			var recording = RecordingDecisionSource.withShape(redraw);
			EObject tree;
			try {
				tree = generator.generate(language, rules, recording, new SizeBound(bound));
			} catch (RulesException e) {
				continue;
			}
			if (redraw.redrew() && target.holds(new TreeFacts(tree, rules))) {
				return Optional.of(new Program(recording.trace(), recording.shape(), bound));
			}
		}
		return Optional.empty();
	}

	/**
	 * Parent k: the root where k is 0; else the search's program for a seed of k, or where it finds none, parent (k - 1)
	 * / 2 with {@link #PARENT_REDRAWS} redraws under a bound drawn from k between its parent's and the campaign's. Made
	 * once, the same for every worker.
	 */
	private Program parent(int k) {
		var known = parents.get(k);
		if (known != null) {
			return known;
		}
		// Made outside the map's lock, so that workers wait only for the parents they draw.
		long seed = SeededDecisionSource.programSeed(PARENT_SEEDS, k);
		var made = search.apply(seed).map(this::program).orElseGet(() -> {
			var above = parent((k - 1) / 2);
			var draws = new SeededDecisionSource(seed);
			int bound = (int) draws.between("clp.bound", above.bound(), largest);
			return redrawn(above, bound, draws, PARENT_REDRAWS);
		});
		var before = parents.putIfAbsent(k, made);
		return before != null ? before : made;
	}
}
