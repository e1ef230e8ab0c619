package cadmus.lang.lua;

import static cadmus.lang.lua.lua.LuaPackage.Literals.*;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;

import cadmus.api.AttributeValues;
import cadmus.api.Binder;
import cadmus.api.HoleContext;
import cadmus.api.Lifting;
import cadmus.api.Multiplicity;
import cadmus.api.RuleTables;
import cadmus.api.TableRules;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.lang.lua.lua.LuaFactory;

/**
 * Conforming generation rules for Lua in one dialect: the type rule of each class ({@link LuaTypeRules}),
 * binders and references, lifting into blocks, the typed prelude ({@link LuaPrelude}), effects (Lua leaves
 * the evaluation order of operands, arguments and assignments unspecified), write isolation in functions,
 * and observation of every top-level local at the end. Immutable once built.
 */
final class LuaRules extends TableRules {

	private static final Map<EStructuralFeature, Multiplicity> MULTIPLICITIES = Map.ofEntries(
			Map.entry(BLOCK__STATEMENTS, Multiplicity.between(0, 5)),
			Map.entry(IF__ELSE_IFS, Multiplicity.between(0, 1)),
			Map.entry(IF__ELSE_BLOCK, Multiplicity.OPTIONAL),
			Map.entry(NUMERIC_FOR__STEP, Multiplicity.between(0, 0)));

	private static final Map<EReference, Set<EClass>> RESTRICTIONS = Map.of(
			// Xtext makes Expression a subtype of Statement (a call statement starts as an expression).
			BLOCK__STATEMENTS, Set.of(LOCAL, LOCAL_FUNCTION, IF, WHILE, NUMERIC_FOR, GENERIC_FOR, REPEAT, DO, ASSIGNMENT,
					CALL_STATEMENT),
			CALL_STATEMENT__CALL, Set.of(CALL, METHOD_CALL),
			ASSIGNMENT__TARGETS, Set.of(NAME, INDEX, MEMBER),
			INDEX__KEY, Set.of(NUMBER_LITERAL),
			// What is indexed, accessed or called is a variable or the result of another access, never a table
			// constructor made on the spot (a missing record or array is lifted into a local instead).
			MEMBER__TARGET, Set.of(NAME, CALL, INDEX),
			INDEX__TARGET, Set.of(NAME, CALL, MEMBER),
			CALL__TARGET, Set.of(NAME, MEMBER, INDEX, FUNCTION, CALL),
			NUMERIC_FOR__START, Set.of(NUMBER_LITERAL),
			NUMERIC_FOR__LIMIT, Set.of(NUMBER_LITERAL));

	/** Classes the conforming rules leave out get weight 0: varargs, global function declarations, call sugar. */
	private static final Map<EClass, Double> WEIGHTS = Map.ofEntries(
			Map.entry(LOCAL, 4.0), Map.entry(ASSIGNMENT, 2.0), Map.entry(CALL_STATEMENT, 2.5), Map.entry(IF, 1.5),
			Map.entry(WHILE, 0.5), Map.entry(REPEAT, 0.4), Map.entry(DO, 0.4), Map.entry(NUMERIC_FOR, 1.0),
			Map.entry(GENERIC_FOR, 0.8), Map.entry(LOCAL_FUNCTION, 1.5), Map.entry(FUNCTION_DECLARATION, 0.0),
			Map.entry(NUMBER_LITERAL, 2.0), Map.entry(STRING_LITERAL, 1.5), Map.entry(NAME, 4.0),
			Map.entry(BINARY, 3.0), Map.entry(UNARY, 1.0), Map.entry(NIL_LITERAL, 0.3), Map.entry(TRUE_LITERAL, 0.5),
			Map.entry(FALSE_LITERAL, 0.5), Map.entry(VARARG, 0.0), Map.entry(FUNCTION, 0.3), Map.entry(TABLE, 1.0),
			Map.entry(INDEX, 1.0), Map.entry(MEMBER, 1.0), Map.entry(METHOD_CALL, 0.5), Map.entry(CALL, 2.0),
			Map.entry(KEYED_FIELD, 0.0), Map.entry(TABLE_ARGUMENT, 0.0), Map.entry(STRING_ARGUMENT, 0.0));

	// Lua evaluates an assignment's values before it assigns, so reading a target in a value is defined; the
	// order among its evaluations is not, but calls have no effects on variables (functions isolate writes).
	private static final Set<EClass> UNORDERED = Set.of(BINARY, CALL, METHOD_CALL, LIST_ARGUMENTS, LOCAL, TABLE, INDEX);

	private static final Map<EAttribute, AttributeValues> VALUES = Map.of(
			STRING_LITERAL__VALUE, LuaLiterals::string);

	private final LuaDialect dialect;
	private final LuaTypes types;

	LuaRules(LuaDialect dialect) {
		this(dialect, new LuaTypes(dialect));
	}

	private LuaRules(LuaDialect dialect, LuaTypes types) {
		super(ruleTables(dialect, types));
		this.dialect = dialect;
		this.types = types;
	}

	private static RuleTables ruleTables(LuaDialect dialect, LuaTypes types) {
		var typeRules = new LuaTypeRules(types);
		var environment = LuaPrelude.environment(types);
		var observation = new LuaObservation(types);
		types.lattice.restrict(LuaTypes.NONE).restrict(LuaTypes.LOOP).restrict(LuaTypes.WHILE_GUARD)
				.restrict(LuaTypes.UNTIL_GUARD).restrict(LuaTypes.OUTPUT).restrictKind("iterator").restrictKind("block")
				.restrictKind("last").restrictKind("arguments").restrictKind("positional").restrictKind("recursive");
		return RuleTables.builder().weights(WEIGHTS).multiplicities(MULTIPLICITIES).restrictions(RESTRICTIONS)
				.values(VALUES).types(types.lattice, typeRules::get).references(Map.of(NAME, NAME__NAME))
				.writes(Set.of(ASSIGNMENT__TARGETS)).lifting(Lifting.of(BLOCK__STATEMENTS, LuaRules::local, LOCAL__VALUES))
				.observation(observation).unordered(UNORDERED).growsTypes(ELIMINATORS)
				.isolatesWrites(Set.of(FUNCTION_BODY))
				// The prelude's many functions would otherwise crowd out what a program defines, its functions left
				// uncalled.
				.environment(environment, 0.3).prelude(LuaPrelude.definitions(dialect))
				// emit prints through show, which makes values print alike; where print alone does too, it may stand.
				.plainerCalls(Map.of("emit", "print")).build();
	}

	/** The definition lifting makes: {@code local vN = <value>}. */
	private static EObject local(String name) {
		var local = LuaFactory.eINSTANCE.createLocal();
		local.getNames().add(name);
		return local;
	}

	LuaDialect dialect() {
		return dialect;
	}

	/**
	 * A local function also binds, within its body, its own name as a recursive marker and the prelude's
	 * {@code recN} for its arity typed to fit it: the only way a generated function calls itself, bounded in depth.
	 */
	@Override
	public List<Binder> binders(EClass c) {
		if (c != LOCAL_FUNCTION) {
			return super.binders(c);
		}
		return List.of(
				new Binder(LOCAL_FUNCTION__NAME, LOCAL_FUNCTION__BODY, false,
						(i, ctx) -> LuaTypes.recursive(ctx.requiredType(LOCAL_FUNCTION__BODY, 0))),
				Binder.constant(LuaRecursion.CALL, LOCAL_FUNCTION__BODY,
						(i, ctx) -> LuaRecursion.callType((FunctionType) ctx.requiredType(LOCAL_FUNCTION__BODY, 0))),
				binder(c).orElseThrow());
	}

	@Override
	public Optional<Binder> binder(EClass c) {
		if (c == LOCAL) {
			return Optional.of(new Binder(LOCAL__NAMES, null, true, (i, ctx) -> ctx.childType(LOCAL__VALUES, i)));
		}
		if (c == LOCAL_FUNCTION) {
			return Optional.of(new Binder(LOCAL_FUNCTION__NAME, null, false,
					(i, ctx) -> ctx.childType(LOCAL_FUNCTION__BODY, 0)));
		}
		if (c == FUNCTION_BODY) {
			return Optional.of(new Binder(FUNCTION_BODY__PARAMETERS, FUNCTION_BODY__BLOCK, true,
					(i, ctx) -> ((FunctionType) ctx.nodeType()).parameters().get(i)));
		}
		if (c == NUMERIC_FOR) {
			return Optional.of(new Binder(NUMERIC_FOR__VARIABLE, NUMERIC_FOR__BLOCK, false, (i, ctx) -> types.integer()));
		}
		if (c == GENERIC_FOR) {
			return Optional.of(new Binder(GENERIC_FOR__NAMES, GENERIC_FOR__BLOCK, false, (i, ctx) -> i == 0
					? types.integer() : ContainerType.argument(ctx.childType(GENERIC_FOR__ITERATORS, 0))));
		}
		return Optional.empty();
	}

	/** Which of two writes to one variable in a multiple assignment wins is unspecified. */
	@Override
	public boolean distinctWrites(EClass eClass) {
		return eClass == ASSIGNMENT;
	}

	/**
	 * Fields are targets of single assignments only: two field targets may denote one table slot (aliases,
	 * equal keys), and which write wins is unspecified.
	 */
	@Override
	public boolean allowedIn(EClass candidate, EReference containment, HoleContext context) {
		if (containment == ASSIGNMENT__TARGETS && (candidate == INDEX || candidate == MEMBER)
				&& Boolean.TRUE.equals(context.lookup(LuaTypeRules.MULTIPLE_ASSIGNMENT).orElse(Boolean.FALSE))) {
			return false;
		}
		return allowedIn(candidate, containment, context.ancestors());
	}

	private static final Set<EReference> SUBJECTS = Set.of(MEMBER__TARGET, INDEX__TARGET, CALL__TARGET, METHOD_CALL__TARGET);
	private static final Set<EClass> ELIMINATORS = Set.of(MEMBER, INDEX, CALL, METHOD_CALL);

	@Override
	public boolean allowedIn(EClass candidate, EReference containment, List<EClass> ancestors) {
		// The subject of a field access, index or call has a larger type than the result; chains of them
		// would grow types without end, so a subject is never itself such an access.
		if (containment != null && SUBJECTS.contains(containment) && ELIMINATORS.contains(candidate) && !ancestors.isEmpty()
				&& ELIMINATORS.contains(ancestors.get(0)) && ancestors.size() > 1 && ELIMINATORS.contains(ancestors.get(1))) {
			return false;
		}
		boolean inFunction = ancestors.contains(FUNCTION_BODY);
		if (!inFunction) {
			return true;
		}
		// Loops draw on the prelude's shared fuel, and table writes are effects the callers cannot see:
		// neither belongs in a function a caller may evaluate in an unspecified order.
		return candidate != WHILE && candidate != REPEAT
				&& !(containment == ASSIGNMENT__TARGETS && (candidate == INDEX || candidate == MEMBER));
	}

	@Override
	public String prelude() {
		return LuaPrelude.text(dialect);
	}

}
