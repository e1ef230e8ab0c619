package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.types.Type;

/**
 * The functions of JSON arrays: SQLite's JSON functions, text and binary (JSONB), DuckDB's and PostgreSQL's of jsonb
 * (the JSON construct). A JSON array of values of one type ({@link SqlTypes#json}) is built from values (json_array,
 * jsonb_build_array), changed at a path (set, inserted, replaced, removed) or converted, and is never a column or a
 * result: each ends in a function that makes a value of it: its length, an element, or an element's JSON type.
 *
 * <p>What keeps them conforming: no element is a string literal or a BLOB (the rules make neither a function's
 * argument), so no element is JSON text (SQLite nests text with its JSON subtype as JSON, not as a string: json()
 * would make such text, so it is left out); a path is one of a few literals ({@link #paths}); an element that is not
 * there is NULL, never an error. SQLite's extracted element is the value that went in (a REAL as its JSON text
 * reads back); PostgreSQL's is its text.
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
	/** STABLE, not IMMUTABLE (its arguments' output functions may depend on settings): see {@link #refusedIn}. */
	JSONB_BUILD_ARRAY("jsonb_build_array", Shape.BUILD, SqlProfile.POSTGRES),
	/** Without the elements that are JSON nulls. */
	JSONB_STRIP_NULLS("jsonb_strip_nulls", Shape.SAME, SqlProfile.POSTGRES),
	JSONB_ARRAY_LENGTH("jsonb_array_length", Shape.COUNT, SqlProfile.POSTGRES),
	/** The element's text (a JSON null's is NULL): a double's may be longer than any text column holds. */
	JSONB_EXTRACT_PATH_TEXT("jsonb_extract_path_text", Shape.ELEMENT_TEXT, SqlProfile.POSTGRES),
	/** The array as indented text, longer than any text column holds ({@link #storable}). */
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

	/** A dialect's JSON functions, in a fixed order; none where it has no JSON construct. */
	static List<SqlJsonFunction> of(SqlProfile dialect) {
		if (!dialect.has(SqlProfile.Construct.JSON)) {
			return List.of();
		}
		return java.util.Arrays.stream(values()).filter(f -> f.dialects.contains(dialect)).toList();
	}

	/**
	 * The paths to an element that calls take, as the dialect writes them: the first three elements and the last;
	 * SQLite's also the place after the last ('$[#]', where json_insert appends and nothing is found).
	 */
	static List<String> paths(SqlProfile dialect) {
		return switch (dialect) {
		case POSTGRES -> List.of("0", "1", "2", "-1");
		case DUCKDB -> List.of("$[0]", "$[1]", "$[2]", "$[#-1]");
		default -> List.of("$[0]", "$[1]", "$[2]", "$[#-1]", "$[#]");
		};
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
	 * Where the dialect's engine builds no JSON array: DuckDB binds json_array in no index ("Cannot use json_array in
	 * this context", a 10,000-program compare found one); PostgreSQL takes no STABLE function (jsonb_build_array) in
	 * an index or a generated column.
	 */
	static Set<org.eclipse.emf.ecore.EClass> refusedIn(SqlProfile dialect) {
		return switch (dialect) {
		case DUCKDB -> Set.of(CREATE_INDEX);
		case POSTGRES -> Set.of(CREATE_INDEX, GENERATED);
		default -> Set.of();
		};
	}

	/**
	 * Whether a call here may make a value of a JSON array: not where the dialect refuses one ({@link #refusedIn}),
	 * and some function yields the node's type.
	 */
	static boolean allowed(ChildTyping t, List<SqlJsonFunction> functions, Set<org.eclipse.emf.ecore.EClass> refusedIn) {
		if (t.ancestors().stream().anyMatch(refusedIn::contains)) {
			return false;
		}
		return functions.stream().anyMatch(f -> !f.makesJson() && f.storable(t) && t.canUnify(t.nodeType(), f.result()));
	}

	/**
	 * Whether the call's value may be stored where it stands: PostgreSQL's text of a jsonb array or of a double element
	 * is longer than VARCHAR(20), which PostgreSQL enforces, so neither stands under a SET clause (a campaign's 45,000
	 * programs stored it 3 times, "value too long for type character varying(20)").
	 */
	private boolean storable(ChildTyping t) {
		return !(this == JSONB_PRETTY || this == JSONB_EXTRACT_PATH_TEXT) || !t.ancestors().contains(SET_CLAUSE);
	}

	/**
	 * The call of a JSON function the node's type allows, drawn among them: a plain one (not an aggregate, no
	 * window). At the expression depth limit a JSON array is only built, of leaves.
	 */
	static void call(ChildTyping t, List<SqlJsonFunction> functions, boolean atDepthLimit) {
		var fitting = new ArrayList<SqlJsonFunction>();
		for (var f : functions) {
			if ((!atDepthLimit || f.shape == Shape.BUILD || !f.makesJson()) && f.storable(t)
					&& t.canUnify(t.nodeType(), f.result())) {
				fitting.add(f);
			}
		}
		if (fitting.isEmpty()) {
			throw new RulesException("no JSON function yields " + t.nodeType());
		}
		Collections.rotate(fitting, t.decisions().choose("json.function", fitting.size()));
		var f = fitting.get(0);
		SqlExpressionRules.plainCall(t, f.sqlName, f.settle(t));
	}

	private boolean makesJson() {
		return JSON_VALUED.contains(sqlName);
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
