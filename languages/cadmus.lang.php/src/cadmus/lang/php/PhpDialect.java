package cadmus.lang.php;

import java.util.Set;

/**
 * The PHP languages programs are made for. PHP 7.4 is PHP 8 less some features ({@link PhpFeatures#PHP74}): an
 * implementation of it lacks those, and programs for a set that includes it leave them out. PHP 5 is a dialect
 * of its own, PHP 8 less {@link PhpFeatures#PHP5}, which is also what programs for a set with Quercus avoid.
 */
enum PhpDialect {
	PHP8("8", Set.of()),
	/** PHP 5.6's language, which Quercus implements most of: PHP 8 less {@link PhpFeatures#PHP5}. */
	PHP5("5", PhpFeatures.PHP5);

	private final String id;
	private final Set<String> lacks;

	PhpDialect(String id, Set<String> lacks) {
		this.id = id;
		this.lacks = lacks;
	}

	Set<String> lacks() {
		return lacks;
	}

	String id() {
		return id;
	}

	static PhpDialect of(String id) {
		for (var d : values()) {
			if (d.id.equals(id)) {
				return d;
			}
		}
		throw new IllegalArgumentException("unknown PHP dialect " + id + " (known: 8, 5)");
	}
}
