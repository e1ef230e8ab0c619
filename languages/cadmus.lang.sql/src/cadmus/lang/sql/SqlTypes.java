package cadmus.lang.sql;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import cadmus.api.RulesException;
import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeLattice;

/**
 * The types of generated SQL. Values are integer, decimal, double precision and text; booleans are
 * predicates only (SQLite has no boolean values, so none is ever a column or a result). The portable subset
 * converts between them only through an explicit CAST, so none is declared a subtype of another.
 * <p>
 * A table (or view) binding has type {@code table<row>}, its row a record {@code {c0: T0, c1: T1, ...}}; a view's
 * row also has the marker field {@link #VIEW_FIELD}, so statements that change rows can tell it apart. An alias
 * in a FROM clause is bound to the row with the marker field {@link #ALIAS_FIELD}: column references name an
 * alias whose row has the column, and the marker's restricted type keeps an alias from ever being lifted.
 */
final class SqlTypes {

	static final BaseType INTEGER = new BaseType("integer");
	static final BaseType DECIMAL = new BaseType("decimal");
	static final BaseType DOUBLE = new BaseType("double");
	static final BaseType TEXT = new BaseType("text");
	static final BaseType BOOLEAN = new BaseType("boolean");
	/** The type of the marker fields: restricted, never a value. */
	static final BaseType MARKER = new BaseType("marker");
	/** What an index binding has: nothing refers to an index. */
	static final ContainerType INDEX = ContainerType.of("index");

	static final String ALIAS_FIELD = "$alias";
	static final String VIEW_FIELD = "$view";
	/**
	 * Marks a column of a table's row as unique (PRIMARY KEY, UNIQUE, or part of a UNIQUE pair): no UPDATE
	 * assigns it, because engines check uniqueness at different times within a statement (PostgreSQL, MariaDB
	 * and SQLite row by row, others at its end), so {@code SET c = c + 1} fails on some and not on others.
	 */
	static final String UNIQUE_PREFIX = "$unique.";
	/**
	 * Marks a column of a table's row as generated (its value computed from the row's other columns): no INSERT
	 * names it and no UPDATE assigns it.
	 */
	static final String GENERATED_PREFIX = "$generated.";
	/** Marks a column definition's requirement: a generated column. */
	static final String GENERATED_FIELD = "$generated";
	/** Marks a column definition's requirement: the table's key column. */
	static final String KEY_FIELD = "$key";
	/** Marks a column definition's requirement: a UNIQUE column. */
	static final String UNIQUE_FIELD = "$unique";

	/**
	 * Kinds of column and table constraints, as types: a definition asks for its constraints by type, which
	 * fixes each one's class (restricted: never a value).
	 */
	static final BaseType NOT_NULL_CONSTRAINT = new BaseType("constraint-not-null");
	static final BaseType PRIMARY_KEY_CONSTRAINT = new BaseType("constraint-primary-key");
	static final BaseType UNIQUE_CONSTRAINT = new BaseType("constraint-unique");
	static final BaseType CHECK_CONSTRAINT = new BaseType("constraint-check");
	static final BaseType DEFAULT_CONSTRAINT = new BaseType("constraint-default");
	static final BaseType GENERATED_CONSTRAINT = new BaseType("constraint-generated");
	private static final List<BaseType> CONSTRAINTS = List.of(NOT_NULL_CONSTRAINT, PRIMARY_KEY_CONSTRAINT,
			UNIQUE_CONSTRAINT, CHECK_CONSTRAINT, DEFAULT_CONSTRAINT, GENERATED_CONSTRAINT);

	/** Types a column or a query result can have, in a fixed order (decisions index into it). */
	static final List<BaseType> VALUES = List.of(INTEGER, DECIMAL, DOUBLE, TEXT);
	static final List<BaseType> NUMBERS = List.of(INTEGER, DECIMAL, DOUBLE);

	/**
	 * The nesting depth of the query an alias belongs to, as a field of the alias's type: an aggregate may take
	 * only columns of its own query's aliases (one over outer columns only would belong to the outer query).
	 */
	static final String DEPTH_FIELD = "$depth";
	private static final List<BaseType> DEPTHS = java.util.stream.IntStream.range(0, 16)
			.mapToObj(d -> new BaseType("query-depth-" + d)).toList();

	/** What an ORDER BY position stands for: the k-th result column (restricted, never a value). */
	static final int MAX_POSITIONS = 16;
	private static final List<BaseType> POSITIONS = java.util.stream.IntStream.range(0, MAX_POSITIONS)
			.mapToObj(k -> new BaseType("position-" + (k + 1))).toList();

	static BaseType position(int k) {
		return POSITIONS.get(k);
	}

	/**
	 * The 1-based result column a position type names, or 0 when the type is not one. A hole's type may come
	 * as a variable limited to that one base type.
	 */
	static int positionOf(Type type) {
		if (type instanceof cadmus.api.types.TypeVariable v && v.choices() != null && v.choices().size() == 1) {
			type = v.choices().iterator().next();
		}
		int k = type instanceof BaseType b ? POSITIONS.indexOf(b) : -1;
		return k + 1;
	}

	/**
	 * A list's index for DuckDB's list_extract, which takes a BIGINT and no other integer type (not SUM's HUGEINT):
	 * written CAST(i AS BIGINT), the only node that has this type (restricted: never a value).
	 */
	static final BaseType LIST_INDEX = new BaseType("list-index");

	/**
	 * A DuckDB list or a PostgreSQL array of values of one type: a column's type where the dialect has list columns,
	 * never a result's (see SqlListFunction).
	 */
	static ContainerType list(Type element) {
		return ContainerType.of("list", element);
	}

	static boolean isList(Type type) {
		return ContainerType.is(type, "list");
	}

	/**
	 * A DuckDB STRUCT of fields of these types, in order, named by {@link #field}: a column's type where the dialect
	 * has structs, never a result's (a field of it is one).
	 */
	static ContainerType struct(List<Type> fields) {
		return ContainerType.of("struct", fields.toArray(Type[]::new));
	}

	static boolean isStruct(Type type) {
		return ContainerType.is(type, "struct");
	}

	/**
	 * A DuckDB MAP of values of one type under keys of another (integer or text): a column's type where the dialect has
	 * maps, never a result's (the map functions make a value of it).
	 */
	static ContainerType map(Type key, Type value) {
		return ContainerType.of("map", key, value);
	}

	static boolean isMap(Type type) {
		return ContainerType.is(type, "map");
	}

	/** The types a map's keys have. */
	static final List<BaseType> MAP_KEYS = List.of(INTEGER, TEXT);

	/** Whether a type is a list, a struct or a map: a column's type that no index, CHECK or DEFAULT takes here. */
	static boolean isNested(Type type) {
		return isList(type) || isStruct(type) || isMap(type);
	}

	/** The name of a struct's k-th field. */
	static String field(int k) {
		return "f" + k;
	}

	/**
	 * A row value of values of these types, in order (never a column's or a result's type: it stands only in a
	 * comparison with another).
	 */
	static ContainerType rowValue(List<Type> elements) {
		return ContainerType.of("row-value", elements.toArray(Type[]::new));
	}

	static boolean isRowValue(Type type) {
		return ContainerType.is(type, "row-value");
	}

	/** A JSON array of values of one type (never a column's or a result's type: see SqlJsonFunction). */
	static ContainerType json(Type element) {
		return ContainerType.of("json", element);
	}

	static boolean isJson(Type type) {
		return ContainerType.is(type, "json");
	}

	/**
	 * A path to an element of a JSON array, a string literal of the dialect's few ({@link SqlJsonFunction#paths}):
	 * the only node that has this type (restricted: never a value).
	 */
	static final BaseType JSON_PATH = new BaseType("json-path");

	/** Most columns a generated table has; column references pick among these names. */
	static final int MAX_COLUMNS = 3;

	private SqlTypes() {
	}

	static TypeLattice lattice() {
		var lattice = new TypeLattice().restrict(MARKER).restrict(LIST_INDEX).restrict(JSON_PATH).restrictKind("index");
		DEPTHS.forEach(lattice::restrict);
		POSITIONS.forEach(lattice::restrict);
		CONSTRAINTS.forEach(lattice::restrict);
		return lattice;
	}

	static String column(int k) {
		return "c" + k;
	}

	static ContainerType table(Type row) {
		return ContainerType.of("table", row);
	}

	/** The row of a table type, which must be settled by now. */
	static RecordType rowOf(Type table) {
		if (table instanceof ContainerType c && c.kind().equals("table") && c.arguments().get(0) instanceof RecordType r) {
			return r;
		}
		throw new RulesException("not a table with known columns: " + table);
	}

	static boolean isView(RecordType row) {
		return row.fields().containsKey(VIEW_FIELD);
	}

	/** The columns of a row in order (c0, c1, ...), without marker fields. */
	static Map<String, Type> columns(RecordType row) {
		var result = new TreeMap<String, Type>();
		row.fields().forEach((name, type) -> {
			if (!name.startsWith("$")) {
				result.put(name, type);
			}
		});
		return result;
	}

	/** The columns of a row that no UPDATE may assign (see {@link #UNIQUE_PREFIX}). */
	static java.util.Set<String> uniqueColumns(RecordType row) {
		return marked(row, UNIQUE_PREFIX);
	}

	/** The generated columns of a row (see {@link #GENERATED_PREFIX}). */
	static java.util.Set<String> generatedColumns(RecordType row) {
		return marked(row, GENERATED_PREFIX);
	}

	/** A row's columns of lists, structs or maps (the LIST_COLUMNS, STRUCTS and MAPS constructs). */
	static java.util.Set<String> nestedColumns(RecordType row) {
		var nested = new java.util.TreeSet<String>();
		columns(row).forEach((name, type) -> {
			if (isNested(type)) {
				nested.add(name);
			}
		});
		return nested;
	}

	/** A row's columns that are not generated, without marker fields. */
	static RecordType withoutGenerated(RecordType row) {
		var sources = new LinkedHashMap<>(columns(row));
		sources.keySet().removeAll(generatedColumns(row));
		return RecordType.structural(sources);
	}

	/** The columns a row's marker fields of one kind name ({@code prefix} and the column). */
	private static java.util.Set<String> marked(RecordType row, String prefix) {
		var result = new java.util.TreeSet<String>();
		row.fields().keySet().forEach(name -> {
			if (name.startsWith(prefix)) {
				result.add(name.substring(prefix.length()));
			}
		});
		return result;
	}

	/** The row a view's query produces, marked as a view's. */
	static RecordType viewRow(Type queryRow) {
		if (!(queryRow instanceof RecordType r)) {
			throw new RulesException("a view's query has no known columns: " + queryRow);
		}
		var fields = new LinkedHashMap<>(columns(r));
		fields.put(VIEW_FIELD, MARKER);
		return RecordType.structural(fields);
	}

	/** What an alias of a table (or view) is bound to: its columns, the alias marker and its query's depth. */
	static RecordType aliasOf(Type table, int depth) {
		var fields = new LinkedHashMap<>(columns(rowOf(table)));
		fields.put(ALIAS_FIELD, MARKER);
		fields.put(DEPTH_FIELD, depth(depth));
		return RecordType.structural(fields);
	}

	static BaseType depth(int depth) {
		if (depth >= DEPTHS.size()) {
			throw new RulesException("queries nested deeper than " + DEPTHS.size());
		}
		return DEPTHS.get(depth);
	}

	/** As {@link #aliasWith}, limited to aliases of the query at {@code depth}. */
	static RecordType aliasWith(String name, Type type, int depth) {
		return RecordType.structural(Map.of(name, type, ALIAS_FIELD, MARKER, DEPTH_FIELD, depth(depth)));
	}

	/**
	 * What a qualified column reference requires of its alias: the column, and the alias marker, which keeps
	 * the engine from lifting a table where only an alias can serve.
	 */
	static RecordType aliasWith(String name, Type type) {
		return RecordType.structural(Map.of(name, type, ALIAS_FIELD, MARKER));
	}

	/** A requirement: a row that has column {@code name} of type {@code type} (and maybe others). */
	static RecordType withColumn(String name, Type type) {
		return RecordType.structural(Map.of(name, type));
	}

	/** The one column of a record (its marker fields aside). */
	static java.util.Map.Entry<String, Type> single(RecordType record) {
		var columns = SqlTypes.columns(record);
		if (columns.size() != 1) {
			throw new RulesException("expected one column, not " + record);
		}
		return columns.entrySet().iterator().next();
	}
}
