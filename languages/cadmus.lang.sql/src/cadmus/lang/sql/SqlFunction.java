package cadmus.lang.sql;

import java.util.List;
import java.util.Set;

import cadmus.api.ChildTyping;
import cadmus.api.types.BaseType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * The functions generated queries call: the common scalar functions and the aggregates every engine in the
 * portable set has, with the same name and meaning. Left out on purpose: AVG (Derby averages integers and
 * decimals in their own type, truncating; numeric literals, typed as doubles where they fit, would hide
 * that), SUBSTR (Derby rejects positions past the end), and ROUND and TRIM variants.
 *
 * <p>The dialects add functions of their engines ({@link #of}). A dialect's programs run on one engine and its
 * configurations, so such a function need not mean the same everywhere, only the same on each run: its result's
 * type is one the rules know, and it never fails on the values the rules give it.
 */
enum SqlFunction {
	ABS("ABS", false, SqlTypes.NUMBERS, Arity.SAME),
	UPPER("UPPER", false, List.of(SqlTypes.TEXT), Arity.SAME),
	LOWER("LOWER", false, List.of(SqlTypes.TEXT), Arity.SAME),
	LENGTH("LENGTH", false, List.of(SqlTypes.INTEGER), Arity.TEXT),
	COALESCE("COALESCE", false, SqlTypes.VALUES, Arity.PAIR),
	NULLIF("NULLIF", false, SqlTypes.VALUES, Arity.PAIR),
	COUNT_ROWS("COUNT", true, List.of(SqlTypes.INTEGER), Arity.STAR),
	COUNT("COUNT", true, List.of(SqlTypes.INTEGER), Arity.ANY),
	SUM("SUM", true, SqlTypes.NUMBERS, Arity.SAME),
	MIN("MIN", true, SqlTypes.VALUES, Arity.SAME),
	MAX("MAX", true, SqlTypes.VALUES, Arity.SAME),
	/** Window functions only: a row's rank in its partition's order, with and without gaps after ties. */
	RANK("RANK", false, List.of(SqlTypes.INTEGER), Arity.NONE),
	DENSE_RANK("DENSE_RANK", false, List.of(SqlTypes.INTEGER), Arity.NONE),
	/** The first of two values that is not NULL: COALESCE's two-argument twin, with a code path of its own. */
	IFNULL("IFNULL", false, SqlTypes.VALUES, Arity.PAIR, SqlProfile.SQLITE, SqlProfile.DUCKDB),
	/** The greater or lesser of two values, NULLs left out (PostgreSQL's and DuckDB's meaning). */
	GREATEST("GREATEST", false, SqlTypes.VALUES, Arity.PAIR, SqlProfile.DUCKDB, SqlProfile.POSTGRES),
	LEAST("LEAST", false, SqlTypes.VALUES, Arity.PAIR, SqlProfile.DUCKDB, SqlProfile.POSTGRES),
	/** -1, 0 or 1, in the engine's numeric type. */
	SIGN("SIGN", false, SqlTypes.NUMBERS, Arity.SAME, SqlProfile.SQLITE, SqlProfile.DUCKDB, SqlProfile.POSTGRES),
	/** Every occurrence of the second text in the first replaced by the third. */
	REPLACE("REPLACE", false, List.of(SqlTypes.TEXT), Arity.TEXT_TRIPLE, SqlProfile.SQLITE, SqlProfile.DUCKDB,
			SqlProfile.POSTGRES),
	REVERSE("REVERSE", false, List.of(SqlTypes.TEXT), Arity.SAME, SqlProfile.DUCKDB, SqlProfile.POSTGRES),
	/** Where the second text first occurs in the first, from 1; 0 when nowhere. */
	INSTR("INSTR", false, List.of(SqlTypes.INTEGER), Arity.TEXT_PAIR, SqlProfile.SQLITE, SqlProfile.DUCKDB),
	STRPOS("STRPOS", false, List.of(SqlTypes.INTEGER), Arity.TEXT_PAIR, SqlProfile.DUCKDB, SqlProfile.POSTGRES),
	/**
	 * SQLite's hints to its query planner that a predicate is usually true or false; the value is the predicate's.
	 * Where a plan follows them and goes wrong, the result differs from the same query without them.
	 */
	LIKELY("LIKELY", false, List.of(SqlTypes.BOOLEAN), Arity.SAME, SqlProfile.SQLITE),
	UNLIKELY("UNLIKELY", false, List.of(SqlTypes.BOOLEAN), Arity.SAME, SqlProfile.SQLITE);

	/**
	 * The functions a window may apply, each with the same value on every row of a set of peers, so that no
	 * engine's order among rows that sort alike shows (ROW_NUMBER, LAG and FIRST_VALUE would): the aggregates over
	 * the default frame, which ends with the row's last peer, and the ranks.
	 */
	static final List<SqlFunction> WINDOWED = List.of(COUNT_ROWS, COUNT, SUM, MIN, MAX, RANK, DENSE_RANK);

	/** How the arguments relate to the result. */
	enum Arity {
		/** One argument of the result's type. */
		SAME,
		/** Two arguments of the result's type. */
		PAIR,
		/** One text argument. */
		TEXT,
		/** Two text arguments. */
		TEXT_PAIR,
		/** Three text arguments. */
		TEXT_TRIPLE,
		/** {@code *}. */
		STAR,
		/** No argument. */
		NONE,
		/** One argument of any value type. */
		ANY
	}

	final String sqlName;
	final boolean aggregate;
	private final List<BaseType> results;
	private final Arity arity;
	/** The dialects that have it; every dialect, the portable core included, when none is named. */
	private final Set<SqlProfile> dialects;

	SqlFunction(String sqlName, boolean aggregate, List<BaseType> results, Arity arity, SqlProfile... dialects) {
		this.sqlName = sqlName;
		this.aggregate = aggregate;
		this.results = results;
		this.arity = arity;
		this.dialects = Set.of(dialects);
	}

	/** The functions a dialect's programs call, in a fixed order: the portable core's, then the dialect's own. */
	static List<SqlFunction> of(SqlProfile dialect) {
		return java.util.Arrays.stream(values()).filter(f -> f.dialects.isEmpty() || f.dialects.contains(dialect)).toList();
	}

	/** Whether the call could have the node's type, changing nothing. */
	boolean fits(ChildTyping t) {
		return results.stream().anyMatch(result -> t.canUnify(t.nodeType(), result));
	}

	/** Whether the call can have the node's type: settles the type to one of its results if so. */
	boolean settle(ChildTyping t) {
		for (var result : t.typesInTurn("function.result", results)) {
			if (t.unify(t.nodeType(), result)) {
				return true;
			}
		}
		return false;
	}

	/** The argument types, once {@link #settle} fixed the result. */
	List<Type> arguments(Type result) {
		return switch (arity) {
		case SAME -> List.of(result);
		case PAIR -> List.of(result, result);
		case TEXT -> List.of(SqlTypes.TEXT);
		case TEXT_PAIR -> List.of(SqlTypes.TEXT, SqlTypes.TEXT);
		case TEXT_TRIPLE -> List.of(SqlTypes.TEXT, SqlTypes.TEXT, SqlTypes.TEXT);
		case STAR, NONE -> List.of();
		case ANY -> List.of(new TypeVariable(Set.copyOf(SqlTypes.VALUES)));
		};
	}

	boolean star() {
		return arity == Arity.STAR;
	}

	/** Whether it yields a truth value. */
	boolean predicate() {
		return results.contains(SqlTypes.BOOLEAN);
	}

	/** Whether it ranks rows, which only a window can ask of it. */
	boolean ranking() {
		return arity == Arity.NONE;
	}

}
