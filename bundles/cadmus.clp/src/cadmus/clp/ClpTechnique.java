package cadmus.clp;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.osgi.service.component.annotations.Component;

import cadmus.api.DecisionSource;
import cadmus.api.InputFileException;
import cadmus.api.RulesException;
import cadmus.api.SizeBound;
import cadmus.api.Technique;
import cadmus.api.TechniqueContext;
import cadmus.api.TechniqueMaker;
import cadmus.generate.Decision;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.Trace;

/**
 * Targeted generation (CLP): every program satisfies the target file's constraints. Most are variants of a few
 * programs the {@link ConstraintSearch} found ({@link Variants}): its root, the target's smallest (or, where the search
 * in the guide's order finds none, the first a search with restarts finds), found once before the campaign begins, and
 * others found as the campaign's programs draw them. The rest, where a seed's variant keeps nothing of the target or
 * no search found a root, are the first the search finds under a size bound drawn from the program's seed between the
 * least the target needs and the campaign's, ties in the search's order broken by the seed so that programs differ.
 * The program's decisions are the bound it is made under, then its decisions: its trace makes it again without the
 * search.
 */
@Component(service = Technique.class)
public final class ClpTechnique implements Technique {

	/** The kind of file it needs: a target ({@link TargetFile}). */
	public static final String KIND = "target";
	/**
	 * Searches a program may take, each of a seed drawn from the last: literals and weighted draws come from the seed,
	 * not the search, and some seeds' leave the target out of reach.
	 */
	static final int RESTARTS = 8;
	/** Generator runs the search for the campaign's first program, the smallest, may take. */
	static final long LEAST_BOUND_RUNS = 100_000;
	/** Generator runs each search of a program may take. */
	static final long RUNS_PER_ATTEMPT = 2_000;
	/**
	 * Generator runs the search of a parent may take: a parent not found is made of another parent instead, so a
	 * search that would need many runs is better given up early (where the guide's first paths seldom satisfy the
	 * target, most parents' searches fail, and a campaign whose programs wait on 64 searches of 2,000 runs made 307
	 * programs in 90 s where random generation made 10,228).
	 */
	static final long RUNS_PER_PARENT = 200;
	/** The label of a program's first decision: the size bound its search found it under. */
	private static final String BOUND = "clp.bound";
	/** Bounds, from the one drawn, under which the guide's first path is tried before the search from the smallest. */
	static final int FIRST_PATH_BOUNDS = 8;
	/** The label of the draw of the size bound a program's search starts from. */
	private static final String START = "clp.start";
	/**
	 * The seed of the searches for the campaign's root where the search for its smallest program found none: a
	 * constant, so that every worker and every resume finds the same root.
	 */
	static final long ROOT_SEED = 0x7007_5eedL;

	@Override
	public String id() {
		return "clp";
	}

	@Override
	public String description() {
		return "programs that satisfy a target file's constraints, found by search over the generator's decisions";
	}

	@Override
	public List<String> needs() {
		return List.of(KIND);
	}

	@Override
	public Optional<String> unfit(TechniqueContext context) {
		target(context);
		return Optional.empty();
	}

	/** The context's target, read once, for the context's language only. */
	private static Target target(TechniqueContext context) {
		return context.shared(KIND, c -> {
			var file = c.file(KIND).orElseThrow(() -> new IllegalArgumentException("no target was given (--target FILE)"));
			return TargetFile.read(file, id -> {
				if (!id.equals(c.language().id())) {
					throw new InputFileException(file + " is a target for " + id + ", not " + c.language().id(), null);
				}
				return Optional.of(c.language());
			});
		});
	}

	/**
	 * The search's first program, the smallest the target has: found once for the campaign (its seed fixed, so every
	 * worker and every resume finds the same). Its bound is the least under which the target has a program, so no
	 * program's search tries the bounds below it, where all fail, and the campaign's variants descend from it.
	 */
	private static Optional<ConstraintSearch.Found> first(TechniqueContext context, Target target, int largest) {
		return context.shared(KIND + ".first", c -> new ConstraintSearch(c.language(), c.rules(), c.generator(), target,
				0).search(1, largest, LEAST_BOUND_RUNS).found().stream().findFirst());
	}

	/**
	 * The first program a search of the seed finds (or, where it finds none in its runs, of a search of a seed drawn
	 * from it: a restart, up to {@code attempts} searches in all).
	 */
	private static Optional<ConstraintSearch.Found> searched(ConstraintSearch searches, long seed, int least,
			int largest, int attempts, long runs) {
		for (int attempt = 0; attempt < attempts; attempt++) {
			long attemptSeed = attempt == 0 ? seed : SeededDecisionSource.programSeed(seed, attempt);
			var search = searches.withSeed(attemptSeed);
			// First the guide's first path under a few bounds from one drawn from the seed, so that the programs are of
			// every size up to the campaign's bound, as random generation's are, and cheap to find; where that finds
			// none, the search from the least bound, one discrepancy off the guide.
			int start = (int) new SeededDecisionSource(attemptSeed).between(START, least, largest);
			var found = search.firstPaths().search(1, start, Math.min(largest, start + FIRST_PATH_BOUNDS - 1),
					FIRST_PATH_BOUNDS).found();
			if (found.isEmpty()) {
				found = search.search(1, least, largest, runs).found();
			}
			if (!found.isEmpty()) {
				return Optional.of(found.get(0));
			}
		}
		return Optional.empty();
	}

	/** A replay of the program's decisions after the size bound it is made under. */
	private static DecisionSource replay(int bound, Trace trace, int largest) {
		var decisions = new ArrayList<Decision>();
		decisions.add(new Decision(BOUND, 1, largest, bound));
		decisions.addAll(trace.decisions());
		return new ReplayDecisionSource(new Trace(decisions));
	}

	/**
	 * The campaign's root, the parent its variants descend from: its smallest program ({@link #first}) where the search
	 * found one; else the first program a search of {@link #ROOT_SEED} finds, with restarts, as a program's search
	 * would (where seed 0's literals and weighted draws leave the target out of reach of the search in the guide's
	 * order, other seeds' seldom do: a loop variable a closure captures, under Rhino's avoided features). Found once for
	 * the campaign.
	 */
	private static Optional<ConstraintSearch.Found> root(TechniqueContext context, Optional<ConstraintSearch.Found> first,
			ConstraintSearch searches, int largest) {
		return first.isPresent() ? first : context.shared(KIND + ".root", c -> searched(searches, ROOT_SEED, 1, largest,
				RESTARTS, RUNS_PER_ATTEMPT));
	}

	@Override
	public TechniqueMaker maker(TechniqueContext context) {
		var target = target(context);
		int largest = context.bound().maxNodes();
		var first = first(context, target, largest);
		int least = first.map(ConstraintSearch.Found::bound).orElse(1);
		var searches = new ConstraintSearch(context.language(), context.rules(), context.generator(), target, 0).varied();
		// Shared, so that the campaign's workers make each parent once; a parent's search has one attempt, where a
		// program's has several, since a parent that is not found is made of another instead. Where no search finds a
		// root, there are no parents: each program is searched for, its seed varying them (and saying why none is found).
		var variants = root(context, first, searches, largest).map(root -> context.shared(KIND + ".variants",
				c -> new Variants(c.language(), c.rules(), c.generator(), target, root, seed -> searched(searches, seed,
						least, largest, 1, RUNS_PER_PARENT), largest)));
		return new TechniqueMaker() {
			/**
			 * The decisions of a variant of one of the campaign's parents ({@link Variants}), after the size bound it is
			 * made under; where the seed makes none, or the search found no program before the campaign, those of the
			 * first program a search of the seed finds (which then says why there is none).
			 */
			@Override
			public DecisionSource decisions(long seed, byte[] input) {
				var variant = variants.flatMap(v -> v.of(seed));
				if (variant.isPresent()) {
					return replay(variant.get().bound(), variant.get().trace(), largest);
				}
				var found = searched(searches, seed, least, largest, RESTARTS, RUNS_PER_ATTEMPT).orElseThrow(
						() -> new RulesException(() -> "no program of at most " + largest + " nodes that satisfies the "
								+ "target was found in " + RESTARTS + " searches of " + RUNS_PER_ATTEMPT + " runs"));
				return replay(found.bound(), found.trace(), largest);
			}

			/** A reduction's candidate is still a targeted program where it satisfies the target. */
			@Override
			public boolean keeps(EObject tree) {
				return target.holds(new TreeFacts(tree, context.rules()));
			}

			/** The program of the size bound its first decision names, the rest of its decisions. */
			@Override
			public EObject build(DecisionSource decisions) {
				int bound = (int) decisions.between(BOUND, 1, largest);
				return context.generator().generate(context.language(), context.rules(), decisions, new SizeBound(bound));
			}
		};
	}
}
