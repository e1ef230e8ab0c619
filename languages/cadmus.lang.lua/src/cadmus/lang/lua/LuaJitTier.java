package cadmus.lang.lua;

import java.util.List;

/**
 * Which of LuaJIT's tiers runs a program, set by its command-line flags: its interpreter alone ({@code -joff}), or
 * its trace compiler made to compile at once (every loop and side exit hot after one pass, {@code -Ohotloop=1
 * -Ohotexit=1}), so that the short loops of generated programs run as traces. One binary's tiers must agree: a
 * difference between them is a bug of the JIT, with no dialect in between.
 *
 * @param id          what the implementation's id adds after the binary's name
 * @param description how descriptions say it
 * @param flags       luajit's options, before the driver script
 */
record LuaJitTier(String id, String description, List<String> flags) {

	/** The interpreter alone: the reference the compiled tiers are judged against. */
	static final LuaJitTier INTERPRETER = new LuaJitTier("-joff", "-joff, the interpreter alone", List.of("-joff"));
	/** The trace compiler on every loop and side exit after one pass. */
	static final LuaJitTier HOT = new LuaJitTier("-hot", "-Ohotloop=1 -Ohotexit=1, traces compiled at once",
			List.of("-Ohotloop=1", "-Ohotexit=1"));
	/** Both, in a stable order. */
	static final List<LuaJitTier> ALL = List.of(INTERPRETER, HOT);
}
