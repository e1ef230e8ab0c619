package cadmus.lang.php;

import java.util.Set;

/**
 * The PHP features a dialect or an implementation may lack ({@link cadmus.api.Implementation#lacks()}) and
 * generation then avoids: each name stands for constructs that a small program showed a version to reject.
 */
public final class PhpFeatures {

	/** match expressions (PHP 8.0). */
	public static final String MATCH = "match";
	/** Constructor parameters promoted to properties (PHP 8.0); without them a constructor assigns its properties. */
	public static final String PROMOTED_PARAMETERS = "promoted-parameters";
	/** The nullsafe operator ?-> (PHP 8.0). */
	public static final String NULLSAFE = "nullsafe";
	/** Union types in declarations, int|string (PHP 8.0). */
	public static final String UNION_TYPES = "union-types";
	/** str_contains, str_starts_with and str_ends_with (PHP 8.0). */
	public static final String STR_CONTAINS = "str-contains";

	/**
	 * Type declarations: of parameters (scalar ones, PHP 7.0), of returns (7.0), nullable (7.1), union (8.0), of
	 * properties (7.4). Without them programs are written in their legacy form ({@link PhpLegacyForm}), which
	 * leaves every declaration out, writes arrow functions (7.4) as closures and calls a closure where it is made
	 * (7.0) through call_user_func, and start with the legacy prelude.
	 */
	public static final String TYPE_DECLARATIONS = "type-declarations";
	/** ?? and ??= (PHP 7.0 and 7.4). */
	public static final String COALESCE = "coalesce";
	/** <=> (PHP 7.0). */
	public static final String SPACESHIP = "spaceship";
	/** [$a, $b] = ... and keys in list() (PHP 7.1); list($a, $b) = ... is PHP 5's. */
	public static final String SHORT_DESTRUCTURING = "short-destructuring";
	/** catch (A | B $e) (PHP 7.1). */
	public static final String MULTI_CATCH = "multi-catch";
	/** Integer division, intdiv (PHP 7.0): the prelude's div, which programs then never call. */
	public static final String INTDIV = "intdiv";
	/** lcfirst (PHP 5.3; Quercus 4.0.66 has no such function). */
	public static final String LCFIRST = "lcfirst";
	/**
	 * (int) and intval of a numeric string read its number, "1.0E+3" as 1000 (PHP 7.1; PHP 5 reads the leading
	 * digits, 1; Quercus also clamps at 2^31 - 1).
	 */
	public static final String STRING_TO_INT = "string-to-int";
	/** (string) of a float written as PHP writes it, 14 significant digits (precision); Quercus writes 13. */
	public static final String FLOAT_STRINGS = "float-strings";
	/** finally (PHP 5.5; Quercus 4.0.66 rejects it). */
	public static final String FINALLY = "finally";
	/** static function () { ... } (PHP 5.4; Quercus 4.0.66 rejects it). */
	public static final String STATIC_CLOSURES = "static-closures";

	/** The functions (the library's or the prelude's) that features stand for: without the feature, none is called. */
	public static final java.util.Map<String, Set<String>> FUNCTIONS = java.util.Map.of(
			STR_CONTAINS, Set.of("str_contains", "str_starts_with", "str_ends_with"),
			INTDIV, Set.of("div"),
			LCFIRST, Set.of("lcfirst"),
			STRING_TO_INT, Set.of("intval"));

	/** What PHP 7.4 lacks of what the rules write for PHP 8 (php-wasm 7.4 rejects each: a parse error or an undefined function). */
	public static final Set<String> PHP74 = Set.of(MATCH, PROMOTED_PARAMETERS, STR_CONTAINS, NULLSAFE, UNION_TYPES);

	/** What PHP 5 (5.6) lacks of what the rules write for PHP 8: PHP 7.4's lacks and PHP 7's additions. */
	public static final Set<String> PHP5 = union(PHP74, Set.of(TYPE_DECLARATIONS, COALESCE, SPACESHIP,
			SHORT_DESTRUCTURING, MULTI_CATCH, INTDIV, STRING_TO_INT));

	/** What Quercus 4.0.66 lacks: PHP 5's lacks, and what it does not parse of PHP 5 (each tried on it). */
	public static final Set<String> QUERCUS = union(PHP5, Set.of(FINALLY, STATIC_CLOSURES, LCFIRST, FLOAT_STRINGS));

	private static Set<String> union(Set<String> a, Set<String> b) {
		var all = new java.util.HashSet<>(a);
		all.addAll(b);
		return Set.copyOf(all);
	}

	private PhpFeatures() {
	}
}
