package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.types.ContainerType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * Type rules of table definitions: a new table's columns and their types, constraints and generated values, and
 * what a dialect's tables may be beyond the portable core's (SQLite's STRICT and WITHOUT ROWID tables and declared
 * affinities). What a column may not be assigned (a unique or generated one) is recorded in the table's row.
 */
final class SqlTableRules {

	/** Set by a table body for its UNIQUE (a, b) constraint: the pair. */
	private static final String UNIQUE_PAIR = "sql.unique-pair";
	/** Set by a table body for its columns' types: whether the table is STRICT (SQLite). */
	static final String STRICT_TABLE = "sql.strict-table";
	/** Set by a table body for its generated columns: the row of its columns that are not generated. */
	private static final String GENERATED_SOURCES = "sql.generated-sources";
	/** Set by a key column's definition for its type: an integer key is BIGINT (see columnDefinition). */
	static final String KEY_COLUMN = "sql.key-column";

	/** SQLite's five affinities, each by a declared type that has it. */
	private static final List<String> AFFINITIES = List.of("TEXT", "NUMERIC", "INT", "REAL", "BLOB");

	private SqlTableRules() {
	}

	static void register(RuleTable table) {
		table.rule(CREATE_TABLE, RuleTable::untyped, t -> t.require(CREATE_TABLE__BODY, SqlTypes.table(new TypeVariable())));
		var options = new TableOptions(table.has(SqlProfile.Construct.WITHOUT_ROWID), table.has(SqlProfile.Construct.STRICT),
				table.has(SqlProfile.Construct.GENERATED_VIRTUAL), table.has(SqlProfile.Construct.GENERATED_STORED),
				table.has(SqlProfile.Construct.LIST_COLUMNS), table.has(SqlProfile.Construct.STRUCTS),
				table.has(SqlProfile.Construct.MAPS));
		table.rule(TABLE_BODY, w -> SqlTypes.table(new TypeVariable()), t -> tableBody(t, options));
		table.rule(GENERATED, w -> SqlTypes.GENERATED_CONSTRAINT, t -> {
			var type = SqlTypes.single((RecordType) t.lookup(QueryContext.ROW).orElseThrow()).getValue();
			// The expression names the table's other columns unqualified, none of them generated.
			t.define(QueryContext.ROW, t.lookup(GENERATED_SOURCES).orElseThrow());
			// And multiplies none: its value is stored and read as a column, which a query may multiply again, and
			// c1 * c1 of c1 = 62 * 748 passes 2^31 (PostgreSQL: integer out of range). As under a product, no product.
			t.define(SqlExpressionRules.PRODUCT, Boolean.TRUE);
			t.require(GENERATED__VALUE, type);
			boolean stored = options.storedColumns()
					&& (!options.virtualColumns() || t.decisions().flip("column.generated.stored", 0.5));
			t.set(GENERATED__STORED, stored);
			// VIRTUAL is the default where it is a kind at all: said or not.
			t.set(GENERATED__VIRTUAL, !stored && t.decisions().flip("column.generated.virtual", 0.5));
		});
		table.rule(COLUMN_DEFINITION, w -> new TypeVariable(), SqlTableRules::columnDefinition);
		table.rule(NOT_NULL, w -> SqlTypes.NOT_NULL_CONSTRAINT, t -> {
		});
		table.rule(PRIMARY_KEY, w -> SqlTypes.PRIMARY_KEY_CONSTRAINT, t -> {
		});
		table.rule(UNIQUE, w -> SqlTypes.UNIQUE_CONSTRAINT, t -> {
		});
		table.rule(CHECK, w -> SqlTypes.CHECK_CONSTRAINT, t -> t.require(CHECK__CONDITION, SqlTypes.BOOLEAN));
		table.rule(DEFAULT, w -> SqlTypes.DEFAULT_CONSTRAINT, t -> {
			var row = (RecordType) t.lookup(QueryContext.ROW).orElseThrow();
			t.require(DEFAULT__VALUE, SqlTypes.single(row).getValue());
		});
		table.rule(TABLE_UNIQUE, w -> SqlTypes.UNIQUE_CONSTRAINT,
				t -> t.set(TABLE_UNIQUE__COLUMNS, List.copyOf((List<?>) t.lookup(UNIQUE_PAIR).orElseThrow())));
		table.rule(TABLE_CHECK, w -> SqlTypes.CHECK_CONSTRAINT, t -> t.require(TABLE_CHECK__CONDITION, SqlTypes.BOOLEAN));
		table.rule(INTEGER_TYPE, w -> SqlTypes.INTEGER, t -> {
		});
		table.rule(BIGINT_TYPE, w -> SqlTypes.LIST_INDEX.equals(w) ? SqlTypes.LIST_INDEX : SqlTypes.INTEGER, t -> {
		});
		table.rule(DECIMAL_TYPE, w -> SqlTypes.DECIMAL, t -> {
			t.set(DECIMAL_TYPE__PRECISION, 10);
			t.set(DECIMAL_TYPE__SCALE, 2);
		});
		table.rule(DOUBLE_TYPE, w -> SqlTypes.DOUBLE, t -> {
		});
		table.rule(VARCHAR_TYPE, w -> SqlTypes.TEXT, t -> t.set(VARCHAR_TYPE__LENGTH, 20));
		table.rule(LIST_TYPE, w -> SqlTypes.list(SqlExpressionRules.anyValue()),
				t -> t.require(LIST_TYPE__ELEMENT, ContainerType.argument(t.resolve(t.nodeType()))));
		// SQLite's declared types: an affinity that converts what a column stores, whatever the rules put in it.
		table.rule(NAMED_TYPE, w -> SqlExpressionRules.anyValue(),
				t -> {
					boolean inStrict = Boolean.TRUE.equals(t.lookup(STRICT_TABLE).orElse(Boolean.FALSE));
					t.set(NAMED_TYPE__NAME, inStrict ? strictType(t)
							: AFFINITIES.get(t.decisions().choose("column.affinity", AFFINITIES.size())));
					t.set(NAMED_TYPE__SIZES, List.of());
					t.set(NAMED_TYPE__UNSIGNED, Boolean.FALSE);
				});
	}

	/**
	 * A new table's columns c0, c1, ... with types drawn here, unless the row is already known (a lifted table);
	 * then its constraints: a key column, UNIQUE columns or a UNIQUE pair, recorded in the row so that no
	 * UPDATE assigns them (a lifted table's row is fixed already, so it has none), and a CHECK over the row. Where
	 * the dialect has them, a table with a key column may be stored WITHOUT ROWID.
	 */
	private static void tableBody(ChildTyping t, TableOptions options) {
		Type row = ((ContainerType) t.nodeType()).arguments().get(0);
		var columns = new LinkedHashMap<String, Type>();
		var unique = new java.util.TreeSet<String>();
		var generated = new java.util.TreeSet<String>();
		String key = null;
		List<String> pair = List.of();
		if (row instanceof RecordType known) {
			columns.putAll(SqlTypes.columns(known));
			unique.addAll(SqlTypes.uniqueColumns(known));
			generated.addAll(SqlTypes.generatedColumns(known));
		} else {
			int n = 1 + (t.overBudget() ? 0 : t.decisions().choose("table.columns", SqlTypes.MAX_COLUMNS));
			for (int k = 0; k < n; k++) {
				var type = SqlTypes.VALUES.get(t.decisions().choose("column.type", SqlTypes.VALUES.size()));
				columns.put(SqlTypes.column(k), type);
			}
			var names = new ArrayList<>(columns.keySet());
			// At least one column stays free for UPDATE to assign.
			if (n > 1 && t.decisions().flip("table.key", 0.3)) {
				key = names.get(t.decisions().choose("table.key.column", n));
				unique.add(key);
			}
			for (String name : names) {
				if (!name.equals(key) && unique.size() < n - 1 && t.decisions().flip("column.unique", 0.08)) {
					unique.add(name);
				}
			}
			if (n == 3 && unique.isEmpty() && t.decisions().flip("table.unique", 0.12)) {
				int skip = t.decisions().choose("table.unique.skip", n);
				pair = names.stream().filter(c -> !c.equals(names.get(skip))).toList();
				unique.addAll(pair);
			}
			// Generated columns are computed from the others; one column at least stays free for UPDATE to assign.
			if (options.generates() && !t.overBudget()) {
				var free = names.stream().filter(c -> !unique.contains(c)).toList();
				for (String name : free) {
					if (generated.size() < free.size() - 1 && t.decisions().flip("column.generated", 0.2)) {
						generated.add(name);
					}
				}
			}
			if (options.listColumns() || options.structColumns() || options.mapColumns()) {
				nested(t, columns, unique, generated, options);
			}
			var fields = new LinkedHashMap<String, Type>(columns);
			unique.forEach(c -> fields.put(SqlTypes.UNIQUE_PREFIX + c, SqlTypes.MARKER));
			generated.forEach(c -> fields.put(SqlTypes.GENERATED_PREFIX + c, SqlTypes.MARKER));
			if (!t.unify(row, RecordType.structural(fields))) {
				throw new RulesException("table row " + row + " cannot take columns " + columns);
			}
		}
		var definitions = new ArrayList<Type>();
		for (var column : columns.entrySet()) {
			var requirement = new LinkedHashMap<String, Type>();
			requirement.put(column.getKey(), column.getValue());
			if (column.getKey().equals(key)) {
				requirement.put(SqlTypes.KEY_FIELD, SqlTypes.MARKER);
			} else if (unique.contains(column.getKey()) && !pair.contains(column.getKey())) {
				requirement.put(SqlTypes.UNIQUE_FIELD, SqlTypes.MARKER);
			} else if (generated.contains(column.getKey())) {
				requirement.put(SqlTypes.GENERATED_FIELD, SqlTypes.MARKER);
			}
			definitions.add(RecordType.structural(requirement));
		}
		t.requireEach(TABLE_BODY__COLUMNS, definitions);
		var constraints = new ArrayList<Type>();
		if (!pair.isEmpty()) {
			t.define(UNIQUE_PAIR, pair);
			constraints.add(SqlTypes.UNIQUE_CONSTRAINT);
		}
		if (columns.size() > 1 && !t.overBudget() && t.decisions().flip("table.check", 0.12)) {
			constraints.add(SqlTypes.CHECK_CONSTRAINT);
		}
		// A table CHECK names the columns that are not generated: DuckDB takes no constraint on a generated column.
		var sources = new LinkedHashMap<>(columns);
		sources.keySet().removeAll(generated);
		t.define(QueryContext.ROW, RecordType.structural(sources));
		t.define(GENERATED_SOURCES, RecordType.structural(sources));
		t.requireEach(TABLE_BODY__CONSTRAINTS, constraints);
		boolean strict = options.strict() && t.decisions().flip("table.strict", 0.3);
		t.set(TABLE_BODY__STRICT, strict);
		t.define(STRICT_TABLE, strict);
		boolean without = options.withoutRowid() && key != null && t.decisions().flip("table.without-rowid", 0.6);
		t.set(TABLE_BODY__WITHOUT, without);
		t.set(TABLE_BODY__ROWID_WORD, without ? "ROWID" : null);
	}

	/**
	 * Makes some columns lists of their values' type, structs whose first field has it, or maps of values of it (under
	 * keys of their own type): neither a unique one nor a generated one (no engine indexes a nested key here, and a
	 * generated one would be a nested expression stored), and never every column that is not generated, so that an index, a CHECK and a DELETE's predicate still
	 * have a column of a value type to name.
	 */
	private static void nested(ChildTyping t, java.util.Map<String, Type> columns, java.util.Set<String> unique,
			java.util.Set<String> generated, TableOptions options) {
		var free = columns.keySet().stream().filter(c -> !unique.contains(c) && !generated.contains(c)).toList();
		int values = columns.size() - generated.size();
		for (String name : free) {
			if (values > 1 && options.listColumns() && t.decisions().flip("column.list", 0.2)) {
				columns.put(name, SqlTypes.list(columns.get(name)));
				values--;
			} else if (values > 1 && options.structColumns() && t.decisions().flip("column.struct", 0.15)) {
				columns.put(name, SqlStructRules.column(t, columns.get(name)));
				values--;
			} else if (values > 1 && options.mapColumns() && t.decisions().flip("column.map", 0.15)) {
				columns.put(name, SqlMapRules.column(t, columns.get(name)));
				values--;
			}
		}
	}

	/**
	 * A STRICT table's column type, by the type of the values the rules put in the column: INT or INTEGER for
	 * integers (INT for a key column: INTEGER PRIMARY KEY is SQLite's row id), REAL for decimals and doubles, TEXT for
	 * text, or ANY for whatever it is.
	 */
	private static String strictType(ChildTyping t) {
		var type = t.nodeType();
		if (t.decisions().flip("column.strict-any", 0.15)) {
			return "ANY";
		}
		if (SqlTypes.INTEGER.equals(type)) {
			boolean key = Boolean.TRUE.equals(t.lookup(KEY_COLUMN).orElse(Boolean.FALSE));
			return key || t.decisions().flip("column.strict-int", 0.5) ? "INT" : "INTEGER";
		}
		if (SqlTypes.DECIMAL.equals(type) || SqlTypes.DOUBLE.equals(type)) {
			return "REAL";
		}
		return SqlTypes.TEXT.equals(type) ? "TEXT" : "ANY";
	}

	/**
	 * A column's type and constraints, in the order every engine parses: DEFAULT first (HSQLDB wants it before
	 * the others), then NOT NULL, PRIMARY KEY or UNIQUE, CHECK. A key column is NOT NULL PRIMARY KEY, and
	 * BIGINT if an integer: SQLite takes a column declared exactly INTEGER PRIMARY KEY for its row id, which
	 * turns an inserted NULL into a new number, and lets NULL into other key columns without NOT NULL.
	 */
	private static void columnDefinition(ChildTyping t) {
		var requirement = (RecordType) t.nodeType();
		var column = SqlTypes.single(requirement);
		t.set(COLUMN_DEFINITION__NAME, column.getKey());
		t.require(COLUMN_DEFINITION__TYPE, column.getValue());
		var own = SqlTypes.withColumn(column.getKey(), column.getValue());
		t.define(QueryContext.ROW, own);
		var constraints = new ArrayList<Type>();
		if (requirement.fields().containsKey(SqlTypes.GENERATED_FIELD)) {
			constraints.add(SqlTypes.GENERATED_CONSTRAINT); // and no other: DuckDB takes none on a generated column
		} else if (requirement.fields().containsKey(SqlTypes.KEY_FIELD)) {
			t.define(KEY_COLUMN, Boolean.TRUE);
			constraints.add(SqlTypes.NOT_NULL_CONSTRAINT);
			constraints.add(SqlTypes.PRIMARY_KEY_CONSTRAINT);
		} else if (!t.overBudget()) {
			// A list, struct or map column may be NOT NULL; its CHECK and DEFAULT would need nested constants, which the
			// rules keep to rows.
			boolean nested = SqlTypes.isNested(t.resolve(column.getValue()));
			if (t.decisions().flip("column.not-null", 0.12)) {
				constraints.add(SqlTypes.NOT_NULL_CONSTRAINT);
			}
			if (requirement.fields().containsKey(SqlTypes.UNIQUE_FIELD)) {
				constraints.add(SqlTypes.UNIQUE_CONSTRAINT);
			}
			if (!nested && t.decisions().flip("column.check", 0.1)) {
				constraints.add(SqlTypes.CHECK_CONSTRAINT);
			}
			// Derby's parser rejects a DEFAULT followed by two constraints (DEFAULT 1 UNIQUE CHECK (...)).
			if (!nested && constraints.size() <= 1 && t.decisions().flip("column.default", 0.15)) {
				constraints.add(0, SqlTypes.DEFAULT_CONSTRAINT);
			}
		} else if (requirement.fields().containsKey(SqlTypes.UNIQUE_FIELD)) {
			constraints.add(SqlTypes.UNIQUE_CONSTRAINT);
		}
		t.requireEach(COLUMN_DEFINITION__CONSTRAINTS, constraints);
	}

	/** What a dialect's tables may be beyond the portable core's. */
	private record TableOptions(boolean withoutRowid, boolean strict, boolean virtualColumns, boolean storedColumns,
			boolean listColumns, boolean structColumns, boolean mapColumns) {
		boolean generates() {
			return virtualColumns || storedColumns;
		}
	}
}
