package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.List;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.HoleContext;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;

/**
 * What {@link SqlPlacement} asks about a hole itself, whichever candidate it weighs: its enclosing clauses, its type,
 * the columns in scope. Each is found the first time a candidate needs it and kept for the hole's other candidates
 * ({@link HoleContext#perHole}): an expression hole has some forty candidates, and asking each question again for
 * every one of them was a fifth of SQL's generation time (async-profiler).
 */
final class SqlHoleFacts {

	private final HoleContext context;
	private final List<EClass> ancestors;
	final Type wanted;
	private Boolean grownAndStored;
	private Boolean textInGenerated;
	private Boolean strictTable;
	private Boolean checkOrKeyOperand;
	private Boolean structsInScope;
	private int expressionDepth = -1;
	private Boolean constantList;
	private Boolean inRow;
	private Boolean mustAggregate;
	private Boolean columnReferable;
	private Boolean groupingColumnReferable;
	private Boolean unqualifiedColumn;
	private Boolean insideInListOrSet;
	private Boolean aggregateCheck;
	private Boolean subqueryAllowed;
	private Boolean keyColumn;

	SqlHoleFacts(HoleContext context) {
		this.context = context;
		this.ancestors = context.ancestors();
		this.wanted = context.wanted().orElse(null);
	}

	/** The facts of the context's hole, found once per hole. */
	static SqlHoleFacts of(HoleContext context) {
		return context.perHole(SqlHoleFacts.class, SqlHoleFacts::new);
	}

	List<EClass> ancestors() {
		return ancestors;
	}

	/** Whether values grow here and what is made here is stored (see {@link SqlPlacement#stored}). */
	boolean grownAndStored() {
		if (grownAndStored == null) {
			grownAndStored = flag(QueryContext.GROWS) && SqlPlacement.stored(ancestors);
		}
		return grownAndStored;
	}

	/** Whether the hole is in a generated column's expression and wants text. */
	boolean textInGenerated() {
		if (textInGenerated == null) {
			textInGenerated = ancestors.contains(GENERATED) && wanted != null && context.compatible(wanted, SqlTypes.TEXT);
		}
		return textInGenerated;
	}

	boolean strictTable() {
		if (strictTable == null) {
			strictTable = flag(SqlTableRules.STRICT_TABLE);
		}
		return strictTable;
	}

	/** Whether the node above the hole's is a constraint's check or an index key (for a first operand there). */
	boolean checkOrKeyOperand() {
		if (checkOrKeyOperand == null) {
			checkOrKeyOperand = ancestors.size() > 1
					&& (SqlPlacement.CHECKS.contains(ancestors.get(1)) || ancestors.get(1) == INDEX_KEY);
		}
		return checkOrKeyOperand;
	}

	boolean structsInScope() {
		if (structsInScope == null) {
			structsInScope = SqlStructRules.anyInScope(context);
		}
		return structsInScope;
	}

	int expressionDepth() {
		if (expressionDepth < 0) {
			expressionDepth = SqlPlacement.expressionDepth(ancestors);
		}
		return expressionDepth;
	}

	boolean jsonWanted() {
		return wanted != null && SqlTypes.isJson(wanted);
	}

	boolean constantList() {
		if (constantList == null) {
			constantList = flag(QueryContext.CONSTANT_LIST);
		}
		return constantList;
	}

	boolean inRow() {
		if (inRow == null) {
			inRow = ancestors.contains(ROW);
		}
		return inRow;
	}

	boolean mustAggregate() {
		if (mustAggregate == null) {
			mustAggregate = flag(QueryContext.MUST_AGGREGATE);
		}
		return mustAggregate;
	}

	/** Whether a column reference may stand here and an alias in scope has a column of the hole's type. */
	boolean columnReferable(boolean grouping) {
		if (grouping) {
			if (groupingColumnReferable == null) {
				groupingColumnReferable = QueryContext.columnAllowed(context) && anyAliasColumn(true);
			}
			return groupingColumnReferable;
		}
		if (columnReferable == null) {
			columnReferable = QueryContext.columnAllowed(context) && anyAliasColumn(false);
		}
		return columnReferable;
	}

	private boolean anyAliasColumn(boolean grouping) {
		return wanted == null || SqlNameRules.anyAliasColumn(context, wanted, grouping);
	}

	/** Whether an unqualified name fits: a column of the row worked on, or a lambda's parameter, of the hole's type. */
	boolean unqualifiedColumn() {
		if (unqualifiedColumn == null) {
			unqualifiedColumn = columnFits() || parameterFits();
		}
		return unqualifiedColumn;
	}

	/** Whether the row unqualified names refer to has a column of the hole's type. */
	boolean columnFits() {
		if (!(context.lookup(QueryContext.ROW).orElse(null) instanceof RecordType row)) {
			return false;
		}
		for (var type : SqlTypes.columns(row).values()) {
			if (wanted == null || context.compatible(type, wanted)) {
				return true;
			}
		}
		return false;
	}

	/** Whether a lambda's parameter in scope has the hole's type. */
	private boolean parameterFits() {
		for (var p : QueryContext.lambdaParameters(context)) {
			if (wanted == null || context.compatible(p.type(), wanted)) {
				return true;
			}
		}
		return false;
	}

	boolean insideInListOrSet() {
		if (insideInListOrSet == null) {
			insideInListOrSet = ancestors.contains(IN_LIST) || ancestors.contains(SET_CLAUSE);
		}
		return insideInListOrSet;
	}

	/** Whether the hole is in a check of the aggregate mode (see the exclusion of EXISTS there). */
	boolean aggregateCheck() {
		if (aggregateCheck == null) {
			aggregateCheck = context.lookup(QueryContext.MODE).orElse(null) == QueryContext.Mode.AGGREGATE;
		}
		return aggregateCheck;
	}

	/** Whether a subquery may stand here: the query's clause allows one and no row predicate encloses the hole. */
	boolean subqueryAllowed() {
		if (subqueryAllowed == null) {
			subqueryAllowed = QueryContext.subqueryAllowed(context) && !SqlPlacement.anyOf(SqlPlacement.ROW_PREDICATES, ancestors);
		}
		return subqueryAllowed;
	}

	boolean keyColumn() {
		if (keyColumn == null) {
			keyColumn = flag(SqlTableRules.KEY_COLUMN);
		}
		return keyColumn;
	}

	private boolean flag(String key) {
		return Boolean.TRUE.equals(context.lookup(key).orElse(Boolean.FALSE));
	}
}
