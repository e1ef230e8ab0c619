package cadmus.generate;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.Access;
import cadmus.api.RulesException;
import cadmus.api.types.Type;

/**
 * Scope-aware references (Xsmith §4.5): which visible bindings fit a reference hole (type, writability,
 * effects of unordered siblings), and lifting a fresh definition into the nearest enclosing statement list
 * when none fits.
 */
final class References {

	private final TreeBuilder builder;
	private final GenerationTables tables;

	References(TreeBuilder builder, GenerationTables tables) {
		this.builder = builder;
		this.tables = tables;
	}

	/** Whether any visible binding fits; cheaper than {@link #fitting} as it stops at the first. */
	boolean anyFits(Type wanted, Access access) {
		return anyFits(wanted, answers(wanted), access, null);
	}

	/** As {@link #anyFits(Type, Access)}, with what is known about the hole's shape already looked up. */
	boolean anyFits(Type wanted, FitMemory.Answers known, Access access, org.eclipse.emf.ecore.EClass referrer) {
		return first(wanted, known, access, b -> fits(b, wanted, known, access) && referable(b, referrer)) != null;
	}

	/**
	 * The innermost binding in scope that passes {@code test}, a test that includes this hole's type test: looked for
	 * only among the bindings that test could pass. Of the program's own, those whose types' outermost constructors
	 * could be the hole's (where the type test is {@link #typeFits}, which rejects the others first: see
	 * {@link #clearlyApart}; {@link #holds} is not, and sees all). Of the environment's: where the hole's shape is
	 * remembered, those that may fit it (the same ones, in the same order, that fit among all of them: the answer is
	 * the shape's); without a shape, those of the hole's outermost constructor; for a write, the variables alone, as
	 * nothing else is {@link #usable} for one.
	 */
	private Bound first(Type wanted, FitMemory.Answers known, Access access, java.util.function.Predicate<Bound> test) {
		var scope = builder.scope;
		var environment = scope.environment();
		Type walked = wanted == null ? null : builder.unifier().walk(wanted);
		boolean keepsTypes = access == Access.WRITE && tables.rules.writesKeepTypes();
		var found = scope.findInProgram(test, keepsTypes ? null : walked);
		if (found != null) {
			return found;
		}
		Bound[] given;
		if (access == Access.WRITE) {
			given = environment.mutable();
		} else if (wanted == null) {
			given = environment.all();
		} else if (known == null || !known.remembers()) {
			given = environment.ofKind(Constructors.of(walked));
		} else {
			given = environment.mayFit(known, b -> typeFits(b, wanted, known));
		}
		return scope.findInEnvironment(given, test);
	}

	/** Whether the language lets nodes of {@code referrer} (null: any class) name the binding. */
	private boolean referable(Bound b, org.eclipse.emf.ecore.EClass referrer) {
		return referrer == null || b.type() == null
				|| tables.rules.referable(referrer, builder.unifier().resolve(b.type()));
	}

	private FitMemory.Answers answers(Type wanted) {
		String shape = holeShape(wanted);
		return shape == null ? null : tables.fits.forHole(shape);
	}

	List<Bound> fitting(Type wanted, Access access, org.eclipse.emf.ecore.EClass referrer) {
		var known = answers(wanted);
		var result = new ArrayList<Bound>();
		// Every one: the test collects and never stops the search.
		first(wanted, known, access, b -> {
			if (fits(b, wanted, known, access) && referable(b, referrer)) {
				result.add(b);
			}
			return false;
		});
		return result;
	}

	private String holeShape(Type wanted) {
		return wanted == null ? null : TypeWalks.smallShape(builder.unifier(), wanted, CandidateWeights.MAX_HOLE_SHAPE);
	}

	/**
	 * A cheap test before unification: terms whose outermost constructors differ (a function where a number is
	 * wanted, functions of different arity) can never be made to fit.
	 */
	private static boolean clearlyApart(Type a, Type b) {
		int constructor = Constructors.of(a);
		if (constructor == Constructors.ANY || Constructors.of(b) == Constructors.ANY) {
			return false;
		}
		if (constructor != Constructors.of(b)) {
			return true;
		}
		if (a instanceof cadmus.api.types.FunctionType f && b instanceof cadmus.api.types.FunctionType g) {
			return f.parameters().size() != g.parameters().size();
		}
		if (a instanceof cadmus.api.types.ContainerType c && b instanceof cadmus.api.types.ContainerType d) {
			return !c.kind().equals(d.kind());
		}
		return false;
	}

	/** Effects of using a binding: using an impure one counts as writing it, so no two uses go unordered. */
	static Access effectiveAccess(Bound b, Access access) {
		return b.impure() ? Access.WRITE : access;
	}

	private boolean fits(Bound b, Type wanted, FitMemory.Answers known, Access access) {
		return usable(b, access) && (access == Access.WRITE && tables.rules.writesKeepTypes() ? holds(b, wanted)
				: typeFits(b, wanted, known)) && unconflicted(b, access);
	}

	/**
	 * Whether a write of the hole's type goes to the binding: only to one declared with that very type (see
	 * writesKeepTypes), not to a wider one, which would take the value but is another variable than the rule means
	 * (a loop's counter, of a subtype of int, is written only where a counter is).
	 */
	private boolean holds(Bound b, Type wanted) {
		return wanted == null || b.type() == null || builder.unifier().canUnify(wanted, b.type());
	}

	/** Whether a binding may be used with this access at all: written only where it is mutable and local. */
	private boolean usable(Bound b, Access access) {
		if (access == Access.WRITE && (!b.mutable() || b.functionDepth() != builder.functionDepth)) {
			return false;
		}
		return !(b.impure() && builder.functionDepth > 0);
	}

	/** Whether the binding's type fits the wanted one (remembered by shape when both have one). */
	private boolean typeFits(Bound b, Type wanted, FitMemory.Answers known) {
		if (wanted == null || b.type() == null) {
			return true;
		}
		var unifier = builder.unifier();
		// Cheapest tests first: most visible bindings are rejected by the outermost type constructor.
		if (clearlyApart(unifier.walk(b.type()), unifier.walk(wanted))) {
			return false;
		}
		String bindingShape = known != null ? b.stableShape(unifier) : null;
		Boolean answer = bindingShape == null ? null : known.bindings.get(bindingShape);
		if (answer != null) {
			return answer;
		}
		// A polymorphic binding is checked as it stands, without copying: its own variables are never bound
		// (every use gets fresh ones) and the check is rolled back.
		boolean fits = unifier.canSubtype(b.type(), wanted);
		if (bindingShape != null) {
			known.bindings.put(bindingShape, fits);
		}
		return fits;
	}

	/** Whether using the binding here conflicts with nothing around the hole (effects of unordered siblings). */
	private boolean unconflicted(Bound b, Access access) {
		var effect = effectiveAccess(b, access);
		boolean written = false;
		for (var frame : builder.path) {
			if (frame.unordered && frame.completedChildren.conflicts(b, effect)
					|| frame.distinctWrites && effect == Access.WRITE && frame.completedChildren.writes(b)) {
				return false;
			}
			// A function being stored into a binding must not read that binding: it would call itself without end.
			if (written && frame.isolatesWrites) {
				return false;
			}
			written |= frame.mine.writes(b);
		}
		return true;
	}

	/**
	 * Whether a reference of any of the types could be read here: as asking {@link #bindable} of each, with one
	 * pass over the visible bindings (each binding's effects checked once) instead of one per type.
	 */
	boolean anyBindable(List<Type> types) {
		var known = new FitMemory.Answers[types.size()];
		for (int i = 0; i < known.length; i++) {
			known[i] = answers(types.get(i));
		}
		if (builder.scope.find(b -> usable(b, Access.READ) && anyTypeFits(b, types, known)
				&& unconflicted(b, Access.READ)) != null) {
			return true;
		}
		return canLiftHere(Access.READ) && types.stream().anyMatch(this::liftable);
	}

	private boolean anyTypeFits(Bound b, List<Type> types, FitMemory.Answers[] known) {
		for (int i = 0; i < known.length; i++) {
			if (typeFits(b, types.get(i), known[i])) {
				return true;
			}
		}
		return false;
	}

	/** Whether a read of this type could be filled here: a binding fits, or one could be lifted. */
	boolean bindable(Type type) {
		return anyFits(type, Access.READ) || canLift(type, Access.READ);
	}

	boolean canLift(Type wanted, Access access) {
		return canLiftHere(access) && liftable(wanted);
	}

	/** Whether a definition could be lifted from here at all, whatever its type. */
	private boolean canLiftHere(Access access) {
		if (access != Access.READ || tables.lifting == null || builder.slack < 1 + tables.liftedValue.cheapest
				|| builder.liftedValueRoot) {
			return false;
		}
		var list = innermostList();
		return list != null && list.liftCount < TreeBuilder.maxLiftsPerList();
	}

	/** A lifted definition stores a value: types that are never values cannot be lifted. */
	private boolean liftable(Type wanted) {
		return wanted == null || builder.unifier().canSubtype(cadmus.api.types.TypeVariable.value(), wanted);
	}

	/**
	 * A fitting binding, or a lifted one where the referrer may have one lifted: lifting is itself a decision
	 * when bindings fit.
	 */
	Bound pick(List<Bound> fitting, Type wanted, Access access, boolean mayLift) {
		if (fitting.isEmpty() && !mayLift) {
			throw new RulesException(() -> "no binding fits " + builder.unifier().describe(wanted) + " and none may be lifted");
		}
		boolean lift = fitting.isEmpty()
				|| mayLift && canLift(wanted, access) && builder.decisions().flip("reference.lift", TreeBuilder.liftRate());
		if (lift) {
			return lift(wanted);
		}
		double given = tables.rules.environmentWeight();
		double[] weights = null;
		if (given != 1.0) {
			weights = new double[fitting.size()];
			for (int i = 0; i < weights.length; i++) {
				weights[i] = fitting.get(i).given() ? given : 1.0;
			}
		}
		return fitting.get(builder.chooseBinding(weights, fitting, wanted));
	}

	private Bound lift(Type wanted) {
		var list = innermostList();
		String name = builder.freshName();
		EObject definition = tables.lifting.define(name);
		// The definition sits before the current statement: generate its value in the list's own context.
		var hiddenFrames = new ArrayList<>(builder.path.subList(list.pathSize, builder.path.size()));
		int listIndex = builder.openLists.indexOf(list);
		var hiddenLists = new ArrayList<>(builder.openLists.subList(listIndex + 1, builder.openLists.size()));
		builder.path.subList(list.pathSize, builder.path.size()).clear();
		builder.openLists.subList(listIndex + 1, builder.openLists.size()).clear();
		Scope savedScope = builder.scope;
		int savedDepth = builder.functionDepth;
		builder.scope = list.scope;
		builder.functionDepth = list.functionDepth;
		builder.slack -= 1 + tables.liftedValue.cheapest;
		EObject value;
		try {
			// The value of a lifted definition is not itself a lifted name: no chains of aliases.
			builder.liftedValueRoot = true;
			value = builder.fill(tables.liftedValue, wanted, Access.READ);
		} finally {
			builder.scope = savedScope;
			builder.functionDepth = savedDepth;
			builder.path.addAll(hiddenFrames);
			builder.openLists.addAll(hiddenLists);
		}
		builder.takeMadeBindings();
		if (tables.lifting.value().isMany()) {
			@SuppressWarnings("unchecked")
			var values = (List<EObject>) definition.eGet(tables.lifting.value());
			values.add(value);
		} else {
			definition.eSet(tables.lifting.value(), value);
		}
		Type type = builder.typeOf(value) != null ? builder.typeOf(value) : wanted;
		tables.lifting.declare(definition, builder.unifier().resolve(type));
		var bound = new Bound(name, type, true, false, false, list.functionDepth);
		list.list.add(definition);
		list.lifted.add(bound);
		list.liftCount++;
		return bound;
	}

	/**
	 * The list a definition is lifted into: the innermost one of the lifting's feature, unless a node that hides
	 * enclosing variables lies between it and the hole (the definition would not be visible where it is used).
	 */
	private OpenList innermostList() {
		for (int i = builder.openLists.size() - 1; i >= 0; i--) {
			var list = builder.openLists.get(i);
			if (list.feature == tables.lifting.into()) {
				for (int f = list.pathSize; f < builder.path.size(); f++) {
					if (builder.path.get(f).hidesEnclosingVariables) {
						return null;
					}
				}
				return list;
			}
		}
		return null;
	}
}
