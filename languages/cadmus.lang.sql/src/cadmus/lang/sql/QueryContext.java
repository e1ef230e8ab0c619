package cadmus.lang.sql;

import cadmus.api.ChildTyping;
import cadmus.api.HoleContext;

/**
 * What enclosing statements and queries tell the expressions under them (through
 * {@link ChildTyping#define}), so that only valid SQL comes out: which row unqualified columns name, whether
 * the query aggregates, which clause an expression is in, whether it is inside an aggregate's argument.
 */
final class QueryContext {

	/** The row (a record type) whose columns an UPDATE's or DELETE's expressions name unqualified. */
	static final String ROW = "sql.row";
	/** The row an INSERT's VALUES rows fill. */
	static final String INSERT_ROW = "sql.insert-row";
	/** The innermost query's {@link Mode}. */
	static final String MODE = "sql.mode";
	/** The innermost {@link Clause} around an expression. */
	static final String CLAUSE = "sql.clause";
	/** The nesting depth of the innermost query (0 for a statement's own). */
	static final String DEPTH = "sql.depth";
	/** Set under an aggregate's arguments to its query's depth: the only query whose columns it takes. */
	static final String AGGREGATE_DEPTH = "sql.aggregate-depth";
	/** Set under an aggregate's arguments: aggregates do not nest. */
	static final String IN_AGGREGATE = "sql.in-aggregate";
	/** Set by a scalar subquery for its query: exactly one row, so its item is an aggregate and nothing groups. */
	static final String SINGLE_ROW = "sql.single-row";
	/** Set by a scalar subquery's item for its expression: the expression itself is an aggregate. */
	static final String MUST_AGGREGATE = "sql.must-aggregate";
	/**
	 * Set by a TLP check for its items: a window over the query's rows would see only a partition's rows in the
	 * partitions' queries, so it would differ there by design.
	 */
	static final String NO_WINDOWS = "sql.no-windows";
	/** Set by QUALIFY for its window: the call there is a window function. */
	static final String MUST_WINDOW = "sql.must-window";
	/**
	 * Set by a product, a concatenation and REPLACE for their operands: a value under them may come out larger (or
	 * longer) than it went in.
	 */
	static final String GROWS = "sql.grows";
	/** Set by an IN list for its values: whether they are constants, a long list of them (SqlExpressionRules). */
	static final String CONSTANT_LIST = "sql.constant-list";
	/**
	 * Set by a lambda for its body: the {@link LambdaParameter}s in scope, the enclosing lambdas' first. DuckDB takes
	 * no subquery, aggregate or window in a lambda's body.
	 */
	static final String LAMBDA_PARAMETERS = "sql.lambda-parameters";
	/** Hides an enclosing UPDATE's row inside a query, whose unqualified names would mean its own columns. */
	static final Object NO_ROW = "none";

	/** How a query produces rows. */
	enum Mode {
		/** One row per row of the FROM clause: column references anywhere, no aggregates. */
		PLAIN,
		/** One row in all: the select list and HAVING use columns only inside aggregates. */
		AGGREGATE,
		/** One row per group: as AGGREGATE, with a GROUP BY of columns. */
		GROUPED
	}

	/** A lambda's parameter: an element of the list the lambda maps or filters. */
	record LambdaParameter(String name, cadmus.api.types.Type type) {
	}

	enum Clause {
		ITEMS, WHERE, ON, HAVING, QUALIFY,
		/** A result column its grouped query groups by (GROUP BY 1): its own query's columns, outside any aggregate. */
		GROUP_KEY
	}

	private QueryContext() {
	}

	/** Enters a query: its depth, one below the enclosing query's. */
	static int enter(ChildTyping t) {
		int depth = (Integer) t.lookup(DEPTH).orElse(-1) + 1;
		t.define(DEPTH, depth);
		return depth;
	}

	static int depth(cadmus.api.Binder.BinderContext c) {
		return (Integer) c.lookup(DEPTH).orElse(0);
	}

	static boolean aggregating(HoleContext c) {
		var mode = c.lookup(MODE).orElse(Mode.PLAIN);
		var clause = c.lookup(CLAUSE).orElse(null);
		return mode != Mode.PLAIN && (clause == Clause.ITEMS || clause == Clause.HAVING);
	}

	static boolean inAggregate(HoleContext c) {
		return Boolean.TRUE.equals(c.lookup(IN_AGGREGATE).orElse(Boolean.FALSE));
	}

	@SuppressWarnings("unchecked")
	static java.util.List<LambdaParameter> lambdaParameters(HoleContext c) {
		return (java.util.List<LambdaParameter>) c.lookup(LAMBDA_PARAMETERS).orElse(java.util.List.of());
	}

	static boolean inLambda(HoleContext c) {
		return c.lookup(LAMBDA_PARAMETERS).isPresent();
	}

	/** Where an aggregate may stand: in an aggregating clause, not inside another aggregate or a lambda. */
	static boolean aggregateAllowed(HoleContext t) {
		return aggregating(t) && !inAggregate(t) && !inLambda(t);
	}

	/**
	 * Where a window function may stand: in a plain query's select list or QUALIFY (windows range over its rows),
	 * not inside an aggregate or another window, not in a query whose rows a check partitions.
	 */
	static boolean windowAllowed(HoleContext c) {
		var clause = c.lookup(CLAUSE).orElse(null);
		return c.lookup(MODE).orElse(Mode.PLAIN) == Mode.PLAIN && (clause == Clause.ITEMS || clause == Clause.QUALIFY)
				&& !inAggregate(c) && !inLambda(c) && !Boolean.TRUE.equals(c.lookup(NO_WINDOWS).orElse(Boolean.FALSE));
	}

	/** A column reference needs rows to range over: in an aggregating clause only under an aggregate. */
	static boolean columnAllowed(HoleContext c) {
		return !aggregating(c) || inAggregate(c);
	}

	/**
	 * Subqueries stay out of aggregating clauses (an outer column they correlate with would not be grouped),
	 * out of aggregates' arguments and lambdas' bodies, out of join conditions (Derby rejects them there) and out of
	 * group keys (which the engines would have to match against the grouped expression, subquery and all).
	 */
	static boolean subqueryAllowed(HoleContext c) {
		var clause = c.lookup(CLAUSE).orElse(null);
		return columnAllowed(c) && !inAggregate(c) && !inLambda(c) && clause != Clause.ON && clause != Clause.GROUP_KEY;
	}
}
