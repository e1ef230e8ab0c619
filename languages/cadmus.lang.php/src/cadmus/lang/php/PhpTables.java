package cadmus.lang.php;

import static cadmus.lang.php.php.PhpPackage.Literals.*;

import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;

import cadmus.api.AttributeValues;
import cadmus.api.Multiplicity;

/**
 * The tables of {@link PhpRules}, as data: how many children each feature gets, which classes may fill a place,
 * each class's weight (every other class gets 0), and the values of attributes no type rule sets.
 */
final class PhpTables {

	private PhpTables() {
	}

	static final Map<EStructuralFeature, Multiplicity> MULTIPLICITIES = Map.ofEntries(
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

	static final Map<EReference, Set<EClass>> RESTRICTIONS = Map.ofEntries(
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

	/** The classes the rules make, with their weights; every other class gets 0. */
	static final Map<EClass, Double> WEIGHTS = Map.ofEntries(
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

	static final Map<EAttribute, AttributeValues> VALUES = Map.of(
			STRING_LITERAL__VALUE, AttributeValues.oneOf("string.value", "'ab'", "'x'", "''", "'Hello'", "'a\\'b'",
					"\"tab\\there\"", "'12'", "'3.5'"));
}
