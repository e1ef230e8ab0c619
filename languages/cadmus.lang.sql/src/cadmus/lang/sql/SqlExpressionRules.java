package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.types.BaseType;
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

	/**
	 * Where no comparison compares row values: in a table's definition and an index's (a CHECK compares its column
	 * first; the engines' support for row values in stored expressions is left untried).
	 */
	private static final Set<org.eclipse.emf.ecore.EClass> NO_ROW_VALUES = Set.of(CREATE_TABLE, CREATE_INDEX);
	/** Set by a ranking function for its window, which must then order its rows. */
	private static final String RANKING = "sql.ranking";
	/**
	 * The fewest constants of a long IN list: PostgreSQL hashes a list of 9 or more (a hashed ScalarArrayOpExpr), DuckDB
	 * rewrites a long one into a join (InClauseRewriter), SQLite looks one up in an ephemeral index.
	 */
	private static final int LONG_LIST = 9;
	/** Defined under a product, for its operands (no product nests in another). */
	static final String PRODUCT = "sql.product";

	/** Whether the dialect has window functions. */
	private final boolean windows;
	/** Whether values of any two types may be compared (SQLite's affinities decide how). */
	private final boolean mixedComparisons;
	/** The functions the dialect's programs call ({@link SqlFunction#of}). */
	private final List<SqlFunction> functions;
	/** The functions of lists the dialect's programs call ({@link SqlListFunction#of}): none where it has no lists. */
	private final List<SqlListFunction> listFunctions;
	/** Whether comparisons may compare row values. */
	private final boolean rowValues;
	/** Whether the dialect has lists (DuckDB's lists, PostgreSQL's arrays). */
	private final boolean lists;
	/** The dialect's JSON arrays: none where it has no JSON. */
	private final SqlJsonArrays json;

	private SqlExpressionRules(boolean windows, boolean mixedComparisons, boolean rowValues, List<SqlFunction> functions,
			List<SqlListFunction> listFunctions, SqlJsonArrays json) {
		this.windows = windows;
		this.mixedComparisons = mixedComparisons;
		this.rowValues = rowValues;
		this.functions = functions;
		this.listFunctions = listFunctions;
		this.lists = !listFunctions.isEmpty();
		this.json = json;
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
				table.has(SqlProfile.Construct.ROW_VALUES), SqlFunction.of(table.profile()), SqlListFunction.of(table.profile()),
				SqlJsonArrays.of(table.profile()));
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
		// A row value has the types the comparison asked for, one per value.
		table.rule(ROW_VALUE, w -> w != null && SqlTypes.isRowValue(w) ? w : SqlTypes.rowValue(List.of(anyValue(), anyValue())),
				t -> t.requireEach(ROW_VALUE__VALUES,
						((cadmus.api.types.ContainerType) t.resolve(t.nodeType())).arguments()));
		table.rule(NOT, w -> SqlTypes.BOOLEAN, t -> t.require(NOT__OPERAND, SqlTypes.BOOLEAN));
		table.rule(NEGATE, w -> new TypeVariable(Set.copyOf(SqlTypes.NUMBERS)), t -> t.require(NEGATE__OPERAND, t.nodeType()));
		table.rule(IS_NULL, w -> SqlTypes.BOOLEAN, t -> t.require(IS_NULL__OPERAND, anyValueOrBoolean()));
		table.rule(BETWEEN, w -> SqlTypes.BOOLEAN, t -> {
			var operand = anyValue();
			t.require(BETWEEN__OPERAND, operand);
			t.require(BETWEEN__LOW, operand);
			t.require(BETWEEN__HIGH, operand);
		});
		boolean longLists = table.has(SqlProfile.Construct.LONG_IN_LISTS);
		table.rule(IN_LIST, w -> SqlTypes.BOOLEAN, t -> {
			var operand = anyValue();
			t.require(IN_LIST__OPERAND, operand);
			boolean constants = longLists && t.decisions().flip("in.long", 0.15);
			t.define(QueryContext.CONSTANT_LIST, constants);
			if (constants) {
				t.requireEach(IN_LIST__VALUES, java.util.Collections.nCopies(
						(int) t.decisions().between("in.long.values", LONG_LIST, LONG_LIST + 5), operand));
			} else {
				t.require(IN_LIST__VALUES, operand);
			}
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
				: rules.json.present() && w != null && SqlTypes.isJson(w) ? SqlTypes.json(anyValue())
				: predicates ? anyValueOrBoolean() : anyValue(), rules::call);
		SqlListRules.register(table);
		SqlNameRules.register(table);
		// A number, or an ORDER BY or GROUP BY position (its value then follows from the type).
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
		table.rule(STRING_LITERAL, w -> SqlTypes.JSON_PATH.equals(w) ? SqlTypes.JSON_PATH : SqlTypes.TEXT, t -> {
			if (SqlTypes.JSON_PATH.equals(t.resolve(t.nodeType()))) {
				rules.json.path(t);
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

	/** The kinds of binary, in the order {@code binary.kind} rotates. */
	private static final List<String> KINDS = List.of("arithmetic", "comparison", "logic", "concatenation");

	/**
	 * A binary of the first kind, in an order drawn, that yields the node's type. The kind (and an arithmetic's number
	 * type) is drawn with the operator, as its value, so that a target asking for an operator ({@code AND}) finds the
	 * kind that has it among the draw's seeds, where a kind chosen before the draw would have to be found by the
	 * search's discrepancies; the operands follow. The decisions are those of choosing the kind first.
	 */
	private void binary(ChildTyping t) {
		boolean checked = t.ancestors().size() > 1 && SqlPlacement.CHECKS.contains(t.ancestors().get(1));
		boolean underProduct = t.lookup(PRODUCT).isPresent();
		// The draw may run more than once (a search tries it on several seeds): the operator set is its last run's,
		// and so is the number type kept here.
		var number = new Type[1];
		String operator = (String) t.draw(BINARY__OPERATOR, d -> {
			var kinds = new ArrayList<>(KINDS);
			java.util.Collections.rotate(kinds, d.choose("binary.kind", kinds.size()));
			if (checked) {
				// A CHECK's comparison of its column (SqlRules).
				kinds.retainAll(List.of("comparison"));
			}
			number[0] = null;
			for (var kind : kinds) {
				switch (kind) {
				case "arithmetic" -> {
					var numbers = new ArrayList<Type>(SqlTypes.NUMBERS);
					java.util.Collections.rotate(numbers, d.choose("binary.number", numbers.size()));
					for (var type : numbers) {
						if (t.canUnify(t.nodeType(), type)) {
							number[0] = type;
							// No product under a product: two products of literals up to 1000 already pass 2^31, and
							// engines disagree on INTEGER overflow (some raise, some widen). Decimals are never multiplied.
							var operators = type == SqlTypes.DECIMAL || underProduct ? List.of("+", "-")
									: List.of("+", "-", "*");
							return operators.get(d.choose("binary.arithmetic", operators.size()));
						}
					}
				}
				case "comparison" -> {
					if (t.canUnify(t.nodeType(), SqlTypes.BOOLEAN)) {
						return COMPARISONS.get(d.choose("binary.comparison", COMPARISONS.size()));
					}
				}
				case "logic" -> {
					if (t.canUnify(t.nodeType(), SqlTypes.BOOLEAN)) {
						return d.flip("binary.and", 0.6) ? "AND" : "OR";
					}
				}
				default -> {
					if (t.canUnify(t.nodeType(), SqlTypes.TEXT)) {
						return "||";
					}
				}
				}
			}
			throw new RulesException("no operator yields " + t.nodeType());
		});
		if (number[0] != null) {
			t.unify(t.nodeType(), number[0]);
			if (operator.equals("*")) {
				t.define(PRODUCT, true);
				t.define(QueryContext.GROWS, Boolean.TRUE);
			}
			operands(t, number[0]);
		} else if (COMPARISONS.contains(operator)) {
			t.unify(t.nodeType(), SqlTypes.BOOLEAN);
			comparisonOperands(t);
		} else if (operator.equals("AND") || operator.equals("OR")) {
			t.unify(t.nodeType(), SqlTypes.BOOLEAN);
			operands(t, SqlTypes.BOOLEAN);
		} else {
			t.unify(t.nodeType(), SqlTypes.TEXT);
			t.define(QueryContext.GROWS, Boolean.TRUE);
			operands(t, SqlTypes.TEXT);
		}
	}

	/** A comparison's operands: two values of one type, a row value of each, or (where allowed) of two types. */
	private void comparisonOperands(ChildTyping t) {
		if (rowValues && t.ancestors().stream().noneMatch(NO_ROW_VALUES::contains)
				&& t.decisions().flip("binary.rows", 0.1)) {
			var elements = new ArrayList<Type>();
			for (long n = t.decisions().between("binary.rows.values", 2, 3); n > 0; n--) {
				elements.add(anyValue());
			}
			operands(t, SqlTypes.rowValue(elements));
			return;
		}
		if (mixedComparisons && t.decisions().flip("binary.mixed", 0.4)) {
			t.require(BINARY__LEFT, anyValue());
			t.require(BINARY__RIGHT, anyValue());
		} else {
			operands(t, anyValue());
		}
	}

	/** Both operands of this type, the operator set (or drawn) apart. */
	private static void operands(ChildTyping t, Type operand) {
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
		for (var type : t.typesInTurn("cast.target", SqlTypes.VALUES)) {
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
		if (json.present() && SqlTypes.isJson(t.resolve(t.nodeType()))) {
			json.call(t);
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
		if (!aggregate && !windowed && json.allowed(t) && (candidates.isEmpty() || t.decisions().flip("function.json", 0.2))) {
			json.call(t);
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
}
