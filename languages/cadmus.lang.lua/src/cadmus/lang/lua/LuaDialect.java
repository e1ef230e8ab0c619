package cadmus.lang.lua;

/**
 * The Lua dialects Cadmus generates for. Programs are compared only among implementations of one dialect:
 * 5.3/5.4 have integer and float subtypes of number (3 // 2, 7 & 3, "3.0" for floats); 5.1, LuaJIT and
 * LuaJ have one number type.
 */
public enum LuaDialect {
	LUA54("5.4"), LUA51("5.1");

	private final String id;

	LuaDialect(String id) {
		this.id = id;
	}

	public String id() {
		return id;
	}

	public boolean hasIntegers() {
		return this == LUA54;
	}

	public static LuaDialect of(String id) {
		for (var d : values()) {
			if (d.id.equals(id)) {
				return d;
			}
		}
		throw new IllegalArgumentException("unknown Lua dialect '" + id + "'; known: 5.4, 5.1");
	}
}
