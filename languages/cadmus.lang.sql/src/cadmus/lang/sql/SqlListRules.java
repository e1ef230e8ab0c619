package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;

/**
 * Type rules of lists (DuckDB's lists, PostgreSQL's arrays) and DuckDB's lambdas: a list value's elements have one
 * type, which PostgreSQL writes ARRAY[...]; a lambda's parameter is an element of the list it maps or filters. The
 * functions of lists are {@link SqlListFunction}'s.
 */
final class SqlListRules {

	private SqlListRules() {
	}

	static void register(RuleTable table) {
		boolean arrays = table.has(SqlProfile.Construct.ARRAYS);
		table.rule(LIST_VALUE, w -> SqlTypes.list(SqlExpressionRules.anyValue()), t -> {
			t.set(LIST_VALUE__ARRAY, arrays);
			t.require(LIST_VALUE__ELEMENTS, ContainerType.argument(t.resolve(t.nodeType())));
		});
		table.rule(LAMBDA, w -> new FunctionType(List.of(SqlExpressionRules.anyValue()), SqlExpressionRules.anyValueOrBoolean()),
				SqlListRules::lambda);
	}

	/**
	 * A lambda: its parameter, named by how many lambdas enclose it (x0, x1, ...: an inner lambda may name an outer
	 * one's), and its body, which names it mostly (SqlExpressionRules' column rule).
	 */
	private static void lambda(ChildTyping t) {
		if (!(t.resolve(t.nodeType()) instanceof FunctionType type)) {
			throw new RulesException("a lambda for " + t.nodeType());
		}
		var parameters = new ArrayList<>(QueryContext.lambdaParameters(t));
		String name = "x" + parameters.size();
		parameters.add(new QueryContext.LambdaParameter(name, type.parameters().get(0)));
		t.set(LAMBDA__PARAMETER, name);
		t.define(QueryContext.LAMBDA_PARAMETERS, List.copyOf(parameters));
		t.require(LAMBDA__BODY, type.result());
	}

}
