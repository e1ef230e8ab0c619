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
 * Targeted generation (CLP): each program is the first the {@link ConstraintSearch} finds that satisfies the target
 * file's constraints, under a size bound drawn from the program's seed between the least the target needs and the
 * campaign's, ties in the search's order broken by the seed so that programs differ. The program's decisions are the
 * bound it was found under, then the search's decisions: its trace makes it again without the search.
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
	/** Generator runs the search for the least bound may take. */
	static final long LEAST_BOUND_RUNS = 100_000;
	/** Generator runs each search may take. */
	static final long RUNS_PER_ATTEMPT = 2_000;
	/** The label of a program's first decision: the size bound its search found it under. */
	private static final String BOUND = "clp.bound";
	/** Bounds, from the one drawn, under which the guide's first path is tried before the search from the smallest. */
	static final int FIRST_PATH_BOUNDS = 8;
	/** The label of the draw of the size bound a program's search starts from. */
	private static final String START = "clp.start";

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
	 * The least size bound under which the target has a program: that of the search's first program, found once for
	 * the campaign (its seed fixed, so every worker and every resume finds the same). No program's search tries the
	 * bounds below it, where all fail; 1 where the search found none (each program's search then says so).
	 */
	private static int leastBound(TechniqueContext context, Target target, int largest) {
		return context.shared(KIND + ".least", c -> {
			var first = new ConstraintSearch(c.language(), c.rules(), c.generator(), target, 0).search(1, largest,
					LEAST_BOUND_RUNS).found();
			return first.isEmpty() ? 1 : first.get(0).bound();
		});
	}

	@Override
	public TechniqueMaker maker(TechniqueContext context) {
		var target = target(context);
		int largest = context.bound().maxNodes();
		int least = leastBound(context, target, largest);
		var searches = new ConstraintSearch(context.language(), context.rules(), context.generator(), target, 0).varied();
		return new TechniqueMaker() {
			/**
			 * The decisions of the first program a search of the seed finds (or, where it finds none in its runs, of a
			 * search of a seed drawn from it: a restart), after the size bound it was found under.
			 */
			@Override
			public DecisionSource decisions(long seed, byte[] input) {
				for (int attempt = 0; attempt < RESTARTS; attempt++) {
					long attemptSeed = attempt == 0 ? seed : SeededDecisionSource.programSeed(seed, attempt);
					var search = searches.withSeed(attemptSeed);
					// First the guide's first path under a few bounds from one drawn from the seed, so that the
					// campaign's programs are of every size up to its bound, as random generation's are, and cheap to
					// find; where that finds none, the search from the least bound, one discrepancy off the guide.
					int start = (int) new SeededDecisionSource(attemptSeed).between(START, least, largest);
					var found = search.firstPaths().search(1, start, Math.min(largest, start + FIRST_PATH_BOUNDS - 1),
							FIRST_PATH_BOUNDS).found();
					if (found.isEmpty()) {
						found = search.search(1, least, largest, RUNS_PER_ATTEMPT).found();
					}
					if (!found.isEmpty()) {
						var decisions = new ArrayList<Decision>();
						decisions.add(new Decision(BOUND, 1, largest, found.get(0).bound()));
						decisions.addAll(found.get(0).trace().decisions());
						return new ReplayDecisionSource(new Trace(decisions));
					}
				}
				throw new RulesException(() -> "no program of at most " + largest + " nodes that satisfies the target "
						+ "was found in " + RESTARTS + " searches of " + RUNS_PER_ATTEMPT + " runs");
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
