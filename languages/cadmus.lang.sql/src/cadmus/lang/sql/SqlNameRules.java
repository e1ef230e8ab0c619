package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.ArrayList;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;

/**
 * Type rules of names in expressions: a column reference through an alias in scope (t1.c0), and an unqualified name
 * (c0), which is a lambda's parameter or a column of the row an UPDATE or DELETE works on.
 */
final class SqlNameRules {

	private SqlNameRules() {
	}

	static void register(RuleTable table) {
		table.rule(COLUMN_REF, SqlNameRules::valueOrNested, SqlNameRules::columnRef);
		table.rule(COLUMN, SqlNameRules::valueOrNested, SqlNameRules::column);
	}

	/** A column holds a value, or where a list or a struct is wanted, a list or a struct (a list or struct column). */
	private static Type valueOrNested(Type wanted) {
		return wanted != null && SqlTypes.isNested(wanted) ? wanted : SqlExpressionRules.anyValue();
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
	 * join condition, a GROUP BY ({@code grouping}) or a result column grouped by, one of the query itself (Derby and
	 * SQLite reject outer columns in join conditions; grouping by an outer column groups nothing).
	 */
	static RecordType qualifier(String column, Type type, cadmus.api.HoleContext context, boolean grouping) {
		var depth = context.lookup(QueryContext.AGGREGATE_DEPTH);
		var clause = context.lookup(QueryContext.CLAUSE).orElse(null);
		if (depth.isEmpty() && (grouping || clause == QueryContext.Clause.ON || clause == QueryContext.Clause.GROUP_KEY)) {
			depth = context.lookup(QueryContext.DEPTH);
		}
		return depth.isPresent() ? SqlTypes.aliasWith(column, type, (Integer) depth.get())
				: SqlTypes.aliasWith(column, type);
	}

	/** Whether an alias in scope has a column of the type: the one way a column reference of it can succeed. */
	static boolean anyAliasColumn(cadmus.api.HoleContext context, Type type, boolean grouping) {
		var qualifiers = new ArrayList<Type>(SqlTypes.MAX_COLUMNS);
		for (int k = 0; k < SqlTypes.MAX_COLUMNS; k++) {
			qualifiers.add(qualifier(SqlTypes.column(k), type, context, grouping));
		}
		// One look at the bindings in scope for all columns: asked at every expression hole, this was a sixth
		// of the generator's time as six separate questions.
		return context.anyBindable(qualifiers);
	}

	/**
	 * Whether a column of the type is in scope: a column of an alias, or of the row an UPDATE or DELETE works on (the
	 * two ways a column of it can be named).
	 */
	static boolean anyColumnInScope(cadmus.api.HoleContext context, Type type) {
		if (context.lookup(QueryContext.ROW).orElse(null) instanceof RecordType row
				&& SqlTypes.columns(row).values().stream().anyMatch(column -> context.compatible(column, type))) {
			return true;
		}
		return anyAliasColumn(context, type, false);
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
