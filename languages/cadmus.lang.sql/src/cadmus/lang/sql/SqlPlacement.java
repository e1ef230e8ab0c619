package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.HoleContext;

/**
 * Where each SQL construct may stand: the rules' answer to "may a node of this class fill this hole". The
 * clause, type and scope rules ({@link SqlQueryRules}, {@link SqlExpressionRules}) say what a construct
 * means; this class keeps each one out of the places where some engine of the set rejects it, or where it
 * would make the program's result depend on the engine (each exclusion says which). Immutable.
 */
final class SqlPlacement {

	private static final Set<EClass> LITERALS = Set.of(INTEGER_LITERAL, DECIMAL_LITERAL, STRING_LITERAL, NULL_LITERAL);
	/** Expression classes with children; beyond {@link #MAX_EXPRESSION_DEPTH} of them only leaves (and CAST) go. */
	private static final Set<EClass> COMPOUND = Set.of(BINARY, NOT, NEGATE, IS_NULL, BETWEEN, IN_LIST, IN_QUERY, LIKE,
			CASE, WHEN, CAST, FUNCTION_CALL, SCALAR_SUBQUERY, EXISTS, LIST_VALUE, ROW_VALUE, STRUCT_VALUE, MAP_VALUE,
			FIELD_ACCESS);
	/**
	 * What may stand at the depth limit: a CAST types a text constant, a list value makes a list of leaves, a row value,
	 * a struct value and a map value one of leaves.
	 */
	private static final Set<EClass> AT_DEPTH_LIMIT = Set.of(CAST, LIST_VALUE, ROW_VALUE, STRUCT_VALUE, MAP_VALUE);
	/** A struct's field and a map's entry: places in their struct or map, not expressions of their own. */
	private static final Set<EClass> ENTRIES = Set.of(STRUCT_ENTRY, MAP_ENTRY);
	/**
	 * How deep expressions nest. The size bound alone would let the first statement's expressions take the
	 * whole budget, leaving the script no room to fill its tables.
	 */
	private static final int MAX_EXPRESSION_DEPTH = 3;
	private static final Set<EClass> SUBQUERIES = Set.of(SCALAR_SUBQUERY, EXISTS, IN_QUERY);
	/** Where a NULL literal goes: where its type is known (a cast, a column's), and as a struct's field or a map's value. */
	private static final Set<EReference> NULL_PLACES = Set.of(CAST__VALUE, ROW__VALUES, SET_CLAUSE__VALUE,
			STRUCT_ENTRY__VALUE, MAP_ENTRY__VALUE);
	/**
	 * Derby and HSQLDB type a string literal CHAR(n): where two of them meet in one result (CASE branches,
	 * COALESCE, set operations, concatenation) the shorter is padded with spaces, which the other engines do not
	 * do. Elsewhere a text constant is written CAST('...' AS VARCHAR(20)).
	 */
	private static final Set<EReference> STRING_PLACES = Set.of(CAST__VALUE, ROW__VALUES, SET_CLAUSE__VALUE,
			LIKE__PATTERN, IN_LIST__VALUES, DEFAULT__VALUE, LIST_VALUE__ELEMENTS, STRUCT_ENTRY__VALUE, MAP_ENTRY__VALUE);
	/** What carries a stored value into an expression. */
	private static final Set<EClass> STORED_VALUES = Set.of(COLUMN, COLUMN_REF, SCALAR_SUBQUERY);
	/** Where an expression's value is stored: an UPDATE's (or UPSERT's) SET clause, a generated column. */
	private static final Set<EClass> STORING = Set.of(SET_CLAUSE, GENERATED);
	/** Constraints hold expressions over their own row only: no engine takes a subquery in a CHECK. */
	static final Set<EClass> CHECKS = Set.of(CHECK, TABLE_CHECK);
	/**
	 * Where no subquery goes: constraints, an index's predicate and a generated column's expression (which no engine
	 * takes one in either).
	 */
	static final Set<EClass> ROW_PREDICATES = Set.of(CHECK, TABLE_CHECK, CREATE_INDEX, GENERATED);
	private static final Set<EReference> FIRST_OPERANDS = Set.of(BINARY__LEFT, BETWEEN__OPERAND, IN_LIST__OPERAND,
			LIKE__OPERAND, IS_NULL__OPERAND);
	/** What an expression index's key is: a column, or an operation whose first operand is one. */
	private static final Set<EClass> KEY_ROOTS = Set.of(COLUMN, BINARY, BETWEEN, IN_LIST, LIKE, IS_NULL);

	/**
	 * Whether a generated column's expression may compute text from constants alone: PostgreSQL 16 and 18 accept the
	 * column and then fail every INSERT, finding no collation for the text
	 * (findings/postgres-generated-column-constant-text-collation.sql).
	 */
	private final boolean generatedTextFromConstants;
	private final boolean structs;

	SqlPlacement(SqlProfile profile) {
		generatedTextFromConstants = profile.has(SqlProfile.Construct.GENERATED_TEXT_FROM_CONSTANTS);
		structs = profile.has(SqlProfile.Construct.STRUCTS);
	}

	/**
	 * Whether a node of class {@code candidate} may fill the hole at {@code containment}, in its context. What it asks
	 * about the hole itself is found once for all the hole's candidates ({@link SqlHoleFacts}).
	 */
	boolean allows(EClass candidate, EReference containment, HoleContext context) {
		var hole = SqlHoleFacts.of(context);
		if (STORED_VALUES.contains(candidate) && hole.grownAndStored()) {
			// A stored value grown and stored again: UPDATE t SET c = c || c (or c * 938, or c = g where g is generated
			// as c * 938), run twice, passes VARCHAR(20) or 2^31, which H2, HSQLDB, Derby and PostgreSQL reject at
			// run time. What grows constants alone stays small (SqlLiterals).
			return false;
		}
		if (!generatedTextFromConstants && hole.textInGenerated()) {
			return candidate == COLUMN && hole.columnFits(); // text there comes from the row's text columns
		}
		if (containment == COLUMN_DEFINITION__TYPE && hole.strictTable()) {
			return candidate == NAMED_TYPE; // a STRICT table's types are SQLite's own names (SqlTableRules)
		}
		if (containment == INDEX_KEY__VALUE && !KEY_ROOTS.contains(candidate)) {
			return false;
		}
		if (containment != null && FIRST_OPERANDS.contains(containment) && hole.checkOrKeyOperand()) {
			return candidate == COLUMN && hole.columnFits();
		}
		if (containment == SELECT__GROUP_BY && (candidate == INTEGER_LITERAL) != SqlTypes.positionOf(hole.wanted) > 0) {
			return false; // a position where the rule asked for one (SqlQueryRules), a column elsewhere
		}
		if (candidate == NULL_LITERAL) {
			return NULL_PLACES.contains(containment);
		}
		if (candidate == ROW_VALUE) {
			return SqlTypes.isRowValue(hole.wanted); // only where a comparison asked for one
		}
		if (candidate == FIELD_ACCESS && !(structs && hole.structsInScope())) {
			return false;
		}
		if (!nestedWanted(candidate, hole.wanted)) {
			return false;
		}
		if (COMPOUND.contains(candidate) && hole.expressionDepth() >= MAX_EXPRESSION_DEPTH
				&& (!AT_DEPTH_LIMIT.contains(candidate) && !jsonBuilt(candidate, hole)
						|| hole.expressionDepth() > MAX_EXPRESSION_DEPTH)) {
			return false;
		}
		if (containment == IN_LIST__VALUES && hole.constantList()) {
			return candidate != NULL_LITERAL && LITERALS.contains(candidate); // a long list of constants
		}
		if (candidate == STRING_LITERAL) {
			return STRING_PLACES.contains(containment)
					|| SqlTypes.JSON_PATH.equals(hole.wanted) && containment == FUNCTION_CALL__ARGUMENTS;
		}
		if (hole.inRow()) {
			// VALUES rows hold constants, and lists, structs and maps of them for list, struct and map columns.
			return LITERALS.contains(candidate) || candidate == NEGATE || candidate == CAST || candidate == LIST_VALUE
					|| candidate == STRUCT_VALUE || candidate == MAP_VALUE || ENTRIES.contains(candidate);
		}
		if (containment == EXPRESSION_ITEM__VALUE && hole.mustAggregate()) {
			return candidate == FUNCTION_CALL;
		}
		if (candidate == COLUMN_REF) {
			return hole.columnReferable(containment == SELECT__GROUP_BY || containment == TLP_CHECK__GROUP_BY);
		}
		if (candidate == COLUMN) {
			return hole.unqualifiedColumn();
		}
		if (candidate == SCALAR_SUBQUERY && containment != SET_CLAUSE__VALUE && hole.insideInListOrSet()) {
			// A value that starts with a scalar subquery: Derby and HSQLDB take x IN ((SELECT ...) + 1, y) for an
			// IN subquery and fail; HSQLDB rejects UPDATE t SET c = (SELECT ...) + 1 (a parser bug).
			return false;
		}
		if (candidate == EXISTS && containment == TLP_CHECK__PREDICATE && hole.aggregateCheck()) {
			// H2 writes a derived table's WHERE (EXISTS (...)) IS NULL back without the parentheses and then
			// cannot parse it (as with views: findings/h2-view-exists-is-not-null.sql).
			return false;
		}
		if (SUBQUERIES.contains(candidate)) {
			return hole.subqueryAllowed();
		}
		if (candidate == INTEGER_TYPE) {
			return !hole.keyColumn();
		}
		return true;
	}

	/**
	 * Whether a list, struct or map value, or a lambda, is wanted where one of them is the candidate: none is a value a
	 * column, a result or a comparison takes, so each stands only where its own kind is asked for.
	 */
	private static boolean nestedWanted(EClass candidate, cadmus.api.types.Type wanted) {
		if (candidate == LIST_VALUE) {
			return SqlTypes.isList(wanted);
		}
		if (candidate == STRUCT_VALUE) {
			return SqlTypes.isStruct(wanted);
		}
		if (candidate == MAP_VALUE) {
			return SqlTypes.isMap(wanted);
		}
		return candidate != LAMBDA || wanted instanceof cadmus.api.types.FunctionType;
	}

	/** A JSON array built at the depth limit, as a list value stands there: its elements are leaves. */
	private static boolean jsonBuilt(EClass candidate, SqlHoleFacts hole) {
		return candidate == FUNCTION_CALL && hole.jsonWanted();
	}

	/** Whether a value made here is stored, given the classes enclosing it: in a SET clause or a generated column. */
	static boolean stored(List<EClass> ancestors) {
		// asked of every column at every hole where values grow: contains, which the engine answers without a walk
		// where it can, rather than a stream over the ancestors
		for (var storing : STORING) {
			if (ancestors.contains(storing)) {
				return true;
			}
		}
		return false;
	}

	/** Whether any of the classes encloses the hole. */
	static boolean anyOf(Set<EClass> classes, List<EClass> ancestors) {
		for (var c : classes) {
			if (ancestors.contains(c)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a node stands at the expression depth limit, given its class and those enclosing it (a rule's
	 * ancestors): a JSON array there is built, not made of another, which would stand past the limit.
	 */
	static boolean atDepthLimit(List<EClass> classes) {
		return expressionDepth(classes) > MAX_EXPRESSION_DEPTH;
	}

	static int expressionDepth(List<EClass> ancestors) {
		int depth = 0;
		for (var c : ancestors) {
			if (ENTRIES.contains(c)) {
				continue; // a place in its struct or map, not an expression of its own
			}
			if (!COMPOUND.contains(c)) {
				break;
			}
			depth++;
		}
		return depth;
	}

}
