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

	/** The functions {@link #STR_CONTAINS} stands for. */
	static final Set<String> STR_CONTAINS_FUNCTIONS = Set.of("str_contains", "str_starts_with", "str_ends_with");

	/** What PHP 7.4 lacks of what the rules write for PHP 8 (php-wasm 7.4 rejects each: a parse error or an undefined function). */
	public static final Set<String> PHP74 = Set.of(MATCH, PROMOTED_PARAMETERS, STR_CONTAINS, NULLSAFE, UNION_TYPES);

	private PhpFeatures() {
	}
}
