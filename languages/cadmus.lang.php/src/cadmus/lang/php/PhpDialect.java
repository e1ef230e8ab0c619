package cadmus.lang.php;

import java.util.Set;

/**
 * The PHP languages programs are made for. PHP 7.4 is PHP 8 less some features ({@link PhpFeatures#PHP74}): an
 * implementation of it lacks those, and programs for a set that includes it leave them out.
 */
enum PhpDialect {
	PHP8("8", Set.of());

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
		throw new IllegalArgumentException("unknown PHP dialect " + id + " (known: 8)");
	}
}
