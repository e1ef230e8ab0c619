package cadmus.lang.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.lang.sql.sql.Between;
import cadmus.lang.sql.sql.Binary;
import cadmus.lang.sql.sql.EetCheck;
import cadmus.lang.sql.sql.EetRewrite;
import cadmus.lang.sql.sql.Exists;
import cadmus.lang.sql.sql.Expression;
import cadmus.lang.sql.sql.ExpressionItem;
import cadmus.lang.sql.sql.FalseLiteral;
import cadmus.lang.sql.sql.FunctionCall;
import cadmus.lang.sql.sql.InList;
import cadmus.lang.sql.sql.InQuery;
import cadmus.lang.sql.sql.IsNull;
import cadmus.lang.sql.sql.Lambda;
import cadmus.lang.sql.sql.Like;
import cadmus.lang.sql.sql.Not;
import cadmus.lang.sql.sql.NullLiteral;
import cadmus.lang.sql.sql.RowValue;
import cadmus.lang.sql.sql.SqlFactory;
import cadmus.lang.sql.sql.SqlPackage;
import cadmus.lang.sql.sql.TrueLiteral;
import cadmus.lang.sql.sql.When;

/**
 * The second query of an EET check: the check's query with one expression replaced by one equal to it on every
 * row under three-valued logic, whatever the guard g is. Any expression e becomes {@code CASE WHEN g THEN e ELSE e
 * END}; a predicate b becomes {@code (b AND g) OR (b AND NOT g) OR (b AND g IS NULL)} (SPLIT), or is negated twice
 * ({@code a AND b} by De Morgan: {@code NOT (NOT a OR NOT b)}).
 * <p>
 * The expressions that may be replaced are the query's own: its items and its WHERE predicate and what they are
 * made of, but not what lies in a subquery, a window or a LIKE pattern (the guard names the query's columns, which a
 * subquery would take for outer ones and a join condition may not see yet) or a lambda's body, and no NULL literal (a CASE of NULLs
 * alone has no type in Derby). The check's target, taken modulo their number, picks one: among all of them for a
 * CASE, among the predicates for the others (among all of them where there is none). Every item is one, so there
 * always is a target.
 */
final class EquivalentRewrite {

	private static final SqlFactory SQL = SqlFactory.eINSTANCE;
	private static final Set<String> LOGIC = Set.of("AND", "OR");
	private static final Set<String> PREDICATE_OPERATORS = Set.of("AND", "OR", "=", "<>", "<", "<=", ">", ">=");

	private EquivalentRewrite() {
	}

	/** A copy of the check whose query has its target replaced; the check itself is left as it is. */
	static EetCheck rewritten(EetCheck check) {
		var copy = EcoreUtil.copy(check);
		var all = new ArrayList<Expression>();
		var predicates = new ArrayList<Expression>();
		for (var item : copy.getItems()) {
			if (item instanceof ExpressionItem e) {
				collect(e.getValue(), false, true, all, predicates);
			}
		}
		collect(copy.getPredicate(), true, true, all, predicates);
		// A query whose items hold no predicate and which has no WHERE clause has only the CASE rewrite.
		var rewrite = predicates.isEmpty() ? EetRewrite.CASE : copy.getRewrite();
		var pool = rewrite == EetRewrite.CASE ? all : predicates;
		var target = pool.get(copy.getTarget() % pool.size());
		EcoreUtil.replace(target, replacement(rewrite, target, copy.getGuard()));
		return copy;
	}

	private static Expression replacement(EetRewrite rewrite, Expression target, Expression guard) {
		return switch (rewrite) {
		case CASE -> {
			var when = SQL.createWhen();
			when.setCondition(EcoreUtil.copy(guard));
			when.setValue(EcoreUtil.copy(target));
			var c = SQL.createCase();
			c.getWhens().add(when);
			c.setOtherwise(EcoreUtil.copy(target));
			yield c;
		}
		case SPLIT -> binary(binary(binary(copy(target), "AND", copy(guard)), "OR",
				binary(copy(target), "AND", not(copy(guard)))), "OR", binary(copy(target), "AND", isNull(copy(guard))));
		case NEGATION -> target instanceof Binary b && LOGIC.contains(b.getOperator())
				? not(binary(not(copy(b.getLeft())), b.getOperator().equals("AND") ? "OR" : "AND", not(copy(b.getRight()))))
				: not(not(copy(target)));
		};
	}

	/**
	 * Adds e and the expressions it is made of (outside subqueries and windows) to {@code all} where a CASE may take
	 * their place ({@code caseable}), and those that are predicates to {@code predicates}: by their kind, or by where
	 * they stand ({@code predicate}). A compared value is not caseable: SQLite compares a column by its affinity, which
	 * a CASE around it would drop, so {@code c = '1'} and {@code CASE ... c ... END = '1'} differ by design there; nor is
	 * a row value, which only a comparison takes, or what it holds, which is compared as well.
	 */
	private static void collect(Expression e, boolean predicate, boolean caseable, List<Expression> all,
			List<Expression> predicates) {
		// A lambda is no value, and its body no place for the guard, which may hold a subquery (DuckDB takes none there).
		if (e == null || e instanceof NullLiteral || e instanceof Lambda) {
			return;
		}
		if (caseable) {
			all.add(e);
		}
		if (predicate || isPredicate(e)) {
			predicates.add(e);
		}
		if (e instanceof FunctionCall call && call.getWindow() != null) {
			return;
		}
		for (EObject child : e.eContents()) {
			if (child instanceof Expression x && child.eContainmentFeature() != SqlPackage.Literals.LIKE__PATTERN) {
				collect(x, operandOfLogic(e) || e instanceof Not, !compares(e) && !(e instanceof RowValue), all, predicates);
			} else if (child instanceof When w) {
				collect(w.getCondition(), true, true, all, predicates);
				collect(w.getValue(), false, true, all, predicates);
			}
		}
	}

	/** Whether an expression compares its operands (so their affinities count in SQLite). */
	static boolean compares(Expression e) {
		return e instanceof Binary b && PREDICATE_OPERATORS.contains(b.getOperator()) && !LOGIC.contains(b.getOperator())
				|| e instanceof Between || e instanceof InList || e instanceof InQuery || e instanceof Like;
	}

	private static boolean operandOfLogic(Expression e) {
		return e instanceof Binary b && LOGIC.contains(b.getOperator());
	}

	private static boolean isPredicate(Expression e) {
		return e instanceof Binary b && PREDICATE_OPERATORS.contains(b.getOperator()) || e instanceof Not
				|| e instanceof IsNull || e instanceof Between || e instanceof InList || e instanceof InQuery
				|| e instanceof Like || e instanceof Exists || e instanceof TrueLiteral || e instanceof FalseLiteral;
	}

	private static Expression copy(Expression e) {
		return EcoreUtil.copy(e);
	}

	private static Expression binary(Expression left, String operator, Expression right) {
		var b = SQL.createBinary();
		b.setLeft(left);
		b.setOperator(operator);
		b.setRight(right);
		return b;
	}

	private static Expression not(Expression operand) {
		var n = SQL.createNot();
		n.setOperand(operand);
		return n;
	}

	private static Expression isNull(Expression operand) {
		var n = SQL.createIsNull();
		n.setOperand(operand);
		return n;
	}
}
