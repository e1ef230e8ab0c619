package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.types.BaseType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * Type rules of expressions. Operators take operands of one type (no implicit conversion but numeric
 * literals); predicates are boolean; a CAST only widens a number or types a NULL; a scalar subquery is an
 * aggregate without grouping, so it yields exactly one row. Arithmetic is +, - and * (not * on decimals, whose
 * scale engines store differently): division and modulo would need safe wrappers the engines agree on.
 */
final class SqlExpressionRules {

	private static final List<String> COMPARISONS = List.of("=", "<>", "<", "<=", ">", ">=");

	/** Set by a ranking function for its window, which must then order its rows. */
	private static final String RANKING = "sql.ranking";
	/** Defined under a product, for its operands (no product nests in another). */
	private static final String PRODUCT = "sql.product";

	/** Whether the dialect has window functions. */
	private final boolean windows;
	/** Whether values of any two types may be compared (SQLite's affinities decide how). */
	private final boolean mixedComparisons;
	/** The functions the dialect's programs call ({@link SqlFunction#of}). */
	private final List<SqlFunction> functions;
	/** The functions of lists the dialect's programs call ({@link SqlListFunction#of}): none where it has no lists. */
	private final List<SqlListFunction> listFunctions;
	/** Whether the dialect has lists (DuckDB's lists, PostgreSQL's arrays). */
	private final boolean lists;
	/** The functions of JSON arrays the dialect's programs call ({@link SqlJsonFunction#of}): none where it has no JSON. */
	private final List<SqlJsonFunction> jsonFunctions;
	/** Where the dialect's engine builds no JSON array ({@link SqlJsonFunction#refusedIn}). */
	private final Set<org.eclipse.emf.ecore.EClass> jsonRefusedIn;

	private SqlExpressionRules(boolean windows, boolean mixedComparisons, List<SqlFunction> functions,
			List<SqlListFunction> listFunctions, List<SqlJsonFunction> jsonFunctions,
			Set<org.eclipse.emf.ecore.EClass> jsonRefusedIn) {
		this.windows = windows;
		this.mixedComparisons = mixedComparisons;
		this.functions = functions;
		this.listFunctions = listFunctions;
		this.lists = !listFunctions.isEmpty();
		this.jsonFunctions = jsonFunctions;
		this.jsonRefusedIn = jsonRefusedIn;
	}

	static TypeVariable anyValue() {
		return new TypeVariable(Set.copyOf(SqlTypes.VALUES));
	}

	static TypeVariable anyValueOrBoolean() {
		var choices = new java.util.HashSet<BaseType>(SqlTypes.VALUES);
		choices.add(SqlTypes.BOOLEAN);
		return new TypeVariable(choices);
	}

	static void register(RuleTable table) {
		var rules = new SqlExpressionRules(table.has(SqlProfile.Construct.WINDOWS), table.has(SqlProfile.Construct.AFFINITY),
				SqlFunction.of(table.profile()), SqlListFunction.of(table.profile()), SqlJsonFunction.of(table.profile()),
				SqlJsonFunction.refusedIn(table.profile()));
		table.rule(WINDOW, RuleTable::untyped, SqlExpressionRules::window);
		// NULLs sort lowest, written out, as in a query's ORDER BY.
		table.rule(WINDOW_ORDER, RuleTable::untyped, t -> {
			t.require(WINDOW_ORDER__VALUE, anyValue());
			boolean descending = t.decisions().flip("window.descending", 0.3);
			t.set(WINDOW_ORDER__DESCENDING, descending);
			t.set(WINDOW_ORDER__NULLS_FIRST, !descending);
			t.set(WINDOW_ORDER__NULLS_LAST, descending);
		});
		table.rule(BINARY, w -> anyValueOrBoolean(), rules::binary);
		table.rule(NOT, w -> SqlTypes.BOOLEAN, t -> t.require(NOT__OPERAND, SqlTypes.BOOLEAN));
		table.rule(NEGATE, w -> new TypeVariable(Set.copyOf(SqlTypes.NUMBERS)), t -> t.require(NEGATE__OPERAND, t.nodeType()));
		table.rule(IS_NULL, w -> SqlTypes.BOOLEAN, t -> t.require(IS_NULL__OPERAND, anyValueOrBoolean()));
		table.rule(BETWEEN, w -> SqlTypes.BOOLEAN, t -> {
			var operand = anyValue();
			t.require(BETWEEN__OPERAND, operand);
			t.require(BETWEEN__LOW, operand);
			t.require(BETWEEN__HIGH, operand);
		});
		table.rule(IN_LIST, w -> SqlTypes.BOOLEAN, t -> {
			var operand = anyValue();
			t.require(IN_LIST__OPERAND, operand);
			t.require(IN_LIST__VALUES, operand);
		});
		table.rule(IN_QUERY, w -> SqlTypes.BOOLEAN, t -> {
			var operand = anyValue();
			t.require(IN_QUERY__OPERAND, operand);
			t.require(IN_QUERY__QUERY, SqlTypes.withColumn(SqlTypes.column(0), operand));
		});
		table.rule(LIKE, w -> SqlTypes.BOOLEAN, t -> {
			t.require(LIKE__OPERAND, SqlTypes.TEXT);
			t.require(LIKE__PATTERN, SqlTypes.TEXT);
		});
		table.rule(SCALAR_SUBQUERY, w -> anyValue(), t -> {
			t.define(QueryContext.SINGLE_ROW, Boolean.TRUE);
			t.require(SCALAR_SUBQUERY__QUERY, SqlTypes.withColumn(SqlTypes.column(0), t.nodeType()));
		});
		table.rule(EXISTS, w -> SqlTypes.BOOLEAN, t -> t.require(EXISTS__QUERY, new TypeVariable()));
		table.rule(CASE, w -> anyValue(), t -> {
			t.require(CASE__WHENS, t.nodeType());
			t.require(CASE__OTHERWISE, t.nodeType());
		});
		table.rule(WHEN, w -> new TypeVariable(), t -> {
			t.require(WHEN__CONDITION, SqlTypes.BOOLEAN);
			t.require(WHEN__VALUE, t.nodeType());
		});
		table.rule(CAST, w -> SqlTypes.LIST_INDEX.equals(w) ? SqlTypes.LIST_INDEX : anyValue(), SqlExpressionRules::cast);
		// A call is a predicate only where the dialect has a function that is one (SQLite's LIKELY, DuckDB's
		// list_contains); it makes a list only where the dialect has lists.
		boolean predicates = SqlListFunction.anyPredicate(rules.listFunctions)
				|| rules.functions.stream().anyMatch(SqlFunction::predicate);
		table.rule(FUNCTION_CALL, w -> rules.lists && w != null && SqlTypes.isList(w) ? SqlTypes.list(anyValue())
				: !rules.jsonFunctions.isEmpty() && w != null && SqlTypes.isJson(w) ? SqlTypes.json(anyValue())
				: predicates ? anyValueOrBoolean() : anyValue(), rules::call);
		SqlListRules.register(table);
		table.rule(COLUMN_REF, w -> anyValue(), SqlExpressionRules::columnRef);
		table.rule(COLUMN, w -> anyValue(), SqlExpressionRules::column);
		// A number, or an ORDER BY position (its value then follows from the type).
		table.rule(INTEGER_LITERAL, w -> SqlTypes.positionOf(w) > 0 ? w : new TypeVariable(Set.copyOf(SqlTypes.NUMBERS)), t -> {
			for (int k = 0; SqlTypes.positionOf(t.nodeType()) == 0 && k < SqlTypes.MAX_POSITIONS; k++) {
				if (t.canUnify(t.nodeType(), SqlTypes.position(k)) && !t.canUnify(t.nodeType(), SqlTypes.INTEGER)) {
					t.unify(t.nodeType(), SqlTypes.position(k));
				}
			}
			int position = SqlTypes.positionOf(t.nodeType());
			if (position > 0) {
				t.set(INTEGER_LITERAL__VALUE, position);
			}
		});
		table.rule(DECIMAL_LITERAL, w -> TypeVariable.oneOf(SqlTypes.DECIMAL, SqlTypes.DOUBLE), t -> {
		});
		// Text, or a path to an element of a JSON array (its value then one of the dialect's paths).
		var paths = SqlJsonFunction.paths(table.profile());
		table.rule(STRING_LITERAL, w -> SqlTypes.JSON_PATH.equals(w) ? SqlTypes.JSON_PATH : SqlTypes.TEXT, t -> {
			if (SqlTypes.JSON_PATH.equals(t.resolve(t.nodeType()))) {
				t.set(STRING_LITERAL__VALUE, paths.get(t.decisions().choose("json.path", paths.size())));
			}
		});
		table.rule(TRUE_LITERAL, w -> SqlTypes.BOOLEAN, t -> {
		});
		table.rule(FALSE_LITERAL, w -> SqlTypes.BOOLEAN, t -> {
		});
		table.rule(NULL_LITERAL, w -> anyValue(), t -> {
		});
	}

	/**
	 * A plain call of a function of lists or JSON arrays: not an aggregate, no window, and nothing under it that must
	 * aggregate or window.
	 */
	static void plainCall(ChildTyping t, String name, List<Type> arguments) {
		t.set(FUNCTION_CALL__NAME, name);
		t.set(FUNCTION_CALL__STAR, Boolean.FALSE);
		t.set(FUNCTION_CALL__DISTINCT, Boolean.FALSE);
		t.requireEach(FUNCTION_CALL__ARGUMENTS, arguments);
		t.requireEach(FUNCTION_CALL__WINDOW, List.of());
		t.define(QueryContext.MUST_AGGREGATE, Boolean.FALSE);
		t.define(QueryContext.MUST_WINDOW, Boolean.FALSE);
	}

	private void binary(ChildTyping t) {
		var kinds = new ArrayList<>(List.of("arithmetic", "comparison", "logic", "concatenation"));
		java.util.Collections.rotate(kinds, t.decisions().choose("binary.kind", kinds.size()));
		if (t.ancestors().size() > 1 && SqlRules.CHECKS.contains(t.ancestors().get(1))) {
			// A CHECK's comparison of its column (SqlRules).
			kinds.retainAll(List.of("comparison"));
		}
		for (var kind : kinds) {
			switch (kind) {
			case "arithmetic" -> {
				for (var number : SqlQueryRules.rotated(SqlTypes.NUMBERS, t, "binary.number")) {
					if (t.unify(t.nodeType(), number)) {
						// No product under a product: two products of literals up to 1000 already pass 2^31, and engines
						// disagree on INTEGER overflow (some raise, some widen). Decimals are never multiplied.
						var operators = number == SqlTypes.DECIMAL || t.lookup(PRODUCT).isPresent() ? List.of("+", "-")
								: List.of("+", "-", "*");
						String operator = operators.get(t.decisions().choose("binary.arithmetic", operators.size()));
						if (operator.equals("*")) {
							t.define(PRODUCT, true);
							t.define(QueryContext.GROWS, Boolean.TRUE);
						}
						operands(t, operator, number);
						return;
					}
				}
			}
			case "comparison" -> {
				if (t.unify(t.nodeType(), SqlTypes.BOOLEAN)) {
					String operator = COMPARISONS.get(t.decisions().choose("binary.comparison", COMPARISONS.size()));
					if (mixedComparisons && t.decisions().flip("binary.mixed", 0.4)) {
						t.set(BINARY__OPERATOR, operator);
						t.require(BINARY__LEFT, anyValue());
						t.require(BINARY__RIGHT, anyValue());
					} else {
						operands(t, operator, anyValue());
					}
					return;
				}
			}
			case "logic" -> {
				if (t.unify(t.nodeType(), SqlTypes.BOOLEAN)) {
					operands(t, t.decisions().flip("binary.and", 0.6) ? "AND" : "OR", SqlTypes.BOOLEAN);
					return;
				}
			}
			default -> {
				if (t.unify(t.nodeType(), SqlTypes.TEXT)) {
					t.define(QueryContext.GROWS, Boolean.TRUE);
					operands(t, "||", SqlTypes.TEXT);
					return;
				}
			}
			}
		}
		throw new RulesException("no operator yields " + t.nodeType());
	}

	private static void operands(ChildTyping t, String operator, Type operand) {
		t.set(BINARY__OPERATOR, operator);
		t.require(BINARY__LEFT, operand);
		t.require(BINARY__RIGHT, operand);
	}

	/**
	 * Widening casts only (narrowing ones round or truncate by engine), or a typed NULL; or a list's index, an
	 * integer of any of the engine's types as the BIGINT list_extract takes.
	 */
	private static void cast(ChildTyping t) {
		if (SqlTypes.LIST_INDEX.equals(t.resolve(t.nodeType()))) {
			t.require(CAST__VALUE, SqlTypes.INTEGER);
			t.require(CAST__TYPE, SqlTypes.LIST_INDEX); // BIGINT
			return;
		}
		BaseType target = null;
		for (var type : SqlQueryRules.rotated(SqlTypes.VALUES, t, "cast.target")) {
			if (t.unify(t.nodeType(), type)) {
				target = (BaseType) type;
				break;
			}
		}
		if (target == null) {
			throw new RulesException("no cast yields " + t.nodeType());
		}
		List<BaseType> sources;
		if (target == SqlTypes.DOUBLE) {
			sources = SqlTypes.NUMBERS;
		} else if (target == SqlTypes.DECIMAL) {
			sources = List.of(SqlTypes.INTEGER, SqlTypes.DECIMAL);
		} else {
			sources = List.of(target);
		}
		t.require(CAST__VALUE, sources.get(t.decisions().choose("cast.source", sources.size())));
		t.require(CAST__TYPE, target);
	}

	private void call(ChildTyping t) {
		if (lists && SqlTypes.isList(t.resolve(t.nodeType()))) {
			SqlListFunction.call(t, listFunctions);
			return;
		}
		if (!jsonFunctions.isEmpty() && SqlTypes.isJson(t.resolve(t.nodeType()))) {
			SqlJsonFunction.call(t, jsonFunctions, SqlRules.atDepthLimit(t.ancestors()));
			return;
		}
		boolean must = Boolean.TRUE.equals(t.lookup(QueryContext.MUST_AGGREGATE).orElse(Boolean.FALSE));
		boolean mustWindow = Boolean.TRUE.equals(t.lookup(QueryContext.MUST_WINDOW).orElse(Boolean.FALSE));
		boolean windowed = !must && windows && QueryContext.windowAllowed(t)
				&& (mustWindow || t.decisions().flip("function.window", 0.3));
		boolean aggregate = must || QueryContext.aggregateAllowed(t) && t.decisions().flip("function.aggregate", 0.7);
		// Where a call may be a predicate, only the functions that fit are drawn from, each as likely: the rotation
		// below over all of them would favour the first predicate function after the long run of those that are not
		// (LIKELY over UNLIKELY).
		boolean predicate = t.canUnify(t.nodeType(), SqlTypes.BOOLEAN);
		var candidates = new ArrayList<SqlFunction>();
		for (var f : functions) {
			if ((windowed ? SqlFunction.WINDOWED.contains(f) : f.aggregate == aggregate && !f.ranking())
					&& (!predicate || f.fits(t))) {
				candidates.add(f);
			}
		}
		// A plain call may make a value of a list (and must, for a predicate, where no other function is one).
		if (lists && !aggregate && !windowed && (candidates.isEmpty() || t.decisions().flip("function.list", 0.3))) {
			SqlListFunction.call(t, listFunctions);
			return;
		}
		// And a value of a JSON array, where the dialect has them.
		if (!jsonFunctions.isEmpty() && !aggregate && !windowed && SqlJsonFunction.allowed(t, jsonFunctions, jsonRefusedIn)
				&& (candidates.isEmpty() || t.decisions().flip("function.json", 0.2))) {
			SqlJsonFunction.call(t, jsonFunctions, SqlRules.atDepthLimit(t.ancestors()));
			return;
		}
		if (candidates.isEmpty()) {
			throw new RulesException("no function yields " + t.nodeType());
		}
		java.util.Collections.rotate(candidates, t.decisions().choose("function", candidates.size()));
		for (var f : candidates) {
			// A windowed SUM of doubles would add in the engine's order of the rows, which rounds differently.
			if (windowed && f == SqlFunction.SUM && !t.unify(t.nodeType(), TypeVariable.oneOf(SqlTypes.INTEGER, SqlTypes.DECIMAL))) {
				continue;
			}
			if (f.settle(t)) {
				t.set(FUNCTION_CALL__NAME, f.sqlName);
				t.set(FUNCTION_CALL__STAR, f.star());
				t.set(FUNCTION_CALL__DISTINCT, Boolean.FALSE);
				t.requireEach(FUNCTION_CALL__ARGUMENTS, f.arguments(t.nodeType()));
				t.requireEach(FUNCTION_CALL__WINDOW, windowed ? java.util.Collections.singletonList(null) : List.of());
				t.define(QueryContext.MUST_AGGREGATE, Boolean.FALSE);
				t.define(QueryContext.MUST_WINDOW, Boolean.FALSE);
				t.define(RANKING, f.ranking());
				if (f == SqlFunction.REPLACE) {
					// Only ever set, never cleared: a function under a concatenation does not stop its growth.
					t.define(QueryContext.GROWS, Boolean.TRUE);
				}
				if (aggregate || windowed) {
					// A window's arguments, partitions and orders are its own query's columns, as an aggregate's.
					t.define(QueryContext.IN_AGGREGATE, Boolean.TRUE);
					t.define(QueryContext.AGGREGATE_DEPTH, t.lookup(QueryContext.DEPTH).orElse(0));
				}
				return;
			}
		}
		throw new RulesException("no function yields " + t.nodeType());
	}

	/**
	 * A window: partitions by up to two values, ordered by up to two (a rank by at least one, or every row would
	 * rank first).
	 */
	private static void window(ChildTyping t) {
		boolean ranking = Boolean.TRUE.equals(t.lookup(RANKING).orElse(Boolean.FALSE));
		var partitions = new ArrayList<Type>();
		if (!t.overBudget() && t.decisions().flip("window.partitioned", 0.6)) {
			for (int i = 1 + t.decisions().choose("window.partitions", 2); i > 0; i--) {
				partitions.add(anyValue());
			}
		}
		var orders = new ArrayList<Type>();
		if (ranking || !t.overBudget() && t.decisions().flip("window.ordered", 0.6)) {
			for (int i = 1 + (t.overBudget() ? 0 : t.decisions().choose("window.orders", 2)); i > 0; i--) {
				orders.add(null);
			}
		}
		t.requireEach(WINDOW__PARTITIONS, partitions);
		t.requireEach(WINDOW__ORDERS, orders);
	}

	/** A column of the wanted type that some alias in scope has, through that alias. */
	private static void columnRef(ChildTyping t) {
		// The node itself comes first among its ancestors: a GROUP BY column sits right under its query.
		var ancestors = t.ancestors();
		boolean grouping = ancestors.size() > 1 && (ancestors.get(1) == SELECT || ancestors.get(1) == TLP_CHECK);
		int first = t.decisions().choose("column.name", SqlTypes.MAX_COLUMNS);
		for (int i = 0; i < SqlTypes.MAX_COLUMNS; i++) {
			String column = SqlTypes.column((first + i) % SqlTypes.MAX_COLUMNS);
			var qualifier = qualifier(column, t.nodeType(), t, grouping);
			if (t.bindable(qualifier)) {
				t.set(COLUMN_REF__COLUMN, column);
				t.require(COLUMN_REF__QUALIFIER, qualifier);
				return;
			}
		}
		throw new RulesException("no alias in scope has a column of type " + t.nodeType());
	}

	/**
	 * What a column reference needs of its alias: under an aggregate, one of the aggregate's own query; in a
	 * join condition or a GROUP BY ({@code grouping}), one of the query itself (Derby and SQLite reject outer
	 * columns in join conditions; grouping by an outer column groups nothing).
	 */
	static RecordType qualifier(String column, Type type, cadmus.api.HoleContext context, boolean grouping) {
		var depth = context.lookup(QueryContext.AGGREGATE_DEPTH);
		if (depth.isEmpty() && (grouping || context.lookup(QueryContext.CLAUSE).orElse(null) == QueryContext.Clause.ON)) {
			depth = context.lookup(QueryContext.DEPTH);
		}
		return depth.isPresent() ? SqlTypes.aliasWith(column, type, (Integer) depth.get())
				: SqlTypes.aliasWith(column, type);
	}

	private static boolean rowFits(ChildTyping t) {
		return t.lookup(QueryContext.ROW).orElse(null) instanceof RecordType row
				&& SqlTypes.columns(row).values().stream().anyMatch(type -> t.canUnify(t.nodeType(), type));
	}

	/**
	 * An unqualified name of the wanted type: in a lambda's body, mostly one of the lambdas' parameters ({@link SqlListRules}); else a
	 * column of the row an UPDATE or DELETE works on.
	 */
	private static void column(ChildTyping t) {
		var parameters = new ArrayList<QueryContext.LambdaParameter>();
		for (var p : QueryContext.lambdaParameters(t)) {
			if (t.canUnify(t.nodeType(), p.type())) {
				parameters.add(p);
			}
		}
		if (!parameters.isEmpty() && (!rowFits(t) || t.decisions().flip("column.parameter", 0.8))) {
			var p = parameters.get(t.decisions().choose("column.parameter.which", parameters.size()));
			t.unify(t.nodeType(), p.type());
			t.set(COLUMN__NAME, p.name());
			return;
		}
		if (!(t.lookup(QueryContext.ROW).orElse(null) instanceof RecordType row)) {
			throw new RulesException("no row to name a column of");
		}
		var fitting = new ArrayList<String>();
		SqlTypes.columns(row).forEach((name, type) -> {
			if (t.canUnify(t.nodeType(), type)) {
				fitting.add(name);
			}
		});
		if (fitting.isEmpty()) {
			throw new RulesException("no column of " + row + " is " + t.nodeType());
		}
		String name = fitting.get(t.decisions().choose("column.unqualified", fitting.size()));
		t.unify(t.nodeType(), SqlTypes.columns(row).get(name));
		t.set(COLUMN__NAME, name);
	}
}
