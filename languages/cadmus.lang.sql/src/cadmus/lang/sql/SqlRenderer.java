package cadmus.lang.sql;

import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EObject;

import cadmus.lang.sql.sql.AllColumns;
import cadmus.lang.sql.sql.Between;
import cadmus.lang.sql.sql.BigintType;
import cadmus.lang.sql.sql.Binary;
import cadmus.lang.sql.sql.BooleanType;
import cadmus.lang.sql.sql.Case;
import cadmus.lang.sql.sql.Cast;
import cadmus.lang.sql.sql.Check;
import cadmus.lang.sql.sql.ColumnDefinition;
import cadmus.lang.sql.sql.Column;
import cadmus.lang.sql.sql.ColumnRef;
import cadmus.lang.sql.sql.CreateIndex;
import cadmus.lang.sql.sql.CreateTable;
import cadmus.lang.sql.sql.CreateView;
import cadmus.lang.sql.sql.DecimalLiteral;
import cadmus.lang.sql.sql.DecimalType;
import cadmus.lang.sql.sql.Default;
import cadmus.lang.sql.sql.Delete;
import cadmus.lang.sql.sql.DoubleType;
import cadmus.lang.sql.sql.Exists;
import cadmus.lang.sql.sql.ExpressionItem;
import cadmus.lang.sql.sql.FalseLiteral;
import cadmus.lang.sql.sql.FunctionCall;
import cadmus.lang.sql.sql.InList;
import cadmus.lang.sql.sql.InQuery;
import cadmus.lang.sql.sql.Insert;
import cadmus.lang.sql.sql.IntegerLiteral;
import cadmus.lang.sql.sql.IntegerType;
import cadmus.lang.sql.sql.IsNull;
import cadmus.lang.sql.sql.Join;
import cadmus.lang.sql.sql.Like;
import cadmus.lang.sql.sql.Negate;
import cadmus.lang.sql.sql.Not;
import cadmus.lang.sql.sql.NorecCheck;
import cadmus.lang.sql.sql.NotNull;
import cadmus.lang.sql.sql.NullLiteral;
import cadmus.lang.sql.sql.OrderItem;
import cadmus.lang.sql.sql.PrimaryKey;
import cadmus.lang.sql.sql.Row;
import cadmus.lang.sql.sql.ScalarSubquery;
import cadmus.lang.sql.sql.Script;
import cadmus.lang.sql.sql.Select;
import cadmus.lang.sql.sql.SetClause;
import cadmus.lang.sql.sql.SetOperation;
import cadmus.lang.sql.sql.StringLiteral;
import cadmus.lang.sql.sql.TableBody;
import cadmus.lang.sql.sql.TableCheck;
import cadmus.lang.sql.sql.TablePrimaryKey;
import cadmus.lang.sql.sql.TableRef;
import cadmus.lang.sql.sql.TableUnique;
import cadmus.lang.sql.sql.TlpCheck;
import cadmus.lang.sql.sql.TrueLiteral;
import cadmus.lang.sql.sql.Unique;
import cadmus.lang.sql.sql.Update;
import cadmus.lang.sql.sql.VarcharType;
import cadmus.lang.sql.sql.When;

/**
 * Renders SQL trees as text, one statement per line. Every compound operand is parenthesized, so precedence
 * never needs deciding and the text re-parses to the same tree (parentheses leave no node). Stateless.
 */
public final class SqlRenderer {

	public String render(EObject tree) {
		var out = new StringBuilder();
		for (EObject statement : ((Script) tree).getStatements()) {
			out.append(node(statement)).append(";\n");
		}
		return out.toString();
	}

	private String node(EObject n) {
		if (n instanceof CreateTable t) {
			return "CREATE TABLE " + t.getName() + " " + node(t.getBody());
		}
		if (n instanceof TableBody b) {
			var parts = new java.util.ArrayList<String>(all(b.getColumns()));
			parts.addAll(all(b.getConstraints()));
			return "(" + String.join(", ", parts) + ")";
		}
		if (n instanceof TlpCheck c) {
			return tlp(c);
		}
		if (n instanceof NorecCheck c) {
			return norec(c);
		}
		if (n instanceof ColumnDefinition c) {
			return c.getName() + " " + node(c.getType())
					+ c.getConstraints().stream().map(k -> " " + node(k)).collect(Collectors.joining());
		}
		if (n instanceof IntegerType) {
			return "INTEGER";
		}
		if (n instanceof BigintType) {
			return "BIGINT";
		}
		if (n instanceof DecimalType d) {
			return "DECIMAL(" + d.getPrecision() + ", " + d.getScale() + ")";
		}
		if (n instanceof DoubleType) {
			return "DOUBLE PRECISION";
		}
		if (n instanceof VarcharType v) {
			return "VARCHAR(" + v.getLength() + ")";
		}
		if (n instanceof BooleanType) {
			return "BOOLEAN";
		}
		if (n instanceof NotNull) {
			return "NOT NULL";
		}
		if (n instanceof PrimaryKey) {
			return "PRIMARY KEY";
		}
		if (n instanceof Unique) {
			return "UNIQUE";
		}
		if (n instanceof Check c) {
			return "CHECK (" + expression(c.getCondition()) + ")";
		}
		if (n instanceof Default d) {
			return "DEFAULT " + expression(d.getValue());
		}
		if (n instanceof TablePrimaryKey k) {
			return "PRIMARY KEY (" + String.join(", ", k.getColumns()) + ")";
		}
		if (n instanceof TableUnique u) {
			return "UNIQUE (" + String.join(", ", u.getColumns()) + ")";
		}
		if (n instanceof TableCheck c) {
			return "CHECK (" + expression(c.getCondition()) + ")";
		}
		if (n instanceof CreateIndex i) {
			return "CREATE " + (i.isUnique() ? "UNIQUE " : "") + "INDEX " + i.getName() + " ON " + i.getTable() + " ("
					+ String.join(", ", i.getColumns()) + ")";
		}
		if (n instanceof CreateView v) {
			return "CREATE VIEW " + v.getName() + " AS " + node(v.getQuery());
		}
		if (n instanceof Insert i) {
			return "INSERT INTO " + i.getTable()
					+ (i.getColumns().isEmpty() ? "" : " (" + String.join(", ", i.getColumns()) + ")") + " VALUES "
					+ join(i.getRows(), this::node, ", ");
		}
		if (n instanceof Row r) {
			return "(" + join(r.getValues(), this::expression, ", ") + ")";
		}
		if (n instanceof Update u) {
			return "UPDATE " + u.getTable() + " SET " + join(u.getAssignments(), this::node, ", ")
					+ (u.getWhere() == null ? "" : " WHERE " + expression(u.getWhere()));
		}
		if (n instanceof SetClause s) {
			return s.getColumn() + " = " + expression(s.getValue());
		}
		if (n instanceof Delete d) {
			return "DELETE FROM " + d.getTable() + (d.getWhere() == null ? "" : " WHERE " + expression(d.getWhere()));
		}
		if (n instanceof SetOperation s) {
			return node(s.getLeft()) + " " + s.getOperator().getLiteral() + (s.isAll() ? " ALL " : " ") + node(s.getRight());
		}
		if (n instanceof Select s) {
			return select(s);
		}
		if (n instanceof AllColumns) {
			return "*";
		}
		if (n instanceof ExpressionItem i) {
			return expression(i.getValue()) + (i.getAlias() == null ? "" : " AS " + i.getAlias());
		}
		if (n instanceof Join j) {
			return j.getKind().getLiteral() + " JOIN " + j.getTable() + (j.getAlias() == null ? "" : " AS " + j.getAlias())
					+ (j.getCondition() == null ? "" : " ON " + expression(j.getCondition()));
		}
		if (n instanceof TableRef t) {
			return (t.getQuery() == null ? t.getTable() : "(" + node(t.getQuery()) + ")")
					+ (t.getAlias() == null ? "" : " AS " + t.getAlias());
		}
		if (n instanceof OrderItem o) {
			return expression(o.getValue()) + (o.isDescending() ? " DESC" : "")
					+ (o.isNullsFirst() ? " NULLS FIRST" : o.isNullsLast() ? " NULLS LAST" : "");
		}
		if (n instanceof When w) {
			return "WHEN " + expression(w.getCondition()) + " THEN " + expression(w.getValue());
		}
		return expression(n);
	}

	private String select(Select s) {
		var out = new StringBuilder("SELECT ");
		if (s.isDistinct()) {
			out.append("DISTINCT ");
		}
		out.append(join(s.getItems(), this::node, ", ")).append(" FROM ").append(from(s.getFrom(), s.getJoins()));
		if (s.getWhere() != null) {
			out.append(" WHERE ").append(expression(s.getWhere().getCondition()));
		}
		if (!s.getGroupBy().isEmpty()) {
			out.append(" GROUP BY ").append(join(s.getGroupBy(), this::expression, ", "));
		}
		if (s.getHaving() != null) {
			out.append(" HAVING ").append(expression(s.getHaving().getCondition()));
		}
		if (!s.getOrderBy().isEmpty()) {
			out.append(" ORDER BY ").append(join(s.getOrderBy(), this::node, ", "));
		}
		if (s.eIsSet(s.eClass().getEStructuralFeature("limit"))) {
			out.append(" LIMIT ").append(s.getLimit());
			if (s.eIsSet(s.eClass().getEStructuralFeature("offset"))) {
				out.append(" OFFSET ").append(s.getOffset());
			}
		}
		return out.toString();
	}

	private String from(TableRef first, List<Join> joins) {
		return node(first) + joins.stream().map(j -> " " + node(j)).collect(Collectors.joining());
	}

	/**
	 * Ternary logic partitioning: the query, then the union of its rows where the predicate is true, false and
	 * unknown. Both must hold the same rows (as multisets); {@link SqlChecks} finds the pair again in the text.
	 * With GROUP BY, the groups are partitioned by a HAVING predicate. An aggregate (MIN, MAX, SUM, COUNT) is
	 * recombined from its values on the partitions: the MIN of the MINs, the SUM of the SUMs or COUNTs.
	 */
	private String tlp(TlpCheck c) {
		String query = "SELECT " + join(c.getItems(), this::node, ", ") + " FROM " + from(c.getFrom(), c.getJoins());
		String filter = " WHERE ";
		String p;
		if (c.getHaving() != null) {
			query += " GROUP BY " + join(c.getGroupBy(), this::expression, ", ");
			filter = " HAVING ";
			p = "(" + expression(c.getHaving().getCondition()) + ")";
		} else {
			p = "(" + expression(c.getPredicate()) + ")";
		}
		String partitions = query + filter + p + " UNION ALL " + query + filter + "NOT " + p + " UNION ALL " + query
				+ filter + p + " IS NULL";
		if (c.isAggregate()) {
			var item = (ExpressionItem) c.getItems().get(0);
			String name = ((FunctionCall) item.getValue()).getName();
			String combine = name.equalsIgnoreCase("COUNT") || name.equalsIgnoreCase("SUM") ? "SUM" : name;
			partitions = SqlChecks.aggregateOfPartitions(combine, item.getAlias(), partitions);
		}
		return query + ";\n" + partitions;
	}

	/**
	 * Non-optimizing reference engine construction: how many rows the predicate keeps, as the engine's filter
	 * counts them, then the predicate evaluated on every row (1 where it holds), which no optimizer can skip.
	 */
	private String norec(NorecCheck c) {
		String from = " FROM " + from(c.getFrom(), c.getJoins());
		String p = expression(c.getPredicate());
		return "SELECT COUNT(*)" + from + " WHERE " + p + ";\nSELECT CASE WHEN " + p + " THEN 1 ELSE 0 END" + from;
	}

	/** An expression as a whole (a condition, a select item): no parentheses around it. */
	private String expression(EObject e) {
		if (e instanceof Binary b) {
			return operand(b.getLeft()) + " " + b.getOperator() + " " + operand(b.getRight());
		}
		if (e instanceof Not n) {
			return "NOT " + operand(n.getOperand());
		}
		if (e instanceof Negate n) {
			return "-" + operand(n.getOperand());
		}
		if (e instanceof IsNull i) {
			return operand(i.getOperand()) + (i.isNegated() ? " IS NOT NULL" : " IS NULL");
		}
		if (e instanceof Between b) {
			return operand(b.getOperand()) + (b.isNegated() ? " NOT" : "") + " BETWEEN " + operand(b.getLow()) + " AND "
					+ operand(b.getHigh());
		}
		if (e instanceof InList i) {
			return operand(i.getOperand()) + (i.isNegated() ? " NOT" : "") + " IN (" + join(i.getValues(), this::expression, ", ")
					+ ")";
		}
		if (e instanceof InQuery i) {
			return operand(i.getOperand()) + (i.isNegated() ? " NOT" : "") + " IN (" + node(i.getQuery()) + ")";
		}
		if (e instanceof Like l) {
			return operand(l.getOperand()) + (l.isNegated() ? " NOT" : "") + " LIKE " + operand(l.getPattern());
		}
		if (e instanceof ScalarSubquery s) {
			return "(" + node(s.getQuery()) + ")";
		}
		if (e instanceof Exists x) {
			return "EXISTS (" + node(x.getQuery()) + ")";
		}
		if (e instanceof Case c) {
			return "CASE " + join(c.getWhens(), this::node, " ")
					+ (c.getOtherwise() == null ? "" : " ELSE " + expression(c.getOtherwise())) + " END";
		}
		if (e instanceof Cast c) {
			return "CAST(" + expression(c.getValue()) + " AS " + node(c.getType()) + ")";
		}
		if (e instanceof FunctionCall f) {
			String arguments = f.isStar() ? "*" : (f.isDistinct() ? "DISTINCT " : "") + join(f.getArguments(), this::expression, ", ");
			return f.getName() + "(" + arguments + ")";
		}
		if (e instanceof ColumnRef c) {
			return c.getQualifier().getName() + "." + c.getColumn();
		}
		if (e instanceof Column c) {
			return c.getName();
		}
		if (e instanceof IntegerLiteral i) {
			return Integer.toString(i.getValue());
		}
		if (e instanceof DecimalLiteral d) {
			return d.getValue();
		}
		if (e instanceof StringLiteral s) {
			return SqlValueConverters.SqlString.INSTANCE.toString(s.getValue());
		}
		if (e instanceof NullLiteral) {
			return "NULL";
		}
		if (e instanceof TrueLiteral) {
			return "TRUE";
		}
		if (e instanceof FalseLiteral) {
			return "FALSE";
		}
		throw new IllegalArgumentException("cannot render " + e.eClass().getName());
	}

	/** An expression inside another: compound ones in parentheses. */
	private String operand(EObject e) {
		boolean compound = e instanceof Binary || e instanceof Not || e instanceof Negate || e instanceof IsNull
				|| e instanceof Between || e instanceof InList || e instanceof InQuery || e instanceof Like
				|| e instanceof Exists; // H2 and HSQLDB reject EXISTS (...) IS NULL
		return compound ? "(" + expression(e) + ")" : expression(e);
	}

	private <T extends EObject> String join(List<T> nodes, Function<EObject, String> render, String separator) {
		return nodes.stream().map(render).collect(Collectors.joining(separator));
	}

	private List<String> all(List<? extends EObject> nodes) {
		return nodes.stream().map(this::node).toList();
	}
}
