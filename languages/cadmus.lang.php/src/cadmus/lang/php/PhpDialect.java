package cadmus.lang.php;

import java.util.Set;

/** The PHP versions programs are made for: what each lacks ({@link PhpFeatures}) is left out of its programs. */
enum PhpDialect {
	PHP8("8", Set.of()), PHP74("7.4", PhpFeatures.PHP74);

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
		throw new IllegalArgumentException("unknown PHP dialect " + id + " (known: 8, 7.4)");
	}
}
