package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
import cadmus.lang.sql.sql.SqlFactory;

/**
 * Conforming generation rules for the portable SQL subset. A script is a database state built statement by
 * statement: tables are bindings of CREATE TABLE (lifted in front of the statement that first needs one),
 * views of CREATE VIEW, and every table in a FROM clause binds an alias that the query's clauses reference
 * columns through. Types, clause rules and aggregation modes keep the statements valid on every engine of the
 * set ({@link SqlStatementRules}, {@link SqlQueryRules}, {@link SqlExpressionRules}). Immutable once built.
 */
final class SqlRules extends TableRules {

	private static final Set<EClass> STATEMENTS = Set.of(CREATE_TABLE, CREATE_INDEX, CREATE_VIEW, INSERT, UPDATE, DELETE,
			SELECT, SET_OPERATION, WITH_QUERY, RECURSIVE_QUERY, TLP_CHECK, NOREC_CHECK, EET_CHECK, CODD_CHECK, DQE_CHECK);
	private static final Set<EClass> LITERALS = Set.of(INTEGER_LITERAL, DECIMAL_LITERAL, STRING_LITERAL, NULL_LITERAL);
	/** Expression classes with children; beyond {@link #MAX_EXPRESSION_DEPTH} of them only leaves (and CAST) go. */
	private static final Set<EClass> COMPOUND = Set.of(BINARY, NOT, NEGATE, IS_NULL, BETWEEN, IN_LIST, IN_QUERY, LIKE,
			CASE, WHEN, CAST, FUNCTION_CALL, SCALAR_SUBQUERY, EXISTS, LIST_VALUE, ROW_VALUE);
	/**
	 * What may stand at the depth limit: a CAST types a text constant, a list value makes a list of leaves, a row value
	 * one of leaves.
	 */
	private static final Set<EClass> AT_DEPTH_LIMIT = Set.of(CAST, LIST_VALUE, ROW_VALUE);
	/**
	 * How deep expressions nest. The size bound alone would let the first statement's expressions take the
	 * whole budget, leaving the script no room to fill its tables.
	 */
	private static final int MAX_EXPRESSION_DEPTH = 3;
	private static final Set<EClass> CHANGES = Set.of(INSERT, UPDATE, DELETE, CREATE_INDEX, DQE_CHECK);
	private static final Set<EClass> SUBQUERIES = Set.of(SCALAR_SUBQUERY, EXISTS, IN_QUERY);
	private static final Set<EReference> NULL_PLACES = Set.of(CAST__VALUE, ROW__VALUES, SET_CLAUSE__VALUE);
	/**
	 * Derby and HSQLDB type a string literal CHAR(n): where two of them meet in one result (CASE branches,
	 * COALESCE, set operations, concatenation) the shorter is padded with spaces, which the other engines do not
	 * do. Elsewhere a text constant is written CAST('...' AS VARCHAR(20)).
	 */
	private static final Set<EReference> STRING_PLACES = Set.of(CAST__VALUE, ROW__VALUES, SET_CLAUSE__VALUE,
			LIKE__PATTERN, IN_LIST__VALUES, DEFAULT__VALUE, LIST_VALUE__ELEMENTS);
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
	/**
	 * A CHECK's condition is a predicate on a column of the row: Derby fails with an internal error on a CHECK
	 * that names no column, so the predicate's first operand is the column.
	 */
	private static final Set<EClass> CHECK_PREDICATES = Set.of(BINARY, BETWEEN, IN_LIST, LIKE, IS_NULL);
	private static final Set<EReference> FIRST_OPERANDS = Set.of(BINARY__LEFT, BETWEEN__OPERAND, IN_LIST__OPERAND,
			LIKE__OPERAND, IS_NULL__OPERAND);
	/** What an expression index's key is: a column, or an operation whose first operand is one. */
	private static final Set<EClass> KEY_ROOTS = Set.of(COLUMN, BINARY, BETWEEN, IN_LIST, LIKE, IS_NULL);

	private static final Map<EStructuralFeature, Multiplicity> MULTIPLICITIES = Map.ofEntries(
			Map.entry(SCRIPT__STATEMENTS, Multiplicity.between(2, 12)),
			Map.entry(INSERT__COLUMNS, Multiplicity.between(0, 0)),
			// A generated table has no options (they are read from real schemas, not generated).
			Map.entry(CREATE_TABLE__OPTIONS, Multiplicity.between(0, 0)),
			// Set by the table's rule with WITHOUT (SqlStatementRules), never drawn.
			Map.entry(TABLE_BODY__ROWID_WORD, Multiplicity.between(0, 0)),
			Map.entry(TABLE_REF__QUERY, Multiplicity.between(0, 0)),
			Map.entry(INSERT__ROWS, Multiplicity.between(1, 4)),
			Map.entry(CREATE_INDEX__COLUMNS, Multiplicity.ONE),
			Map.entry(UPDATE__WHERE, Multiplicity.OPTIONAL),
			Map.entry(DELETE__WHERE, Multiplicity.ONE),
			Map.entry(SELECT__WHERE, Multiplicity.OPTIONAL),
			Map.entry(SELECT__LIMIT, Multiplicity.between(0, 0)),
			Map.entry(SELECT__OFFSET, Multiplicity.between(0, 0)),
			// Set by the query's rule with its order (SqlQueryRules), never drawn.
			Map.entry(SELECT__DISTINCT_ON, Multiplicity.between(0, 0)),
			// What the dialects add: none in the portable core, so that its minimal trees (and programs) stay as they were.
			Map.entry(SELECT__QUALIFY, Multiplicity.OPTIONAL),
			Map.entry(INSERT__UPSERT, Multiplicity.OPTIONAL),
			Map.entry(UPSERT__WHERE, Multiplicity.OPTIONAL),
			Map.entry(RECURSIVE_QUERY__STEP, Multiplicity.OPTIONAL),
			Map.entry(CODD_CHECK__PREDICATE, Multiplicity.OPTIONAL),
			Map.entry(CASE__WHENS, Multiplicity.between(1, 2)),
			Map.entry(LIST_VALUE__ELEMENTS, Multiplicity.between(1, 3)),
			Map.entry(ROW_VALUE__VALUES, Multiplicity.between(2, 3)),
			Map.entry(CASE__OTHERWISE, Multiplicity.OPTIONAL),
			Map.entry(IN_LIST__VALUES, Multiplicity.between(1, 3)));

	private static final Map<EReference, Set<EClass>> RESTRICTIONS = Map.ofEntries(
			Map.entry(SCRIPT__STATEMENTS, STATEMENTS),
			Map.entry(SELECT__ITEMS, Set.of(EXPRESSION_ITEM)),
			Map.entry(TLP_CHECK__ITEMS, Set.of(EXPRESSION_ITEM)),
			Map.entry(SELECT__GROUP_BY, Set.of(COLUMN_REF)),
			Map.entry(TLP_CHECK__GROUP_BY, Set.of(COLUMN_REF)),
			// A window partitions and orders by columns: a constant would mean nothing (and ORDER BY 1 a position to some).
			Map.entry(WINDOW__PARTITIONS, Set.of(COLUMN_REF)),
			Map.entry(WINDOW_ORDER__VALUE, Set.of(COLUMN_REF)),
			Map.entry(SET_OPERATION__LEFT, Set.of(SELECT)),
			Map.entry(SET_OPERATION__RIGHT, Set.of(SELECT)),
			// A recursive query's base is one SELECT: the step is the last term of the UNION it is written as.
			Map.entry(RECURSIVE_QUERY__BASE, Set.of(SELECT)),
			Map.entry(SCALAR_SUBQUERY__QUERY, Set.of(SELECT)),
			Map.entry(EXISTS__QUERY, Set.of(SELECT)),
			Map.entry(LIKE__PATTERN, Set.of(STRING_LITERAL)),
			Map.entry(ORDER_ITEM__VALUE, Set.of(INTEGER_LITERAL)),
			Map.entry(DEFAULT__VALUE, Set.of(INTEGER_LITERAL, DECIMAL_LITERAL, STRING_LITERAL)),
			// A cast converts to a type the rules know: a declared affinity (NamedType) is for columns only.
			Map.entry(CAST__TYPE, Set.of(INTEGER_TYPE, BIGINT_TYPE, DECIMAL_TYPE, DOUBLE_TYPE, VARCHAR_TYPE, BOOLEAN_TYPE)),
			Map.entry(CHECK__CONDITION, CHECK_PREDICATES),
			Map.entry(TABLE_CHECK__CONDITION, CHECK_PREDICATES));

	private static final Map<EClass, Double> WEIGHTS = Map.ofEntries(
			Map.entry(CREATE_TABLE, 0.6), Map.entry(CREATE_INDEX, 0.4), Map.entry(CREATE_VIEW, 0.4),
			Map.entry(INSERT, 6.0), Map.entry(UPDATE, 0.7), Map.entry(DELETE, 0.3), Map.entry(SELECT, 2.0),
			Map.entry(SET_OPERATION, 0.6), Map.entry(TLP_CHECK, 1.5), Map.entry(NOREC_CHECK, 1.5), Map.entry(EET_CHECK, 1.5),
			Map.entry(ALL_COLUMNS, 0.0), Map.entry(BOOLEAN_TYPE, 0.0), Map.entry(TABLE_PRIMARY_KEY, 0.0), Map.entry(BIGINT_TYPE, 0.3),
			Map.entry(COLUMN_REF, 5.0), Map.entry(COLUMN, 3.0), Map.entry(BINARY, 2.0), Map.entry(FUNCTION_CALL, 1.0),
			Map.entry(INTEGER_LITERAL, 2.0), Map.entry(DECIMAL_LITERAL, 1.0), Map.entry(STRING_LITERAL, 1.5),
			Map.entry(NULL_LITERAL, 1.0), Map.entry(TRUE_LITERAL, 0.2), Map.entry(FALSE_LITERAL, 0.2),
			Map.entry(SCALAR_SUBQUERY, 0.3), Map.entry(EXISTS, 0.3), Map.entry(IN_QUERY, 0.3), Map.entry(CASE, 0.3),
			Map.entry(CAST, 0.5), Map.entry(NEGATE, 0.4), Map.entry(NOT, 0.6), Map.entry(IS_NULL, 0.8),
			Map.entry(BETWEEN, 0.5), Map.entry(IN_LIST, 0.5), Map.entry(LIKE, 0.4),
			// What the grammar reads from real schemas and migrations (a corpus), never generated.
			Map.entry(ALTER_TABLE, 0.0), Map.entry(DROP, 0.0), Map.entry(TRANSACTION, 0.0), Map.entry(SET_OPTION, 0.0),
			Map.entry(NAMED_TYPE, 0.0), Map.entry(DEFAULT_EXPRESSION, 0.0), Map.entry(NULLABLE, 0.0),
			Map.entry(AUTO_INCREMENT, 0.0), Map.entry(cadmus.lang.sql.sql.SqlPackage.Literals.REFERENCES, 0.0), Map.entry(NAMED_COLUMN_CONSTRAINT, 0.0),
			Map.entry(FOREIGN_KEY, 0.0), Map.entry(TABLE_INDEX, 0.0), Map.entry(NAMED_TABLE_CONSTRAINT, 0.0),
			Map.entry(TABLE_OPTION, 0.0), Map.entry(ADD_COLUMN, 0.0), Map.entry(ADD_CONSTRAINT, 0.0),
			Map.entry(DROP_COLUMN, 0.0), Map.entry(DROP_CONSTRAINT, 0.0), Map.entry(RENAME_TABLE, 0.0),
			Map.entry(RENAME_COLUMN, 0.0), Map.entry(ALTER_COLUMN, 0.0), Map.entry(SET_DEFAULT, 0.0),
			Map.entry(DROP_DEFAULT, 0.0), Map.entry(SET_NOT_NULL, 0.0), Map.entry(DROP_NOT_NULL, 0.0),
			Map.entry(CHANGE_TYPE, 0.0), Map.entry(REFERENTIAL_ACTION, 0.0), Map.entry(MODIFY_COLUMN, 0.0),
			Map.entry(CHANGE_COLUMN, 0.0), Map.entry(FIRST_POSITION, 0.0), Map.entry(AFTER_POSITION, 0.0));

	private static final Map<EAttribute, AttributeValues> VALUES = Map.of(
			// Generated tables are new: IF NOT EXISTS is read from real schemas (and Derby lacks it).
			CREATE_TABLE__IF_NOT_EXISTS, decisions -> Boolean.FALSE,
			INTEGER_LITERAL__VALUE, SqlLiterals::integer,
			DECIMAL_LITERAL__VALUE, SqlLiterals::decimal,
			STRING_LITERAL__VALUE, SqlLiterals::string);

	/** The FROM clause first: it binds the aliases every other clause of the query uses. */
	private static final Map<EStructuralFeature, Integer> RANKS = Map.ofEntries(
			Map.entry(SELECT__FROM, -3), Map.entry(SELECT__JOINS, -2), Map.entry(TLP_CHECK__FROM, -3),
			Map.entry(TLP_CHECK__JOINS, -2), Map.entry(NOREC_CHECK__FROM, -3), Map.entry(NOREC_CHECK__JOINS, -2),
			Map.entry(EET_CHECK__FROM, -3), Map.entry(EET_CHECK__JOINS, -2), Map.entry(CODD_CHECK__FROM, -3),
			Map.entry(CODD_CHECK__JOINS, -2), Map.entry(WITH_QUERY__DEFINITION, -1), Map.entry(RECURSIVE_QUERY__BASE, -1));

	private static final Map<EClass, EAttribute> REFERENCES = Map.of(
			TABLE_REF, TABLE_REF__TABLE, JOIN, JOIN__TABLE, QUALIFIER, QUALIFIER__NAME, INSERT, INSERT__TABLE,
			UPDATE, UPDATE__TABLE, DELETE, DELETE__TABLE, CREATE_INDEX, CREATE_INDEX__TABLE, DQE_CHECK, DQE_CHECK__TABLE);

	/**
	 * Whether a generated column's expression may compute text from constants alone: PostgreSQL 16 and 18 accept the
	 * column and then fail every INSERT, finding no collation for the text
	 * (findings/postgres-generated-column-constant-text-collation.sql).
	 */
	private final boolean generatedTextFromConstants;

	SqlRules(SqlProfile profile) {
		super(ruleTables(profile));
		generatedTextFromConstants = profile.has(SqlProfile.Construct.GENERATED_TEXT_FROM_CONSTANTS);
	}

	private static RuleTables ruleTables(SqlProfile profile) {
		var lattice = SqlTypes.lattice();
		var rules = new RuleTable(profile);
		var observation = new SqlObservation();
		SqlTableRules.register(rules);
		SqlStatementRules.register(rules);
		SqlQueryRules.register(rules);
		SqlExpressionRules.register(rules);
		var weights = new java.util.HashMap<>(WEIGHTS);
		// DQE reads the rows UPDATE and DELETE touch through RETURNING, which the portable core lacks.
		weights.put(DQE_CHECK, profile.has(SqlProfile.Construct.RETURNING) ? 1.0 : 0.0);
		weights.put(WITH_QUERY, profile.has(SqlProfile.Construct.CTES) ? 1.0 : 0.0);
		weights.put(RECURSIVE_QUERY, profile.has(SqlProfile.Construct.RECURSIVE_CTES) ? 0.6 : 0.0);
		// The constructs only dialects have are no candidates elsewhere, so the portable core's programs stay as they were.
		weights.put(UPSERT, profile.has(SqlProfile.Construct.UPSERT) ? 1.0 : 0.0);
		weights.put(QUALIFY, profile.has(SqlProfile.Construct.QUALIFY) ? 1.0 : 0.0);
		weights.put(GENERATED, profile.has(SqlProfile.Construct.GENERATED_VIRTUAL)
				|| profile.has(SqlProfile.Construct.GENERATED_STORED) ? 1.0 : 0.0);
		// The constant folding check computes its constant with a SELECT of no table.
		weights.put(CODD_CHECK, profile.has(SqlProfile.Construct.SELECT_WITHOUT_FROM) ? 1.5 : 0.0);
		weights.put(NAMED_TYPE, profile.has(SqlProfile.Construct.AFFINITY) ? 1.0 : 0.0);
		weights.put(LIST_VALUE, profile.has(SqlProfile.Construct.LISTS) || profile.has(SqlProfile.Construct.ARRAYS) ? 1.0 : 0.0);
		weights.put(LAMBDA, profile.has(SqlProfile.Construct.LISTS) ? 1.0 : 0.0);
		weights.put(ROW_VALUE, profile.has(SqlProfile.Construct.ROW_VALUES) ? 1.0 : 0.0);
		// A key is a column, or the position of a result column (GROUP BY 1) where the dialect groups by position.
		var restrictions = new java.util.HashMap<>(RESTRICTIONS);
		if (profile.has(SqlProfile.Construct.GROUP_BY_POSITION)) {
			restrictions.put(SELECT__GROUP_BY, Set.of(COLUMN_REF, INTEGER_LITERAL));
		}
		return RuleTables.builder().weights(weights).multiplicities(MULTIPLICITIES).ranks(RANKS).restrictions(restrictions)
				.values(VALUES).types(lattice, rules::get).references(REFERENCES)
				.lifting(Lifting.of(SCRIPT__STATEMENTS, SqlRules::table, CREATE_TABLE__BODY)).observation(observation).build();
	}

	/** The definition lifting makes: {@code CREATE TABLE tN (...)} in front of a statement that needs a table. */
	private static EObject table(String name) {
		var table = SqlFactory.eINSTANCE.createCreateTable();
		table.setName(name);
		return table;
	}

	@Override
	public List<Binder> binders(EClass c) {
		if (c == CREATE_TABLE) {
			return List.of(new Binder(CREATE_TABLE__NAME, null, false, (i, ctx) -> ctx.childType(CREATE_TABLE__BODY, 0)));
		}
		if (c == CREATE_VIEW) {
			return List.of(new Binder(CREATE_VIEW__NAME, null, false,
					(i, ctx) -> SqlTypes.table(SqlTypes.viewRow(ctx.childType(CREATE_VIEW__QUERY, 0)))));
		}
		if (c == WITH_QUERY) {
			// The common table expression is a view of the one query that follows it.
			return List.of(new Binder(WITH_QUERY__NAME, WITH_QUERY__QUERY, false,
					(i, ctx) -> SqlTypes.table(SqlTypes.viewRow(ctx.childType(WITH_QUERY__DEFINITION, 0)))));
		}
		if (c == RECURSIVE_QUERY) {
			// A view of its base query's rows (the steps make rows of the same columns), seen by the query after it.
			return List.of(new Binder(RECURSIVE_QUERY__NAME, RECURSIVE_QUERY__QUERY, false,
					(i, ctx) -> SqlTypes.table(SqlTypes.viewRow(ctx.childType(RECURSIVE_QUERY__BASE, 0)))));
		}
		if (c == CREATE_INDEX) {
			return List.of(new Binder(CREATE_INDEX__NAME, null, false, (i, ctx) -> SqlTypes.INDEX));
		}
		if (c == TABLE_REF) {
			return List.of(new Binder(TABLE_REF__ALIAS, null, false,
					(i, ctx) -> SqlTypes.aliasOf(ctx.nodeType(), QueryContext.depth(ctx))));
		}
		if (c == JOIN) {
			// Seen by the join's own ON condition, and by the query's later joins and clauses.
			return List.of(
					new Binder(JOIN__ALIAS, JOIN__CONDITION, false,
							(i, ctx) -> SqlTypes.aliasOf(ctx.nodeType(), QueryContext.depth(ctx))),
					new Binder(JOIN__ALIAS, null, false, (i, ctx) -> SqlTypes.aliasOf(ctx.nodeType(), QueryContext.depth(ctx))));
		}
		return List.of();
	}

	/** Statements that change rows or index them name base tables: not views, not indexes. */
	@Override
	public boolean referable(EClass referrer, cadmus.api.types.Type type) {
		if (!CHANGES.contains(referrer)) {
			return true;
		}
		return type instanceof cadmus.api.types.ContainerType c && c.kind().equals("table")
				&& c.arguments().get(0) instanceof cadmus.api.types.RecordType row && !SqlTypes.isView(row);
	}

	@Override
	public boolean allowedIn(EClass candidate, EReference containment, HoleContext context) {
		if (STORED_VALUES.contains(candidate) && Boolean.TRUE.equals(context.lookup(QueryContext.GROWS).orElse(Boolean.FALSE))
				&& stored(context.ancestors())) {
			// A stored value grown and stored again: UPDATE t SET c = c || c (or c * 938, or c = g where g is generated
			// as c * 938), run twice, passes VARCHAR(20) or 2^31, which H2, HSQLDB, Derby and PostgreSQL reject at
			// run time. What grows constants alone stays small (SqlLiterals).
			return false;
		}
		if (!generatedTextFromConstants && context.ancestors().contains(GENERATED)
				&& context.wanted().map(w -> context.compatible(w, SqlTypes.TEXT)).orElse(false)) {
			return candidate == COLUMN && columnFits(context); // text there comes from the row's text columns
		}
		if (containment == COLUMN_DEFINITION__TYPE
				&& Boolean.TRUE.equals(context.lookup(SqlTableRules.STRICT_TABLE).orElse(Boolean.FALSE))) {
			return candidate == NAMED_TYPE; // a STRICT table's types are SQLite's own names (SqlTableRules)
		}
		if (containment == INDEX_KEY__VALUE && !KEY_ROOTS.contains(candidate)) {
			return false;
		}
		if (containment != null && FIRST_OPERANDS.contains(containment) && context.ancestors().size() > 1
				&& (CHECKS.contains(context.ancestors().get(1)) || context.ancestors().get(1) == INDEX_KEY)) {
			return candidate == COLUMN && columnFits(context);
		}
		if (containment == SELECT__GROUP_BY
				&& (candidate == INTEGER_LITERAL) != SqlTypes.positionOf(context.wanted().orElse(null)) > 0) {
			return false; // a position where the rule asked for one (SqlQueryRules), a column elsewhere
		}
		if (candidate == NULL_LITERAL) {
			return NULL_PLACES.contains(containment);
		}
		if (candidate == ROW_VALUE) {
			return SqlTypes.isRowValue(context.wanted().orElse(null)); // only where a comparison asked for one
		}
		if (candidate == LIST_VALUE || candidate == LAMBDA) {
			// Only where a list or a lambda is wanted: neither is a value a column, a result or a comparison takes.
			var wanted = context.wanted().orElse(null);
			if (candidate == LIST_VALUE ? !SqlTypes.isList(wanted) : !(wanted instanceof cadmus.api.types.FunctionType)) {
				return false;
			}
		}
		if (COMPOUND.contains(candidate) && expressionDepth(context.ancestors()) >= MAX_EXPRESSION_DEPTH
				&& (!AT_DEPTH_LIMIT.contains(candidate) && !jsonBuilt(candidate, context)
						|| expressionDepth(context.ancestors()) > MAX_EXPRESSION_DEPTH)) {
			return false;
		}
		if (containment == IN_LIST__VALUES
				&& Boolean.TRUE.equals(context.lookup(QueryContext.CONSTANT_LIST).orElse(Boolean.FALSE))) {
			return candidate != NULL_LITERAL && LITERALS.contains(candidate); // a long list of constants
		}
		if (candidate == STRING_LITERAL) {
			return STRING_PLACES.contains(containment)
					|| SqlTypes.JSON_PATH.equals(context.wanted().orElse(null)) && containment == FUNCTION_CALL__ARGUMENTS;
		}
		if (context.ancestors().contains(ROW)) {
			// VALUES rows hold constants.
			return LITERALS.contains(candidate) || candidate == NEGATE || candidate == CAST;
		}
		if (containment == EXPRESSION_ITEM__VALUE
				&& Boolean.TRUE.equals(context.lookup(QueryContext.MUST_AGGREGATE).orElse(Boolean.FALSE))) {
			return candidate == FUNCTION_CALL;
		}
		if (candidate == COLUMN_REF) {
			return QueryContext.columnAllowed(context)
					&& anyAliasColumn(context, containment == SELECT__GROUP_BY || containment == TLP_CHECK__GROUP_BY);
		}
		if (candidate == COLUMN) {
			return columnFits(context) || parameterFits(context);
		}
		if (candidate == SCALAR_SUBQUERY && containment != SET_CLAUSE__VALUE
				&& (context.ancestors().contains(IN_LIST) || context.ancestors().contains(SET_CLAUSE))) {
			// A value that starts with a scalar subquery: Derby and HSQLDB take x IN ((SELECT ...) + 1, y) for an
			// IN subquery and fail; HSQLDB rejects UPDATE t SET c = (SELECT ...) + 1 (a parser bug).
			return false;
		}
		if (candidate == EXISTS && containment == TLP_CHECK__PREDICATE
				&& context.lookup(QueryContext.MODE).orElse(null) == QueryContext.Mode.AGGREGATE) {
			// H2 writes a derived table's WHERE (EXISTS (...)) IS NULL back without the parentheses and then
			// cannot parse it (as with views: findings/h2-view-exists-is-not-null.sql).
			return false;
		}
		if (SUBQUERIES.contains(candidate)) {
			return QueryContext.subqueryAllowed(context) && context.ancestors().stream().noneMatch(ROW_PREDICATES::contains);
		}
		if (candidate == INTEGER_TYPE) {
			return !Boolean.TRUE.equals(context.lookup(SqlTableRules.KEY_COLUMN).orElse(Boolean.FALSE));
		}
		return true;
	}

	/** Whether the row unqualified names refer to has a column of the hole's type. */
	private static boolean columnFits(HoleContext context) {
		return context.lookup(QueryContext.ROW).orElse(null) instanceof cadmus.api.types.RecordType row
				&& SqlTypes.columns(row).values().stream()
						.anyMatch(type -> context.wanted().map(w -> context.compatible(type, w)).orElse(true));
	}

	/** Whether a lambda's parameter in scope has the hole's type. */
	private static boolean parameterFits(HoleContext context) {
		return QueryContext.lambdaParameters(context).stream()
				.anyMatch(p -> context.wanted().map(w -> context.compatible(p.type(), w)).orElse(true));
	}

	/** A JSON array built at the depth limit, as a list value stands there: its elements are leaves. */
	private static boolean jsonBuilt(EClass candidate, HoleContext context) {
		return candidate == FUNCTION_CALL && context.wanted().map(SqlTypes::isJson).orElse(false);
	}

	/** Whether a value made here is stored, given the classes enclosing it: in a SET clause or a generated column. */
	static boolean stored(List<EClass> ancestors) {
		return ancestors.stream().anyMatch(STORING::contains);
	}

	/**
	 * Whether a node stands at the expression depth limit, given its class and those enclosing it (a rule's
	 * ancestors): a JSON array there is built, not made of another, which would stand past the limit.
	 */
	static boolean atDepthLimit(List<EClass> classes) {
		return expressionDepth(classes) > MAX_EXPRESSION_DEPTH;
	}

	private static int expressionDepth(List<EClass> ancestors) {
		int depth = 0;
		while (depth < ancestors.size() && COMPOUND.contains(ancestors.get(depth))) {
			depth++;
		}
		return depth;
	}

	/** Whether an alias in scope has a column of the hole's type: the one way a column reference can succeed. */
	private static boolean anyAliasColumn(HoleContext context, boolean grouping) {
		var wanted = context.wanted().orElse(null);
		if (wanted == null) {
			return true;
		}
		var qualifiers = new ArrayList<cadmus.api.types.Type>(SqlTypes.MAX_COLUMNS);
		for (int k = 0; k < SqlTypes.MAX_COLUMNS; k++) {
			qualifiers.add(SqlNameRules.qualifier(SqlTypes.column(k), wanted, context, grouping));
		}
		// One look at the bindings in scope for all columns: asked at every expression hole, this was a sixth
		// of the generator's time as six separate questions.
		return context.anyBindable(qualifiers);
	}

	@Override
	public String freshName(int n) {
		return "t" + n;
	}
}
