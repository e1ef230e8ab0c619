package cadmus.campaign.tests;

import java.io.IOException;
import java.util.ArrayList;

import cadmus.exec.worker.WorkerEngine;
import cadmus.exec.worker.WorkerReply;
import cadmus.lang.lua.engines.LuaJEngine;

/**
 * A fault-injecting Lua implementation for tests, run in a worker JVM like any engine: LuaJ, except that a
 * generated program (one with the prelude's {@code emit}) gets the fault {@link Fault#of} picks from its
 * text. Canaries and hand-written programs run clean.
 */
public final class FaultyEngine implements WorkerEngine {

	/** What the engine does to a program; the test predicts it from the same text. */
	public enum Fault {
		/** The worker exits in the middle of the protocol. */
		DIES_MID_PROTOCOL,
		/** The worker is killed by a signal (SIGKILL: a JVM handles SIGSEGV itself and aborts instead). */
		KILLED,
		/** The program never finishes. */
		HANGS,
		/** The program prints 8 MB. */
		FLOODS_STDOUT,
		/** The program allocates until the heap is gone. */
		ALLOCATES_UNBOUNDED,
		/** An internal Java exception comes out as the program's error. */
		INTERNAL_ERROR,
		/** The program prints something different on every run (the generator's fault, were it real). */
		NONDETERMINISTIC,
		NONE;

		/** One program in ten gets each fault. */
		public static Fault of(String program) {
			if (!program.contains("emit(")) {
				return NONE;
			}
			int slot = Math.floorMod(program.hashCode(), 10);
			return slot < values().length - 1 ? values()[slot] : NONE;
		}
	}

	private final LuaJEngine luaj;

	public FaultyEngine(String[] args) {
		luaj = new LuaJEngine(args);
	}

	@Override
	public String version() {
		return "faulty " + luaj.version();
	}

	@Override
	public WorkerReply run(String program) {
		switch (Fault.of(program)) {
		case DIES_MID_PROTOCOL -> Runtime.getRuntime().halt(3);
		case KILLED -> killed();
		case HANGS -> hang();
		case FLOODS_STDOUT -> {
			return new WorkerReply("OK", "", "x".repeat(8 << 20), "");
		}
		case ALLOCATES_UNBOUNDED -> allocate();
		case INTERNAL_ERROR -> {
			return new WorkerReply("RUNTIME_ERROR", "java.lang.NullPointerException: injected", "", "");
		}
		case NONDETERMINISTIC -> {
			return new WorkerReply("OK", "", System.nanoTime() + "\n", "");
		}
		case NONE -> {
			// Clean run.
		}
		}
		return luaj.run(program);
	}

	private static void killed() {
		try {
			new ProcessBuilder("kill", "-KILL", Long.toString(ProcessHandle.current().pid())).start().waitFor();
			Thread.sleep(60_000);
		} catch (IOException | InterruptedException e) {
			Runtime.getRuntime().halt(4);
		}
	}

	private static void hang() {
		while (true) {
			try {
				Thread.sleep(60_000);
			} catch (InterruptedException e) {
				// Keep hanging: only the campaign's timeout may end this.
			}
		}
	}

	private static void allocate() {
		var hoard = new ArrayList<byte[]>();
		while (true) {
			hoard.add(new byte[1 << 20]);
		}
	}
}
