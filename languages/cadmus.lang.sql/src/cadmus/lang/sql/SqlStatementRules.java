package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * Type rules of the statements that change the database or define what is not a table (views, indexes, common
 * table expressions): rows are filled with values of their columns' types, updates assign each column at most once.
 * Statements that change rows reject views, and their expressions name the table's columns unqualified. Tables get
 * their columns in {@link SqlTableRules}.
 */
final class SqlStatementRules {

	/** Set by an INSERT for its UPSERT clause: the whole row of the table it inserts into. */
	private static final String UPSERT_ROW = "sql.upsert-row";
	/** A common table expression as the engine chooses, MATERIALIZED, NOT MATERIALIZED. */
	private static final double[] MATERIALIZED_WEIGHTS = { 0.4, 0.3, 0.3 };

	private SqlStatementRules() {
	}

	static void register(RuleTable table) {
		table.rule(CREATE_VIEW, RuleTable::untyped, t -> {
			t.define(QueryContext.ROW, QueryContext.NO_ROW);
			t.define(SqlQueryRules.IN_VIEW, Boolean.TRUE);
			t.require(CREATE_VIEW__QUERY, new TypeVariable());
		});
		boolean partial = table.has(SqlProfile.Construct.PARTIAL_INDEXES);
		table.rule(WITH_QUERY, RuleTable::untyped, t -> {
			t.define(QueryContext.ROW, QueryContext.NO_ROW);
			t.require(WITH_QUERY__DEFINITION, new TypeVariable());
			t.require(WITH_QUERY__QUERY, new TypeVariable());
			int hint = t.decisions().chooseWeighted("with.materialized", MATERIALIZED_WEIGHTS);
			t.set(WITH_QUERY__MATERIALIZED, hint == 1);
			t.set(WITH_QUERY__NOT_MATERIALIZED, hint == 2);
			t.set(WITH_QUERY__RECURSIVE, Boolean.FALSE); // read from the text a RecursiveQuery is written as
		});
		boolean indexesGenerated = table.has(SqlProfile.Construct.GENERATED_INDEXES);
		boolean expressionIndexes = table.has(SqlProfile.Construct.EXPRESSION_INDEXES);
		table.rule(CREATE_INDEX, RuleTable::untyped, t -> {
			var row = changeable(t);
			var names = new ArrayList<>(SqlTypes.columns(row).keySet());
			if (!indexesGenerated) {
				names.removeAll(SqlTypes.generatedColumns(row)); // DuckDB indexes no generated column
			}
			names.removeAll(SqlTypes.nestedColumns(row)); // DuckDB's indexes take no list or struct key
			String column = names.get(t.decisions().choose("index.column", names.size()));
			t.set(CREATE_INDEX__UNIQUE, Boolean.FALSE);
			// A partial index's predicate and an expression index's key name the table's columns unqualified, as a
			// DELETE's do; the key is a value of the chosen column's type, computed from any of them. DuckDB's key
			// names no generated column: one computed from constants alone is no column of its table to it.
			t.define(QueryContext.ROW, indexesGenerated ? row : SqlTypes.withoutGenerated(row));
			boolean onExpression = expressionIndexes && !t.overBudget() && t.decisions().flip("index.expression", 0.5);
			t.set(CREATE_INDEX__COLUMNS, onExpression ? List.of() : column);
			t.requireEach(CREATE_INDEX__KEY, onExpression ? List.of(SqlTypes.columns(row).get(column)) : List.of());
			boolean where = partial && !t.overBudget() && t.decisions().flip("index.partial", 0.5);
			t.requireEach(CREATE_INDEX__WHERE, where ? List.of(SqlTypes.BOOLEAN) : List.of());
		});
		// An expression index's key names a column of the table first (SqlRules): DuckDB takes no key that names
		// none, and an index of a constant is no index of the rows.
		table.rule(INDEX_KEY, w -> new TypeVariable(), t -> t.require(INDEX_KEY__VALUE, t.nodeType()));
		boolean upsert = table.has(SqlProfile.Construct.UPSERT);
		table.rule(INSERT, RuleTable::untyped, t -> insert(t, upsert));
		boolean upsertUpdate = table.has(SqlProfile.Construct.UPSERT_UPDATE);
		table.rule(UPSERT, RuleTable::untyped, t -> {
			var row = (RecordType) t.lookup(UPSERT_ROW).orElseThrow();
			boolean update = upsertUpdate && !t.overBudget() && t.decisions().flip("upsert.update", 0.6)
					&& !updatable(row).isEmpty();
			t.set(UPSERT__NOTHING, !update);
			// DO UPDATE's SET and WHERE name the conflicting row's columns unqualified, as an UPDATE's do.
			t.define(QueryContext.ROW, row);
			t.requireEach(UPSERT__ASSIGNMENTS, update ? assignments(t, row, "upsert") : List.of());
			boolean where = update && t.decisions().flip("upsert.where", 0.3);
			t.requireEach(UPSERT__WHERE, where ? List.of(SqlTypes.BOOLEAN) : List.of());
		});
		table.rule(ROW, RuleTable::untyped, t -> {
			var row = (RecordType) t.lookup(QueryContext.INSERT_ROW).orElseThrow();
			t.requireEach(ROW__VALUES, new ArrayList<>(SqlTypes.columns(row).values()));
		});
		table.rule(UPDATE, RuleTable::untyped, t -> {
			var row = changeable(t);
			t.define(QueryContext.ROW, row);
			t.requireEach(UPDATE__ASSIGNMENTS, assignments(t, row, "update"));
			t.require(UPDATE__WHERE, SqlTypes.BOOLEAN);
		});
		table.rule(SET_CLAUSE, w -> new TypeVariable(), t -> {
			var column = SqlTypes.single((RecordType) t.nodeType());
			t.set(SET_CLAUSE__COLUMN, column.getKey());
			t.require(SET_CLAUSE__VALUE, column.getValue());
		});
		table.rule(DELETE, RuleTable::untyped, t -> {
			t.define(QueryContext.ROW, changeable(t));
			t.require(DELETE__WHERE, SqlTypes.BOOLEAN);
		});
		// The column the check's UPDATE sets to itself: not a unique one (an engine that checks uniqueness row by
		// row may report the value itself as a duplicate, as DuckDB's over-eager constraint checking documents).
		table.rule(DQE_CHECK, RuleTable::untyped, t -> {
			var row = changeable(t);
			t.define(QueryContext.ROW, row);
			var free = new ArrayList<>(SqlTypes.columns(row).keySet());
			free.removeAll(SqlTypes.uniqueColumns(row));
			free.removeAll(SqlTypes.generatedColumns(row));
			if (free.isEmpty()) {
				throw new RulesException("every column of " + row + " is unique: nothing for the check to set");
			}
			t.set(DQE_CHECK__COLUMN, free.get(t.decisions().choose("dqe.column", free.size())));
			t.require(DQE_CHECK__PREDICATE, SqlTypes.BOOLEAN);
		});
	}

	/**
	 * The SET clauses of an UPDATE (or an UPSERT's DO UPDATE): the first of the table's columns that are not unique
	 * (by a rotation) and some after it. Each column at most once: engines reject a column assigned twice. Unique
	 * columns never (SqlTypes).
	 */
	private static List<Type> assignments(ChildTyping t, RecordType row, String decision) {
		var columns = updatable(row);
		if (columns.isEmpty()) {
			throw new RulesException("every column of " + row + " is unique: nothing to update");
		}
		Collections.rotate(columns, t.decisions().choose(decision + ".first", columns.size()));
		int n = 1 + (t.overBudget() ? 0 : t.decisions().choose(decision + ".columns", columns.size()));
		var assignments = new ArrayList<Type>();
		for (var column : columns.subList(0, n)) {
			assignments.add(SqlTypes.withColumn(column.getKey(), column.getValue()));
		}
		return assignments;
	}

	/** The columns an UPDATE may assign: neither unique nor generated. */
	private static List<java.util.Map.Entry<String, Type>> updatable(RecordType row) {
		var columns = new ArrayList<>(SqlTypes.columns(row).entrySet());
		columns.removeIf(c -> SqlTypes.uniqueColumns(row).contains(c.getKey())
				|| SqlTypes.generatedColumns(row).contains(c.getKey()));
		return columns;
	}

	/**
	 * An INSERT fills every column, or (sometimes) names some of them, so that the others take their DEFAULT or
	 * NULL. Named columns keep the table's order, the order of the row's values ({@link SqlTypes#columns}). Where
	 * the dialect has UPSERT, some say what a row that breaks a uniqueness constraint does instead.
	 */
	private static void insert(ChildTyping t, boolean upsert) {
		var row = changeable(t);
		// A generated column takes no value: a table with one always has its other columns named.
		var columns = new ArrayList<>(SqlTypes.columns(row).entrySet());
		columns.removeIf(c -> SqlTypes.generatedColumns(row).contains(c.getKey()));
		boolean generates = !SqlTypes.generatedColumns(row).isEmpty();
		if (columns.size() > 1 && t.decisions().flip("insert.named", 0.3)) {
			int first = t.decisions().choose("insert.first", columns.size());
			int n = 1 + t.decisions().choose("insert.count", columns.size() - first);
			name(t, columns.subList(first, first + n));
		} else if (generates) {
			name(t, columns);
		} else {
			t.define(QueryContext.INSERT_ROW, row);
		}
		// Only where a row can conflict: DuckDB rejects ON CONFLICT on a table without a UNIQUE or PRIMARY KEY index.
		boolean conflict = upsert && !SqlTypes.uniqueColumns(row).isEmpty() && !t.overBudget()
				&& t.decisions().flip("insert.upsert", 0.5);
		t.define(UPSERT_ROW, row);
		t.requireEach(INSERT__UPSERT, conflict ? java.util.Collections.singletonList(null) : List.of());
	}

	/** An INSERT's list of the columns it fills, and the row its VALUES rows fill. */
	private static void name(ChildTyping t, List<java.util.Map.Entry<String, Type>> columns) {
		var named = new LinkedHashMap<String, Type>();
		columns.forEach(c -> named.put(c.getKey(), c.getValue()));
		t.set(INSERT__COLUMNS, List.copyOf(named.keySet()));
		t.define(QueryContext.INSERT_ROW, RecordType.structural(named));
	}


	/** The row of the table a statement changes; views and indexes have no rows to change. */
	private static RecordType changeable(ChildTyping t) {
		var row = SqlTypes.rowOf(t.nodeType());
		if (SqlTypes.isView(row)) {
			throw new RulesException("a view's rows cannot be changed");
		}
		return row;
	}

}
