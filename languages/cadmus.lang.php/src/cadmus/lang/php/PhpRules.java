package cadmus.lang.php;

import static cadmus.lang.php.php.PhpPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcorePackage;

import cadmus.api.Access;
import cadmus.api.AttributeValues;
import cadmus.api.Binder;
import cadmus.api.Binding;
import cadmus.api.GenerationRules;
import cadmus.api.HoleContext;
import cadmus.api.Lifting;
import cadmus.api.Multiplicity;
import cadmus.api.Observation;
import cadmus.api.PreludeDefinition;
import cadmus.api.TypeRule;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeLattice;
import cadmus.api.types.TypeVariable;
import cadmus.lang.php.php.PhpFactory;

/**
 * Conforming generation rules for PHP in one dialect: the type rule of each class ({@link PhpStatementRules},
 * {@link PhpTypeRules}), binders and references, lifting of definitions into blocks, the typed prelude
 * ({@link PhpPrelude}), and observation of every top-level variable at the end. A function sees its parameters,
 * its own variables and what is bound for good (functions), never the script's variables, as in PHP; its writes
 * stay inside it. Classes the rules do not make yet (classes, interfaces, closures with use) have weight 0.
 * Immutable once built.
 */
final class PhpRules implements GenerationRules {

	private static final Map<EStructuralFeature, Multiplicity> MULTIPLICITIES = Map.ofEntries(
			Map.entry(IF__ELSE_IFS, Multiplicity.between(0, 1)),
			Map.entry(IF__ELSE, Multiplicity.OPTIONAL),
			Map.entry(FOREACH__KEY_NAME, Multiplicity.OPTIONAL),
			Map.entry(FOREACH__KEY, Multiplicity.between(0, 0)),
			Map.entry(FOREACH__VALUE, Multiplicity.between(0, 0)),
			Map.entry(FOREACH__VALUE_NAME, Multiplicity.ONE),
			Map.entry(FUNCTION_DECLARATION__PARAMETERS, Multiplicity.between(0, 0)),
			Map.entry(FUNCTION_DECLARATION__RETURN_TYPE, Multiplicity.ONE),
			Map.entry(FUNCTION_DECLARATION__LAST_DEFAULT, Multiplicity.OPTIONAL),
			Map.entry(ARROW_FUNCTION__PARAMETERS, Multiplicity.between(0, 0)),
			Map.entry(ARROW_FUNCTION__RETURN_TYPE, Multiplicity.ONE),
			Map.entry(ARRAY_ITEM__KEY, Multiplicity.OPTIONAL),
			Map.entry(CASE__TEST, Multiplicity.OPTIONAL),
			Map.entry(CATCH__VARIABLE, Multiplicity.OPTIONAL),
			Map.entry(TRY__FINALLY, Multiplicity.OPTIONAL),
			Map.entry(MATCH__ARMS, Multiplicity.between(1, 4)),
			Map.entry(CLASS_DECLARATION__SUPER_CLASS, Multiplicity.OPTIONAL),
			Map.entry(CLASS_DECLARATION__MEMBERS, Multiplicity.between(2, 7)),
			Map.entry(INTERFACE_DECLARATION__MEMBERS, Multiplicity.ONE),
			Map.entry(METHOD__PARAMETER_TYPES, Multiplicity.between(0, 1)),
			Map.entry(METHOD__NAMES, Multiplicity.between(0, 1)),
			Map.entry(METHOD__PARAMETERS, Multiplicity.between(0, 2)),
			Map.entry(METHOD__BODY, Multiplicity.OPTIONAL),
			Map.entry(METHOD__RETURN_TYPE, Multiplicity.OPTIONAL),
			Map.entry(PROPERTY__TYPE, Multiplicity.OPTIONAL),
			Map.entry(PROPERTY__DEFAULT, Multiplicity.OPTIONAL),
			Map.entry(PARAMETER__TYPE, Multiplicity.OPTIONAL),
			Map.entry(PARAMETER__DEFAULT, Multiplicity.OPTIONAL),
			Map.entry(INDEX__KEY, Multiplicity.ONE),
			Map.entry(CONDITIONAL__THEN, Multiplicity.ONE),
			Map.entry(NULLABLE_TYPE__TYPE, Multiplicity.ONE),
			Map.entry(ARGUMENT__NAME, Multiplicity.between(0, 0)),
			Map.entry(RETURN__VALUE, Multiplicity.ONE),
			Map.entry(INTERPOLATED_STRING__PARTS, Multiplicity.between(1, 7)),
			Map.entry(UNION_TYPE__TYPES, Multiplicity.between(2, 2)));

	private static final Map<EReference, Set<EClass>> RESTRICTIONS = Map.ofEntries(
			Map.entry(EXPRESSION_STATEMENT__EXPRESSION, Set.of(ASSIGN, CALL, PRE_INCREMENT, POST_INCREMENT)),
			Map.entry(ASSIGN__TARGET, Set.of(VARIABLE, PROPERTY_FETCH)),
			Map.entry(PRE_INCREMENT__OPERAND, Set.of(VARIABLE)),
			Map.entry(INDEX__TARGET, Set.of(VARIABLE)),
			Map.entry(INTERPOLATED_STRING__PARTS, Set.of(STRING_TEXT, EMBEDDED_EXPRESSION, EMBEDDED_VARIABLE)),
			// PHP reads {$...} only where the expression starts with a variable.
			Map.entry(EMBEDDED_EXPRESSION__EXPRESSION, Set.of(VARIABLE, INDEX, PROPERTY_FETCH, METHOD_CALL)),
			Map.entry(UNION_TYPE__TYPES, Set.of(SIMPLE_TYPE)),
			Map.entry(FOR__INIT, Set.of(ASSIGN)),
			Map.entry(FOR__CONDITIONS, Set.of(CALL)),
			Map.entry(FOR__UPDATES, Set.of(ASSIGN, PRE_INCREMENT, POST_INCREMENT)),
			Map.entry(SWITCH__CASES, Set.of(CASE)),
			Map.entry(MATCH__ARMS, Set.of(MATCH_ARM)),
			Map.entry(TRY__BLOCK, Set.of(BLOCK)),
			Map.entry(TRY__CATCHES, Set.of(CATCH)),
			Map.entry(TRY__FINALLY, Set.of(BLOCK)),
			Map.entry(CATCH__BLOCK, Set.of(BLOCK)),
			Map.entry(THROW__VALUE, Set.of(NEW)),
			Map.entry(DESTRUCTURING__VALUE, Set.of(ARRAY_LITERAL)),
			Map.entry(METHOD_CALL__TARGET, Set.of(VARIABLE)),
			Map.entry(PROPERTY_FETCH__TARGET, Set.of(VARIABLE)),
			Map.entry(POST_INCREMENT__OPERAND, Set.of(VARIABLE, STATIC_PROPERTY)),
			Map.entry(NEW__TYPE, Set.of(NAME)),
			Map.entry(CLASS_DECLARATION__SUPER_CLASS, Set.of(NAME)),
			Map.entry(CLASS_DECLARATION__INTERFACES, Set.of(NAME)),
			Map.entry(STATIC_CALL__TYPE, Set.of(NAME)),
			Map.entry(STATIC_PROPERTY__TYPE, Set.of(NAME)),
			Map.entry(CLASS_CONSTANT_FETCH__TYPE, Set.of(NAME)),
			Map.entry(INSTANCEOF__TYPE, Set.of(NAME)),
			Map.entry(CLASS_DECLARATION__MEMBERS, Set.of(CLASS_CONSTANT, PROPERTY, METHOD)),
			Map.entry(INTERFACE_DECLARATION__MEMBERS, Set.of(METHOD)),
			Map.entry(METHOD__PARAMETERS, Set.of(PARAMETER)),
			Map.entry(METHOD__PARAMETER_TYPES, Set.of(SIMPLE_TYPE, NULLABLE_TYPE)),
			Map.entry(METHOD__RETURN_TYPE, Set.of(SIMPLE_TYPE, NULLABLE_TYPE)),
			Map.entry(METHOD__BODY, Set.of(BLOCK)),
			Map.entry(PARAMETER__TYPE, Set.of(SIMPLE_TYPE)),
			Map.entry(PROPERTY__TYPE, Set.of(SIMPLE_TYPE)),
			Map.entry(PROPERTY__DEFAULT, Set.of(INT_LITERAL)),
			// A constant's value is a constant expression: a literal.
			Map.entry(CLASS_CONSTANT__VALUE, Set.of(INT_LITERAL, FLOAT_LITERAL, STRING_LITERAL, TRUE_LITERAL, FALSE_LITERAL)),
			// So is a parameter's default.
			Map.entry(FUNCTION_DECLARATION__LAST_DEFAULT, Set.of(INT_LITERAL, FLOAT_LITERAL, STRING_LITERAL, TRUE_LITERAL,
					FALSE_LITERAL, NULL_LITERAL)),
			// Functions are called by name or made on the spot: no variable holds one.
			Map.entry(CALL__TARGET, Set.of(NAME, ARROW_FUNCTION, CLOSURE)),
			Map.entry(CLOSURE__PARAMETER_TYPES, Set.of(SIMPLE_TYPE, NULLABLE_TYPE, UNION_TYPE)),
			Map.entry(CLOSURE__RETURN_TYPE, Set.of(SIMPLE_TYPE, NULLABLE_TYPE, UNION_TYPE)),
			Map.entry(CLOSURE__BODY, Set.of(BLOCK)),
			Map.entry(FUNCTION_DECLARATION__PARAMETER_TYPES, Set.of(SIMPLE_TYPE, NULLABLE_TYPE, UNION_TYPE)),
			Map.entry(FUNCTION_DECLARATION__RETURN_TYPE, Set.of(SIMPLE_TYPE, NULLABLE_TYPE, UNION_TYPE)),
			Map.entry(ARROW_FUNCTION__PARAMETER_TYPES, Set.of(SIMPLE_TYPE, NULLABLE_TYPE, UNION_TYPE)),
			Map.entry(ARROW_FUNCTION__RETURN_TYPE, Set.of(SIMPLE_TYPE, NULLABLE_TYPE, UNION_TYPE)));

	/** Where a name stands: a function's call, or a class's use. */
	private static final Set<EReference> NAME_PLACES = Set.of(CALL__TARGET, NEW__TYPE, STATIC_CALL__TYPE, STATIC_PROPERTY__TYPE,
			CLASS_CONSTANT_FETCH__TYPE, INSTANCEOF__TYPE, CLASS_DECLARATION__SUPER_CLASS, CLASS_DECLARATION__INTERFACES);

	/** The classes the rules make, with their weights; every other class gets 0. */
	private static final Map<EClass, Double> WEIGHTS = Map.ofEntries(
			Map.entry(SCRIPT, 1.0), Map.entry(DEFINITION, 3.0), Map.entry(EXPRESSION_STATEMENT, 4.0), Map.entry(IF, 1.5), Map.entry(WHILE, 0.5),
			Map.entry(FOREACH, 0.8), Map.entry(FUNCTION_DECLARATION, 1.2), Map.entry(RETURN, 1.0), Map.entry(BLOCK, 1.0),
			Map.entry(ELSE_IF, 1.0), Map.entry(ASSIGN, 3.0), Map.entry(PRE_INCREMENT, 0.7),
			Map.entry(POST_INCREMENT, 0.7), Map.entry(INT_LITERAL, 2.0), Map.entry(FLOAT_LITERAL, 1.0),
			Map.entry(STRING_LITERAL, 1.5), Map.entry(TRUE_LITERAL, 0.4), Map.entry(FALSE_LITERAL, 0.4),
			Map.entry(VARIABLE, 5.0), Map.entry(NAME, 1.0), Map.entry(BINARY, 2.0), Map.entry(NOT, 0.5),
			Map.entry(UNARY, 0.6), Map.entry(CONDITIONAL, 0.4), Map.entry(CAST, 0.6), Map.entry(INDEX, 1.0),
			Map.entry(ARRAY_LITERAL, 1.0), Map.entry(ARRAY_ITEM, 1.0), Map.entry(CALL, 1.5), Map.entry(ARGUMENT, 1.0),
			Map.entry(ARROW_FUNCTION, 0.25), Map.entry(SIMPLE_TYPE, 1.0), Map.entry(NULLABLE_TYPE, 1.0), Map.entry(DO_WHILE, 0.4), Map.entry(FOR, 0.5),
			Map.entry(SWITCH, 0.5), Map.entry(CASE, 1.0), Map.entry(BREAK, 0.3), Map.entry(CONTINUE, 0.2),
			Map.entry(MATCH, 0.4), Map.entry(MATCH_ARM, 1.0), Map.entry(TRY, 0.5), Map.entry(CATCH, 1.0),
			Map.entry(THROW, 1.0), Map.entry(NEW, 1.0), Map.entry(METHOD_CALL, 3.0), Map.entry(NULL_LITERAL, 0.4),
			Map.entry(CLASS_DECLARATION, 1.2), Map.entry(INTERFACE_DECLARATION, 0.2), Map.entry(CLASS_CONSTANT, 1.0),
			Map.entry(PROPERTY, 1.0), Map.entry(METHOD, 1.0), Map.entry(PARAMETER, 1.0), Map.entry(PROPERTY_FETCH, 2.5),
			Map.entry(STATIC_CALL, 3.0), Map.entry(CLASS_CONSTANT_FETCH, 1.0), Map.entry(STATIC_PROPERTY, 0.6),
			Map.entry(INSTANCEOF, 0.8), Map.entry(CLONE, 0.5), Map.entry(CLOSURE, 0.3), Map.entry(DESTRUCTURING, 0.6),
			Map.entry(INTERPOLATED_STRING, 1.0), Map.entry(STRING_TEXT, 1.0), Map.entry(EMBEDDED_EXPRESSION, 1.0),
			Map.entry(EMBEDDED_VARIABLE, 1.0), Map.entry(UNION_TYPE, 0.3));

	private static final Map<EAttribute, AttributeValues> VALUES = Map.of(
			STRING_LITERAL__VALUE, AttributeValues.oneOf("string.value", "'ab'", "'x'", "''", "'Hello'", "'a\\'b'",
					"\"tab\\there\"", "'12'", "'3.5'"));

	private final PhpDialect dialect;
	private final PhpTypes types = new PhpTypes();
	private final PhpTypeRules typeRules;
	/** The features of {@link PhpFeatures} programs avoid: the dialect's lacks and the implementations'. */
	private final Set<String> avoided;
	private final List<Binding> environment;
	private final Observation observation = new PhpObservation();
	private final Lifting lifting = new DefinitionLifting();

	PhpRules(PhpDialect dialect, Set<String> avoided) {
		this.dialect = dialect;
		this.avoided = new java.util.HashSet<>(dialect.lacks());
		this.avoided.addAll(avoided);
		this.typeRules = new PhpTypeRules(this::allows);
		this.environment = PhpPrelude.environment().stream()
				.filter(b -> PhpFeatures.FUNCTIONS.entrySet().stream()
						.allMatch(f -> allows(f.getKey()) || !f.getValue().contains(b.name())))
				.toList();
	}

	/** Whether programs of these rules may use a feature of {@link PhpFeatures}. */
	boolean allows(String feature) {
		return !avoided.contains(feature);
	}

	PhpDialect dialect() {
		return dialect;
	}

	@Override
	public double weight(EClass eClass) {
		if ((eClass == MATCH || eClass == MATCH_ARM) && !allows(PhpFeatures.MATCH)
				|| eClass == UNION_TYPE && !allows(PhpFeatures.UNION_TYPES)) {
			return 0.0;
		}
		return WEIGHTS.getOrDefault(eClass, 0.0);
	}

	@Override
	public Multiplicity multiplicity(EStructuralFeature feature) {
		return MULTIPLICITIES.getOrDefault(feature, feature.isMany() ? Multiplicity.between(0, 3) : Multiplicity.ONE);
	}

	@Override
	public Optional<Set<EClass>> restriction(EReference containment) {
		return Optional.ofNullable(RESTRICTIONS.get(containment));
	}

	/** Flags the rules do not set are off: no by-reference, variadic, static or spread forms. */
	@Override
	public Optional<AttributeValues> values(EAttribute attribute) {
		var value = VALUES.get(attribute);
		if (value == null && attribute.getEAttributeType() == EcorePackage.Literals.EBOOLEAN) {
			return Optional.of(decisions -> Boolean.FALSE);
		}
		return Optional.ofNullable(value);
	}

	@Override
	public TypeLattice lattice() {
		return types.lattice;
	}

	@Override
	public Optional<TypeRule> typeRule(EClass eClass) {
		return Optional.ofNullable(typeRules.get(eClass));
	}

	@Override
	public List<Binder> binders(EClass c) {
		return PhpBinders.of(c);
	}

	@Override
	public Optional<EAttribute> reference(EClass eClass) {
		if (eClass == VARIABLE) {
			return Optional.of(VARIABLE__NAME);
		}
		if (eClass == EMBEDDED_VARIABLE) {
			return Optional.of(EMBEDDED_VARIABLE__NAME);
		}
		return eClass == NAME ? Optional.of(NAME__NAME) : Optional.empty();
	}

	/** A name is a function's, a variable a value's: PHP keeps the two apart. */
	@Override
	public boolean referable(EClass referrer, Type type) {
		return type != null && referrer == NAME == (type instanceof FunctionType || NAMED.stream().anyMatch(k -> PhpTypes.is(type, k)));
	}

	/** What a name refers to besides functions: classes, interfaces, a class's parent, the standard exceptions. */
	private static final List<String> NAMED = List.of("class", "interface", "parent", "exception-class");

	/** Lifting defines variables: a function's name never gets one. */
	@Override
	public boolean liftsFor(EClass referrer) {
		return referrer != NAME;
	}

	@Override
	public Access access(EReference containment) {
		return containment == ASSIGN__TARGET || containment == PRE_INCREMENT__OPERAND
				|| containment == POST_INCREMENT__OPERAND ? Access.WRITE : Access.READ;
	}

	@Override
	public Optional<Lifting> lifting() {
		return Optional.of(lifting);
	}

	@Override
	public Optional<Observation> observation() {
		return Optional.of(observation);
	}

	@Override
	public boolean isolatesWrites(EClass eClass) {
		return eClass == FUNCTION_DECLARATION || eClass == ARROW_FUNCTION || eClass == CLOSURE || eClass == METHOD;
	}

	/** A function sees none of the script's variables (PHP has no enclosing scopes for them). */
	@Override
	public boolean hidesEnclosingVariables(EClass eClass) {
		return eClass == FUNCTION_DECLARATION || eClass == METHOD;
	}

	/**
	 * A throw only where a try block asks for one (its catch clauses know what it throws); a break only inside a
	 * loop or switch it may leave, a continue inside a loop (see {@link PhpStatementRules#targets}); a method
	 * call only in a catch clause, on the exception it caught.
	 */
	@Override
	public boolean allowedIn(EClass candidate, EReference containment, HoleContext context) {
		if (candidate == THROW) {
			return context.wanted().filter(w -> PhpTypes.is(w, "thrown")).isPresent();
		}
		if (candidate == BREAK && context.wanted().filter(PhpTypes.CASE_END::equals).isPresent()) {
			return true;
		}
		if (candidate == BREAK || candidate == CONTINUE) {
			var path = new ArrayList<EClass>(context.ancestors().size() + 1);
			path.add(candidate);
			path.addAll(context.ancestors());
			return !PhpStatementRules.targets(path, candidate == BREAK ? PhpStatementRules.BREAKABLE
					: PhpStatementRules.LOOPS).isEmpty();
		}
		if (candidate == METHOD_CALL) {
			return !context.ancestors().contains(METHOD) && anyClass(context) || context.ancestors().contains(CATCH);
		}
		if (candidate == PROPERTY_FETCH && context.wanted().filter(w -> PhpTypes.is(w, "this-field")).isPresent()) {
			return true;
		}
		if (candidate == PROPERTY_FETCH && context.lookup(PhpClassRules.IN_CONSTRUCTOR).isPresent()
				|| candidate == NEW && context.lookup(PhpClassRules.IN_CONSTRUCTOR).isPresent()
						&& context.wanted().filter(w -> PhpTypes.is(w, "object")).isPresent()) {
			// A constructor that assigns its typed properties reads none before, and makes no object (new self
			// would recurse).
			return false;
		}
		if (candidate == PROPERTY_FETCH || candidate == INSTANCEOF || candidate == CLONE) {
			return anyClass(context);
		}
		if (candidate == CLASS_CONSTANT_FETCH || candidate == STATIC_PROPERTY) {
			return context.bindable(PhpTypes.classOf(PhpTypes.object(PhpTypes.anyScalar(), PhpTypes.anyScalar(),
					PhpTypes.anyScalar(), PhpTypes.anyScalar()), PhpTypes.anyScalar(), new TypeVariable()));
		}
		if (candidate == STATIC_CALL) {
			return context.ancestors().contains(METHOD);
		}
		return allowedIn(candidate, containment, context.ancestors());
	}

	/** Whether a concrete class is in scope: what an object comes from. */
	private static boolean anyClass(HoleContext context) {
		return context.bindable(PhpTypes.classOf(PhpTypes.object(PhpTypes.anyScalar(), PhpTypes.anyScalar(),
				PhpTypes.anyScalar(), PhpTypes.anyScalar()), PhpTypes.anyScalar(), PhpTypes.instantiable()));
	}

	/**
	 * Functions are declared at the top of the script only (a declaration inside a block runs only if reached);
	 * loops on the prelude's shared fuel stay out of functions; assignments and increments are statements, or a
	 * for loop's start and update.
	 */
	@Override
	public boolean allowedIn(EClass candidate, EReference containment, List<EClass> ancestors) {
		if (candidate == FUNCTION_DECLARATION || candidate == CLASS_DECLARATION || candidate == INTERFACE_DECLARATION) {
			return ancestors.size() > 1 && ancestors.get(1) == SCRIPT;
		}
		if (candidate == WHILE || candidate == DO_WHILE || candidate == FOR) {
			return !ancestors.contains(FUNCTION_DECLARATION) && !ancestors.contains(METHOD) && !ancestors.contains(CLOSURE);
		}
		if (candidate == NAME) {
			return NAME_PLACES.contains(containment);
		}
		if (candidate == ASSIGN || candidate == PRE_INCREMENT || candidate == POST_INCREMENT) {
			return containment == EXPRESSION_STATEMENT__EXPRESSION || containment == FOR__INIT
					|| containment == FOR__UPDATES;
		}
		return true;
	}

	@Override
	public double environmentWeight() {
		return 0.3;
	}

	@Override
	public List<Binding> environment() {
		return environment;
	}

	@Override
	public List<PreludeDefinition> preludeDefinitions() {
		return allows(PhpFeatures.TYPE_DECLARATIONS) ? PhpPrelude.definitions() : PhpPrelude.legacyDefinitions();
	}

	@Override
	public String freshName(int n) {
		return "v" + n;
	}

	/** Lifts {@code $vN = <value>;}. */
	private static final class DefinitionLifting implements Lifting {
		@Override
		public EReference into() {
			return BLOCK__STATEMENTS;
		}

		@Override
		public EObject define(String name) {
			var definition = PhpFactory.eINSTANCE.createDefinition();
			definition.setName(name);
			return definition;
		}

		@Override
		public EReference value() {
			return DEFINITION__VALUE;
		}
	}
}
