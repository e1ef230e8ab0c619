package cadmus.lang.sql;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.lang.sql.engines.FoldedConstant;
import cadmus.lang.sql.sql.Cast;
import cadmus.lang.sql.sql.CoddCheck;
import cadmus.lang.sql.sql.Column;
import cadmus.lang.sql.sql.ColumnRef;
import cadmus.lang.sql.sql.Expression;
import cadmus.lang.sql.sql.ExpressionItem;
import cadmus.lang.sql.sql.FunctionCall;
import cadmus.lang.sql.sql.Join;
import cadmus.lang.sql.sql.Literal;
import cadmus.lang.sql.sql.Negate;
import cadmus.lang.sql.sql.LateralJoin;
import cadmus.lang.sql.sql.RowValue;
import cadmus.lang.sql.sql.StructValue;
import cadmus.lang.sql.sql.Select;
import cadmus.lang.sql.sql.SqlFactory;
import cadmus.lang.sql.sql.TableRef;

/**
 * What a constant folding check folds: the expressions of its query that depend on no row of it, so that one
 * value, computed alone, can take their place ({@link FoldedConstant}). They are the query's own expressions and
 * those of its subqueries (items, join conditions, WHERE) that are not constants already, name no column of a table
 * outside themselves and apply no aggregate or window of a query outside themselves: arithmetic on constants,
 * functions of them, uncorrelated subqueries, EXISTS and IN over them. A list or a lambda (DuckDB's) is none: the
 * value query would print a list, which is no constant of a type the rules know; nor is a row value, which only a
 * comparison takes. A compared CAST is none, in a row value too: SQLite compares a CAST by the affinity of its type,
 * which a constant has not (as {@link EquivalentRewrite} leaves compared values alone). The check's target picks
 * one: mostly among those in its filters (see {@link #of}).
 */
final class ConstantFolding {

	private static final Set<String> AGGREGATES = aggregateNames();

	/** A check's two forms: the expression computed alone, and the query with the placeholder in its place. */
	record Fold(Expression value, CoddCheck folded) {
	}

	private ConstantFolding() {
	}

	/** The check's fold on a copy of it, or null when its query has no expression to fold. */
	static Fold of(CoddCheck check) {
		var copy = EcoreUtil.copy(check);
		// The copy is walked once: its items' expressions, then those of its filters, as targets() counts them.
		var filters = filterTargets(copy);
		var targets = itemTargets(copy);
		targets.addAll(filters);
		if (targets.isEmpty()) {
			return null;
		}
		// Three checks in four fold in the join conditions and WHERE, where they have expressions there: optimizers
		// fold and propagate constants into predicates above all (an index range, a condition known before any row).
		int t = check.getTarget();
		var target = !filters.isEmpty() && t % 4 != 0 ? filters.get(t / 4 % filters.size()) : targets.get(t % targets.size());
		var placeholder = SqlFactory.eINSTANCE.createColumn();
		placeholder.setName(FoldedConstant.PLACEHOLDER);
		var value = EcoreUtil.copy(target);
		EcoreUtil.replace(target, placeholder);
		return new Fold(value, copy);
	}

	/** The expressions a check may fold, in the order the check's target counts them: its items', then its filters'. */
	static List<Expression> targets(CoddCheck check) {
		var targets = itemTargets(check);
		targets.addAll(filterTargets(check));
		return targets;
	}

	/** Those of the check's select-list items. */
	private static List<Expression> itemTargets(CoddCheck check) {
		var targets = new ArrayList<Expression>();
		for (var item : check.getItems()) {
			if (item instanceof ExpressionItem e) {
				collect(e.getValue(), targets);
			}
		}
		return targets;
	}

	/** Those of the check's join conditions and WHERE. */
	private static List<Expression> filterTargets(CoddCheck check) {
		var targets = new ArrayList<Expression>();
		for (var join : check.getJoins()) {
			collect(join instanceof Join j ? j.getCondition() : ((LateralJoin) join).getCondition(), targets);
		}
		collect(check.getPredicate(), targets);
		return targets;
	}

	private static void collect(Expression root, List<Expression> targets) {
		if (root == null) {
			return;
		}
		consider(root, targets);
		for (var it = root.eAllContents(); it.hasNext();) {
			if (it.next() instanceof Expression e) {
				consider(e, targets);
			}
		}
	}

	private static void consider(Expression e, List<Expression> targets) {
		if (constant(e) || e instanceof Column || e instanceof ColumnRef || SqlListFunction.listValued(e)
				|| SqlJsonFunction.jsonValued(e) || e instanceof RowValue || e instanceof StructValue) {
			return;
		}
		if (e instanceof Cast && e.eContainer() instanceof Expression parent
				&& (EquivalentRewrite.compares(parent) || parent instanceof RowValue)) {
			return;
		}
		if (dependsOnNoRow(e)) {
			targets.add(e);
		}
	}

	/** Whether e is a constant already: a literal, negated or cast (as text constants are written). */
	private static boolean constant(Expression e) {
		if (e instanceof Negate n) {
			return constant(n.getOperand());
		}
		if (e instanceof Cast c) {
			return constant(c.getValue());
		}
		return e instanceof Literal;
	}

	/** Whether every column e names belongs to a table of its own subqueries, and every aggregate and window too. */
	private static boolean dependsOnNoRow(Expression e) {
		var own = new HashSet<String>();
		for (var it = e.eAllContents(); it.hasNext();) {
			var node = it.next();
			if (node instanceof TableRef r) {
				own.add(r.getAlias() != null ? r.getAlias() : r.getTable());
			} else if (node instanceof Join j) {
				own.add(j.getAlias() != null ? j.getAlias() : j.getTable());
			} else if (node instanceof LateralJoin l) {
				own.add(l.getAlias());
			}
		}
		if (!independent(e, e, own)) {
			return false;
		}
		for (var it = e.eAllContents(); it.hasNext();) {
			if (!independent(it.next(), e, own)) {
				return false;
			}
		}
		return true;
	}

	private static boolean independent(EObject node, Expression root, Set<String> own) {
		if (node instanceof Column) {
			return false;
		}
		if (node instanceof ColumnRef c) {
			return c.getQualifier() != null && own.contains(c.getQualifier().getName());
		}
		if (node instanceof FunctionCall f && (f.getWindow() != null || AGGREGATES.contains(f.getName()))) {
			return inSubquery(f, root);
		}
		return true;
	}

	/** Whether a node lies in a query within root (so that query's rows are what it aggregates). */
	private static boolean inSubquery(EObject node, Expression root) {
		if (node == root) {
			return false;
		}
		for (var up = node.eContainer(); up != root; up = up.eContainer()) {
			if (up instanceof Select) {
				return true;
			}
		}
		return false;
	}

	private static Set<String> aggregateNames() {
		var names = new HashSet<String>();
		for (var f : SqlFunction.values()) {
			if (f.aggregate) {
				names.add(f.sqlName);
			}
		}
		return Set.copyOf(names);
	}
}
