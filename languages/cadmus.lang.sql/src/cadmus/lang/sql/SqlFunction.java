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
	DENSE_RANK("DENSE_RANK", false, List.of(SqlTypes.INTEGER), Arity.NONE);

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

	SqlFunction(String sqlName, boolean aggregate, List<BaseType> results, Arity arity) {
		this.sqlName = sqlName;
		this.aggregate = aggregate;
		this.results = results;
		this.arity = arity;
	}

	/** Whether the call can have the node's type: settles the type to one of its results if so. */
	boolean settle(ChildTyping t) {
		for (var result : SqlQueryRules.rotated(results, t, "function.result")) {
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
		case STAR, NONE -> List.of();
		case ANY -> List.of(new TypeVariable(Set.copyOf(SqlTypes.VALUES)));
		};
	}

	boolean star() {
		return arity == Arity.STAR;
	}

	/** Whether it ranks rows, which only a window can ask of it. */
	boolean ranking() {
		return arity == Arity.NONE;
	}

}
