package cadmus.lang.lua.engines;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.jar.JarFile;

import cadmus.exec.worker.WorkerEngine;
import cadmus.exec.worker.WorkerReply;
import party.iroiro.luajava.JFunction;
import party.iroiro.luajava.Lua;
import party.iroiro.luajava.LuaException;
import party.iroiro.luajava.lua51.Lua51;
import party.iroiro.luajava.lua54.Lua54;
import party.iroiro.luajava.luajit.LuaJit;

/**
 * Real C Lua (5.1, 5.4) or LuaJIT through luajava's JNI bindings, run in a worker JVM: each program gets a
 * fresh Lua state; output goes through {@link CapturedOutput} because the C library writes to the process's
 * stdout, which carries the worker protocol.
 */
public final class LuaJavaEngine implements WorkerEngine {

	private final String variant;

	public LuaJavaEngine(String[] args) {
		this.variant = args.length > 0 ? args[0] : "lua54";
		// Fail now, not on the first program, when the natives do not load on this machine.
		newState().close();
	}

	private Lua newState() {
		return switch (variant) {
		case "lua51" -> new Lua51();
		case "lua54" -> new Lua54();
		case "luajit" -> new LuaJit();
		default -> throw new IllegalArgumentException("unknown luajava variant " + variant);
		};
	}

	@Override
	public String version() {
		Lua lua = newState();
		try {
			lua.openLibraries();
			lua.run("__cadmus_version = (jit and jit.version) or _VERSION");
			lua.getGlobal("__cadmus_version");
			return lua.toString(-1) + " (luajava " + luajavaVersion() + ", JNI)";
		} finally {
			lua.close();
		}
	}

	/**
	 * luajava's release, from the manifest of the jar its classes were loaded from: luajava's jar names no version of
	 * its own, so this is the Bundle-Version the target platform wrapped it with (cadmus.target), the version of the
	 * Maven artifact.
	 */
	private static String luajavaVersion() {
		try (var jar = new JarFile(Path.of(Lua.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toFile())) {
			var manifest = jar.getManifest();
			String version = manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-Version");
			return version == null ? "(version unknown)" : version;
		} catch (IOException | URISyntaxException | RuntimeException e) {
			return "(version unknown)";
		}
	}

	@Override
	public WorkerReply run(String program) {
		var out = new StringBuilder();
		Lua lua = newState();
		try {
			lua.openLibraries();
			lua.push((JFunction) l -> {
				out.append(l.toString(1));
				return 0;
			});
			lua.setGlobal(CapturedOutput.SINK);
			lua.run(CapturedOutput.PRELUDE);
			byte[] code = program.getBytes(StandardCharsets.UTF_8);
			var buffer = ByteBuffer.allocateDirect(code.length).put(code).flip();
			try {
				lua.load(buffer, "=program");
			} catch (LuaException e) {
				return reply(e, out, "SYNTAX_ERROR");
			}
			try {
				lua.pCall(0, 0);
			} catch (LuaException e) {
				return reply(e, out, e.type == LuaException.LuaError.MEMORY ? "OUT_OF_MEMORY" : "RUNTIME_ERROR");
			}
			return new WorkerReply("OK", "", out.toString(), "");
		} finally {
			lua.close();
		}
	}

	private static WorkerReply reply(LuaException e, StringBuilder out, String outcome) {
		return new WorkerReply(outcome, LuaErrors.kind(e.getMessage()), out.toString(), String.valueOf(e.getMessage()));
	}
}
