package cadmus.lang.js;

import static cadmus.lang.js.JsTypes.BOOLEAN;
import static cadmus.lang.js.JsTypes.NUMBER;
import static cadmus.lang.js.JsTypes.OUTPUT;
import static cadmus.lang.js.JsTypes.STRING;
import static cadmus.lang.js.JsTypes.WHILE_GUARD;

import java.util.List;
import java.util.regex.Pattern;

import cadmus.api.Binding;
import cadmus.api.PreludeDefinition;
import cadmus.api.types.FunctionType;
import cadmus.api.types.TypeVariable;

/**
 * What every generated JavaScript program starts with: one printing function, {@code out}, whose text is the
 * same on every engine (numbers by the language's own conversion, -0 told apart, strings quoted, arrays
 * element by element, records with their keys sorted, errors by class name and message), safe wrappers that keep indexing and the library
 * defined, and the fuel that bounds while loops. It is ES5, so the ES5-level engines run it too; the host's
 * only contribution is {@code print}. Generated code sees these functions as environment bindings.
 */
final class JsPrelude {

	static final String TEXT = """
			// Cadmus prelude: printing, safe wrappers and loop fuel shared by every generated program.
			function show(v) {
			  if (typeof v === "number") { return v === 0 && 1 / v < 0 ? "-0" : String(v); }
			  if (typeof v === "string") { return JSON.stringify(v); }
			  if (typeof v === "function") { return "function"; }
			  if (v instanceof Error) { return "<" + v.name + " " + show(v.message) + ">"; }
			  if (Array.isArray(v)) {
			    var parts = [];
			    for (var i = 0; i < v.length; i++) { parts.push(show(v[i])); }
			    return "[" + parts.join(",") + "]";
			  }
			  if (v !== null && typeof v === "object") {
			    var keys = Object.keys(v).sort(), fields = [];
			    for (var k = 0; k < keys.length; k++) { fields.push(keys[k] + ":" + show(v[keys[k]])); }
			    return "{" + fields.join(",") + "}";
			  }
			  return String(v);
			}
			function out(v) { print(show(v)); }
			function at(a, i) { var n = a.length; var k = Math.floor(i) % n; return a[isNaN(k) ? 0 : k < 0 ? k + n : k]; }
			function str_upper(s) { return s.toUpperCase(); }
			function str_len(s) { return s.length; }
			function str_slice(s, i) { return s.slice(i | 0); }
			function str_index(s, t) { return s.indexOf(t); }
			function num_fixed(x) { return isFinite(x) && Math.abs(x) < 1e21 ? x.toFixed(2) : String(x); }
			function num_abs(x) { return Math.abs(x); }
			function num_max(x, y) { return Math.max(x, y); }
			function num_floor(x) { return Math.floor(x); }
			function arr_len(a) { return a.length; }
			function arr_rev(a) { return a.slice().reverse(); }
			function arr_cat(a, b) { return a.concat(b); }
			function arr_join(a) { return a.join("-"); }
			var fuel_used = 0;
			function fuel() { fuel_used = fuel_used + 1; return fuel_used < 200 && fuel_used % 7 !== 0; }
			""";

	/** Its definitions: each starts at a line that declares a function or a variable. */
	static final List<PreludeDefinition> DEFINITIONS = PreludeDefinition.split(TEXT,
			Pattern.compile("function ([\\w$]+)|var ([\\w$]+)"));

	private JsPrelude() {
	}

	static List<Binding> environment() {
		var any = new TypeVariable();
		var element = new TypeVariable();
		var a = new TypeVariable();
		var b = new TypeVariable();
		var bindings = new java.util.ArrayList<>(List.of(
				Binding.impure("out", new FunctionType(List.of(any), OUTPUT), true),
				Binding.impure("fuel", new FunctionType(List.of(), WHILE_GUARD), false),
				Binding.polymorphic("at", new FunctionType(List.of(JsTypes.array(element), NUMBER), element)),
				Binding.of("str_upper", new FunctionType(List.of(STRING), STRING)),
				Binding.of("str_len", new FunctionType(List.of(STRING), NUMBER)),
				Binding.of("str_slice", new FunctionType(List.of(STRING, NUMBER), STRING)),
				Binding.of("str_index", new FunctionType(List.of(STRING, STRING), NUMBER)),
				Binding.of("num_fixed", new FunctionType(List.of(NUMBER), STRING)),
				Binding.of("num_abs", new FunctionType(List.of(NUMBER), NUMBER)),
				Binding.of("num_max", new FunctionType(List.of(NUMBER, NUMBER), NUMBER)),
				Binding.of("num_floor", new FunctionType(List.of(NUMBER), NUMBER)),
				Binding.polymorphic("arr_len", new FunctionType(List.of(JsTypes.array(new TypeVariable())), NUMBER)),
				Binding.polymorphic("arr_rev", new FunctionType(List.of(JsTypes.array(a)), JsTypes.array(a))),
				Binding.polymorphic("arr_cat", new FunctionType(List.of(JsTypes.array(b), JsTypes.array(b)), JsTypes.array(b))),
				// Scalars only: how a function turns into text is up to each engine.
				Binding.polymorphic("arr_join", new FunctionType(List.of(JsTypes.array(JsTypes.anyScalar())), STRING)),
				Binding.of("NaN", NUMBER), Binding.of("Infinity", NUMBER), Binding.of("isNaN",
						new FunctionType(List.of(NUMBER), BOOLEAN)),
				// What instanceof tests against, and the error classes programs make errors of.
				Binding.of("Array", JsTypes.CONSTRUCTOR), Binding.of("Object", JsTypes.CONSTRUCTOR),
				Binding.of("Function", JsTypes.CONSTRUCTOR)));
		JsTypes.ERROR_CLASSES.forEach(name -> bindings.add(Binding.of(name, JsTypes.ERROR_CLASS)));
		return List.copyOf(bindings);
	}
}
