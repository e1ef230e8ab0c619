package cadmus.lang.dafny;

import static cadmus.lang.dafny.dafny.DafnyPackage.Literals.*;

import java.util.Map;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EStructuralFeature;

import cadmus.api.Multiplicity;

/**
 * The tables of {@link DafnyRules}, as data: each class's weight (every other class gets 0) and how many children
 * the features no type rule counts get.
 */
final class DafnyTables {

	private DafnyTables() {
	}

	static final Map<EClass, Double> WEIGHTS = Map.ofEntries(
			// declarations and types: the rules ask for each by its marker
			Map.entry(DOCUMENT, 1.0), Map.entry(DATATYPE, 1.0), Map.entry(VARIANT, 1.0), Map.entry(FUNCTION_DECLARATION, 1.0),
			Map.entry(PREDICATE_DECLARATION, 1.0), Map.entry(METHOD_DECLARATION, 1.0), Map.entry(MAIN, 1.0),
			Map.entry(DECREASES, 1.0), Map.entry(REQUIRES, 1.0), Map.entry(ENSURES, 1.0), Map.entry(INVARIANT, 1.0),
			Map.entry(CLASS_DECLARATION, 1.0), Map.entry(FIELD, 1.0), Map.entry(CONSTRUCTOR, 1.0), Map.entry(MODIFIES, 1.0),
			Map.entry(READS, 1.0), Map.entry(PRIMITIVE_TYPE, 1.0), Map.entry(NAMED_TYPE, 1.0), Map.entry(COLLECTION_TYPE, 1.0),
			Map.entry(MAP_TYPE, 1.0), Map.entry(TUPLE_TYPE, 1.0), Map.entry(ARRAY_TYPE, 1.0),
			// statements
			Map.entry(BLOCK, 1.0), Map.entry(VAR_DECLARATION, 4.0), Map.entry(UPDATE, 3.0), Map.entry(IF, 2.0),
			Map.entry(WHILE, 1.0), Map.entry(PRINT, 2.5), Map.entry(ASSERT, 0.7), Map.entry(MATCH_STATEMENT, 0.7),
			Map.entry(CASE_STATEMENT, 1.0),
			// expressions
			Map.entry(INT_LITERAL, 3.0), Map.entry(REAL_LITERAL, 1.0), Map.entry(BOOL_LITERAL, 1.0),
			Map.entry(CHAR_LITERAL, 1.0), Map.entry(STRING_LITERAL, 1.0), Map.entry(REFERENCE, 6.0),
			Map.entry(BINARY, 3.0), Map.entry(UNARY, 0.7), Map.entry(AS, 0.5), Map.entry(IF_EXPRESSION, 0.4),
			Map.entry(SELECT, 0.8), Map.entry(MEMBER, 1.0), Map.entry(CALL, 1.5), Map.entry(TUPLE, 0.4),
			Map.entry(SEQ_DISPLAY, 1.0), Map.entry(SET_DISPLAY, 1.0), Map.entry(MULTISET_DISPLAY, 0.8),
			Map.entry(MAP_DISPLAY, 0.5), Map.entry(CARDINALITY, 0.7), Map.entry(LET_EXPRESSION, 0.3),
			Map.entry(MATCH_EXPRESSION, 0.4), Map.entry(CASE_EXPRESSION, 1.0), Map.entry(QUANTIFIER, 0.6),
			Map.entry(SET_COMPREHENSION, 0.6), Map.entry(MAP_COMPREHENSION, 0.5), Map.entry(NEW_ARRAY, 1.0),
			Map.entry(THIS, 1.0), Map.entry(NEW_OBJECT, 1.0));

	static final Map<EStructuralFeature, Multiplicity> MULTIPLICITIES = Map.ofEntries(
			Map.entry(VAR_DECLARATION__TYPES, Multiplicity.between(0, 2)),
			// the prelude's functions are generic; generated ones are not
			Map.entry(FUNCTION_DECLARATION__TYPE_PARAMETERS, Multiplicity.between(0, 0)),
			Map.entry(IF__ELSE_IF, Multiplicity.OPTIONAL),
			Map.entry(IF__ELSE, Multiplicity.OPTIONAL),
			Map.entry(SELECT__LOWER, Multiplicity.OPTIONAL),
			Map.entry(SELECT__UPPER, Multiplicity.OPTIONAL),
			Map.entry(SELECT__UPDATE, Multiplicity.OPTIONAL),
			Map.entry(MULTISET_DISPLAY__OF, Multiplicity.OPTIONAL),
			Map.entry(LET_EXPRESSION__TYPE, Multiplicity.OPTIONAL),
			Map.entry(QUANTIFIER__TYPE, Multiplicity.OPTIONAL),
			Map.entry(SET_COMPREHENSION__TYPE, Multiplicity.OPTIONAL),
			Map.entry(MAP_COMPREHENSION__TYPE, Multiplicity.OPTIONAL),
			Map.entry(NEW_ARRAY__SIZE, Multiplicity.OPTIONAL),
			Map.entry(NEW_ARRAY__INITIAL, Multiplicity.OPTIONAL));
}
