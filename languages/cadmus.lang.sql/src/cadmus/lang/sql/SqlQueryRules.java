package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EReference;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;
import cadmus.lang.sql.QueryContext.Clause;
import cadmus.lang.sql.QueryContext.Mode;
import cadmus.lang.sql.sql.EetRewrite;
import cadmus.lang.sql.sql.JoinKind;
import cadmus.lang.sql.sql.SetOperator;

/**
 * Type rules of queries. A query's type is its result row {@code {c0: T0, ...}}, so a set operation's sides,
 * an IN subquery and a view all agree on columns and types by unification. Each query decides its
 * {@link Mode}; the FROM clause is generated first (see {@link SqlRules#fillRank}) and binds the aliases the
 * other clauses use.
 */
final class SqlQueryRules {

	private static final double[] MODE_WEIGHTS = { 0.7, 0.12, 0.18 };
	private static final List<String> COMPARISONS = List.of("=", "<>", "<", "<=", ">", ">=");
	/** TLP kinds: WHERE, AGGREGATE, HAVING. */
	private static final double[] TLP_KIND_WEIGHTS = { 0.5, 0.25, 0.25 };
	private static final double[] JOIN_COUNT_WEIGHTS = { 0.55, 0.35, 0.1 };
	private static final double[] JOIN_KIND_WEIGHTS = { 0.45, 0.35, 0.2 };
	private static final JoinKind[] JOIN_KINDS = { JoinKind.INNER, JoinKind.LEFT, JoinKind.CROSS };
	/** Set by a query for its own select list: the list of a scalar subquery holds one aggregate. */
	private static final String SINGLE_ITEMS = "sql.single-items";
	/**
	 * The EET and CODD checks' targets are drawn below this, then taken modulo the number of their query's expressions
	 * that the check can replace.
	 */
	private static final int CHECK_TARGETS = 64;
	/** A recursive query's bound is drawn below this (plus 2): its steps are twice that at most. */
	private static final int RECURSION_BOUND = 7;
	/** Set by CREATE VIEW for its query. */
	static final String IN_VIEW = "sql.in-view";
	/**
	 * Set by a query for its select list: the result columns that are its group keys (GROUP BY 1, 2), which name
	 * their own query's columns outside any aggregate; none where the query does not group by position.
	 */
	private static final String GROUP_KEYS = "sql.group-keys";

	private SqlQueryRules() {
	}

	static void register(RuleTable table) {
		var dialect = table.profile();
		table.rule(SELECT, SqlQueryRules::rowShape, t -> select(t, dialect));
		table.rule(QUALIFY, RuleTable::untyped, t -> {
			t.define(QueryContext.CLAUSE, Clause.QUALIFY);
			t.define(QueryContext.MUST_WINDOW, Boolean.TRUE);
			var type = SqlExpressionRules.anyValue();
			t.require(QUALIFY__WINDOW, type);
			t.require(QUALIFY__VALUE, type);
			t.set(QUALIFY__OPERATOR, COMPARISONS.get(t.decisions().choose("qualify.operator", COMPARISONS.size())));
		});
		table.rule(SET_OPERATION, SqlQueryRules::rowShape, t -> {
			var row = resultRow(t);
			t.require(SET_OPERATION__LEFT, row);
			t.require(SET_OPERATION__RIGHT, row);
			var operator = SetOperator.get(t.decisions().choose("set.operator", SetOperator.VALUES.size()));
			t.set(SET_OPERATION__OPERATOR, operator);
			// SQLite has no INTERSECT ALL or EXCEPT ALL.
			t.set(SET_OPERATION__ALL, operator == SetOperator.UNION && t.decisions().flip("set.all", 0.5));
		});
		table.rule(EXPRESSION_ITEM, w -> new TypeVariable(), t -> {
			var column = ((RecordType) t.nodeType()).fields().entrySet().iterator().next();
			t.set(EXPRESSION_ITEM__ALIAS, column.getKey());
			t.require(EXPRESSION_ITEM__VALUE, column.getValue());
			boolean key = t.lookup(GROUP_KEYS).orElse(Set.of()) instanceof Set<?> keys && keys.contains(column.getKey());
			t.define(QueryContext.CLAUSE, key ? Clause.GROUP_KEY : Clause.ITEMS);
			t.define(QueryContext.MUST_AGGREGATE, t.lookup(SINGLE_ITEMS).orElse(Boolean.FALSE));
		});
		table.rule(ORDER_ITEM, w -> new TypeVariable(), t -> {
			t.require(ORDER_ITEM__VALUE, t.nodeType());
			// NULL sorts lowest, written out (engines differ without it) and in the one order MariaDB, which has no
			// NULLS FIRST/LAST, sorts in natively: its dialect drops the words.
			boolean descending = t.decisions().flip("order.descending", 0.3);
			t.set(ORDER_ITEM__DESCENDING, descending);
			t.set(ORDER_ITEM__NULLS_FIRST, !descending);
			t.set(ORDER_ITEM__NULLS_LAST, descending);
		});
		table.rule(WHERE, RuleTable::untyped, t -> {
			t.define(QueryContext.CLAUSE, Clause.WHERE);
			t.require(WHERE__CONDITION, SqlTypes.BOOLEAN);
		});
		table.rule(HAVING, RuleTable::untyped, t -> {
			t.define(QueryContext.CLAUSE, Clause.HAVING);
			t.require(HAVING__CONDITION, SqlTypes.BOOLEAN);
		});
		table.rule(JOIN, w -> SqlTypes.table(new TypeVariable()), t -> join(t, JOIN__KIND, JOIN__CONDITION));
		// A lateral subquery's columns are the alias's (SqlRules' binders); it names the aliases before it as outer ones.
		table.rule(LATERAL_JOIN, w -> SqlTypes.table(new TypeVariable()), t -> {
			t.require(LATERAL_JOIN__QUERY, new TypeVariable());
			join(t, LATERAL_JOIN__KIND, LATERAL_JOIN__CONDITION);
		});
		table.rule(TLP_CHECK, RuleTable::untyped, SqlQueryRules::tlpCheck);
		table.rule(EET_CHECK, RuleTable::untyped, t -> {
			// Half the checks filter: a random predicate often keeps no row, which leaves the rewrite nothing to change.
			checkQuery(t, EET_CHECK__ITEMS, EET_CHECK__FROM, EET_CHECK__JOINS, EET_CHECK__PREDICATE, "eet.where", 0.5);
			t.require(EET_CHECK__GUARD, SqlTypes.BOOLEAN);
			t.set(EET_CHECK__REWRITE, EetRewrite.get(t.decisions().choose("eet.rewrite", EetRewrite.VALUES.size())));
			// Taken modulo the number of expressions the rewrite can replace (SqlRenderer counts them).
			t.set(EET_CHECK__TARGET, t.decisions().choose("eet.target", CHECK_TARGETS));
		});
		table.rule(CODD_CHECK, RuleTable::untyped, t -> {
			// Most checks filter: constants are folded and propagated into predicates above all.
			checkQuery(t, CODD_CHECK__ITEMS, CODD_CHECK__FROM, CODD_CHECK__JOINS, CODD_CHECK__PREDICATE, "codd.where", 0.8);
			// Taken modulo the number of expressions that depend on no row (ConstantFolding counts them).
			t.set(CODD_CHECK__TARGET, t.decisions().choose("codd.target", CHECK_TARGETS));
		});
		table.rule(RECURSIVE_QUERY, RuleTable::untyped, t -> {
			// The base query's first column is the counter; the steps name the table's columns unqualified.
			var row = freshColumns(t);
			if (!t.unify(row.fields().get(SqlTypes.column(0)), SqlTypes.INTEGER)) {
				throw new RulesException("a recursive query's counter is not an integer: " + row);
			}
			t.define(QueryContext.ROW, row);
			t.define(QueryContext.MODE, Mode.PLAIN);
			t.define(QueryContext.CLAUSE, Clause.WHERE);
			t.require(RECURSIVE_QUERY__BASE, row);
			t.require(RECURSIVE_QUERY__QUERY, new TypeVariable());
			t.set(RECURSIVE_QUERY__ALL, t.decisions().flip("recursive.all", 0.5));
			t.set(RECURSIVE_QUERY__BOUND, 2 + t.decisions().choose("recursive.bound", RECURSION_BOUND));
			boolean filtered = !t.overBudget() && t.decisions().flip("recursive.filter", 0.5);
			t.requireEach(RECURSIVE_QUERY__STEP, filtered ? List.of(SqlTypes.BOOLEAN) : List.of());
		});
		table.rule(NOREC_CHECK, RuleTable::untyped, t -> {
			plainQuery(t);
			from(t, NOREC_CHECK__FROM, NOREC_CHECK__JOINS);
			t.require(NOREC_CHECK__PREDICATE, SqlTypes.BOOLEAN);
		});
	}

	/** A join's kind, and its condition (none for CROSS), which names only its own query's columns. */
	private static void join(ChildTyping t, org.eclipse.emf.ecore.EAttribute kindFeature, EReference condition) {
		var kind = JOIN_KINDS[t.decisions().chooseWeighted("join.kind", JOIN_KIND_WEIGHTS)];
		t.set(kindFeature, kind);
		t.requireEach(condition, kind == JoinKind.CROSS ? List.of() : List.of(SqlTypes.BOOLEAN));
		t.define(QueryContext.CLAUSE, Clause.ON);
	}

	/** A query fits a wanted row of the same columns (fresh types), or anything when no row is wanted. */
	private static Type rowShape(Type wanted) {
		if (wanted instanceof RecordType r) {
			var fields = new LinkedHashMap<String, Type>();
			r.fields().keySet().forEach(name -> fields.put(name, new TypeVariable()));
			return RecordType.structural(fields);
		}
		return new TypeVariable();
	}

	private static void select(ChildTyping t, SqlProfile dialect) {
		boolean single = Boolean.TRUE.equals(t.lookup(QueryContext.SINGLE_ROW).orElse(Boolean.FALSE));
		t.define(QueryContext.SINGLE_ROW, Boolean.FALSE);
		t.define(SINGLE_ITEMS, single);
		QueryContext.enter(t);
		t.define(QueryContext.ROW, QueryContext.NO_ROW);
		boolean view = Boolean.TRUE.equals(t.lookup(IN_VIEW).orElse(Boolean.FALSE));
		t.define(IN_VIEW, Boolean.FALSE);
		t.define(QueryContext.NO_WINDOWS, Boolean.FALSE);
		var mode = single ? Mode.AGGREGATE : Mode.values()[t.decisions().chooseWeighted("select.mode", MODE_WEIGHTS)];
		if (view && mode == Mode.GROUPED) {
			// Derby 10.16 rejects CREATE VIEW v AS SELECT 1 AS c0 FROM t AS a GROUP BY a.c0: "Column name 'C0'
			// appears more than once" (an alias of the select list taken for the grouped column of that name).
			mode = Mode.PLAIN;
		}
		t.define(QueryContext.MODE, mode);
		t.define(QueryContext.CLAUSE, Clause.WHERE);
		t.define(GROUP_KEYS, Set.of());
		var row = resultRow(t);
		t.requireEach(SELECT__ITEMS, items(row));
		from(t, SELECT__FROM, SELECT__JOINS);
		// Grouped by the keys listed, unless groups() says by ALL or by grouping sets.
		t.set(SELECT__GROUP_ALL, Boolean.FALSE);
		t.set(SELECT__ROLLUP, Boolean.FALSE);
		t.set(SELECT__CUBE, Boolean.FALSE);
		t.requireEach(SELECT__GROUP_BY, mode == Mode.GROUPED ? groups(t, row, dialect) : List.of());
		// SQLite rejects HAVING without GROUP BY ("HAVING clause on a non-aggregate query").
		boolean having = mode == Mode.GROUPED && !t.overBudget() && t.hasOptional(SELECT__HAVING, "select.having", 0.4);
		t.requireEach(SELECT__HAVING, having ? java.util.Collections.singletonList(null) : List.of());
		t.set(SELECT__DISTINCT, mode == Mode.PLAIN && t.decisions().flip("select.distinct", 0.15));
		// DuckDB's QUALIFY filters a plain query's rows by a window over them (none in a check's subquery).
		t.define(QueryContext.MUST_WINDOW, Boolean.FALSE);
		boolean qualify = dialect.has(SqlProfile.Construct.QUALIFY) && mode == Mode.PLAIN && !t.overBudget()
				&& t.decisions().flip("select.qualify", 0.2);
		t.requireEach(SELECT__QUALIFY, qualify ? java.util.Collections.singletonList(null) : List.of());
		// A statement's own query may be ordered by every result column, with NULLs placed explicitly (engines
		// differ on where they go): a total order on the printed rows, so a LIMIT keeps the same rows everywhere.
		var ancestors = t.ancestors(); // the node itself first, then its statement list's owner
		boolean statement = ancestors.size() > 1 && ancestors.get(1) == SCRIPT;

		boolean ordered = statement && !t.overBudget() && t.decisions().flip("select.ordered", 0.3);
		var order = new ArrayList<Integer>(); // the result columns' indexes, in the order the query is ordered by them
		if (ordered) {
			int columns = SqlTypes.columns(row).size();
			for (int k = 0; k < columns; k++) {
				order.add(k);
			}
			// Now and then by a rotation of its columns (ORDER BY 2, 3, 1): still a total order of the rows, and one
			// whose first key is not the first column, which engines' sorts take other paths for.
			if (columns > 1 && t.decisions().flip("select.order.rotated", 0.2)) {
				Collections.rotate(order, -1 - t.decisions().choose("select.order.first", columns - 1));
			}
			if (t.decisions().flip("select.limit", 0.6)) {
				t.set(SELECT__LIMIT, (int) t.decisions().between("select.limit.rows", 1, 5));
				if (t.decisions().flip("select.offset", 0.3)) {
					t.set(SELECT__OFFSET, (int) t.decisions().between("select.offset.rows", 1, 3));
				}
			}
		}
		t.requireEach(SELECT__ORDER_BY, order.stream().map(k -> (Type) SqlTypes.position(k)).toList());
		if (ordered && dialect.has(SqlProfile.Construct.DISTINCT_ON) && mode == Mode.PLAIN
				&& t.decisions().flip("select.distinct-on", 0.3)) {
			// PostgreSQL asks DISTINCT ON's expressions to be the ORDER BY's first ones: a prefix of the order.
			int first = 1 + t.decisions().choose("select.distinct-on.columns", order.size());
			t.set(SELECT__DISTINCT, Boolean.TRUE);
			t.set(SELECT__DISTINCT_ON, order.subList(0, first).stream().map(k -> k + 1).toList());
		}
	}

	/**
	 * A grouped query's keys: one or two of its tables' columns; or, where the dialect groups by position, its first
	 * one or two result columns (GROUP BY 1, 2), which then name its columns outside any aggregate, as the keys they
	 * are, and which DuckDB may write as GROUP BY ALL (the other result columns hold an aggregate or a constant), and
	 * PostgreSQL and DuckDB as grouping sets (ROLLUP, CUBE).
	 */
	private static List<Type> groups(ChildTyping t, RecordType row, SqlProfile dialect) {
		if (dialect.has(SqlProfile.Construct.GROUP_BY_POSITION) && t.decisions().flip("select.group-keys", 0.6)) {
			var columns = List.copyOf(SqlTypes.columns(row).keySet());
			int n = 1 + (t.overBudget() ? 0 : t.decisions().choose("select.group-keys.count", Math.min(2, columns.size())));
			t.define(GROUP_KEYS, Set.copyOf(columns.subList(0, n)));
			if (dialect.has(SqlProfile.Construct.GROUPING_SETS) && t.decisions().flip("select.grouping-sets", 0.4)) {
				t.set(t.decisions().flip("select.rollup", 0.6) ? SELECT__ROLLUP : SELECT__CUBE, Boolean.TRUE);
			} else if (dialect.has(SqlProfile.Construct.GROUP_BY_ALL) && t.decisions().flip("select.group-all", 0.4)) {
				t.set(SELECT__GROUP_ALL, Boolean.TRUE);
				return List.of();
			}
			return java.util.stream.IntStream.range(0, n).mapToObj(k -> (Type) SqlTypes.position(k)).toList();
		}
		int n = 1 + (t.overBudget() ? 0 : t.decisions().choose("select.groups", 2));
		return Collections.nCopies(n, (Type) null);
	}

	/**
	 * A TLP check of one of three kinds: a plain query's rows partitioned by a WHERE predicate; one aggregate
	 * (its item is the aggregate itself, of integer, decimal or text: a SUM of doubles would be rounded
	 * differently when summed in parts); or a grouped query's groups partitioned by a HAVING predicate.
	 */
	private static void tlpCheck(ChildTyping t) {
		plainQuery(t);
		t.define(QueryContext.NO_WINDOWS, Boolean.TRUE);
		int kind = t.decisions().chooseWeighted("tlp.kind", TLP_KIND_WEIGHTS);
		t.set(TLP_CHECK__AGGREGATE, kind == 1);
		if (kind == 1) {
			t.define(QueryContext.MODE, Mode.AGGREGATE);
			t.define(SINGLE_ITEMS, Boolean.TRUE);
			var type = new TypeVariable(Set.of(SqlTypes.INTEGER, SqlTypes.DECIMAL, SqlTypes.TEXT));
			t.requireEach(TLP_CHECK__ITEMS, List.of(SqlTypes.withColumn(SqlTypes.column(0), type)));
		} else {
			if (kind == 2) {
				t.define(QueryContext.MODE, Mode.GROUPED);
			}
			t.requireEach(TLP_CHECK__ITEMS, items(freshColumns(t)));
		}
		from(t, TLP_CHECK__FROM, TLP_CHECK__JOINS);
		if (kind == 2) {
			int n = 1 + (t.overBudget() ? 0 : t.decisions().choose("tlp.groups", 2));
			t.requireEach(TLP_CHECK__GROUP_BY, java.util.Collections.nCopies(n, (Type) null));
			t.requireEach(TLP_CHECK__HAVING, java.util.Collections.singletonList(null));
			t.requireEach(TLP_CHECK__PREDICATE, List.of());
		} else {
			t.requireEach(TLP_CHECK__GROUP_BY, List.of());
			t.requireEach(TLP_CHECK__HAVING, List.of());
			t.require(TLP_CHECK__PREDICATE, SqlTypes.BOOLEAN);
		}
	}

	/** Metamorphic checks partition plain queries: no aggregates, no grouping. */
	private static void plainQuery(ChildTyping t) {
		QueryContext.enter(t);
		t.define(QueryContext.SINGLE_ROW, Boolean.FALSE);
		t.define(SINGLE_ITEMS, Boolean.FALSE);
		t.define(GROUP_KEYS, Set.of());
		t.define(QueryContext.ROW, QueryContext.NO_ROW);
		t.define(QueryContext.MODE, Mode.PLAIN);
		t.define(QueryContext.CLAUSE, Clause.WHERE);
	}

	/** A check's plain query: its items, its tables, and (by a decision named {@code filter}) its WHERE predicate. */
	private static void checkQuery(ChildTyping t, EReference items, EReference first, EReference joins,
			EReference predicate, String filter, double filtered) {
		plainQuery(t);
		t.requireEach(items, items(freshColumns(t)));
		from(t, first, joins);
		t.requireEach(predicate, t.hasOptional(predicate, filter, filtered) ? List.of(SqlTypes.BOOLEAN) : List.of());
	}

	/** The first table and the joins, each its own table type. */
	private static void from(ChildTyping t, EReference first, EReference joins) {
		t.require(first, SqlTypes.table(new TypeVariable()));
		int n = t.overBudget() ? 0 : t.decisions().chooseWeighted("select.joins", JOIN_COUNT_WEIGHTS);
		var tables = new ArrayList<Type>();
		for (int i = 0; i < n; i++) {
			tables.add(SqlTypes.table(new TypeVariable()));
		}
		t.requireEach(joins, tables);
	}

	/** The query's result row: the wanted one, or new columns of value types (bound to the node's type). */
	private static RecordType resultRow(ChildTyping t) {
		Type type = t.nodeType();
		if (type instanceof RecordType r) {
			return r;
		}
		var row = freshColumns(t);
		if (type != null && !t.unify(type, row)) {
			throw new RulesException("a query cannot produce " + type);
		}
		return row;
	}

	private static RecordType freshColumns(ChildTyping t) {
		int n = 1 + (t.overBudget() ? 0 : t.decisions().choose("select.items", 3));
		var fields = new LinkedHashMap<String, Type>();
		for (int k = 0; k < n; k++) {
			fields.put(SqlTypes.column(k), new TypeVariable(Set.copyOf(SqlTypes.VALUES)));
		}
		return RecordType.structural(fields);
	}

	private static List<Type> items(RecordType row) {
		var result = new ArrayList<Type>();
		SqlTypes.columns(row).forEach((name, type) -> result.add(SqlTypes.withColumn(name, type)));
		return result;
	}

}
