package cadmus.lang.lua.engines;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.luaj.vm2.Globals;
import org.luaj.vm2.LoadState;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.compiler.LuaC;
import org.luaj.vm2.lib.Bit32Lib;
import org.luaj.vm2.lib.CoroutineLib;
import org.luaj.vm2.lib.PackageLib;
import org.luaj.vm2.lib.StringLib;
import org.luaj.vm2.lib.TableLib;
import org.luaj.vm2.lib.jse.JseBaseLib;
import org.luaj.vm2.lib.jse.JseIoLib;
import org.luaj.vm2.lib.jse.JseMathLib;
import org.luaj.vm2.lib.jse.JseOsLib;

import cadmus.exec.worker.WorkerEngine;
import cadmus.exec.worker.WorkerReply;

/**
 * LuaJ, a Lua 5.2 interpreter written in Java, run in a worker JVM with fresh globals per program. The
 * luajava library (Java access from Lua) is left out: generated programs must not reach the host.
 */
public final class LuaJEngine implements WorkerEngine {

	public LuaJEngine(String[] args) {
		// No options: one LuaJ configuration.
	}

	@Override
	public String version() {
		// LuaJ's _VERSION names its own release ("Luaj-jse 3.0.1"), not the Lua it implements (5.2).
		return globals(new PrintStream(new ByteArrayOutputStream())).get("_VERSION").tojstring();
	}

	private static Globals globals(PrintStream out) {
		var globals = new Globals();
		globals.STDOUT = out;
		globals.load(new JseBaseLib());
		globals.load(new PackageLib());
		globals.load(new Bit32Lib());
		globals.load(new TableLib());
		globals.load(new StringLib());
		globals.load(new CoroutineLib());
		globals.load(new JseMathLib());
		globals.load(new JseIoLib());
		globals.load(new JseOsLib());
		LoadState.install(globals);
		LuaC.install(globals);
		return globals;
	}

	@Override
	public WorkerReply run(String program) {
		var bytes = new ByteArrayOutputStream();
		var out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
		Globals globals = globals(out);
		LuaValue chunk;
		try {
			chunk = globals.load(program, "=program");
		} catch (LuaError e) {
			return new WorkerReply("SYNTAX_ERROR", LuaErrors.kind(e.getMessage()), text(out, bytes), e.getMessage());
		}
		try {
			chunk.call();
			return new WorkerReply("OK", "", text(out, bytes), "");
		} catch (LuaError e) {
			return new WorkerReply("RUNTIME_ERROR", LuaErrors.kind(e.getMessage()), text(out, bytes), e.getMessage());
		}
	}

	private static String text(PrintStream out, ByteArrayOutputStream bytes) {
		out.flush();
		return bytes.toString(StandardCharsets.UTF_8);
	}
}
