package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

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
 * set ({@link SqlStatementRules}, {@link SqlQueryRules}, {@link SqlExpressionRules}), and {@link SqlPlacement} keeps
 * each construct where every engine of the set reads it alike. Immutable once built.
 */
final class SqlRules extends TableRules {

	private static final Set<EClass> STATEMENTS = Set.of(CREATE_TABLE, CREATE_INDEX, CREATE_VIEW, INSERT, UPDATE, DELETE,
			SELECT, SET_OPERATION, WITH_QUERY, RECURSIVE_QUERY, TLP_CHECK, NOREC_CHECK, EET_CHECK, CODD_CHECK, DQE_CHECK);
	private static final Set<EClass> JOINS = Set.of(JOIN, LATERAL_JOIN);
	/** Statements that change rows or index them: they name base tables. */
	private static final Set<EClass> CHANGES = Set.of(INSERT, UPDATE, DELETE, CREATE_INDEX, DQE_CHECK);
	/**
	 * A CHECK's condition is a predicate on a column of the row: Derby fails with an internal error on a CHECK
	 * that names no column, so the predicate's first operand is the column.
	 */
	private static final Set<EClass> CHECK_PREDICATES = Set.of(BINARY, BETWEEN, IN_LIST, LIKE, IS_NULL);

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
			Map.entry(IN_LIST__VALUES, Multiplicity.between(1, 3)),
			// A map entry's key is an integer or a text, which its rule gives (SqlMapRules): both set (the number to 0 for a text key, the text to null for a number).
			Map.entry(MAP_ENTRY__NUMBER, Multiplicity.between(1, 1)), Map.entry(MAP_ENTRY__TEXT, Multiplicity.between(1, 1)));

	private static final Map<EReference, Set<EClass>> RESTRICTIONS = Map.ofEntries(
			Map.entry(SCRIPT__STATEMENTS, STATEMENTS),
			Map.entry(SELECT__ITEMS, Set.of(EXPRESSION_ITEM)),
			// A query's joins: of a table, or (where the dialect has them) of a lateral subquery.
			Map.entry(SELECT__JOINS, JOINS), Map.entry(TLP_CHECK__JOINS, JOINS), Map.entry(NOREC_CHECK__JOINS, JOINS),
			Map.entry(EET_CHECK__JOINS, JOINS), Map.entry(CODD_CHECK__JOINS, JOINS),
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
			// A list column's elements are of a value type: no list of lists.
			Map.entry(LIST_TYPE__ELEMENT, Set.of(INTEGER_TYPE, BIGINT_TYPE, DECIMAL_TYPE, DOUBLE_TYPE, VARCHAR_TYPE)),
			Map.entry(STRUCT_FIELD_TYPE__TYPE, Set.of(INTEGER_TYPE, BIGINT_TYPE, DECIMAL_TYPE, DOUBLE_TYPE, VARCHAR_TYPE)),
			Map.entry(MAP_TYPE__KEY, Set.of(INTEGER_TYPE, VARCHAR_TYPE)),
			Map.entry(MAP_TYPE__VALUE, Set.of(INTEGER_TYPE, BIGINT_TYPE, DECIMAL_TYPE, DOUBLE_TYPE, VARCHAR_TYPE)),
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
			Map.entry(CODD_CHECK__JOINS, -2), Map.entry(WITH_QUERY__DEFINITION, -1), Map.entry(RECURSIVE_QUERY__BASE, -1),
			// A lateral subquery before the join's condition, which names its columns.
			Map.entry(LATERAL_JOIN__QUERY, -1));

	private static final Map<EClass, EAttribute> REFERENCES = Map.of(
			TABLE_REF, TABLE_REF__TABLE, JOIN, JOIN__TABLE, QUALIFIER, QUALIFIER__NAME, INSERT, INSERT__TABLE,
			UPDATE, UPDATE__TABLE, DELETE, DELETE__TABLE, CREATE_INDEX, CREATE_INDEX__TABLE, DQE_CHECK, DQE_CHECK__TABLE);

	private final SqlPlacement placement;

	SqlRules(SqlProfile profile) {
		super(ruleTables(profile));
		placement = new SqlPlacement(profile);
	}

	private static RuleTables ruleTables(SqlProfile profile) {
		var lattice = SqlTypes.lattice();
		var rules = new RuleTable(profile);
		var observation = new SqlObservation();
		SqlTableRules.register(rules);
		SqlStatementRules.register(rules);
		SqlQueryRules.register(rules);
		SqlExpressionRules.register(rules);
		SqlStructRules.register(rules);
		SqlMapRules.register(rules);
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
		weights.put(LATERAL_JOIN, profile.has(SqlProfile.Construct.LATERAL) ? 0.3 : 0.0);
		weights.put(LIST_TYPE, profile.has(SqlProfile.Construct.LIST_COLUMNS) ? 1.0 : 0.0);
		boolean structs = profile.has(SqlProfile.Construct.STRUCTS);
		weights.put(STRUCT_TYPE, structs ? 1.0 : 0.0);
		weights.put(STRUCT_VALUE, structs ? 1.0 : 0.0);
		weights.put(FIELD_ACCESS, structs ? 2.0 : 0.0);
		boolean maps = profile.has(SqlProfile.Construct.MAPS);
		weights.put(MAP_TYPE, maps ? 1.0 : 0.0);
		weights.put(MAP_VALUE, maps ? 1.0 : 0.0);
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
		if (c == JOIN || c == LATERAL_JOIN) {
			// Seen by the join's own ON condition, and by the query's later joins and clauses; a lateral subquery's alias
			// has its result columns, as a view's name has.
			Binder.BindingTypes types = c == JOIN
					? (i, ctx) -> SqlTypes.aliasOf(ctx.nodeType(), QueryContext.depth(ctx))
					: (i, ctx) -> SqlTypes.aliasOf(SqlTypes.table(SqlTypes.viewRow(ctx.childType(LATERAL_JOIN__QUERY, 0))),
							QueryContext.depth(ctx));
			var alias = c == JOIN ? JOIN__ALIAS : LATERAL_JOIN__ALIAS;
			return List.of(new Binder(alias, c == JOIN ? JOIN__CONDITION : LATERAL_JOIN__CONDITION, false, types),
					new Binder(alias, null, false, types));
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
		return placement.allows(candidate, containment, context);
	}

	@Override
	public String freshName(int n) {
		return "t" + n;
	}
}
