package cadmus.lang.php;

import static cadmus.lang.php.PhpTypes.BOOL;
import static cadmus.lang.php.PhpTypes.FLOAT;
import static cadmus.lang.php.PhpTypes.INT;
import static cadmus.lang.php.PhpTypes.OUTPUT;
import static cadmus.lang.php.PhpTypes.STRING;
import static cadmus.lang.php.PhpTypes.WHILE_GUARD;

import java.util.List;
import java.util.regex.Pattern;

import cadmus.api.Binding;
import cadmus.api.PreludeDefinition;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * What every generated PHP program starts with, in a {@code <?php ... ?>} block of its own: one printing
 * function whose output is the same on every implementation (floats as var_export writes them, the shortest text
 * that reads back as the same number; strings quoted and escaped; arrays key by key), integer division and
 * remainder guarded against zero and overflow, (int) of a float guarded against NaN, infinities and floats out of
 * range (whole), string helpers clamped to defined arguments, the fuel that bounds loops, and small/clip, through
 * which a loop's compound assignments add to an int or a string (so no loop takes an int past PHP_INT_MAX, where it
 * would turn into a float, or doubles a string past memory). Generated code sees these, and the library functions
 * it may call, as environment bindings with their types. The wrappers take whatever an int operation gave: PHP
 * turns an int that overflows into a float.
 */
final class PhpPrelude {

	static final String TEXT = """
			<?php
			// Cadmus prelude: printing, guarded arithmetic and the loop guard every generated program shares.
			// A warning or notice is an error of the program: thrown, so that no run ends well despite one.
			set_error_handler(function (int $severity, string $message) {
			    throw new ErrorException($message, 0, $severity);
			});
			function show($v): string {
			    if (is_array($v)) {
			        $parts = [];
			        foreach ($v as $k => $x) {
			            $parts[] = show($k) . ' => ' . show($x);
			        }
			        return '[' . implode(', ', $parts) . ']';
			    }
			    if (is_float($v)) {
			        return is_finite($v) ? finite_text($v) : (is_nan($v) ? 'NAN' : ($v > 0 ? 'INF' : '-INF'));
			    }
			    if (is_string($v)) {
			        return '"' . addcslashes($v, "\\0..\\37\\"\\\\\\177..\\377") . '"';
			    }
			    if (is_bool($v)) {
			        return $v ? 'true' : 'false';
			    }
			    if ($v === null) {
			        return 'null';
			    }
			    if (is_object($v)) {
			        return get_class($v) . ' ' . show(get_object_vars($v));
			    }
			    return (string) $v;
			}
			function finite_text(float $v): string {
			    return var_export($v, true);
			}
			function emit($v) {
			    echo show($v), "\\n";
			}
			function fuel(): bool {
			    static $left = 200;
			    return --$left >= 0;
			}
			function div($a, $b): int {
			    if (!is_int($a) || !is_int($b) || $b === 0) {
			        return 0;
			    }
			    if ($b === -1) {
			        return $a === PHP_INT_MIN ? $a : -$a;
			    }
			    return intdiv($a, $b);
			}
			function mod($a, $b): int {
			    if (!is_int($a) || !is_int($b) || $b === 0 || $b === -1) {
			        return 0;
			    }
			    return $a % $b;
			}
			function quotient($a, $b): float {
			    return $b == 0 ? (float) $a : $a / $b;
			}
			function rep(string $s, $n): string {
			    return str_repeat($s, is_int($n) ? max(0, min(3, $n)) : 1);
			}
			function sub(string $s, $start, $length): string {
			    $n = strlen($s);
			    $start = is_int($start) ? max(0, min($n, $start)) : 0;
			    $length = is_int($length) ? max(0, min($n - $start, $length)) : 0;
			    return (string) substr($s, $start, $length);
			}
			function whole(float $f): int {
			    return $f < 9.2e18 && -9.2e18 < $f ? (int) $f : 0;
			}
			function small($v): int {
			    return is_int($v) ? $v % 1000 : 0;
			}
			function clip($s): string {
			    return substr($s, 0, 8);
			}
			function sorted(array $a): array {
			    sort($a);
			    return $a;
			}
			function sorted_by(array $a, callable $key): array {
			    usort($a, function ($x, $y) use ($key) {
			        $p = $key($x);
			        $q = $key($y);
			        return $p < $q ? -1 : ($p > $q ? 1 : 0);
			    });
			    return $a;
			}
			function kept(array $a, callable $keep): array {
			    $r = array_values(array_filter($a, $keep));
			    return $r === [] ? [$a[0]] : $r;
			}
			function at(array $a, $i) {
			    return $a[is_int($i) ? abs($i % count($a)) : 0];
			}
			?>
			""";

	/**
	 * Floats as the legacy prelude prints them: with six decimals, which PHP 5 and Quercus print alike
	 * (var_export's shortest form is PHP 7.1's; Quercus prints 1.0 as 1). A negative zero prints as zero.
	 */
	private static final String LEGACY_FINITE = """
			function finite_text($v) {
			    return number_format($v == 0 ? 0.0 : $v, 6, '.', '');
			}
			""";

	/** A type declaration in a signature: of a parameter (before its name), or of the result. */
	private static final Pattern DECLARATION = Pattern.compile("\\??\\b(?:int|float|string|bool|array|callable) (?=\\$)"
			+ "|(?<=\\)): \\??\\w+(?= \\{)");

	private PhpPrelude() {
	}

	/** The prelude's function definitions, framed by its opening and closing ({@link #framed}). */
	static List<PreludeDefinition> definitions() {
		return DEFINITIONS;
	}

	/**
	 * The prelude for PHP 5 and Quercus: the same definitions without type declarations, without div (intdiv is PHP
	 * 7's: programs for PHP 5 divide no ints), and with floats printed by {@link #LEGACY_FINITE}. Nothing else of
	 * the prelude is beyond PHP 5.
	 */
	static List<PreludeDefinition> legacyDefinitions() {
		return LEGACY_DEFINITIONS;
	}

	private static final Pattern DEFINITION = Pattern.compile("function (\\w+)\\(");

	private static final List<PreludeDefinition> DEFINITIONS = framed(PreludeDefinition.split(TEXT, DEFINITION));

	private static final List<PreludeDefinition> LEGACY_DEFINITIONS = DEFINITIONS.stream()
			.filter(d -> !d.names().equals(List.of("div")))
			.map(d -> d.names().equals(List.of("finite_text")) ? new PreludeDefinition(d.names(), LEGACY_FINITE)
					: new PreludeDefinition(d.names(), undeclared(d.text())))
			.toList();

	/** The text without type declarations in its signatures (the lines that declare a function). */
	private static String undeclared(String text) {
		var lines = new StringBuilder();
		for (String line : text.split("(?<=\n)")) {
			lines.append(line.contains("function") ? DECLARATION.matcher(line).replaceAll("") : line);
		}
		return lines.toString();
	}

	/**
	 * The definitions, with the block's opening (and the error handler) and its closing ?> as definitions of every
	 * name: kept whenever any function of the prelude is, so that a reduced program's prelude is still a PHP block
	 * that makes warnings errors; dropped with the last of them, when the program's own block is all that is left.
	 */
	private static List<PreludeDefinition> framed(List<PreludeDefinition> split) {
		var all = split.stream().flatMap(d -> d.names().stream()).distinct().toList();
		var definitions = new java.util.ArrayList<>(split);
		definitions.set(0, new PreludeDefinition(all, split.get(0).text()));
		var last = definitions.remove(definitions.size() - 1);
		String closing = "?>\n";
		if (!last.text().endsWith(closing)) {
			throw new IllegalStateException("the prelude does not end its PHP block");
		}
		definitions.add(new PreludeDefinition(last.names(), last.text().substring(0, last.text().length() - closing.length())));
		definitions.add(new PreludeDefinition(all, closing));
		return List.copyOf(definitions);
	}

	static List<Binding> environment() {
		var bindings = new java.util.ArrayList<>(functions());
		// The standard exceptions a program throws, as the names new refers to.
		for (String name : PhpTypes.EXCEPTION_NAMES) {
			bindings.add(Binding.of(name, PhpTypes.exceptionClass(new cadmus.api.types.BaseType(name))));
		}
		return List.copyOf(bindings);
	}

	private static List<Binding> functions() {
		var a = TypeVariable.value();
		var b = TypeVariable.value();
		return List.of(
				// Pure to the engine, so that functions may print too: in order, where they are called.
				Binding.polymorphic("emit", new FunctionType(List.of(TypeVariable.value()), OUTPUT)),
				// emit as a catch clause's handler calls it, on the caught exception's message or code
				Binding.polymorphic("emit", new FunctionType(List.of(PhpTypes.caughtValue(
						new TypeVariable(java.util.Set.of(INT, STRING)))), PhpTypes.HANDLED)),
				Binding.impure("fuel", new FunctionType(List.of(), WHILE_GUARD), false),
				Binding.of("small", function(PhpTypes.BOUNDED_INT, INT)),
				Binding.of("clip", function(PhpTypes.BOUNDED_STRING, STRING)),
				Binding.of("div", function(INT, INT, INT)),
				Binding.of("mod", function(INT, INT, INT)),
				Binding.of("quotient", function(FLOAT, FLOAT, FLOAT)),
				Binding.of("rep", function(STRING, STRING, INT)),
				Binding.of("sub", function(STRING, STRING, INT, INT)),
				Binding.of("strlen", function(INT, STRING)),
				Binding.of("strtoupper", function(STRING, STRING)),
				Binding.of("strrev", function(STRING, STRING)),
				Binding.of("strtolower", function(STRING, STRING)),
				Binding.of("ucfirst", function(STRING, STRING)),
				Binding.of("lcfirst", function(STRING, STRING)),
				Binding.of("ucwords", function(STRING, STRING)),
				Binding.of("trim", function(STRING, STRING)),
				Binding.of("md5", function(STRING, STRING)),
				Binding.of("crc32", function(INT, STRING)),
				Binding.of("intval", function(INT, STRING)),
				// (int) of a float, 0 where undefined (NaN, infinite, out of range)
				Binding.of("whole", function(INT, FLOAT)),
				Binding.of("str_replace", function(STRING, STRING, STRING, STRING)),
				Binding.of("str_contains", function(BOOL, STRING, STRING)),
				Binding.of("str_starts_with", function(BOOL, STRING, STRING)),
				Binding.of("str_ends_with", function(BOOL, STRING, STRING)),
				Binding.of("floor", function(FLOAT, FLOAT)),
				Binding.of("ceil", function(FLOAT, FLOAT)),
				Binding.of("round", function(FLOAT, FLOAT)),
				Binding.of("sqrt", function(FLOAT, FLOAT)),
				Binding.of("abs", function(FLOAT, FLOAT)),
				Binding.of("array_sum", function(FLOAT, PhpTypes.list(FLOAT))),
				Binding.of("max", function(INT, INT, INT)),
				Binding.of("min", function(INT, INT, INT)),
				Binding.polymorphic("count", new FunctionType(List.of(PhpTypes.list(a)), INT)),
				Binding.polymorphic("at", new FunctionType(List.of(PhpTypes.list(a), INT), a)),
				Binding.polymorphic("count", new FunctionType(List.of(PhpTypes.map(a)), INT)),
				Binding.polymorphic("array_keys", new FunctionType(List.of(PhpTypes.map(a)), PhpTypes.list(STRING))),
				Binding.polymorphic("array_values", new FunctionType(List.of(PhpTypes.map(a)), PhpTypes.list(a))),
				Binding.polymorphic("array_key_exists", new FunctionType(List.of(STRING, PhpTypes.map(a)), BOOL)),
				Binding.polymorphic("in_array", new FunctionType(List.of(a, PhpTypes.list(a)), BOOL)),
				Binding.polymorphic("array_reverse", new FunctionType(List.of(PhpTypes.list(a)), PhpTypes.list(a))),
				Binding.polymorphic("array_merge",
						new FunctionType(List.of(PhpTypes.list(a), PhpTypes.list(a)), PhpTypes.list(a))),
				Binding.polymorphic("implode", new FunctionType(List.of(STRING, PhpTypes.list(PhpTypes.anyScalar())), STRING)),
				// sort of ints, usort by an int key (a total comparator: ties are equal keys, which every
				// version's sort keeps in order on arrays this short), array_filter never leaving a list empty
				Binding.of("sorted", function(PhpTypes.list(INT), PhpTypes.list(INT))),
				Binding.polymorphic("sorted_by", new FunctionType(List.of(PhpTypes.list(a), new FunctionType(List.of(a), INT)),
						PhpTypes.list(a))),
				Binding.polymorphic("kept", new FunctionType(List.of(PhpTypes.list(a), new FunctionType(List.of(a), BOOL)),
						PhpTypes.list(a))),
				Binding.polymorphic("array_map",
						new FunctionType(List.of(new FunctionType(List.of(a), b), PhpTypes.list(a)), PhpTypes.list(b))));
	}

	private static FunctionType function(Type result, Type... parameters) {
		return new FunctionType(List.of(parameters), result);
	}
}
