package cadmus.lang.php;

/** The PHP versions programs are made for: what each lacks is left out of its programs. */
enum PhpDialect {
	PHP8("8");

	private final String id;

	PhpDialect(String id) {
		this.id = id;
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
