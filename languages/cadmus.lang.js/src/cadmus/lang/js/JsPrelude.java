package cadmus.lang.js;

import static cadmus.lang.js.JsTypes.BOOLEAN;
import static cadmus.lang.js.JsTypes.NUMBER;
import static cadmus.lang.js.JsTypes.OUTPUT;
import static cadmus.lang.js.JsTypes.STRING;
import static cadmus.lang.js.JsTypes.WHILE_GUARD;

import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;

import cadmus.api.Binding;
import cadmus.api.PreludeDefinition;
import cadmus.api.types.FunctionType;
import cadmus.api.types.TypeVariable;

/**
 * What every generated JavaScript program starts with: one printing function, {@code out}, whose text is the
 * same on every engine (numbers by the language's own conversion, -0 told apart, strings quoted, arrays element
 * by element, typed arrays too marked typed[...], records with their keys sorted, errors by class name and
 * message), safe wrappers that keep indexing and the library defined, and the fuel that bounds while loops.
 * {@code str_char} makes no control character and no surrogate (how JSON.stringify writes those differs between
 * engines' versions). It is ES5, so the ES5-level engines run it too (what they lack is never called); the host's
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
			  if (Array.isArray(v) || v !== null && typeof v === "object" && typeof v.BYTES_PER_ELEMENT === "number") {
			    var parts = [];
			    for (var i = 0; i < v.length; i++) { parts.push(show(v[i])); }
			    return (Array.isArray(v) ? "[" : "typed[") + parts.join(",") + "]";
			  }
			  if (v !== null && typeof v === "object") {
			    var keys = Object.keys(v).sort(), fields = [];
			    for (var k = 0; k < keys.length; k++) { fields.push(keys[k] + ":" + show(v[keys[k]])); }
			    return "{" + fields.join(",") + "}";
			  }
			  return String(v);
			}
			function out(v) { print(show(v)); }
			function index_in(n, i) { var k = Math.floor(i) % n; return isNaN(k) ? 0 : k < 0 ? k + n : k; }
			function at(a, i) { return a[index_in(a.length, i)]; }
			function str_upper(s) { return s.toUpperCase(); }
			function str_len(s) { return s.length; }
			function str_slice(s, i) { return s.slice(i | 0); }
			function str_index(s, t) { return s.indexOf(t); }
			function num_fixed(x) { return isFinite(x) && Math.abs(x) < 1e21 ? x.toFixed(2) : String(x); }
			function num_abs(x) { return Math.abs(x); }
			function num_max(x, y) { return Math.max(x, y); }
			function num_floor(x) { return Math.floor(x); }
			function num_ceil(x) { return Math.ceil(x); }
			function num_round(x) { return Math.round(x); }
			function num_min(x, y) { return Math.min(x, y); }
			function num_imul(x, y) { return Math.imul(x, y); }
			function num_clz32(x) { return Math.clz32(x); }
			function num_trunc(x) { return Math.trunc(x); }
			function num_sign(x) { return Math.sign(x); }
			function num_fround(x) { return Math.fround(x); }
			function str_code(s, i) { return s.charCodeAt(i); }
			function str_char(n) { return String.fromCharCode(32 + (n & 16383)); }
			function arr_len(a) { return a.length; }
			function arr_rev(a) { return a.slice().reverse(); }
			function arr_cat(a, b) { return a.concat(b); }
			function arr_join(a) { return a.join("-"); }
			function arr_put(a, i, v) { var k = index_in(a.length, i); a[k] = v; return k; }
			function ta_i32(a) { return new Int32Array(a); }
			function ta_f64(a) { return new Float64Array(a); }
			function ta_f32(a) { return new Float32Array(a); }
			function ta_u8c(a) { return new Uint8ClampedArray(a); }
			function ta_get(t, i) { return t[index_in(t.length, i)]; }
			function ta_put(t, i, v) { var k = index_in(t.length, i); t[k] = v; return t[k]; }
			var fuel_used = 0;
			function fuel() { fuel_used = fuel_used + 1; return fuel_used < 200 && fuel_used % 7 !== 0; }
			""";

	/** Its definitions: each starts at a line that declares a function or a variable. */
	static final List<PreludeDefinition> DEFINITIONS = PreludeDefinition.split(TEXT,
			Pattern.compile("function ([\\w$]+)|var ([\\w$]+)"));

	private JsPrelude() {
	}

	/**
	 * What generated code may call, where {@code allows} tells which {@link JsFeatures} the implementations have. The
	 * library it reaches is what an engine's optimizing compiler inlines and specializes (Math's exact functions,
	 * character codes, element stores that change an array's elements kind, typed arrays' loads and stores): each
	 * defined for every argument of its types, so programs stay deterministic. Math's implementation-approximated
	 * functions (sin, exp, pow, sqrt...) are left out.
	 */
	static List<Binding> environment(Predicate<String> allows) {
		var any = new TypeVariable();
		var element = new TypeVariable();
		var a = new TypeVariable();
		var b = new TypeVariable();
		var c = new TypeVariable();
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
				Binding.of("num_ceil", new FunctionType(List.of(NUMBER), NUMBER)),
				Binding.of("num_round", new FunctionType(List.of(NUMBER), NUMBER)),
				Binding.of("num_min", new FunctionType(List.of(NUMBER, NUMBER), NUMBER)),
				Binding.of("str_code", new FunctionType(List.of(STRING, NUMBER), NUMBER)),
				Binding.of("str_char", new FunctionType(List.of(NUMBER), STRING)),
				Binding.polymorphic("arr_len", new FunctionType(List.of(JsTypes.array(new TypeVariable())), NUMBER)),
				Binding.polymorphic("arr_rev", new FunctionType(List.of(JsTypes.array(a)), JsTypes.array(a))),
				Binding.polymorphic("arr_cat", new FunctionType(List.of(JsTypes.array(b), JsTypes.array(b)), JsTypes.array(b))),
				// Scalars only: how a function turns into text is up to each engine.
				Binding.polymorphic("arr_join", new FunctionType(List.of(JsTypes.array(JsTypes.anyScalar())), STRING)),
				// A store keeps the array's length (never an index past its end: no holes) and answers the index it
				// wrote (a number: answering the value would make it fit wherever any value does, and crowd out the
				// rest). No push: a for-in over the array it grows would visit the new keys or not, as the engine
				// likes (EnumerateObjectProperties).
				Binding.impure("arr_put", new FunctionType(List.of(JsTypes.array(c), NUMBER, c), NUMBER), true),
				Binding.of("NaN", NUMBER), Binding.of("Infinity", NUMBER), Binding.of("isNaN",
						new FunctionType(List.of(NUMBER), BOOLEAN)),
				// What instanceof tests against, and the error classes programs make errors of.
				Binding.of("Array", JsTypes.CONSTRUCTOR), Binding.of("Object", JsTypes.CONSTRUCTOR),
				Binding.of("Function", JsTypes.CONSTRUCTOR)));
		if (allows.test(JsFeatures.ES2015_MATH)) {
			bindings.addAll(List.of(Binding.of("num_imul", new FunctionType(List.of(NUMBER, NUMBER), NUMBER)),
					Binding.of("num_clz32", new FunctionType(List.of(NUMBER), NUMBER)),
					Binding.of("num_trunc", new FunctionType(List.of(NUMBER), NUMBER)),
					Binding.of("num_sign", new FunctionType(List.of(NUMBER), NUMBER)),
					Binding.of("num_fround", new FunctionType(List.of(NUMBER), NUMBER))));
		}
		if (allows.test(JsFeatures.TYPED_ARRAYS)) {
			var numbers = JsTypes.array(NUMBER);
			for (String make : List.of("ta_i32", "ta_f64", "ta_f32", "ta_u8c")) {
				bindings.add(Binding.of(make, new FunctionType(List.of(numbers), JsTypes.TYPED_ARRAY)));
			}
			bindings.add(Binding.of("ta_get", new FunctionType(List.of(JsTypes.TYPED_ARRAY, NUMBER), NUMBER)));
			// The store answers what the array then holds: the number converted to the element type.
			bindings.add(Binding.impure("ta_put", new FunctionType(List.of(JsTypes.TYPED_ARRAY, NUMBER, NUMBER), NUMBER), false));
		}
		JsTypes.ERROR_CLASSES.forEach(name -> bindings.add(Binding.of(name, JsTypes.ERROR_CLASS)));
		return List.copyOf(bindings);
	}
}
