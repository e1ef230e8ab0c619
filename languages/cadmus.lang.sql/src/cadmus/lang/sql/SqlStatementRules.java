package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.types.ContainerType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * Type rules of the statements that define and change the database: tables get their columns here, rows
 * are filled with values of their columns' types, updates assign each column at most once. Statements that
 * change rows reject views, and their expressions name the table's columns unqualified.
 */
final class SqlStatementRules {

	private SqlStatementRules() {
	}

	static void register(RuleTable table) {
		table.rule(CREATE_TABLE, RuleTable::untyped, t -> t.require(CREATE_TABLE__BODY, SqlTypes.table(new TypeVariable())));
		table.rule(TABLE_BODY, w -> SqlTypes.table(new TypeVariable()), SqlStatementRules::tableBody);
		table.rule(COLUMN_DEFINITION, w -> new TypeVariable(), t -> {
			var column = single((RecordType) t.nodeType());
			t.set(COLUMN_DEFINITION__NAME, column.getKey());
			t.require(COLUMN_DEFINITION__TYPE, column.getValue());
			t.requireEach(COLUMN_DEFINITION__CONSTRAINTS, List.of());
		});
		table.rule(INTEGER_TYPE, w -> SqlTypes.INTEGER, t -> {
		});
		table.rule(BIGINT_TYPE, w -> SqlTypes.INTEGER, t -> {
		});
		table.rule(DECIMAL_TYPE, w -> SqlTypes.DECIMAL, t -> {
			t.set(DECIMAL_TYPE__PRECISION, 10);
			t.set(DECIMAL_TYPE__SCALE, 2);
		});
		table.rule(DOUBLE_TYPE, w -> SqlTypes.DOUBLE, t -> {
		});
		table.rule(VARCHAR_TYPE, w -> SqlTypes.TEXT, t -> t.set(VARCHAR_TYPE__LENGTH, 20));
		table.rule(CREATE_VIEW, RuleTable::untyped, t -> {
			t.define(QueryContext.ROW, QueryContext.NO_ROW);
			t.define(SqlQueryRules.IN_VIEW, Boolean.TRUE);
			t.require(CREATE_VIEW__QUERY, new TypeVariable());
		});
		table.rule(CREATE_INDEX, RuleTable::untyped, t -> {
			var row = changeable(t);
			var names = new ArrayList<>(SqlTypes.columns(row).keySet());
			t.set(CREATE_INDEX__COLUMNS, names.get(t.decisions().choose("index.column", names.size())));
			t.set(CREATE_INDEX__UNIQUE, Boolean.FALSE);
		});
		table.rule(INSERT, RuleTable::untyped, t -> t.define(QueryContext.INSERT_ROW, changeable(t)));
		table.rule(ROW, RuleTable::untyped, t -> {
			var row = (RecordType) t.lookup(QueryContext.INSERT_ROW).orElseThrow();
			t.requireEach(ROW__VALUES, new ArrayList<>(SqlTypes.columns(row).values()));
		});
		table.rule(UPDATE, RuleTable::untyped, t -> {
			var row = changeable(t);
			t.define(QueryContext.ROW, row);
			// Each column at most once: engines reject a column assigned twice.
			var columns = new ArrayList<>(SqlTypes.columns(row).entrySet());
			Collections.rotate(columns, t.decisions().choose("update.first", columns.size()));
			int n = 1 + (t.overBudget() ? 0 : t.decisions().choose("update.columns", columns.size()));
			var assignments = new ArrayList<Type>();
			for (var column : columns.subList(0, n)) {
				assignments.add(SqlTypes.withColumn(column.getKey(), column.getValue()));
			}
			t.requireEach(UPDATE__ASSIGNMENTS, assignments);
			t.require(UPDATE__WHERE, SqlTypes.BOOLEAN);
		});
		table.rule(SET_CLAUSE, w -> new TypeVariable(), t -> {
			var column = single((RecordType) t.nodeType());
			t.set(SET_CLAUSE__COLUMN, column.getKey());
			t.require(SET_CLAUSE__VALUE, column.getValue());
		});
		table.rule(DELETE, RuleTable::untyped, t -> {
			t.define(QueryContext.ROW, changeable(t));
			t.require(DELETE__WHERE, SqlTypes.BOOLEAN);
		});
	}

	/** A new table's columns c0, c1, ... with types drawn here, unless the row is already known. */
	private static void tableBody(ChildTyping t) {
		Type row = ((ContainerType) t.nodeType()).arguments().get(0);
		var columns = new LinkedHashMap<String, Type>();
		if (row instanceof RecordType known) {
			columns.putAll(SqlTypes.columns(known));
		} else {
			int n = 1 + (t.overBudget() ? 0 : t.decisions().choose("table.columns", SqlTypes.MAX_COLUMNS));
			for (int k = 0; k < n; k++) {
				var type = SqlTypes.VALUES.get(t.decisions().choose("column.type", SqlTypes.VALUES.size()));
				columns.put(SqlTypes.column(k), type);
			}
			if (!t.unify(row, RecordType.structural(columns))) {
				throw new RulesException("table row " + row + " cannot take columns " + columns);
			}
		}
		var definitions = new ArrayList<Type>();
		columns.forEach((name, type) -> definitions.add(SqlTypes.withColumn(name, type)));
		t.requireEach(TABLE_BODY__COLUMNS, definitions);
		t.requireEach(TABLE_BODY__CONSTRAINTS, List.of());
	}

	/** The row of the table a statement changes; views and indexes have no rows to change. */
	private static RecordType changeable(ChildTyping t) {
		var row = SqlTypes.rowOf(t.nodeType());
		if (SqlTypes.isView(row)) {
			throw new RulesException("a view's rows cannot be changed");
		}
		return row;
	}

	private static java.util.Map.Entry<String, Type> single(RecordType record) {
		if (record.fields().size() != 1) {
			throw new RulesException("expected one column, not " + record);
		}
		return record.fields().entrySet().iterator().next();
	}
}
