package cadmus.clp;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EPackage;

import cadmus.api.DecisionSource;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.TreeDecisions;

/**
 * The decisions of one run of a search: each class a hole takes, each choice among a few values (a list's length, a
 * flag; at most {@value #BRANCHING_VALUES}) and which binding a reference names, is a branching point whose alternative the
 * {@link SearchPath} gives: the class nearest to what the target still wants first ({@link Guide}), then the cheapest
 * (by what its subtrees there came to in the search's earlier bounds, {@link SubtreeSizes}), and the smallest value
 * first. A choice among many values (a literal, a weighted draw) is drawn from the run's seed,
 * the same on every run, so that a path always makes the same program; branching on them would multiply the paths by
 * every literal's values. A class the target forbids is never an alternative; a hole left with none ends
 * the run ({@link Pruned}).
 * <p>
 * An attribute's value the target asks of ({@code with value >= 50}) is found by running the language's own draw of
 * it ({@link TreeDecisions#drawValue}) on up to {@value #VALUE_PROBES} seeds of its own (of the run's seed and its
 * path so far): the draw's first distinct values that pass the tests, at most {@value #BRANCHING_VALUES}, then the
 * first seed's value where it does not, are the branching point's alternatives. Only values
 * the language draws are ever taken, so the program stays one its rules make (a constraint solver would pick values
 * they never draw); a range the draw never reaches is unmet, and reported so. A value a relation compares
 * ({@code with start.value > limit.value}) is found the same way, among the distinct values of all the probes: those
 * Choco's propagation leaves the node's other values room for ({@link RelationSolver}), the others ranging over what
 * their draws gave.
 */
final class SearchSource implements TreeDecisions {

	/**
	 * A choice among at most this many values is a branching point (a list's length, which of a few bindings, a
	 * flag); among more, a drawn value (a literal, a weighted draw).
	 */
	static final int BRANCHING_VALUES = 6;
	/**
	 * Which binding a reference names is a branching point among up to this many: a target may ask for a reference to
	 * one binding (a loop variable a closure captures), and a reference sees the environment's bindings too, more than
	 * {@value #BRANCHING_VALUES} in most languages.
	 */
	static final int BINDING_VALUES = 32;

	/**
	 * A choice of a type rule of a class the target asks something of (a SELECT's DISTINCT, which function a call
	 * names) among at most this many values is a branching point, in the order {@link RuleChoices} learned.
	 */
	static final int RULE_VALUES = 32;

	/** Seeds a value the target asks of is drawn from, in search of values that pass its tests. */
	static final int VALUE_PROBES = 256;

	/** A run cut short: a hole had no alternative the target allows. */
	static final class Pruned extends RuntimeException {
		private static final long serialVersionUID = 1L;

		Pruned(String label) {
			super("no class the target allows fills " + label, null, false, false);
		}
	}

	private final SearchPath path;
	private final long seed;
	/** Whether ties are broken by a hash of the seed, the branching point and the candidate, not by the candidate. */
	private final boolean varied;
	private final Guide.Progress progress;
	private final SeededDecisionSource values;
	private final Map<String, Boolean> forbidden;
	private final Target target;
	private final EPackage ePackage;
	/** What the target wants, worked out once for the search: which flags and optional children it asks for. */
	private final Guide guide;
	/** The rule running now, where the target asks something of its node: its choices are branching points. */
	private final RuleChoices.Window rule;
	private final RuleChoices rules;
	private int taken;
	/** Where a value's draw is under way: the seed its decisions all come from, without branching; else null. */
	private SeededDecisionSource drawing;
	/** Values drawn in search of one the target asks for, in this run: each draw's probes have seeds of their own. */
	private int valueDraws;

	/**
	 * @param forbidden what the search learned of which class names the target forbids, shared by its runs
	 */
	SearchSource(SearchPath path, long seed, Target target, EPackage ePackage, Map<String, Boolean> forbidden,
			Guide guide, RuleChoices rules, boolean varied) {
		this.path = path;
		this.seed = seed;
		this.varied = varied;
		this.progress = guide.start();
		this.values = new SeededDecisionSource(seed);
		this.target = target;
		this.ePackage = ePackage;
		this.forbidden = forbidden;
		this.guide = guide;
		this.rules = rules;
		this.rule = rules.new Window();
	}

	@Override
	public Object drawValue(EClass owner, org.eclipse.emf.ecore.EAttribute attribute, cadmus.api.AttributeValues draw,
			DecisionSource keeper) {
		if (drawing != null) {
			return draw.draw(keeper);
		}
		var wants = progress.valueWants(owner, attribute);
		var sides = progress.sides(attribute);
		if (wants.isEmpty() && sides.isEmpty()) {
			Object value = draw.draw(keeper);
			progress.valued(attribute, value);
			return value;
		}
		// Seeds of the run's seed, where the path is and how many such values it drew before: another path draws
		// other values, and the same path the same.
		long draws = SeededDecisionSource.programSeed(seed ^ path.position(), valueDraws++);
		var probes = new ArrayList<Long>();
		var drawnValues = new ArrayList<Object>();
		for (int k = 0; k < VALUE_PROBES && (!sides.isEmpty() || probes.size() < BRANCHING_VALUES); k++) {
			long probe = SeededDecisionSource.programSeed(draws, k);
			Object value = drawn(probe, draw, this);
			// A value a relation compares is kept whatever it is: which pass is the solver's to say, of them all.
			if (!drawnValues.contains(value) && (!sides.isEmpty()
					|| wants.stream().anyMatch(tests -> tests.stream().allMatch(v -> v.accepts(value))))) {
				drawnValues.add(value);
				probes.add(probe);
			}
		}
		var related = sides.isEmpty() ? List.of() : progress.narrow(sides, drawnValues);
		var alternatives = new ArrayList<Long>();
		for (int i = 0; i < probes.size() && alternatives.size() < BRANCHING_VALUES; i++) {
			Object value = drawnValues.get(i);
			if (sides.isEmpty() || related.contains(value)
					|| wants.stream().anyMatch(tests -> tests.stream().allMatch(v -> v.accepts(value)))) {
				alternatives.add(probes.get(i));
			}
		}
		long first = SeededDecisionSource.programSeed(draws, 0);
		if (!alternatives.contains(first)) {
			// The draw as it comes, last: a program need not have every value it draws pass.
			alternatives.add(first);
		}
		if (alternatives.size() > 1) {
			taken++;
		}
		Object value = drawn(alternatives.get(alternatives.size() == 1 ? 0 : path.branch(alternatives.size())), draw,
				keeper);
		progress.valued(attribute, value);
		return value;
	}

	/** A value drawn with every decision from one seed: the same value for the same seed, through any source. */
	private Object drawn(long valueSeed, cadmus.api.AttributeValues draw, DecisionSource through) {
		drawing = new SeededDecisionSource(valueSeed);
		try {
			return draw.draw(through);
		} finally {
			drawing = null;
		}
	}

	@Override
	public long between(String label, long lo, long hi) {
		return between(label, lo, hi, null);
	}

	/** A containment's length, the engine's or a rule's: a list on the way to a want takes one element first. */
	@Override
	public long length(EClass owner, org.eclipse.emf.ecore.EReference feature, String label, long lo, long hi) {
		return between(label, lo, hi, feature);
	}

	/** @param length the containment whose length a rule decides; null for any other decision */
	private long between(String label, long lo, long hi, org.eclipse.emf.ecore.EReference length) {
		if (drawing != null) {
			return drawing.between(label, lo, hi);
		}
		if (length == null && rule.isOpen() && hi - lo >= 0 && hi - lo < RULE_VALUES) {
			// Few values from the lowest, as any branching point; more from the seed's draw, then from the lowest.
			long drawn = hi - lo < BRANCHING_VALUES ? lo : values.between(label, lo, hi);
			return ruleChoice(label, RuleChoices.range(lo, hi, drawn));
		}
		taken++;
		if (hi - lo >= 0 && hi - lo < BRANCHING_VALUES) {
			int branch = path.branch((int) (hi - lo + 1));
			if (lo == 0 && hi >= 1 && length != null && progress.leadsToWant(length)) {
				// A list whose elements lead toward what the target wants: one element first, then none, then more.
				return branch <= 1 ? 1 - branch : branch;
			}
			return lo + branch;
		}
		return values.between(label, lo, hi);
	}

	/**
	 * Which binding a reference names (the generator weighs them), and each flag a target asks a value of: branching
	 * points.
	 */
	@Override
	public boolean steers(String label) {
		return drawing == null && (label.equals(cadmus.generate.Decision.BINDING) || rule.isOpen())
				|| guide.wantedFlag(label) != null;
	}

	/** Whether a node of {@code owner} is to have its optional child of {@code feature}, inside which the target asks for a node. */
	@Override
	public boolean steers(EClass owner, org.eclipse.emf.ecore.EReference feature) {
		return drawing == null && guide.wantsInside(owner, feature);
	}

	/** Where the target asks for a node inside the optional child: a branching point, the child first. */
	@Override
	public boolean hasOptional(EClass owner, org.eclipse.emf.ecore.EReference feature, String label, double p) {
		if (!steers(owner, feature)) {
			return flip(label, p);
		}
		taken++;
		return path.branch(2) == 0;
	}

	/** A flag the target asks a value of: a branching point, that value first; any other, drawn from the seed. */
	@Override
	public boolean flip(String label, double p) {
		var wanted = drawing != null ? null : guide.wantedFlag(label);
		if (wanted == null && drawing == null && rule.isOpen() && p > 0 && p < 1) {
			boolean drawn = values.flip(label, p);
			return ruleChoice(label, List.of(drawn ? 1L : 0L, drawn ? 0L : 1L)) == 1;
		}
		if (wanted == null || p <= 0 || p >= 1) {
			return TreeDecisions.super.flip(label, p);
		}
		taken++;
		return path.branch(2) == 0 ? wanted : !wanted;
	}

	/**
	 * A weighted choice of a rule the target asks something of: a branching point among the outcomes it can record,
	 * the seed's draw first, then the heavier, in the order {@link RuleChoices} learned. Any other: drawn from the seed.
	 */
	@Override
	public int chooseWeighted(String label, double[] weights) {
		if (drawing != null || !rule.isOpen()) {
			return TreeDecisions.super.chooseWeighted(label, weights);
		}
		int drawn = values.chooseWeighted(label, weights);
		var alternatives = RuleChoices.weighted(weights, drawn);
		return alternatives.size() > RULE_VALUES || !TreeDecisions.recordable(weights, drawn) ? drawn
				: (int) ruleChoice(label, alternatives);
	}

	/** A choice of the running rule: a branching point among these outcomes, in the order learned of them. */
	private long ruleChoice(String label, List<Long> alternatives) {
		var ordered = rules.order(rule.of(), label, alternatives);
		long outcome = ordered.size() == 1 ? ordered.get(0) : ordered.get(path.branch(ordered.size()));
		if (ordered.size() > 1) {
			taken++;
		}
		rule.decided(label, alternatives.size(), outcome);
		return outcome;
	}

	/**
	 * Which binding a reference names: a branching point among up to {@value #BINDING_VALUES}, those whose types leave
	 * room for what the target asks of a call's arguments first ({@link Guide.Progress#bindingRank}), then the heavier
	 * (the program's own before the environment's), then in their order.
	 */
	@Override
	public int chooseBinding(String label, double[] weights, cadmus.generate.HoleTyping bindings, int n) {
		if (drawing != null) {
			return TreeDecisions.super.chooseBinding(label, weights, bindings, n);
		}
		taken++;
		var allowed = new ArrayList<Integer>();
		for (int i = 0; i < n; i++) {
			if (weights == null || TreeDecisions.recordable(weights, i)) {
				allowed.add(i);
			}
		}
		if (allowed.isEmpty() || allowed.size() > BINDING_VALUES) {
			return weights == null ? (int) values.between(label, 0, n - 1L)
					: DecisionSource.indexAt(weights, values.between(label, 0, WEIGHT_POINTS - 1), label);
		}
		int[] rank = new int[n];
		for (int i : allowed) {
			rank[i] = progress.bindingRank(bindings, i);
		}
		allowed.sort(java.util.Comparator.<Integer>comparingInt(i -> rank[i])
				.thenComparingDouble(i -> weights == null ? 0 : -weights[i]).thenComparingInt(i -> i));
		return allowed.get(path.branch(allowed.size()));
	}

	@Override
	public int chooseClass(String label, double[] weights, String[] names, int[] costs) {
		rule.abandon();
		taken++;
		var allowed = new ArrayList<Integer>();
		for (int i = 0; i < names.length; i++) {
			if (TreeDecisions.recordable(weights, i) && !forbids(names[i])) {
				allowed.add(i);
			}
		}
		if (allowed.isEmpty()) {
			throw new Pruned(label);
		}
		progress.hole(label);
		// Nearest to an unmet want first, then cheapest: the first paths are small programs that have it.
		int[] distance = new int[names.length];
		int[] typeRank = new int[names.length];
		int[] cost = new int[names.length];
		for (int i : allowed) {
			progress.noteType(eClass(names[i]), i);
			distance[i] = progress.distance(eClass(names[i]), i);
			typeRank[i] = progress.typeRank(i);
			cost[i] = progress.cost(eClass(names[i]), costs[i]);
		}
		if (varied) {
			// Ties by a hash of the seed, where the run is and the candidate: the same on every run of the path. While
			// the target still wants something, the cheapest first among those as near, so that what is not on the way
			// to it leaves the size bound's budget to it; then any, so that the rest of the program varies.
			int at = path.depth();
			boolean wanting = progress.wanting();
			allowed.sort(java.util.Comparator.<Integer>comparingInt(i -> typeRank[i]).thenComparingInt(i -> distance[i])
					.thenComparingInt(i -> wanting ? cost[i] : 0)
					.thenComparingLong(i -> SeededDecisionSource.programSeed(seed ^ at, i)));
		} else {
			allowed.sort((a, b) -> typeRank[a] != typeRank[b] ? Integer.compare(typeRank[a], typeRank[b])
					: distance[a] != distance[b] ? Integer.compare(distance[a], distance[b])
					: cost[a] != cost[b] ? Integer.compare(cost[a], cost[b]) : Integer.compare(a, b));
		}
		int index = allowed.get(path.branch(allowed.size()));
		progress.chose(eClass(names[index]), index);
		rule.open(eClass(names[index]));
		return index;
	}

	private EClass eClass(String name) {
		return ePackage.getEClassifier(name) instanceof EClass c ? c : null;
	}

	/**
	 * A rule's choice among types: where it settles the open type of a node a want of a type waits on, a branching point
	 * with the types of the type wanted first; elsewhere a decision as any other.
	 */
	@Override
	public int chooseType(String label, java.util.List<? extends cadmus.api.types.Type> choices,
			cadmus.api.types.Type of, java.util.function.UnaryOperator<cadmus.api.types.Type> walk) {
		int[] order = drawing == null ? progress.typeOrder(choices, of, walk) : null;
		if (order == null) {
			return choose(label, choices.size());
		}
		taken++;
		return order[path.branch(order.length)];
	}

	/** The types at the hole whose class is chosen next: the guide steers toward a type a target asks for by them. */
	@Override
	public void typing(cadmus.generate.HoleTyping hole) {
		progress.typing(hole);
	}

	/** The rule of the node chosen last has run: its choices are credited with what its outcome gave. */
	@Override
	public void ruled(EClass of, cadmus.generate.RuleOutcome outcome) {
		rule.close(outcome);
	}

	/**
	 * The run has ended with this tree, or was cut short (null): the rules' choices that wait for their nodes' subtrees
	 * are credited.
	 */
	void settle(org.eclipse.emf.ecore.EObject tree) {
		rule.settle(tree);
	}

	@Override
	public void opened(int lengthDecision) {
		rule.abandon();
		progress.opened();
	}

	@Override
	public void closed() {
		rule.abandon();
		progress.closed();
	}

	private boolean forbids(String name) {
		return forbidden.computeIfAbsent(name, n -> eClass(n) != null && target.forbids(eClass(n)));
	}

	@Override
	public int taken() {
		return taken;
	}
}
