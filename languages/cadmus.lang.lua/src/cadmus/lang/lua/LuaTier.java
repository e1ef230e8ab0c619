package cadmus.lang.lua;

import java.util.List;

/**
 * A configuration of one Lua binary that changes how it runs a program, set by its command-line flags: LuaJIT's
 * interpreter alone ({@code -joff}) or its trace compiler made to compile at once (every loop and side exit hot after
 * one pass, {@code -Ohotloop=1 -Ohotexit=1}), so that the short loops of generated programs run as traces; C Lua
 * 5.4's collector in its other mode (lua.c starts it generational) or made to run all the time, so that a program's
 * objects are collected, moved between generations and finalized while it still runs. One binary's tiers must
 * agree: a difference between them is a bug of the JIT or the collector, with no dialect in between.
 *
 * @param binary      the binary it configures
 * @param id          what the implementation's id adds after the binary's name
 * @param description how descriptions say it
 * @param flags       the binary's options, before the driver script (a {@code -e} statement runs before it, and the
 *                    driver keeps the collector's mode and parameters as it found them for every program)
 */
record LuaTier(String binary, String id, String description, List<String> flags) {

	/** LuaJIT's interpreter alone: the reference its compiled tier is judged against. */
	static final LuaTier JIT_OFF = new LuaTier("luajit", "-joff", "-joff, the interpreter alone", List.of("-joff"));
	/** LuaJIT's trace compiler on every loop and side exit after one pass. */
	static final LuaTier JIT_HOT = new LuaTier("luajit", "-hot", "-Ohotloop=1 -Ohotexit=1, traces compiled at once",
			List.of("-Ohotloop=1", "-Ohotexit=1"));
	/** Lua 5.4's incremental collector, which lua.c does not start with. */
	static final LuaTier GC_INCREMENTAL = new LuaTier("lua5.4", "-incremental", "with the incremental collector",
			List.of("-e", "collectgarbage('incremental')"));
	/**
	 * The incremental collector starting a cycle as soon as one ends (pause 1%) in small steps (2^8 bytes): what a
	 * program allocates is traversed and swept while it runs, about twice the time of a normal run.
	 */
	static final LuaTier GC_STRESS = new LuaTier("lua5.4", "-gcstress",
			"with the incremental collector always running (pause 1%, steps of 256 bytes)",
			List.of("-e", "collectgarbage('incremental', 1, 100, 8)"));
	/** The generational collector doing a minor collection after 1% growth and a major one after 1% more. */
	static final LuaTier GEN_STRESS = new LuaTier("lua5.4", "-genstress",
			"with the generational collector collecting after 1% growth (minor and major)",
			List.of("-e", "collectgarbage('generational', 1, 1)"));
}
