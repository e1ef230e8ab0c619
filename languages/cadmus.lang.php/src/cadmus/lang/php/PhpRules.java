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
import org.eclipse.emf.ecore.EcorePackage;

import cadmus.api.AttributeValues;
import cadmus.api.Binder;
import cadmus.api.HoleContext;
import cadmus.api.Lifting;
import cadmus.api.RuleTables;
import cadmus.api.TableRules;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;
import cadmus.lang.php.php.PhpFactory;

/**
 * Conforming generation rules for PHP in one dialect: the type rule of each class ({@link PhpStatementRules},
 * {@link PhpTypeRules}), binders and references, lifting of definitions into blocks, the typed prelude
 * ({@link PhpPrelude}), and observation of every top-level variable at the end. A function sees its parameters,
 * its own variables and what is bound for good (functions), never the script's variables, as in PHP; its writes
 * stay inside it. Weights, multiplicities and restrictions are data, in {@link PhpTables}. Immutable once built.
 */
final class PhpRules extends TableRules {

	/** Where a name stands: a function's call, or a class's use. */
	private static final Set<EReference> NAME_PLACES = Set.of(CALL__TARGET, NEW__TYPE, STATIC_CALL__TYPE, STATIC_PROPERTY__TYPE,
			CLASS_CONSTANT_FETCH__TYPE, INSTANCEOF__TYPE, CLASS_DECLARATION__SUPER_CLASS, CLASS_DECLARATION__INTERFACES);

	private final PhpDialect dialect;
	/** The features of {@link PhpFeatures} programs avoid: the dialect's lacks and the implementations'. */
	private final Set<String> avoided;

	/** Rules of the dialect for programs that avoid these features and those the dialect lacks. */
	static PhpRules of(PhpDialect dialect, Set<String> avoided) {
		var all = new java.util.HashSet<>(dialect.lacks());
		all.addAll(avoided);
		return new PhpRules(dialect, Set.copyOf(all));
	}

	private PhpRules(PhpDialect dialect, Set<String> avoided) {
		super(ruleTables(avoided));
		this.dialect = dialect;
		this.avoided = avoided;
	}

	private static RuleTables ruleTables(Set<String> avoided) {
		java.util.function.Predicate<String> allows = feature -> !avoided.contains(feature);
		var types = new PhpTypes();
		var observation = new PhpObservation();
		var typeRules = new PhpTypeRules(allows);
		var environment = PhpPrelude.environment().stream()
				.filter(b -> PhpFeatures.FUNCTIONS.entrySet().stream()
						.allMatch(f -> allows.test(f.getKey()) || !f.getValue().contains(b.name())))
				.toList();
		return RuleTables.builder().weights(PhpTables.WEIGHTS, 0.0).multiplicities(PhpTables.MULTIPLICITIES).restrictions(PhpTables.RESTRICTIONS)
				.types(types.lattice, typeRules::get)
				.references(Map.of(VARIABLE, VARIABLE__NAME, EMBEDDED_VARIABLE, EMBEDDED_VARIABLE__NAME, NAME, NAME__NAME))
				.writes(Set.of(ASSIGN__TARGET, PRE_INCREMENT__OPERAND, POST_INCREMENT__OPERAND))
				.lifting(Lifting.of(BLOCK__STATEMENTS, PhpRules::definition, DEFINITION__VALUE)).observation(observation)
				.isolatesWrites(Set.of(FUNCTION_DECLARATION, ARROW_FUNCTION, CLOSURE, METHOD)).environment(environment, 0.3)
				.prelude(allows.test(PhpFeatures.TYPE_DECLARATIONS) ? PhpPrelude.definitions() : PhpPrelude.legacyDefinitions())
				.build();
	}

	/** The definition lifting makes: {@code $vN = <value>;}. */
	private static EObject definition(String name) {
		var definition = PhpFactory.eINSTANCE.createDefinition();
		definition.setName(name);
		return definition;
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
		return super.weight(eClass);
	}

	/** Flags the rules do not set are off: no by-reference, variadic, static or spread forms. */
	@Override
	public Optional<AttributeValues> values(EAttribute attribute) {
		var value = PhpTables.VALUES.get(attribute);
		if (value == null && attribute.getEAttributeType() == EcorePackage.Literals.EBOOLEAN) {
			return Optional.of(decisions -> Boolean.FALSE);
		}
		return Optional.ofNullable(value);
	}

	@Override
	public List<Binder> binders(EClass c) {
		return PhpBinders.of(c);
	}

	/** A name is a function's, a variable a value's: PHP keeps the two apart. */
	@Override
	public boolean referable(EClass referrer, Type type) {
		return type != null && referrer == NAME == (type instanceof FunctionType || NAMED.stream().anyMatch(k -> ContainerType.is(type, k)));
	}

	/** What a name refers to besides functions: classes, interfaces, a class's parent, the standard exceptions. */
	private static final List<String> NAMED = List.of("class", "interface", "parent", "exception-class");

	/** Lifting defines variables: a function's name never gets one. */
	@Override
	public boolean liftsFor(EClass referrer) {
		return referrer != NAME;
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
			return context.wanted().filter(w -> ContainerType.is(w, "thrown")).isPresent();
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
		if (candidate == PROPERTY_FETCH && context.wanted().filter(w -> ContainerType.is(w, "this-field")).isPresent()) {
			return true;
		}
		if (candidate == PROPERTY_FETCH && context.lookup(PhpClassRules.IN_CONSTRUCTOR).isPresent()
				|| candidate == NEW && context.lookup(PhpClassRules.IN_CONSTRUCTOR).isPresent()
						&& context.wanted().filter(w -> ContainerType.is(w, "object")).isPresent()) {
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

}
