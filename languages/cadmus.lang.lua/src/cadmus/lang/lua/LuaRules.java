package cadmus.lang.lua;

import static cadmus.lang.lua.lua.LuaPackage.Literals.*;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;

import cadmus.api.AttributeValues;
import cadmus.api.DecisionSource;
import cadmus.api.GenerationRules;
import cadmus.api.Multiplicity;

/**
 * Generation rules for Lua, first cut: what the metamodel inferred from Lua.xtext cannot say (which
 * features are required, list lengths, what a call statement or an assignment target may be, names and
 * literal values) and weights that keep programs readable. Types, scopes and effects come with the
 * conforming engine.
 */
final class LuaRules implements GenerationRules {

	private static final Map<EStructuralFeature, Multiplicity> MULTIPLICITIES = Map.ofEntries(
			Map.entry(BLOCK__STATEMENTS, Multiplicity.between(0, 4)),
			Map.entry(BLOCK__LAST, Multiplicity.OPTIONAL),
			Map.entry(RETURN__VALUES, Multiplicity.between(0, 2)),
			Map.entry(LOCAL__NAMES, Multiplicity.between(1, 3)),
			Map.entry(LOCAL__VALUES, Multiplicity.between(0, 3)),
			Map.entry(ASSIGNMENT__TARGETS, Multiplicity.between(1, 2)),
			Map.entry(ASSIGNMENT__VALUES, Multiplicity.between(1, 2)),
			Map.entry(FUNCTION_DECLARATION__FIELDS, Multiplicity.between(0, 2)),
			Map.entry(FUNCTION_DECLARATION__METHOD, Multiplicity.OPTIONAL),
			Map.entry(FUNCTION_BODY__PARAMETERS, Multiplicity.between(0, 3)),
			Map.entry(IF__ELSE_IFS, Multiplicity.between(0, 2)),
			Map.entry(IF__ELSE_BLOCK, Multiplicity.OPTIONAL),
			Map.entry(NUMERIC_FOR__STEP, Multiplicity.OPTIONAL),
			Map.entry(GENERIC_FOR__NAMES, Multiplicity.between(1, 2)),
			Map.entry(GENERIC_FOR__ITERATORS, Multiplicity.between(1, 1)),
			Map.entry(TABLE__FIELDS, Multiplicity.between(0, 3)),
			Map.entry(LIST_ARGUMENTS__VALUES, Multiplicity.between(0, 3)));

	// The grammar lets a call statement start as an expression, so Xtext makes Expression a subtype of
	// Statement: a block's statements must be restricted to the real statement classes.
	private static final Map<EReference, Set<EClass>> RESTRICTIONS = Map.of(
			BLOCK__STATEMENTS, Set.of(LOCAL, LOCAL_FUNCTION, FUNCTION_DECLARATION, IF, WHILE, NUMERIC_FOR,
					GENERIC_FOR, REPEAT, DO, ASSIGNMENT, CALL_STATEMENT),
			CALL_STATEMENT__CALL, Set.of(CALL, METHOD_CALL),
			ASSIGNMENT__TARGETS, Set.of(NAME, INDEX, MEMBER));

	private static final Map<EClass, Double> WEIGHTS = Map.ofEntries(
			Map.entry(LOCAL, 3.0), Map.entry(ASSIGNMENT, 2.0), Map.entry(CALL_STATEMENT, 2.0),
			Map.entry(IF, 1.0), Map.entry(WHILE, 0.3), Map.entry(REPEAT, 0.3), Map.entry(DO, 0.5),
			Map.entry(NUMERIC_FOR, 1.0), Map.entry(GENERIC_FOR, 0.3), Map.entry(FUNCTION_DECLARATION, 0.5),
			Map.entry(LOCAL_FUNCTION, 0.5), Map.entry(RETURN, 1.0), Map.entry(BREAK, 0.2),
			Map.entry(NUMBER_LITERAL, 3.0), Map.entry(STRING_LITERAL, 2.0), Map.entry(NAME, 3.0),
			Map.entry(BINARY, 2.0), Map.entry(VARARG, 0.2), Map.entry(FUNCTION, 0.5), Map.entry(INDEX, 0.5),
			Map.entry(MEMBER, 0.5), Map.entry(METHOD_CALL, 0.3), Map.entry(TABLE_ARGUMENT, 0.2),
			Map.entry(STRING_ARGUMENT, 0.2));

	/** Lua's reserved words: never names. */
	static final Set<String> KEYWORDS = Set.of("and", "break", "do", "else", "elseif", "end", "false", "for",
			"function", "goto", "if", "in", "local", "nil", "not", "or", "repeat", "return", "then", "true",
			"until", "while");

	private static final AttributeValues VARIABLES = AttributeValues.oneOf("name", "a", "b", "c", "x", "y",
			"f", "g", "t", "n", "s", "print", "tostring", "string", "math", "table");
	private static final AttributeValues FIELDS = AttributeValues.oneOf("field", "x", "y", "n", "len", "upper",
			"sub", "rep", "floor", "max", "insert", "concat");

	private static final Map<EAttribute, AttributeValues> VALUES = Map.ofEntries(
			Map.entry(LOCAL__NAMES, VARIABLES), Map.entry(NAME__NAME, VARIABLES),
			Map.entry(LOCAL_FUNCTION__NAME, VARIABLES), Map.entry(FUNCTION_DECLARATION__NAME, VARIABLES),
			Map.entry(NUMERIC_FOR__VARIABLE, VARIABLES), Map.entry(GENERIC_FOR__NAMES, VARIABLES),
			Map.entry(FUNCTION_BODY__PARAMETERS, VARIABLES),
			Map.entry(FUNCTION_DECLARATION__FIELDS, FIELDS), Map.entry(FUNCTION_DECLARATION__METHOD, FIELDS),
			Map.entry(MEMBER__NAME, FIELDS), Map.entry(METHOD_CALL__NAME, FIELDS), Map.entry(NAMED_FIELD__NAME, FIELDS),
			Map.entry(BINARY__OPERATOR, AttributeValues.oneOf("binary", "or", "and", "<", ">", "<=", ">=", "~=",
					"==", "..", "+", "-", "*", "/", "%", "^")),
			Map.entry(UNARY__OPERATOR, AttributeValues.oneOf("unary", "not", "-", "#")),
			Map.entry(NUMBER_LITERAL__VALUE, LuaRules::number),
			Map.entry(STRING_LITERAL__VALUE, LuaRules::string),
			Map.entry(STRING_ARGUMENT__VALUE, LuaRules::string));

	@Override
	public double weight(EClass eClass) {
		return WEIGHTS.getOrDefault(eClass, 1.0);
	}

	@Override
	public Multiplicity multiplicity(EStructuralFeature feature) {
		return MULTIPLICITIES.getOrDefault(feature, feature.isMany() ? Multiplicity.between(0, 3) : Multiplicity.ONE);
	}

	@Override
	public Optional<Set<EClass>> restriction(EReference containment) {
		return Optional.ofNullable(RESTRICTIONS.get(containment));
	}

	@Override
	public Optional<AttributeValues> values(EAttribute attribute) {
		return Optional.ofNullable(VALUES.get(attribute));
	}

	private static Object number(DecisionSource d) {
		long whole = d.between("number.whole", 0, 100);
		return d.flip("number.fraction", 0.2) ? whole + "." + d.between("number.fractionDigits", 0, 99) : Long.toString(whole);
	}

	private static final String ALPHABET = "abcxyz ABC019_-+.,:;!?\"'\\\n\t";

	private static Object string(DecisionSource d) {
		int length = (int) d.between("string.length", 0, 6);
		var s = new StringBuilder(length);
		for (int i = 0; i < length; i++) {
			s.append(ALPHABET.charAt(d.choose("string.char", ALPHABET.length())));
		}
		return s.toString();
	}
}
