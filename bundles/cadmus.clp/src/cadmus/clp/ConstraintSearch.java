package cadmus.clp;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.RulesException;
import cadmus.api.SizeBound;
import cadmus.generate.RecordingDecisionSource;
import cadmus.generate.Trace;

/**
 * Finds programs that satisfy a {@link Target} by searching the generator's decisions depth-first, cheapest class
 * first, under size bounds that grow by one node at a time (iterative deepening): the first programs found are the
 * smallest the engine makes that satisfy it, each found once ({@link Found}s are distinct texts). Classes the target
 * forbids are never tried; what else it asks is checked on each finished tree. Every program is a conforming program
 * of the rules, and comes back from its recorded decisions without the search.
 */
public final class ConstraintSearch {

	/**
	 * A program that satisfies the target.
	 *
	 * @param text  its text
	 * @param nodes its tree's nodes
	 * @param trace the decisions that make it again
	 * @param bound the size bound it was found under
	 */
	public record Found(String text, int nodes, Trace trace, int bound) {
	}

	/**
	 * What a search found, and what it tried.
	 *
	 * @param found     the distinct programs that satisfy the target, smallest first
	 * @param runs      generator runs (paths of the decision tree) tried
	 * @param complete  whether every path under every bound up to the largest was tried, so that {@code found} is
	 *                  every program the engine makes under them; false when the search stopped at its count or run
	 *                  budget, or tried only the paths nearest the guide's order
	 * @param unmet     when nothing was found: the constraint that no finished program satisfied, or, where each held
	 *                  of some, the one that failed most often
	 * @param largest   the largest size bound searched
	 */
	public record Outcome(List<Found> found, long runs, boolean complete, Optional<Constraint> unmet, int largest) {
	}

	private final Language language;
	private final GenerationRules rules;
	private final Generator generator;
	private final Target target;
	private final long seed;
	/** Whether ties in the order are broken by the seed ({@link #varied}). */
	private final boolean varied;
	/** The most discrepancies from the guide's order a path of a few programs' search takes ({@link #firstPaths}). */
	private final int discrepancyLimit;
	/** The metamodel's containment distances, shared by this search's copies ({@link #withSeed}). */
	private final Reach reach;
	/** Paths of each bound tried, by discrepancies from the guide's order, when a few programs are asked for. */
	private static final int DISCREPANCIES = 1;

	/** @param seed what the values that are not branching points are drawn from (literals) */
	public ConstraintSearch(Language language, GenerationRules rules, Generator generator, Target target, long seed) {
		this(language, rules, generator, target, seed, false, DISCREPANCIES,
				new Reach(language.rootClass().getEPackage()));
	}

	private ConstraintSearch(Language language, GenerationRules rules, Generator generator, Target target, long seed,
			boolean varied, int discrepancyLimit, Reach reach) {
		if (!target.language().equals(language.id())) {
			throw new IllegalArgumentException("the target is for " + target.language() + ", not " + language.id());
		}
		this.language = language;
		this.rules = rules;
		this.generator = generator;
		this.target = target;
		this.seed = seed;
		this.varied = varied;
		this.discrepancyLimit = discrepancyLimit;
		this.reach = reach;
	}

	/**
	 * Searches bound after bound, from 1 node to {@code maxSize}, until {@code count} distinct programs satisfy the
	 * target or {@code maxRuns} runs have been tried.
	 *
	 * @param count   how many programs to find ({@link Integer#MAX_VALUE}: every one up to {@code maxSize})
	 * @param maxRuns how many generator runs it may take in all
	 */
	public Outcome search(int count, int maxSize, long maxRuns) {
		return search(count, 1, maxSize, maxRuns);
	}

	/**
	 * This search with ties in its order (classes as near to the target's wants and as cheap) broken by its seed
	 * rather than by the candidates' order: searches of different seeds then find different programs, as a campaign's
	 * programs should be. It also stops at the first programs it finds, rather than trying the rest of their bound's
	 * paths for smaller ones: a campaign wants its programs soon, not smallest.
	 */
	public ConstraintSearch varied() {
		return new ConstraintSearch(language, rules, generator, target, seed, true, discrepancyLimit, reach);
	}

	/**
	 * This search with another seed, sharing what it worked out of the metamodel: a campaign's programs each search
	 * with their own seed.
	 */
	public ConstraintSearch withSeed(long otherSeed) {
		return new ConstraintSearch(language, rules, generator, target, otherSeed, varied, discrepancyLimit, reach);
	}

	/**
	 * This search trying only the guide's first path under each bound (no discrepancy): one run a bound, so that a
	 * search of many bounds stays cheap, where the guide alone leads to the target.
	 */
	public ConstraintSearch firstPaths() {
		return new ConstraintSearch(language, rules, generator, target, seed, varied, 0, reach);
	}

	/**
	 * Searches bound after bound, from {@code minSize} nodes to {@code maxSize}: the first programs found are the
	 * smallest of at least {@code minSize} (a campaign's programs, of sizes spread as random generation's are).
	 */
	public Outcome search(int count, int minSize, int maxSize, long maxRuns) {
		var tally = new Tally(target);
		var found = new ArrayList<Found>();
		Set<String> texts = new HashSet<>();
		Map<String, Boolean> forbidden = new HashMap<>();
		var ePackage = language.rootClass().getEPackage();
		var guide = new Guide(target, reach);
		var ruleChoices = new RuleChoices(new RuleTests(target, reach));
		// Every program up to the size asks for every path; a few programs, for the paths nearest the guide's order
		// first, bound after bound.
		int[] discrepancies = count == Integer.MAX_VALUE ? new int[] { SearchPath.EVERY_PATH }
				: java.util.stream.IntStream.rangeClosed(0, discrepancyLimit).toArray();
		long runs = 0;
		int bound = minSize - 1;
		// The smallest program made so far: where the rules ask for more than the metamodel (statements a program
		// must have), bounds below it are all the same search, and are skipped.
		int smallest = 0;
		boolean complete = count == Integer.MAX_VALUE;
		levels: while (bound < maxSize && found.size() < count) {
			bound = Math.min(maxSize, Math.max(bound + 1, smallest));
			guide.nextBound();
			ruleChoices.nextBound();
			for (int limit : discrepancies) {
				var path = new SearchPath(limit);
				var pass = new ArrayList<Found>();
				do {
					if (runs >= maxRuns) {
						complete = false;
						found.addAll(pass);
						break levels;
					}
					runs++;
					var source = new SearchSource(path, seed, target, ePackage, forbidden, guide, ruleChoices, varied);
					var recorder = new RecordingDecisionSource(source);
					org.eclipse.emf.ecore.EObject tree = null;
					try {
						tree = generator.generate(language, rules, recorder, new SizeBound(bound));
					} catch (SearchSource.Pruned | RulesException e) {
						continue;
					} catch (IllegalArgumentException e) {
						if (path.depth() > 0) {
							throw e;
						}
						// A bound below the smallest tree the metamodel allows: the engine refuses it before any decision.
						runs--;
						continue levels;
					} finally {
						// What the run's rules chose is learned of, whether or not it made a tree.
						source.settle(tree);
					}
					var facts = new TreeFacts(tree, rules);
					smallest = smallest == 0 ? facts.nodes() : Math.min(smallest, facts.nodes());
					if (tally.add(facts)) {
						String text = language.programText(tree, rules);
						if (texts.add(text)) {
							pass.add(new Found(text, facts.nodes(), recorder.trace(), bound));
						}
					}
				} while (path.advance());
				found.addAll(pass);
				if (found.size() >= count && varied) {
					break levels;
				}
			}
			// The bound's every level tried: programs of one bound differ in size (what the rules add beyond the
			// bound's budget, the statements that print each binding), so the smallest found under it come first.
			if (found.size() >= count) {
				break;
			}
		}
		// Smallest first: a larger bound may make a program smaller than one a smaller bound made.
		found.sort(java.util.Comparator.comparingInt(Found::nodes));
		if (found.size() >= count) {
			complete = false;
			found.subList(count, found.size()).clear();
		}
		return new Outcome(List.copyOf(found), runs, complete, found.isEmpty() ? tally.unmet() : Optional.empty(), bound);
	}

	/** How often each constraint held and failed over the finished programs of a search. */
	private static final class Tally {
		private final Target target;
		private final Map<Constraint, Long> failures = new LinkedHashMap<>();
		private final Set<Constraint> held = new HashSet<>();

		Tally(Target target) {
			this.target = target;
			target.constraints().forEach(c -> failures.put(c, 0L));
		}

		/** Counts a finished program; whether it satisfies every constraint. */
		boolean add(TreeFacts facts) {
			boolean all = true;
			for (var constraint : target.constraints()) {
				if (constraint.holds(facts)) {
					held.add(constraint);
				} else {
					failures.merge(constraint, 1L, Long::sum);
					all = false;
				}
			}
			return all;
		}

		/** The constraint no finished program satisfied, else the one that failed most often. */
		Optional<Constraint> unmet() {
			for (var constraint : failures.keySet()) {
				if (!held.contains(constraint)) {
					return Optional.of(constraint);
				}
			}
			return failures.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey);
		}
	}
}
