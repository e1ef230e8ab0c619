package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;
import static cadmus.render.Layouts.child;
import static cadmus.render.Layouts.each;
import static cadmus.render.Layouts.list;
import static cadmus.render.Layouts.of;
import static cadmus.render.Layouts.value;
import static cadmus.render.Layouts.when;

import org.eclipse.emf.ecore.EObject;

import cadmus.lang.sql.engines.FoldedConstant;
import cadmus.lang.sql.sql.CoddCheck;
import cadmus.lang.sql.sql.DqeCheck;
import cadmus.lang.sql.sql.EetCheck;
import cadmus.lang.sql.sql.ExpressionItem;
import cadmus.lang.sql.sql.FunctionCall;
import cadmus.lang.sql.sql.NorecCheck;
import cadmus.lang.sql.sql.RecursiveQuery;
import cadmus.lang.sql.sql.Select;
import cadmus.lang.sql.sql.TableBody;
import cadmus.lang.sql.sql.TlpCheck;
import cadmus.render.Layout;
import cadmus.render.LayoutRenderer;
import cadmus.render.Precedence;
import cadmus.render.Writer;

/**
 * Renders SQL trees as text, from the core's layout tables: one statement per line. Every compound operand is
 * parenthesized, so precedence never needs deciding and the text re-parses to the same tree (parentheses
 * leave no node). The metamorphic checks are written as the statements that make them (a query and its
 * partitions), which {@link SqlChecks} finds again in the text.
 */
public final class SqlRenderer {

	/** Precedence levels: an operator or predicate, and an operand that is not one. */
	private static final int COMPOUND = 1;
	private static final int OPERAND = 2;

	/** The query a check is about: its items over its tables. */
	private static final Layout TLP_QUERY = of("SELECT ", list(TLP_CHECK__ITEMS, ", "), " FROM ", TLP_CHECK__FROM,
			each(TLP_CHECK__JOINS, " "));
	private static final Layout NOREC_FROM = of(" FROM ", NOREC_CHECK__FROM, each(NOREC_CHECK__JOINS, " "));
	private static final Layout EET_QUERY = of("SELECT ", list(EET_CHECK__ITEMS, ", "), " FROM ", EET_CHECK__FROM,
			each(EET_CHECK__JOINS, " "), when(EET_CHECK__PREDICATE, " WHERE ", EET_CHECK__PREDICATE));

	private static final Layout CODD_QUERY = of("SELECT ", list(CODD_CHECK__ITEMS, ", "), " FROM ", CODD_CHECK__FROM,
			each(CODD_CHECK__JOINS, " "), when(CODD_CHECK__PREDICATE, " WHERE ", CODD_CHECK__PREDICATE));

	private static final LayoutRenderer RENDERER = LayoutRenderer.builder("SQL")
			.precedence(Precedence.builder()
					// EXISTS too: H2 and HSQLDB reject EXISTS (...) IS NULL
					.level(COMPOUND, BINARY, NOT, NEGATE, IS_NULL, BETWEEN, IN_LIST, IN_QUERY, LIKE, EXISTS)
					.otherwise(OPERAND)
					.build())
			.layout(SCRIPT, each(SCRIPT__STATEMENTS, "", ";\n"))
			.layout(CREATE_TABLE, "CREATE TABLE ", when(CREATE_TABLE__IF_NOT_EXISTS, "IF NOT EXISTS "), CREATE_TABLE__NAME, " ",
					CREATE_TABLE__BODY, each(CREATE_TABLE__OPTIONS, " ", ""))
			// What real schemas write and generated programs do not (corpus programs, their mutants).
			.layout(TABLE_OPTION, when(TABLE_OPTION__DEFAULT, "DEFAULT "), TABLE_OPTION__NAME, "=", TABLE_OPTION__VALUE)
			.layout(ALTER_TABLE, "ALTER TABLE ", when(ALTER_TABLE__IF_EXISTS, "IF EXISTS "), ALTER_TABLE__NAME, " ",
					list(ALTER_TABLE__ACTIONS, ", "))
			.layout(ADD_COLUMN, "ADD ", when(ADD_COLUMN__COLUMN, "COLUMN "), when(ADD_COLUMN__IF_NOT_EXISTS, "IF NOT EXISTS "),
					ADD_COLUMN__DEFINITION, when(ADD_COLUMN__POSITION, " ", ADD_COLUMN__POSITION))
			.layout(MODIFY_COLUMN, "MODIFY ", when(MODIFY_COLUMN__COLUMN, "COLUMN "), MODIFY_COLUMN__DEFINITION,
					when(MODIFY_COLUMN__POSITION, " ", MODIFY_COLUMN__POSITION))
			.layout(CHANGE_COLUMN, "CHANGE ", when(CHANGE_COLUMN__COLUMN, "COLUMN "), CHANGE_COLUMN__FROM, " ",
					CHANGE_COLUMN__DEFINITION, when(CHANGE_COLUMN__POSITION, " ", CHANGE_COLUMN__POSITION))
			.layout(FIRST_POSITION, "FIRST")
			.layout(AFTER_POSITION, "AFTER ", AFTER_POSITION__COLUMN)
			.layout(ADD_CONSTRAINT, "ADD ", ADD_CONSTRAINT__CONSTRAINT)
			.layout(DROP_COLUMN, "DROP ", when(DROP_COLUMN__COLUMN, "COLUMN "), when(DROP_COLUMN__IF_EXISTS, "IF EXISTS "),
					DROP_COLUMN__NAME)
			.layout(DROP_CONSTRAINT, "DROP CONSTRAINT ", when(DROP_CONSTRAINT__IF_EXISTS, "IF EXISTS "), DROP_CONSTRAINT__NAME)
			.layout(RENAME_TABLE, "RENAME TO ", RENAME_TABLE__NAME)
			.layout(RENAME_COLUMN, "RENAME COLUMN ", RENAME_COLUMN__FROM, " TO ", RENAME_COLUMN__TO)
			.layout(ALTER_COLUMN, "ALTER ", when(ALTER_COLUMN__COLUMN, "COLUMN "), ALTER_COLUMN__NAME, " ", ALTER_COLUMN__CHANGE)
			.layout(SET_DEFAULT, "SET DEFAULT ", SET_DEFAULT__VALUE)
			.layout(DROP_DEFAULT, "DROP DEFAULT")
			.layout(SET_NOT_NULL, "SET NOT NULL")
			.layout(DROP_NOT_NULL, "DROP NOT NULL")
			.layout(CHANGE_TYPE, when(CHANGE_TYPE__DATA, "SET ", CHANGE_TYPE__DATA, " "), CHANGE_TYPE__TYPE_WORD, " ",
					CHANGE_TYPE__TYPE)
			.layout(DROP, "DROP ", DROP__KIND, " ", when(DROP__IF_EXISTS, "IF EXISTS "), list(DROP__NAMES, ", "),
					when(DROP__TABLE, " ON ", DROP__TABLE), when(DROP__CASCADE, " CASCADE"))
			.layout(TRANSACTION, TRANSACTION__COMMAND, when(TRANSACTION__TRANSACTION, " TRANSACTION"))
			.layout(SET_OPTION, "SET ", SET_OPTION__NAME,
					when(SET_OPTION__TO, " TO ").otherwise(when(SET_OPTION__EQUALS, " = ").otherwise(" ")),
					list(SET_OPTION__VALUES, ", "))
			.layout(NAMED_TYPE, NAMED_TYPE__NAME, when(NAMED_TYPE__SIZES, "(", list(NAMED_TYPE__SIZES, ", "), ")"),
					when(NAMED_TYPE__UNSIGNED, " UNSIGNED"))
			.layout(DEFAULT_EXPRESSION, "DEFAULT ", child(DEFAULT_EXPRESSION__VALUE, OPERAND))
			.layout(NULLABLE, "NULL")
			.layout(AUTO_INCREMENT, "AUTO_INCREMENT")
			.layout(REFERENCES, "REFERENCES ", REFERENCES__TABLE, when(REFERENCES__COLUMNS, " (", list(REFERENCES__COLUMNS, ", "),
					")"), each(REFERENCES__ACTIONS, " ", ""))
			.layout(REFERENTIAL_ACTION, "ON ", REFERENTIAL_ACTION__EVENT, " ", REFERENTIAL_ACTION__ACTION)
			.layout(NAMED_COLUMN_CONSTRAINT, "CONSTRAINT ", NAMED_COLUMN_CONSTRAINT__NAME, " ",
					NAMED_COLUMN_CONSTRAINT__CONSTRAINT)
			.layout(FOREIGN_KEY, "FOREIGN KEY (", list(FOREIGN_KEY__COLUMNS, ", "), ") ", FOREIGN_KEY__REFERENCES)
			.layout(TABLE_INDEX, when(TABLE_INDEX__UNIQUE, "UNIQUE "), when(TABLE_INDEX__KEY, "KEY").otherwise("INDEX"),
					when(TABLE_INDEX__NAME, " ", TABLE_INDEX__NAME), " (", list(TABLE_INDEX__COLUMNS, ", "), ")")
			.layout(NAMED_TABLE_CONSTRAINT, "CONSTRAINT ", NAMED_TABLE_CONSTRAINT__NAME, " ",
					NAMED_TABLE_CONSTRAINT__CONSTRAINT)
			.layout(TABLE_BODY, "(", list(TABLE_BODY__COLUMNS, ", "),
					when(body -> !((TableBody) body).getColumns().isEmpty(), when(TABLE_BODY__CONSTRAINTS, ", ")),
					list(TABLE_BODY__CONSTRAINTS, ", "), ")", when(TABLE_BODY__STRICT, " STRICT"),
					when(TABLE_BODY__WITHOUT, when(TABLE_BODY__STRICT, ","), " WITHOUT ROWID"))
			.layout(RECURSIVE_QUERY, SqlRenderer::recursive)
			.layout(TLP_CHECK, SqlRenderer::tlp)
			.layout(NOREC_CHECK, SqlRenderer::norec)
			.layout(EET_CHECK, SqlRenderer::eet)
			.layout(CODD_CHECK, SqlRenderer::codd)
			.layout(DQE_CHECK, SqlRenderer::dqe)
			.layout(COLUMN_DEFINITION, COLUMN_DEFINITION__NAME, " ", COLUMN_DEFINITION__TYPE,
					each(COLUMN_DEFINITION__CONSTRAINTS, " "))
			.layout(INTEGER_TYPE, "INTEGER")
			.layout(BIGINT_TYPE, "BIGINT")
			.layout(DECIMAL_TYPE, "DECIMAL(", DECIMAL_TYPE__PRECISION, ", ", DECIMAL_TYPE__SCALE, ")")
			.layout(DOUBLE_TYPE, "DOUBLE PRECISION")
			.layout(VARCHAR_TYPE, "VARCHAR(", VARCHAR_TYPE__LENGTH, ")")
			.layout(BOOLEAN_TYPE, "BOOLEAN")
			.layout(LIST_TYPE, LIST_TYPE__ELEMENT, "[]")
			.layout(STRUCT_TYPE, "STRUCT(", list(STRUCT_TYPE__FIELDS, ", "), ")")
			.layout(STRUCT_FIELD_TYPE, STRUCT_FIELD_TYPE__NAME, " ", STRUCT_FIELD_TYPE__TYPE)
			.layout(MAP_TYPE, "MAP(", MAP_TYPE__KEY, ", ", MAP_TYPE__VALUE, ")")
			.layout(NOT_NULL, "NOT NULL")
			.layout(PRIMARY_KEY, "PRIMARY KEY")
			.layout(UNIQUE, "UNIQUE")
			.layout(CHECK, "CHECK (", CHECK__CONDITION, ")")
			.layout(DEFAULT, "DEFAULT ", DEFAULT__VALUE)
			.layout(GENERATED, "GENERATED ALWAYS AS (", GENERATED__VALUE, ")", when(GENERATED__STORED, " STORED"),
					when(GENERATED__VIRTUAL, " VIRTUAL"))
			.layout(TABLE_PRIMARY_KEY, "PRIMARY KEY (", list(TABLE_PRIMARY_KEY__COLUMNS, ", "), ")")
			.layout(TABLE_UNIQUE, "UNIQUE (", list(TABLE_UNIQUE__COLUMNS, ", "), ")")
			.layout(TABLE_CHECK, "CHECK (", TABLE_CHECK__CONDITION, ")")
			.layout(CREATE_INDEX, "CREATE ", when(CREATE_INDEX__UNIQUE, "UNIQUE "), "INDEX ", CREATE_INDEX__NAME, " ON ",
					CREATE_INDEX__TABLE, " (", list(CREATE_INDEX__COLUMNS, ", "), CREATE_INDEX__KEY, ")",
					when(CREATE_INDEX__WHERE, " WHERE ", CREATE_INDEX__WHERE))
			.layout(INDEX_KEY, "(", INDEX_KEY__VALUE, ")")
			.layout(CREATE_VIEW, "CREATE VIEW ", CREATE_VIEW__NAME, " AS ", CREATE_VIEW__QUERY)
			.layout(WITH_QUERY, "WITH ", when(WITH_QUERY__RECURSIVE, "RECURSIVE "), WITH_QUERY__NAME, " AS ", when(WITH_QUERY__MATERIALIZED, "MATERIALIZED "),
					when(WITH_QUERY__NOT_MATERIALIZED, "NOT MATERIALIZED "), "(", WITH_QUERY__DEFINITION, ") ", WITH_QUERY__QUERY)
			.layout(INSERT, "INSERT INTO ", INSERT__TABLE, when(INSERT__COLUMNS, " (", list(INSERT__COLUMNS, ", "), ")"),
					" VALUES ", list(INSERT__ROWS, ", "), when(INSERT__UPSERT, " ", INSERT__UPSERT))
			.layout(UPSERT, "ON CONFLICT DO ", when(UPSERT__NOTHING, "NOTHING").otherwise("UPDATE SET "),
					list(UPSERT__ASSIGNMENTS, ", "), when(UPSERT__WHERE, " WHERE ", UPSERT__WHERE))
			.layout(ROW, "(", list(ROW__VALUES, ", "), ")")
			.layout(UPDATE, "UPDATE ", UPDATE__TABLE, " SET ", list(UPDATE__ASSIGNMENTS, ", "),
					when(UPDATE__WHERE, " WHERE ", UPDATE__WHERE))
			.layout(SET_CLAUSE, SET_CLAUSE__COLUMN, " = ", SET_CLAUSE__VALUE)
			.layout(DELETE, "DELETE FROM ", DELETE__TABLE, when(DELETE__WHERE, " WHERE ", DELETE__WHERE))
			.layout(SET_OPERATION, SET_OPERATION__LEFT, " ", SET_OPERATION__OPERATOR,
					when(SET_OPERATION__ALL, " ALL ").otherwise(" "), SET_OPERATION__RIGHT)
			.layout(SELECT, "SELECT ",
					when(SELECT__DISTINCT, "DISTINCT ", when(SELECT__DISTINCT_ON, "ON (", list(SELECT__DISTINCT_ON, ", "), ") ")),
					list(SELECT__ITEMS, ", "),
					when(SELECT__FROM, " FROM ", SELECT__FROM), each(SELECT__JOINS, " "), when(SELECT__WHERE, " WHERE ", SELECT__WHERE),
					when(SELECT__GROUP_ALL, " GROUP BY ALL"), when(SELECT__GROUP_BY, " GROUP BY ",
							when(SELECT__ROLLUP, "ROLLUP (", list(SELECT__GROUP_BY, ", "), ")")
									.otherwise(when(SELECT__CUBE, "CUBE (", list(SELECT__GROUP_BY, ", "), ")")
											.otherwise(list(SELECT__GROUP_BY, ", ")))),
					when(SELECT__HAVING, " HAVING ", SELECT__HAVING), when(SELECT__QUALIFY, " QUALIFY ", SELECT__QUALIFY),
					when(SELECT__ORDER_BY, " ORDER BY ", list(SELECT__ORDER_BY, ", ")),
					when(SELECT__LIMIT, " LIMIT ", SELECT__LIMIT, when(SELECT__OFFSET, " OFFSET ", SELECT__OFFSET)))
			.layout(QUALIFY, child(QUALIFY__WINDOW, OPERAND), " ", QUALIFY__OPERATOR, " ", child(QUALIFY__VALUE, OPERAND))
			.layout(WHERE, WHERE__CONDITION)
			.layout(HAVING, HAVING__CONDITION)
			.layout(ALL_COLUMNS, "*")
			.layout(EXPRESSION_ITEM, EXPRESSION_ITEM__VALUE, when(EXPRESSION_ITEM__ALIAS, " AS ", EXPRESSION_ITEM__ALIAS))
			.layout(JOIN, JOIN__KIND, " JOIN ", JOIN__TABLE, when(JOIN__ALIAS, " AS ", JOIN__ALIAS),
					when(JOIN__CONDITION, " ON ", JOIN__CONDITION))
			.layout(LATERAL_JOIN, LATERAL_JOIN__KIND, " JOIN LATERAL (", LATERAL_JOIN__QUERY, ")",
					when(LATERAL_JOIN__ALIAS, " AS ", LATERAL_JOIN__ALIAS), when(LATERAL_JOIN__CONDITION, " ON ", LATERAL_JOIN__CONDITION))
			.layout(TABLE_REF, when(TABLE_REF__QUERY, "(", TABLE_REF__QUERY, ")").otherwise(TABLE_REF__TABLE),
					when(TABLE_REF__ALIAS, " AS ", TABLE_REF__ALIAS))
			.layout(ORDER_ITEM, ORDER_ITEM__VALUE, when(ORDER_ITEM__DESCENDING, " DESC"),
					when(ORDER_ITEM__NULLS_FIRST, " NULLS FIRST").otherwise(when(ORDER_ITEM__NULLS_LAST, " NULLS LAST")))
			.layout(WHEN, "WHEN ", WHEN__CONDITION, " THEN ", WHEN__VALUE)
			.layout(BINARY, child(BINARY__LEFT, OPERAND), " ", BINARY__OPERATOR, " ", child(BINARY__RIGHT, OPERAND))
			.layout(NOT, "NOT ", child(NOT__OPERAND, OPERAND))
			.layout(NEGATE, "-", child(NEGATE__OPERAND, OPERAND))
			.layout(IS_NULL, child(IS_NULL__OPERAND, OPERAND), when(IS_NULL__NEGATED, " IS NOT NULL").otherwise(" IS NULL"))
			.layout(BETWEEN, child(BETWEEN__OPERAND, OPERAND), when(BETWEEN__NEGATED, " NOT"), " BETWEEN ",
					child(BETWEEN__LOW, OPERAND), " AND ", child(BETWEEN__HIGH, OPERAND))
			.layout(IN_LIST, child(IN_LIST__OPERAND, OPERAND), when(IN_LIST__NEGATED, " NOT"), " IN (",
					list(IN_LIST__VALUES, ", "), ")")
			.layout(IN_QUERY, child(IN_QUERY__OPERAND, OPERAND), when(IN_QUERY__NEGATED, " NOT"), " IN (", IN_QUERY__QUERY,
					")")
			.layout(LIKE, child(LIKE__OPERAND, OPERAND), when(LIKE__NEGATED, " NOT"), " LIKE ", child(LIKE__PATTERN, OPERAND))
			.layout(SCALAR_SUBQUERY, "(", SCALAR_SUBQUERY__QUERY, ")")
			.layout(EXISTS, "EXISTS (", EXISTS__QUERY, ")")
			.layout(CASE, "CASE ", list(CASE__WHENS, " "), when(CASE__OTHERWISE, " ELSE ", CASE__OTHERWISE), " END")
			.layout(CAST, "CAST(", CAST__VALUE, " AS ", CAST__TYPE, ")")
			.layout(ROW_VALUE, "(", list(ROW_VALUE__VALUES, ", "), ")")
			.layout(LIST_VALUE, when(LIST_VALUE__ARRAY, "ARRAY"), "[", list(LIST_VALUE__ELEMENTS, ", "), "]")
			.layout(LAMBDA, "lambda ", LAMBDA__PARAMETER, ": ", LAMBDA__BODY)
			.layout(STRUCT_VALUE, "{", list(STRUCT_VALUE__ENTRIES, ", "), "}")
			.layout(STRUCT_ENTRY, value(STRUCT_ENTRY__NAME, v -> SqlValueConverters.SqlString.INSTANCE.toString((String) v)), ": ",
					STRUCT_ENTRY__VALUE)
			.layout(MAP_VALUE, "MAP {", list(MAP_VALUE__ENTRIES, ", "), "}")
			.layout(MAP_ENTRY, when(MAP_ENTRY__TEXT, value(MAP_ENTRY__TEXT, v -> SqlValueConverters.SqlString.INSTANCE.toString((String) v)))
					.otherwise(MAP_ENTRY__NUMBER), ": ", MAP_ENTRY__VALUE)
			.layout(FIELD_ACCESS, "struct_extract(", FIELD_ACCESS__VALUE, ", ",
					value(FIELD_ACCESS__FIELD, v -> SqlValueConverters.SqlString.INSTANCE.toString((String) v)), ")")
			.layout(FUNCTION_CALL, FUNCTION_CALL__NAME, "(",
					when(FUNCTION_CALL__STAR, "*").otherwise(when(FUNCTION_CALL__DISTINCT, "DISTINCT "),
							list(FUNCTION_CALL__ARGUMENTS, ", ")),
					")", when(FUNCTION_CALL__WINDOW, " OVER (", FUNCTION_CALL__WINDOW, ")"))
			.layout(WINDOW, when(WINDOW__PARTITIONS, "PARTITION BY ", list(WINDOW__PARTITIONS, ", ")),
					when(WINDOW__ORDERS, when(WINDOW__PARTITIONS, " "), "ORDER BY ", list(WINDOW__ORDERS, ", ")))
			.layout(WINDOW_ORDER, WINDOW_ORDER__VALUE, when(WINDOW_ORDER__DESCENDING, " DESC"),
					when(WINDOW_ORDER__NULLS_FIRST, " NULLS FIRST").otherwise(" NULLS LAST"))
			.layout(COLUMN_REF, COLUMN_REF__QUALIFIER, ".", COLUMN_REF__COLUMN)
			.layout(QUALIFIER, QUALIFIER__NAME)
			.layout(COLUMN, COLUMN__NAME)
			.layout(INTEGER_LITERAL, INTEGER_LITERAL__VALUE)
			.layout(DECIMAL_LITERAL, DECIMAL_LITERAL__VALUE)
			.layout(STRING_LITERAL,
					value(STRING_LITERAL__VALUE, v -> SqlValueConverters.SqlString.INSTANCE.toString((String) v)))
			.layout(NULL_LITERAL, "NULL")
			.layout(TRUE_LITERAL, "TRUE")
			.layout(FALSE_LITERAL, "FALSE")
			.build();

	/** A script, or a statement or expression alone. */
	public String render(EObject tree) {
		return RENDERER.render(tree);
	}

	/**
	 * Ternary logic partitioning: the query, then the union of its rows where the predicate is true, false and
	 * unknown. Both must hold the same rows (as multisets); {@link SqlChecks} finds the pair again in the text.
	 * With GROUP BY, the groups are partitioned by a HAVING predicate. An aggregate (MIN, MAX, SUM, COUNT) is
	 * recombined from its values on the partitions: the MIN of the MINs, the SUM of the SUMs or COUNTs.
	 */
	private static void tlp(EObject node, Writer out) {
		var c = (TlpCheck) node;
		String query = out.rendered(node, TLP_QUERY);
		String filter = " WHERE ";
		String p;
		if (c.getHaving() != null) {
			query += " GROUP BY " + out.rendered(node, list(TLP_CHECK__GROUP_BY, ", "));
			filter = " HAVING ";
			p = "(" + out.rendered(c.getHaving(), Integer.MIN_VALUE) + ")";
		} else {
			p = "(" + out.rendered(c.getPredicate(), Integer.MIN_VALUE) + ")";
		}
		String partitions = query + filter + p + " UNION ALL " + query + filter + "NOT " + p + " UNION ALL " + query
				+ filter + p + " IS NULL";
		if (c.isAggregate()) {
			var item = (ExpressionItem) c.getItems().get(0);
			String name = ((FunctionCall) item.getValue()).getName();
			String combine = name.equalsIgnoreCase("COUNT") || name.equalsIgnoreCase("SUM") ? "SUM" : name;
			partitions = SqlChecks.aggregateOfPartitions(combine, item.getAlias(), partitions);
		}
		out.text(query + ";\n" + partitions);
	}

	/**
	 * Equivalent expression transformation: the query, then the query with one expression replaced by an equal one
	 * ({@link EquivalentRewrite}), read through a derived table that marks the pair for {@link SqlChecks}.
	 */
	private static void eet(EObject node, Writer out) {
		String query = out.rendered(node, EET_QUERY);
		String rewritten = out.rendered(EquivalentRewrite.rewritten((EetCheck) node), EET_QUERY);
		out.text(query + ";\n" + SqlChecks.rewrittenQuery(rewritten));
	}

	/**
	 * Constant folding: an expression of the query that depends on no row, computed alone; the query; and the query
	 * with that value in the expression's place, which the engine's worker writes in as a constant
	 * ({@link FoldedConstant}), read through a derived table that marks it. A query with no such expression is
	 * written alone.
	 */
	private static void codd(EObject node, Writer out) {
		String query = out.rendered(node, CODD_QUERY);
		var fold = ConstantFolding.of((CoddCheck) node);
		if (fold == null) {
			out.text(query);
			return;
		}
		String value = out.rendered(fold.value(), Integer.MIN_VALUE);
		out.text(FoldedConstant.valueQuery(value) + ";\n" + query + ";\n"
				+ FoldedConstant.foldedQuery(out.rendered(fold.folded(), CODD_QUERY)));
	}

	/**
	 * A recursive common table expression, as every engine reads one: {@code WITH RECURSIVE t AS (base UNION [ALL]
	 * step) query}, the step {@code SELECT r.c0 + 1 AS c0, r.c1 AS c1, ... FROM t AS r WHERE (r.c0 > (-b)) AND
	 * (r.c0 < b)}, and its predicate p, which names the columns unqualified (in the step, r's), if it has one.
	 */
	private static void recursive(EObject node, Writer out) {
		var q = (RecursiveQuery) node;
		String name = q.getName();
		String r = name + "_r";
		int columns = ((Select) q.getBase()).getItems().size();
		var step = new StringBuilder("SELECT ").append(r).append(".c0 + 1 AS c0");
		for (int k = 1; k < columns; k++) {
			step.append(", ").append(r).append(".c").append(k).append(" AS c").append(k);
		}
		// Parenthesized as the renderer writes a parsed tree, so that the text renders again as it is.
		String bounds = "(" + r + ".c0 > (-" + q.getBound() + ")) AND (" + r + ".c0 < " + q.getBound() + ")";
		step.append(" FROM ").append(name).append(" AS ").append(r).append(" WHERE ")
				.append(q.getStep() == null ? bounds : "(" + bounds + ") AND " + out.rendered(q.getStep(), OPERAND));
		out.text("WITH RECURSIVE " + name + " AS (" + out.rendered(q.getBase(), Integer.MIN_VALUE) + " UNION "
				+ (q.isAll() ? "ALL " : "") + step + ") " + out.rendered(q.getQuery(), Integer.MIN_VALUE));
	}

	/**
	 * Differential query execution: the rows a predicate selects, then those it updates (a column set to itself, so
	 * no row changes) and those it deletes, as RETURNING gives them back.
	 */
	private static void dqe(EObject node, Writer out) {
		var c = (DqeCheck) node;
		String p = out.rendered(c.getPredicate(), Integer.MIN_VALUE);
		out.text(SqlChecks.dqeStatements(c.getTable(), c.getColumn(), p));
	}

	/**
	 * Non-optimizing reference engine construction: how many rows the predicate keeps, as the engine's filter
	 * counts them, then the predicate evaluated on every row (1 where it holds), which no optimizer can skip.
	 */
	private static void norec(EObject node, Writer out) {
		var c = (NorecCheck) node;
		String from = out.rendered(node, NOREC_FROM);
		String p = out.rendered(c.getPredicate(), Integer.MIN_VALUE);
		out.text("SELECT COUNT(*)" + from + " WHERE " + p + ";\nSELECT CASE WHEN " + p + " THEN 1 ELSE 0 END" + from);
	}
}
