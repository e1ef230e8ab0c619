package cadmus.lang.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import cadmus.api.ChildTyping;
import cadmus.api.types.Type;

/**
 * The functions of JSON arrays: SQLite's JSON functions, text and binary (JSONB), DuckDB's and PostgreSQL's of jsonb
 * (the JSON construct). A JSON array of values of one type ({@link SqlTypes#json}) is built from values (json_array,
 * jsonb_build_array), changed at a path (set, inserted, replaced, removed) or converted, and is never a column or a
 * result: each ends in a function that makes a value of it: its length, an element, or an element's JSON type.
 *
 * <p>What keeps them conforming: no element is a string literal or a BLOB (the rules make neither a function's
 * argument), so no element is JSON text (SQLite nests text with its JSON subtype as JSON, not as a string: json()
 * would make such text, so it is left out); a path is one of a few literals ({@link SqlJsonArrays#paths}); an
 * element that is not there is NULL, never an error. SQLite's extracted element is the value that went in (a REAL as
 * its JSON text reads back); PostgreSQL's is its text.
 */
enum SqlJsonFunction {
	JSON_ARRAY("json_array", Shape.BUILD, SqlProfile.SQLITE, SqlProfile.DUCKDB),
	/** The same array in SQLite's binary format, a BLOB that the other functions read as they read JSON text. */
	JSONB_ARRAY("jsonb_array", Shape.BUILD, SqlProfile.SQLITE),
	JSON_SET("json_set", Shape.SET_AT, SqlProfile.SQLITE),
	JSONB_SET("jsonb_set", Shape.SET_AT, SqlProfile.SQLITE),
	/** Only where the path names no element: '$[#]', the end of the array. */
	JSON_INSERT("json_insert", Shape.SET_AT, SqlProfile.SQLITE),
	JSONB_INSERT("jsonb_insert", Shape.SET_AT, SqlProfile.SQLITE),
	/** Only where the path names an element. */
	JSON_REPLACE("json_replace", Shape.SET_AT, SqlProfile.SQLITE),
	JSON_REMOVE("json_remove", Shape.REMOVE_AT, SqlProfile.SQLITE),
	JSONB_REMOVE("jsonb_remove", Shape.REMOVE_AT, SqlProfile.SQLITE),
	/** Text to binary: the same array. */
	JSONB("jsonb", Shape.SAME, SqlProfile.SQLITE),
	JSON_ARRAY_LENGTH("json_array_length", Shape.COUNT, SqlProfile.SQLITE),
	JSON_EXTRACT("json_extract", Shape.ELEMENT, SqlProfile.SQLITE),
	/**
	 * The element's JSON type as the engine names it (SQLite's 'integer', 'real', 'text', 'null'; DuckDB's 'UBIGINT',
	 * 'DOUBLE', ...), or NULL where the path names no element.
	 */
	JSON_TYPE("json_type", Shape.TYPE_AT, SqlProfile.SQLITE, SqlProfile.DUCKDB),
	/** DuckDB: the element as text. (Not json_array_length: its UBIGINT fails when negated or made less than 0.) */
	JSON_EXTRACT_STRING("json_extract_string", Shape.ELEMENT_TEXT, SqlProfile.DUCKDB),
	/** STABLE, not IMMUTABLE (its arguments' output functions may depend on settings): see {@link SqlJsonArrays#refusedIn}. */
	JSONB_BUILD_ARRAY("jsonb_build_array", Shape.BUILD, SqlProfile.POSTGRES),
	/** Without the elements that are JSON nulls. */
	JSONB_STRIP_NULLS("jsonb_strip_nulls", Shape.SAME, SqlProfile.POSTGRES),
	JSONB_ARRAY_LENGTH("jsonb_array_length", Shape.COUNT, SqlProfile.POSTGRES),
	/** The element's text (a JSON null's is NULL): a double's may be longer than any text column holds. */
	JSONB_EXTRACT_PATH_TEXT("jsonb_extract_path_text", Shape.ELEMENT_TEXT, SqlProfile.POSTGRES),
	/** The array as indented text, longer than any text column holds ({@link #LONG_TEXT}). */
	JSONB_PRETTY("jsonb_pretty", Shape.TEXT, SqlProfile.POSTGRES);

	/** How the arguments and the result relate. */
	private enum Shape {
		/** json of T (T, ...): one to three elements */
		BUILD,
		/** json of T (json of T, path, T) */
		SET_AT,
		/** json of T (json of T, path) */
		REMOVE_AT,
		/** json of T (json of T) */
		SAME,
		/** integer (json of T) */
		COUNT,
		/** T (json of T, path) */
		ELEMENT,
		/** text (json of T, path) */
		ELEMENT_TEXT,
		/** text (json of T, path): the element's JSON type */
		TYPE_AT,
		/** text (json of T) */
		TEXT
	}

	private static final Set<String> JSON_VALUED = java.util.Arrays.stream(values())
			.filter(f -> f.shape == Shape.BUILD || f.shape == Shape.SET_AT || f.shape == Shape.REMOVE_AT || f.shape == Shape.SAME)
			.map(f -> f.sqlName).collect(java.util.stream.Collectors.toUnmodifiableSet());
	/**
	 * The functions whose text may pass a VARCHAR(20) column's length: PostgreSQL's text of a jsonb array (indented)
	 * or of a double element, which it enforces (a campaign's 45,000 programs stored it 3 times under a SET clause,
	 * "value too long for type character varying(20)").
	 */
	private static final Set<SqlJsonFunction> LONG_TEXT = java.util.EnumSet.of(JSONB_EXTRACT_PATH_TEXT, JSONB_PRETTY);
	private static final Set<String> NAMES = java.util.Arrays.stream(values()).map(f -> f.sqlName)
			.collect(java.util.stream.Collectors.toUnmodifiableSet());

	final String sqlName;
	private final Shape shape;
	private final Set<SqlProfile> dialects;

	SqlJsonFunction(String sqlName, Shape shape, SqlProfile... dialects) {
		this.sqlName = sqlName;
		this.shape = shape;
		this.dialects = Set.of(dialects);
	}

	/** Whether the dialect's programs call this function. */
	boolean in(SqlProfile dialect) {
		return dialects.contains(dialect);
	}

	/** Whether an expression is a JSON array: no constant a check can fold, and no value a CASE may take. */
	static boolean jsonValued(cadmus.lang.sql.sql.Expression e) {
		return e instanceof cadmus.lang.sql.sql.FunctionCall f && JSON_VALUED.contains(f.getName());
	}

	/** Whether a call's name is a JSON function's. */
	static boolean named(String name) {
		return NAMES.contains(name);
	}

	/**
	 * Whether a call of this function may stand here: it yields the node's type; at the expression depth limit it
	 * only builds an array or makes a value of one; and where the value is stored, it is no text longer than a column
	 * holds ({@link #LONG_TEXT}).
	 */
	boolean fits(ChildTyping t, boolean atDepthLimit) {
		return (!atDepthLimit || shape == Shape.BUILD || makesValue())
				&& !(LONG_TEXT.contains(this) && SqlPlacement.stored(t.ancestors())) && t.canUnify(t.nodeType(), result());
	}

	/** Calls this function: a plain call (not an aggregate, no window). */
	void call(ChildTyping t) {
		SqlExpressionRules.plainCall(t, sqlName, settle(t));
	}

	/** Whether the call makes a value of an array (its length, an element, a text) rather than an array. */
	boolean makesValue() {
		return !JSON_VALUED.contains(sqlName);
	}

	/** What the call can yield: a pattern the node's type must unify with. */
	private Type result() {
		return switch (shape) {
		case BUILD, SET_AT, REMOVE_AT, SAME -> SqlTypes.json(SqlExpressionRules.anyValue());
		case COUNT -> SqlTypes.INTEGER;
		case ELEMENT -> SqlExpressionRules.anyValue();
		case ELEMENT_TEXT, TYPE_AT, TEXT -> SqlTypes.TEXT;
		};
	}

	/** Makes the node's type this function's result and gives its arguments' types. */
	private List<Type> settle(ChildTyping t) {
		var result = result();
		t.unify(t.nodeType(), result);
		var element = SqlExpressionRules.anyValue();
		return switch (shape) {
		case BUILD -> {
			var elements = new ArrayList<Type>();
			var type = cadmus.api.types.ContainerType.argument(t.resolve(result));
			for (long n = t.decisions().between("json.elements", 1, 3); n > 0; n--) {
				elements.add(type);
			}
			yield elements;
		}
		case SET_AT -> List.of(result, SqlTypes.JSON_PATH, cadmus.api.types.ContainerType.argument(t.resolve(result)));
		case REMOVE_AT -> List.of(result, SqlTypes.JSON_PATH);
		case SAME -> List.of(result);
		case COUNT, TEXT -> List.of(SqlTypes.json(element));
		case ELEMENT -> List.of(SqlTypes.json(result), SqlTypes.JSON_PATH);
		case ELEMENT_TEXT, TYPE_AT -> List.of(SqlTypes.json(element), SqlTypes.JSON_PATH);
		};
	}
}
