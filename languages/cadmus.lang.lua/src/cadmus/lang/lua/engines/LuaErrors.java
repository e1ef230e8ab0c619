package cadmus.lang.lua.engines;

import java.util.regex.Pattern;

/**
 * Turns Lua error messages into error kinds: the message without the chunk name and line it starts with
 * ({@code program.lua:3: }, {@code [string "..."]:3: }, and LuaJ's {@code =program:3 }).
 */
public final class LuaErrors {

	private static final Pattern POSITION = Pattern.compile("^=?(?:\\[string \"[^\"]*\"\\]|[^\\s:]+):\\d+:?\\s*");

	private LuaErrors() {
	}

	/** The first line of the message, its position prefix removed, at most 200 characters. */
	public static String kind(String message) {
		if (message == null) {
			return "";
		}
		String line = message.strip().lines().findFirst().orElse("");
		String kind = POSITION.matcher(line).replaceFirst("");
		return kind.length() > 200 ? kind.substring(0, 200) : kind;
	}
}
