package cadmus.lang.js;

import static cadmus.lang.js.js.JsPackage.Literals.*;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;

import cadmus.api.Binder;
import cadmus.api.HoleContext;
import cadmus.api.Lifting;
import cadmus.api.Multiplicity;
import cadmus.api.RuleTables;
import cadmus.api.TableRules;
import cadmus.api.types.ContainerType;
import cadmus.lang.js.js.JsFactory;
import cadmus.lang.js.js.VariableKind;

/**
 * Conforming generation rules for JavaScript: the type rule of each class ({@link JsTypeRules}), binders
 * (declarations for later statements, arrow function parameters and for-of variables for their bodies),
 * lifting of a missing value into a {@code let} at the top level, the typed prelude ({@link JsPrelude}), and
 * observation of every top-level binding at the end. They write declarations (records also taken apart), if,
 * for-of, for-in, fuelled for, while and do-while loops, labelled loops, break and continue, switch, sloppy-mode
 * with, try/catch/finally around a throw of a scalar or a standard error, calls (spreading a tuple too),
 * assignments of scalars, functions (JsFunctionRules: arrows with default or rest parameters, expressions,
 * declarations), classes (JsClassRules), arrays (with spread, taken apart with defaults), their non-mutating
 * methods and the prelude's element store, records (with getters, taken apart), computed reads, template literals
 * with substitutions, new, and the operators on numbers, strings and booleans, in, instanceof, typeof and delete. What some engine lacks
 * ({@link JsFeatures}) is left out when programs are for that engine too. The grammar's other forms (patterns in
 * parameters, object-literal setters, static members, generators, ...) are parsed and rendered but not generated.
 * Immutable once built.
 */
final class JsRules extends TableRules {

	private static final Set<EClass> STATEMENTS = Set.of(VARIABLE_STATEMENT, IF, WHILE, DO_WHILE, FOR, FOR_OF,
			FOR_IN, FUNCTION_DECLARATION, EXPRESSION_STATEMENT, TRY, THROW, BREAK, CONTINUE, SWITCH, WITH, CLASS_DECLARATION, LABELED);
	private static final Set<EClass> BODY_STATEMENTS = Set.of(VARIABLE_STATEMENT, IF, FOR_OF, FOR_IN,
			FUNCTION_DECLARATION, EXPRESSION_STATEMENT,
			RETURN, TRY, THROW, BREAK, CONTINUE, SWITCH, WITH, LABELED);
	/** A case's statements: no declarations (a let in a case clause is in scope in the other cases too). */
	private static final Set<EClass> CASE_STATEMENTS = Set.of(IF, FOR_OF, FOR_IN, EXPRESSION_STATEMENT, TRY, BREAK,
			CONTINUE);
	/** The expressions that write a variable. */
	private static final Set<EClass> WRITES = Set.of(ASSIGNMENT_EXPRESSION, POSTFIX_UPDATE, PREFIX_UPDATE);
	/** Loops a continue goes on with; a function (a new body) ends the search. */
	private static final Set<EClass> LOOPS = Set.of(WHILE, DO_WHILE, FOR, FOR_OF, FOR_IN);
	/** What a break leaves: a loop or a switch. */
	private static final Set<EClass> BREAKABLE = Set.of(WHILE, DO_WHILE, FOR, FOR_OF, FOR_IN, SWITCH);
	/** The expressions the first rule set writes. */
	private static final Set<EClass> EXPRESSIONS = Set.of(NAME, NUMBER_LITERAL, STRING_LITERAL, REGEX_LITERAL, TEMPLATE_LITERAL,
			SUBSTITUTION_TEMPLATE,
			TRUE_LITERAL, FALSE_LITERAL, BINARY, UNARY_EXPRESSION, CONDITIONAL_EXPRESSION, CALL, MEMBER, ARRAY_LITERAL,
			OBJECT_LITERAL, ARROW_FUNCTION, FUNCTION_EXPRESSION, INDEX, POSTFIX_UPDATE, PREFIX_UPDATE, NEW, CLASS_EXPRESSION);
	/** What programs for an engine without classes leave out (this stays: constructor functions have it). */
	private static final Set<EClass> CLASS_PARTS = Set.of(CLASS_DECLARATION, CLASS_EXPRESSION, CLASS_BODY, SUPER);

	/** The nodes that hold the generated statements and expressions together. */
	private static final Set<EClass> STRUCTURE = Set.of(SCRIPT, BLOCK, FUNCTION_BODY, ARGUMENTS, VALUE_PROPERTY,
			IDENTIFIER_KEY, CATCH, CASE, SPREAD, CLASS_BODY, THIS, SUPER);

	private static final Map<EStructuralFeature, Multiplicity> MULTIPLICITIES = Map.ofEntries(
			Map.entry(BLOCK__STATEMENTS, Multiplicity.between(1, 3)),
			// The forms the generator does not write: parameter lists with patterns, defaults or rests, a single
			// bare parameter, a for-of pattern, several declarators (its rules pick body or value themselves).
			Map.entry(ARROW_FUNCTION__PARAMETERS, Multiplicity.between(0, 0)),
			Map.entry(ARROW_FUNCTION__SINGLE, Multiplicity.between(0, 0)),
			Map.entry(ARROW_FUNCTION__BODY, Multiplicity.OPTIONAL),
			Map.entry(ARROW_FUNCTION__VALUE, Multiplicity.OPTIONAL),
			Map.entry(FOR_OF__TARGET, Multiplicity.between(0, 0)),
			Map.entry(FOR_IN__TARGET, Multiplicity.between(0, 0)),
			// Set by the rules: a rest parameter or none.
			Map.entry(ARROW_FUNCTION__REST, Multiplicity.OPTIONAL),
			// Set by the rules: a label of an enclosing loop, or none.
			Map.entry(BREAK__LABEL, Multiplicity.OPTIONAL),
			Map.entry(CONTINUE__LABEL, Multiplicity.OPTIONAL),
			Map.entry(CASE__TEST, Multiplicity.OPTIONAL),
			Map.entry(TRY__FINALLY, Multiplicity.OPTIONAL),
			Map.entry(CATCH__PARAMETER, Multiplicity.between(0, 0)),
			Map.entry(IF__ELSE, Multiplicity.OPTIONAL),
			Map.entry(VARIABLE_STATEMENT__DECLARATORS, Multiplicity.between(0, 0)),
			Map.entry(VARIABLE_STATEMENT__NAME, Multiplicity.OPTIONAL),
			Map.entry(VARIABLE_STATEMENT__CONSTANT, Multiplicity.OPTIONAL),
			// The generator's counting loops: a variable, a guard, an update; never a general initializer.
			Map.entry(FOR__INIT, Multiplicity.between(0, 0)),
			Map.entry(METHOD__PARAMETERS, Multiplicity.between(0, 0)),
			Map.entry(FUNCTION_DECLARATION__PARAMETERS, Multiplicity.between(0, 0)),
			Map.entry(FUNCTION_EXPRESSION__PARAMETERS, Multiplicity.between(0, 0)),
			// A function expression's own name would be seen only inside it: the generator uses none.
			Map.entry(FUNCTION_EXPRESSION__NAME, Multiplicity.between(0, 0)),
			// A class expression's own name would be seen only inside it: the generator uses none.
			Map.entry(CLASS_EXPRESSION__NAME, Multiplicity.between(0, 0)),
			Map.entry(CLASS_DECLARATION__SUPER_CLASS, Multiplicity.OPTIONAL),
			Map.entry(CLASS_EXPRESSION__SUPER_CLASS, Multiplicity.OPTIONAL),
			// The grammar's template has a substitution at least (its rule writes one to three): a minimal completion
			// of one node would make it as cheap as a literal, and a search taking the cheapest first would nest
			// templates in templates until the size bound is spent.
			Map.entry(SUBSTITUTION_TEMPLATE__SUBSTITUTIONS, Multiplicity.between(1, 3)));

	private static final Map<EReference, Set<EClass>> RESTRICTIONS = Map.ofEntries(
			Map.entry(SCRIPT__STATEMENTS, STATEMENTS),
			Map.entry(BLOCK__STATEMENTS, STATEMENTS),
			Map.entry(FUNCTION_BODY__STATEMENTS, BODY_STATEMENTS),
			Map.entry(IF__THEN, Set.of(BLOCK)), Map.entry(IF__ELSE, Set.of(BLOCK)),
			Map.entry(WHILE__BODY, Set.of(BLOCK)), Map.entry(LABELED__BODY, Set.of(WHILE, DO_WHILE, FOR, FOR_OF, FOR_IN)),
			Map.entry(FOR_IN__BODY, Set.of(BLOCK)),
			Map.entry(FOR__BODY, Set.of(BLOCK)), Map.entry(FOR__UPDATE, Set.of(POSTFIX_UPDATE, PREFIX_UPDATE)),
			Map.entry(DO_WHILE__BODY, Set.of(BLOCK)), Map.entry(FOR_OF__BODY, Set.of(BLOCK)), Map.entry(WITH__BODY, Set.of(BLOCK)),
			Map.entry(NEW__CONSTRUCTOR, Set.of(NAME)), Map.entry(METHOD__KEY, Set.of(IDENTIFIER_KEY)),
			Map.entry(METHOD__BODY, Set.of(FUNCTION_BODY)),
			Map.entry(CLASS_DECLARATION__SUPER_CLASS, Set.of(NAME)), Map.entry(CLASS_EXPRESSION__SUPER_CLASS, Set.of(NAME)),
			Map.entry(CLASS_DECLARATION__BODY, Set.of(CLASS_BODY)), Map.entry(CLASS_EXPRESSION__BODY, Set.of(CLASS_BODY)),
			Map.entry(CLASS_BODY__MEMBERS, Set.of(METHOD)),
			Map.entry(CASE__STATEMENTS, CASE_STATEMENTS), Map.entry(SWITCH__CASES, Set.of(CASE)),
			Map.entry(TRY__BLOCK, Set.of(BLOCK)), Map.entry(TRY__FINALLY, Set.of(BLOCK)), Map.entry(CATCH__BLOCK, Set.of(BLOCK)),
			Map.entry(EXPRESSION_STATEMENT__EXPRESSION, Set.of(CALL, ASSIGNMENT_EXPRESSION, POSTFIX_UPDATE, PREFIX_UPDATE)),
			Map.entry(ASSIGNMENT_EXPRESSION__TARGET, Set.of(NAME, MEMBER)),
			Map.entry(POSTFIX_UPDATE__OPERAND, Set.of(NAME)),
			Map.entry(PREFIX_UPDATE__OPERAND, Set.of(NAME)),
			Map.entry(VALUE_PROPERTY__KEY, Set.of(IDENTIFIER_KEY)),
			Map.entry(OBJECT_LITERAL__PROPERTIES, Set.of(VALUE_PROPERTY)),
			Map.entry(ARROW_FUNCTION__BODY, Set.of(FUNCTION_BODY)),
			Map.entry(FUNCTION_DECLARATION__BODY, Set.of(FUNCTION_BODY)),
			Map.entry(FUNCTION_EXPRESSION__BODY, Set.of(FUNCTION_BODY)),
			// What is called or has a field read is a name or another call's result, never a literal made on
			// the spot (a missing function or record is lifted into a let instead).
			Map.entry(CALL__TARGET, Set.of(NAME, CALL, MEMBER)),
			Map.entry(MEMBER__TARGET, Set.of(NAME, CALL, THIS, SUPER)),
			Map.entry(INDEX__TARGET, Set.of(NAME, CALL)), Map.entry(INDEX__KEY, Set.of(STRING_LITERAL, NUMBER_LITERAL)),
			Map.entry(CALL__ARGUMENTS, Set.of(ARGUMENTS)));

	private static final Map<EClass, Double> WEIGHTS = Map.ofEntries(
			Map.entry(VARIABLE_STATEMENT, 4.0), Map.entry(EXPRESSION_STATEMENT, 3.0), Map.entry(IF, 1.5),
			Map.entry(WHILE, 0.5), Map.entry(DO_WHILE, 0.25), Map.entry(FOR, 0.4), Map.entry(FOR_OF, 1.0), Map.entry(FOR_IN, 0.4),
			Map.entry(RETURN, 1.0), Map.entry(SUBSTITUTION_TEMPLATE, 0.4),
			Map.entry(NAME, 4.0), Map.entry(NUMBER_LITERAL, 2.0), Map.entry(STRING_LITERAL, 1.5),
			Map.entry(TEMPLATE_LITERAL, 0.3), Map.entry(REGEX_LITERAL, 0.3), Map.entry(TRUE_LITERAL, 0.5), Map.entry(FALSE_LITERAL, 0.5),
			Map.entry(BINARY, 3.0), Map.entry(UNARY_EXPRESSION, 1.0), Map.entry(CONDITIONAL_EXPRESSION, 0.5),
			Map.entry(CALL, 2.0), Map.entry(MEMBER, 1.0), Map.entry(INDEX, 0.4), Map.entry(ARRAY_LITERAL, 1.0),
			Map.entry(OBJECT_LITERAL, 1.0), Map.entry(ARROW_FUNCTION, 0.6),
			Map.entry(FUNCTION_EXPRESSION, 0.25), Map.entry(FUNCTION_DECLARATION, 0.4), Map.entry(ASSIGNMENT_EXPRESSION, 1.0),
			Map.entry(POSTFIX_UPDATE, 0.3), Map.entry(PREFIX_UPDATE, 0.2), Map.entry(TRY, 0.8), Map.entry(THROW, 1.0),
			Map.entry(BREAK, 0.2), Map.entry(CONTINUE, 0.1), Map.entry(SWITCH, 0.4), Map.entry(WITH, 0.15), Map.entry(LABELED, 0.2),
			Map.entry(NEW, 0.8), Map.entry(METHOD, 0.3), Map.entry(CLASS_DECLARATION, 0.4), Map.entry(CLASS_EXPRESSION, 0.2));

	/** The features programs avoid ({@link JsFeatures}): what some implementation they are for lacks. */
	private final Set<String> avoided;

	/** Rules for programs that avoid these features (names of {@link JsFeatures}; others are ignored). */
	JsRules(Set<String> avoided) {
		super(ruleTables(Set.copyOf(avoided)));
		this.avoided = Set.copyOf(avoided);
	}

	private static RuleTables ruleTables(Set<String> avoided) {
		var lattice = JsTypes.lattice();
		var environment = JsPrelude.environment(feature -> !avoided.contains(feature));
		var observation = new JsObservation();
		var typeRules = new JsTypeRules(feature -> !avoided.contains(feature));
		return RuleTables.builder().multiplicities(MULTIPLICITIES).restrictions(RESTRICTIONS)
				.types(lattice, typeRules::get).references(Map.of(NAME, NAME__NAME))
				.writes(Set.of(ASSIGNMENT_EXPRESSION__TARGET, POSTFIX_UPDATE__OPERAND, PREFIX_UPDATE__OPERAND))
				.lifting(Lifting.of(SCRIPT__STATEMENTS, JsRules::let, VARIABLE_STATEMENT__VALUE)).observation(observation)
				.growsTypes(Set.of(CALL, MEMBER, INDEX)).environment(environment, 0.3).prelude(JsPrelude.DEFINITIONS)
				// out prints through show, which makes values print alike; where print alone does too, it may stand.
				.plainerCalls(Map.of("out", "print")).build();
	}

	/** The definition lifting makes: {@code let vN = <value>;} in front of the statement that needs it. */
	private static EObject let(String name) {
		var let = JsFactory.eINSTANCE.createVariableStatement();
		let.setKind(VariableKind.LET);
		let.setName(name);
		return let;
	}

	/** Whether programs may use the feature ({@link JsFeatures}). */
	boolean allows(String feature) {
		return !avoided.contains(feature);
	}

	/** Whether programs are written in their ES5 form ({@link JsEs5Form}): var for let, functions for arrows. */
	boolean es5Form() {
		return !allows(JsFeatures.LET_CONST) || !allows(JsFeatures.ARROW);
	}

	@Override
	public double weight(EClass eClass) {
		if (eClass == FOR_OF && !allows(JsFeatures.FOR_OF)
				|| (eClass == TEMPLATE_LITERAL || eClass == SUBSTITUTION_TEMPLATE) && !allows(JsFeatures.TEMPLATE)
				|| eClass == WITH && !allows(JsFeatures.WITH) || eClass == LABELED && !allows(JsFeatures.LABELS) || CLASS_PARTS.contains(eClass) && !allows(JsFeatures.CLASS)) {
			return 0.0;
		}
		if (!WEIGHTS.containsKey(eClass) && (EXPRESSIONS.contains(eClass) || STATEMENTS.contains(eClass))) {
			return 1.0;
		}
		return WEIGHTS.getOrDefault(eClass, STRUCTURE.contains(eClass) ? 1.0 : 0.0);
	}

	@Override
	public Optional<Set<EClass>> restriction(EReference containment) {
		if (containment == OBJECT_LITERAL__PROPERTIES && allows(JsFeatures.OBJECT_ACCESSORS)) {
			return Optional.of(Set.of(VALUE_PROPERTY, METHOD));
		}
		return super.restriction(containment);
	}

	@Override
	public List<Binder> binders(EClass c) {
		var binders = JsBinders.of(c);
		return binders.isEmpty() ? super.binders(c) : binders;
	}

	@Override
	public Optional<Binder> binder(EClass c) {
		return JsBinders.single(c);
	}

	/**
	 * A return only where a function body asks for one (its last statement), a throw only where a try block
	 * does (its catch clause knows what it catches), a break only inside a loop or switch of the same function, a
	 * continue only inside a loop of the same function.
	 */
	@Override
	public boolean allowedIn(EClass candidate, EReference containment, HoleContext context) {
		if (candidate == RETURN) {
			return context.wanted().isPresent() && !ContainerType.is(context.wanted().get(), "throw");
		}
		if (candidate == THROW) {
			return context.wanted().isPresent() && !ContainerType.is(context.wanted().get(), "return");
		}
		if (candidate == BREAK || candidate == CONTINUE) {
			for (var ancestor : context.ancestors()) {
				if ((candidate == BREAK ? BREAKABLE : LOOPS).contains(ancestor)) {
					return true;
				}
				if (ancestor == FUNCTION_BODY || ancestor == ARROW_FUNCTION) {
					return false;
				}
			}
			return false;
		}
		if (candidate == THIS) {
			return thisIsTheInstance(context);
		}
		if (candidate == SUPER) {
			return memberOfClass(context.ancestors()) && context.lookup(JsTypes.SUPER_KEY).isPresent();
		}
		if (containment == UNARY_EXPRESSION__OPERAND && deleted(context)) {
			// delete never takes a field from its record, nor a declared binding or a value where an engine
			// answers it wrongly (findings/).
			return candidate != MEMBER && candidate != INDEX && (candidate == NAME ? allows(JsFeatures.DELETE_BINDING)
					: allows(JsFeatures.DELETE_VALUE)
							&& (candidate != CONDITIONAL_EXPRESSION || allows(JsFeatures.DELETE_CONDITIONAL)));
		}
		if (candidate == POSTFIX_UPDATE && containment == BINARY__LEFT && !allows(JsFeatures.POSTFIX_OPERAND)) {
			return false;
		}
		if (WRITES.contains(candidate) && !allows(JsFeatures.CASE_TEST_WRITE) && inCaseTest(context.ancestors())) {
			return false;
		}
		if (candidate == MEMBER && containment == ASSIGNMENT_EXPRESSION__TARGET) {
			// Fields are stored only by a constructor (this.x = ...); records are never changed. (Where the
			// hole's type is not told, the member's own rule still asks for it.)
			return context.wanted().map(w -> ContainerType.is(w, "this-field")).orElse(true);
		}
		return allowedIn(candidate, containment, context.ancestors());
	}

	/**
	 * Whether a hole is inside a switch case's test: a case comes before any statement or body on the way up (a
	 * case's own statements are under one).
	 */
	private static boolean inCaseTest(List<EClass> ancestors) {
		for (var ancestor : ancestors) {
			if (ancestor == CASE) {
				return true;
			}
			if (STATEMENTS.contains(ancestor) || BODY_STATEMENTS.contains(ancestor) || ancestor == BLOCK
					|| ancestor == FUNCTION_BODY) {
				return false;
			}
		}
		return false;
	}

	/** Whether a unary operand is delete's: the only one typed as any scalar (JsTypeRules). */
	private static boolean deleted(HoleContext context) {
		return context.wanted().filter(w -> w instanceof cadmus.api.types.TypeVariable v && v.choices() != null
				&& v.choices().size() > 1).isPresent();
	}

	/**
	 * Whether this is an instance where the hole is: in a class's member, or a constructor function (arrow
	 * functions see their enclosing function's this; the nearest function says what it is).
	 */
	private static boolean thisIsTheInstance(HoleContext context) {
		for (var ancestor : context.ancestors()) {
			if (ancestor == FUNCTION_EXPRESSION || ancestor == FUNCTION_DECLARATION) {
				return context.lookup(JsTypes.CONSTRUCTS_KEY).map(Boolean.TRUE::equals).orElse(false);
			}
			if (ancestor == METHOD) {
				return memberOfClass(context.ancestors());
			}
		}
		return false;
	}

	/**
	 * Whether the nearest method around a hole is a class's member: there this is the instance (in an object
	 * literal's getter it would be the literal; arrow functions see their method's this, functions have their
	 * own).
	 */
	private static boolean memberOfClass(List<EClass> ancestors) {
		for (int i = 0; i < ancestors.size() - 1; i++) {
			if (ancestors.get(i) == FUNCTION_EXPRESSION || ancestors.get(i) == FUNCTION_DECLARATION) {
				return false;
			}
			if (ancestors.get(i) == METHOD) {
				return ancestors.get(i + 1) == CLASS_BODY;
			}
		}
		return false;
	}

	/**
	 * Loops draw on the prelude's shared fuel: not inside functions, whose calls a caller may repeat. The
	 * subject of a call or field read is never itself a call of a call (types would grow without end).
	 */
	@Override
	public boolean allowedIn(EClass candidate, EReference containment, List<EClass> ancestors) {
		if ((candidate == WHILE || candidate == DO_WHILE || candidate == FOR) && ancestors.contains(FUNCTION_BODY)) {
			return false;
		}
		if (candidate == CLASS_DECLARATION && containment != SCRIPT__STATEMENTS) {
			return false;
		}
		if (candidate == FUNCTION_DECLARATION && containment != SCRIPT__STATEMENTS
				&& containment != FUNCTION_BODY__STATEMENTS) {
			// In a block, sloppy-mode code gives a function declaration the legacy semantics of ES2015 B.3.3.
			return false;
		}
		if (candidate == REGEX_LITERAL && ancestors.contains(SUBSTITUTION_TEMPLATE)
				&& !allows(JsFeatures.TEMPLATE_DIVISION)) {
			// A '/' in a substitution: where an engine misreads a division there, it misreads a pattern too.
			return false;
		}
		if (candidate == WITH && ancestors.contains(CLASS_BODY)) {
			// Class bodies are strict mode code, where with is a syntax error.
			return false;
		}
		if (candidate == ARROW_FUNCTION
				&& (containment == CONDITIONAL_EXPRESSION__THEN || containment == CONDITIONAL_EXPRESSION__ELSE)) {
			// Nashorn cannot parse an arrow function with a block body as a branch of ?: (findings/).
			return false;
		}
		if ((containment == CALL__TARGET || containment == MEMBER__TARGET || containment == INDEX__TARGET) && candidate == CALL && ancestors.size() > 1
				&& ancestors.get(1) == CALL) {
			return false;
		}
		return true;
	}

	@Override
	public String prelude() {
		return JsPrelude.TEXT;
	}

}
