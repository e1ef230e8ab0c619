package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * The functions of lists: DuckDB's (the LISTS construct) and PostgreSQL's of arrays (ARRAYS), and DuckDB's of maps
 * (MAPS). A list comes from a list value ({@code [a, b]}, {@code ARRAY[a, b]}), from string_split, from a map's keys
 * or values, or from a function of lists (sorted, sliced, concatenated, extended, mapped or filtered by a lambda over
 * its elements) or, where the dialect has them, from a list column (SqlTableRules); a map from a map value or a map
 * column (not from map_concat, which takes only maps of one exact type: DECIMAL(10, 2) values and DECIMAL(3, 2) ones
 * differ, as do a map of NULLs and a map of text). Neither is ever a result, so each ends in a function that makes a
 * value of it: a list's length, its least, greatest or k-th element, its sum, whether or where it holds a value; a
 * map's value under a key, whether it has the key. (Not list_unique nor a map's cardinality: their counts are
 * UBIGINTs, which fail when negated or made less than 0.) None fails on what the rules give it: an index out of range,
 * a key not in the map or an empty list's least element is NULL, a sum widens (DuckDB's HUGEINT).
 */
enum SqlListFunction {
	LEN("len", Shape.COUNT, SqlProfile.DUCKDB),
	LIST_CONTAINS("list_contains", Shape.MEMBER, SqlProfile.DUCKDB),
	LIST_POSITION("list_position", Shape.POSITION, SqlProfile.DUCKDB),
	LIST_HAS_ANY("list_has_any", Shape.OVERLAP, SqlProfile.DUCKDB),
	LIST_HAS_ALL("list_has_all", Shape.OVERLAP, SqlProfile.DUCKDB),
	/** The k-th element, from 1 (negative: from the end), NULL out of range; k is a BIGINT ({@link SqlTypes#LIST_INDEX}). */
	LIST_EXTRACT("list_extract", Shape.ELEMENT_AT, SqlProfile.DUCKDB),
	LIST_MIN("list_min", Shape.ELEMENT, SqlProfile.DUCKDB),
	LIST_MAX("list_max", Shape.ELEMENT, SqlProfile.DUCKDB),
	LIST_SUM("list_sum", Shape.SUM, SqlProfile.DUCKDB),
	LIST_TRANSFORM("list_transform", Shape.TRANSFORM, SqlProfile.DUCKDB),
	LIST_FILTER("list_filter", Shape.FILTER, SqlProfile.DUCKDB),
	/** NULLs last (DuckDB's default order). */
	LIST_SORT("list_sort", Shape.SAME_LIST, SqlProfile.DUCKDB),
	LIST_REVERSE_SORT("list_reverse_sort", Shape.SAME_LIST, SqlProfile.DUCKDB),
	LIST_CONCAT("list_concat", Shape.LIST_PAIR, SqlProfile.DUCKDB),
	/** From the first index to the second, inclusive, from 1; negative indexes count from the end. */
	LIST_SLICE("list_slice", Shape.SLICE, SqlProfile.DUCKDB),
	STRING_SPLIT("string_split", Shape.SPLIT, SqlProfile.DUCKDB),
	/** PostgreSQL's arrays (one-dimensional here): the count of their elements. */
	CARDINALITY("cardinality", Shape.COUNT, SqlProfile.POSTGRES),
	/** Where a value first is, from 1, NULLs found as equal; NULL where it is not. */
	ARRAY_POSITION("array_position", Shape.POSITION, SqlProfile.POSTGRES),
	ARRAY_CAT("array_cat", Shape.LIST_PAIR, SqlProfile.POSTGRES),
	ARRAY_APPEND("array_append", Shape.WITH_ELEMENT, SqlProfile.POSTGRES),
	ARRAY_PREPEND("array_prepend", Shape.ELEMENT_FIRST, SqlProfile.POSTGRES),
	/** Without any element equal to the value. */
	ARRAY_REMOVE("array_remove", Shape.WITH_ELEMENT, SqlProfile.POSTGRES),
	/** Each element equal to the first value replaced by the second. */
	ARRAY_REPLACE("array_replace", Shape.REPLACE, SqlProfile.POSTGRES),
	/** DuckDB's maps (the MAPS construct): the value under a key, NULL where the key is not there. */
	MAP_EXTRACT_VALUE("map_extract_value", Shape.MAP_VALUE, SqlProfile.DUCKDB),
	MAP_CONTAINS("map_contains", Shape.MAP_MEMBER, SqlProfile.DUCKDB),
	/** The keys in the map's order. */
	MAP_KEYS("map_keys", Shape.KEYS, SqlProfile.DUCKDB),
	MAP_VALUES("map_values", Shape.VALUES, SqlProfile.DUCKDB),
	/** The value under a key as a list of it, empty where the key is not there. */
	ELEMENT_AT("element_at", Shape.MAP_LOOKUP, SqlProfile.DUCKDB);

	/** How the arguments and the result relate. */
	private enum Shape {
		/** integer (list) */
		COUNT,
		/** boolean (list of T, T) */
		MEMBER,
		/** integer (list of T, T): NULL where the value is not in the list */
		POSITION,
		/** boolean (list of T, list of T) */
		OVERLAP,
		/** T (list of T, integer) */
		ELEMENT_AT,
		/** T (list of T) */
		ELEMENT,
		/** number T (list of T) */
		SUM,
		/** list of B (list of A, lambda A: B) */
		TRANSFORM,
		/** list of T (list of T, lambda T: boolean) */
		FILTER,
		/** list of T (list of T) */
		SAME_LIST,
		/** list of T (list of T, list of T) */
		LIST_PAIR,
		/** list of T (list of T, integer, integer) */
		SLICE,
		/** list of text (text, text) */
		SPLIT,
		/** list of T (list of T, T) */
		WITH_ELEMENT,
		/** list of T (T, list of T) */
		ELEMENT_FIRST,
		/** list of T (list of T, T, T) */
		REPLACE,
		/** V (map of K to V, K) */
		MAP_VALUE,
		/** boolean (map of K to V, K) */
		MAP_MEMBER,
		/** list of K (map of K to V) */
		KEYS,
		/** list of V (map of K to V) */
		VALUES,
		/** list of V (map of K to V, K) */
		MAP_LOOKUP
	}

	private static final Set<String> NAMES = java.util.Arrays.stream(values()).map(f -> f.sqlName)
			.collect(java.util.stream.Collectors.toUnmodifiableSet());
	/** The names of those that make a list. */
	private static final Set<String> LIST_VALUED = java.util.Arrays.stream(values())
			.filter(f -> SqlTypes.isList(f.result())).map(f -> f.sqlName).collect(java.util.stream.Collectors.toUnmodifiableSet());

	final String sqlName;
	private final Shape shape;
	/** The dialects that have it. */
	private final Set<SqlProfile> dialects;

	/**
	 * Whether an expression is a list, a map or a lambda: no constant a check can fold, and no value a CASE may take (a
	 * lambda is none at all).
	 */
	static boolean listValued(cadmus.lang.sql.sql.Expression e) {
		return e instanceof cadmus.lang.sql.sql.ListValue || e instanceof cadmus.lang.sql.sql.MapValue
				|| e instanceof cadmus.lang.sql.sql.Lambda
				|| e instanceof cadmus.lang.sql.sql.FunctionCall f && LIST_VALUED.contains(f.getName());
	}

	SqlListFunction(String sqlName, Shape shape, SqlProfile... dialects) {
		this.sqlName = sqlName;
		this.shape = shape;
		this.dialects = Set.of(dialects);
	}

	/** A dialect's list (and map) functions, in a fixed order; none where it has no lists. */
	static List<SqlListFunction> of(SqlProfile dialect) {
		return java.util.Arrays.stream(values())
				.filter(f -> f.dialects.contains(dialect) && (!f.ofMaps() || dialect.has(SqlProfile.Construct.MAPS))).toList();
	}

	/** The map a map function reads, for a call of the node's type: the type a map column must have to be read. */
	private Type mapRead(ChildTyping t) {
		var node = t.resolve(t.nodeType());
		var anyValue = SqlExpressionRules.anyValue();
		return switch (shape) {
		case MAP_VALUE -> SqlTypes.map(SqlMapRules.anyKey(), node);
		case KEYS -> SqlTypes.map(SqlTypes.isList(node) ? elementOf(t, node) : SqlMapRules.anyKey(), anyValue);
		case VALUES, MAP_LOOKUP -> SqlTypes.map(SqlMapRules.anyKey(), SqlTypes.isList(node) ? elementOf(t, node) : anyValue);
		default -> SqlTypes.map(SqlMapRules.anyKey(), anyValue);
		};
	}

	/** Whether it takes a map (and so needs a dialect with maps). */
	private boolean ofMaps() {
		return switch (shape) {
		case MAP_VALUE, MAP_MEMBER, KEYS, VALUES, MAP_LOOKUP -> true;
		default -> false;
		};
	}

	/** Whether one of them yields a truth value (so a call may be a predicate). */
	static boolean anyPredicate(List<SqlListFunction> functions) {
		return functions.stream().anyMatch(f -> f.shape == Shape.MEMBER || f.shape == Shape.OVERLAP || f.shape == Shape.MAP_MEMBER);
	}

	/**
	 * The call of a list function the node's type allows, drawn among them. The call is a plain one: not an
	 * aggregate, no window; and no lambda in a constraint, an index or a generated column (DuckDB has none there), no
	 * list_min, list_max or list_sum in an index (DuckDB computes them with list_aggr, which it takes in no index).
	 */
	static void call(ChildTyping t, List<SqlListFunction> functions) {
		boolean lambdas = t.ancestors().stream().noneMatch(SqlPlacement.ROW_PREDICATES::contains);
		boolean aggregating = !t.ancestors().contains(CREATE_INDEX);
		var fitting = new ArrayList<SqlListFunction>();
		var columnReads = new ArrayList<SqlListFunction>();
		Boolean mapValues = null;
		// Asked once: where no map column is in scope (most holes), no map function asks again for its own.
		Boolean anyMapColumn = null;
		for (var f : functions) {
			if ((lambdas || !f.takesLambda()) && (aggregating || !f.aggregates())
					&& t.canUnify(t.nodeType(), f.result())) {
				if (f.ofMaps() && anyMapColumn == null) {
					anyMapColumn = SqlNameRules.anyColumnInScope(t,
							SqlTypes.map(SqlMapRules.anyKey(), SqlExpressionRules.anyValue()));
				}
				// A map function reads a map column in scope (mostly, where there is one), or now and then a map value
				// made on the spot (which the optimizer folds, and the engine without it computes).
				if (f.ofMaps() && anyMapColumn && SqlNameRules.anyColumnInScope(t, f.mapRead(t))) {
					columnReads.add(f);
				} else if (f.ofMaps()) {
					if (mapValues == null) {
						mapValues = t.decisions().flip("list.map-value", 0.1);
					}
					if (!mapValues) {
						continue;
					}
				}
				fitting.add(f);
			}
		}
		if (!columnReads.isEmpty() && t.decisions().flip("list.map-column", 0.5)) {
			fitting = columnReads;
		}
		if (fitting.isEmpty()) {
			throw new RulesException("no list function yields " + t.nodeType());
		}
		Collections.rotate(fitting, t.decisions().choose("list.function", fitting.size()));
		var f = fitting.get(0);
		SqlExpressionRules.plainCall(t, f.sqlName, f.settle(t));
	}

	/** Whether a call's name is a list function's. */
	static boolean named(String name) {
		return NAMES.contains(name);
	}

	/** Whether DuckDB computes it as an aggregate over the list's elements (list_aggr). */
	private boolean aggregates() {
		return shape == Shape.ELEMENT || shape == Shape.SUM;
	}

	private boolean takesLambda() {
		return shape == Shape.TRANSFORM || shape == Shape.FILTER;
	}

	/** What the call can yield: a pattern the node's type must unify with. */
	private Type result() {
		return switch (shape) {
		case COUNT, POSITION -> SqlTypes.INTEGER;
		case MEMBER, OVERLAP, MAP_MEMBER -> SqlTypes.BOOLEAN;
		case ELEMENT_AT, ELEMENT, MAP_VALUE -> SqlExpressionRules.anyValue();
		case SUM -> new TypeVariable(Set.copyOf(SqlTypes.NUMBERS));
		case TRANSFORM, FILTER, SAME_LIST, LIST_PAIR, SLICE, WITH_ELEMENT, ELEMENT_FIRST, REPLACE ->
			SqlTypes.list(SqlExpressionRules.anyValue());
		case SPLIT -> SqlTypes.list(SqlTypes.TEXT);
		case KEYS -> SqlTypes.list(SqlMapRules.anyKey());
		case VALUES, MAP_LOOKUP -> SqlTypes.list(SqlExpressionRules.anyValue());
		};
	}

	/** Makes the node's type this function's result and gives its arguments' types. */
	private List<Type> settle(ChildTyping t) {
		var result = result();
		t.unify(t.nodeType(), result);
		var element = SqlExpressionRules.anyValue();
		return switch (shape) {
		case COUNT -> List.of(SqlTypes.list(element));
		case MEMBER, POSITION -> List.of(SqlTypes.list(element), element);
		case OVERLAP -> List.of(SqlTypes.list(element), SqlTypes.list(element));
		case ELEMENT_AT -> List.of(SqlTypes.list(result), SqlTypes.LIST_INDEX);
		case ELEMENT, SUM -> List.of(SqlTypes.list(result));
		case TRANSFORM -> List.of(SqlTypes.list(element), new FunctionType(List.of(element), elementOf(t, result)));
		case FILTER -> List.of(result, new FunctionType(List.of(elementOf(t, result)), SqlTypes.BOOLEAN));
		case SAME_LIST -> List.of(result);
		case LIST_PAIR -> List.of(result, result);
		case SLICE -> List.of(result, SqlTypes.INTEGER, SqlTypes.INTEGER);
		case SPLIT -> List.of(SqlTypes.TEXT, SqlTypes.TEXT);
		case WITH_ELEMENT -> List.of(result, elementOf(t, result));
		case ELEMENT_FIRST -> List.of(elementOf(t, result), result);
		case REPLACE -> List.of(result, elementOf(t, result), elementOf(t, result));
		case MAP_VALUE -> mapAndKey(result);
		case MAP_MEMBER -> mapAndKey(element);
		case KEYS -> List.of(SqlTypes.map(elementOf(t, result), element));
		case VALUES -> List.of(SqlTypes.map(SqlMapRules.anyKey(), elementOf(t, result)));
		case MAP_LOOKUP -> mapAndKey(elementOf(t, result));
		};
	}

	/** A map of values of the type, and a key of it. */
	private static List<Type> mapAndKey(Type value) {
		var key = SqlMapRules.anyKey();
		return List.of(SqlTypes.map(key, value), key);
	}

	private static Type elementOf(ChildTyping t, Type list) {
		return cadmus.api.types.ContainerType.argument(t.resolve(list));
	}
}
