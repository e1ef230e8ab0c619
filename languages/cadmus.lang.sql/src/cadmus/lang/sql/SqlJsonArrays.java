package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;

/**
 * A dialect's JSON arrays (the JSON construct): the functions its programs call, where its engine builds no JSON array,
 * and the paths to an element it writes. Empty where the dialect has no JSON.
 *
 * @param functions the dialect's JSON functions, in a fixed order
 * @param refusedIn the statements and clauses where the engine builds no JSON array: DuckDB binds json_array in no
 *                  index ("Cannot use json_array in this context", a 10,000-program compare found one); PostgreSQL
 *                  takes no STABLE function (jsonb_build_array) in an index or a generated column
 * @param paths     the paths calls take, as the dialect writes them: the first three elements and the last; SQLite's
 *                  also the place after the last ('$[#]', where json_insert appends and nothing is found)
 */
record SqlJsonArrays(List<SqlJsonFunction> functions, Set<EClass> refusedIn, List<String> paths) {

	static SqlJsonArrays of(SqlProfile dialect) {
		if (!dialect.has(SqlProfile.Construct.JSON)) {
			return new SqlJsonArrays(List.of(), Set.of(), List.of());
		}
		var functions = java.util.Arrays.stream(SqlJsonFunction.values()).filter(f -> f.in(dialect)).toList();
		return switch (dialect) {
		case POSTGRES -> new SqlJsonArrays(functions, Set.of(CREATE_INDEX, GENERATED), List.of("0", "1", "2", "-1"));
		case DUCKDB -> new SqlJsonArrays(functions, Set.of(CREATE_INDEX), List.of("$[0]", "$[1]", "$[2]", "$[#-1]"));
		default -> new SqlJsonArrays(functions, Set.of(), List.of("$[0]", "$[1]", "$[2]", "$[#-1]", "$[#]"));
		};
	}

	/** Whether the dialect has JSON arrays. */
	boolean present() {
		return !functions.isEmpty();
	}

	/**
	 * Whether a call here may make a value of a JSON array: not where the dialect refuses one, and some function that
	 * makes a value of one yields the node's type here.
	 */
	boolean allowed(ChildTyping t) {
		return present() && t.ancestors().stream().noneMatch(refusedIn::contains)
				&& functions.stream().anyMatch(f -> f.makesValue() && f.fits(t, false));
	}

	/**
	 * The call of a JSON function the node's type allows, drawn among them: a plain one (not an aggregate, no
	 * window). At the expression depth limit a JSON array is only built, of leaves.
	 */
	void call(ChildTyping t) {
		boolean atDepthLimit = SqlPlacement.atDepthLimit(t.ancestors());
		var fitting = new java.util.ArrayList<SqlJsonFunction>();
		for (var f : functions) {
			if (f.fits(t, atDepthLimit)) {
				fitting.add(f);
			}
		}
		if (fitting.isEmpty()) {
			throw new RulesException("no JSON function yields " + t.nodeType());
		}
		java.util.Collections.rotate(fitting, t.decisions().choose("json.function", fitting.size()));
		fitting.get(0).call(t);
	}

	/** A string literal that is a path to an element: one of the dialect's paths. */
	void path(ChildTyping t) {
		t.set(STRING_LITERAL__VALUE, paths.get(t.decisions().choose("json.path", paths.size())));
	}
}
