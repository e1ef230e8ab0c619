package cadmus.lang.js.engines;

import java.util.concurrent.atomic.AtomicBoolean;

import com.caoccao.javet.annotations.V8Function;
import com.caoccao.javet.entities.JavetEntityError;
import com.caoccao.javet.entities.JavetEntityFunction;
import com.caoccao.javet.entities.JavetEntitySymbol;
import com.caoccao.javet.enums.V8ValueErrorType;
import com.caoccao.javet.exceptions.JavetCompilationException;
import com.caoccao.javet.exceptions.JavetException;
import com.caoccao.javet.exceptions.JavetExecutionException;
import com.caoccao.javet.exceptions.JavetTerminatedException;
import com.caoccao.javet.interfaces.IJavetLogger;
import com.caoccao.javet.interop.V8Host;
import com.caoccao.javet.interop.V8Runtime;
import com.caoccao.javet.interop.options.V8RuntimeOptions;

import cadmus.exec.worker.CrashKind;
import cadmus.exec.worker.WorkerEngine;
import cadmus.exec.worker.WorkerReply;

/**
 * V8 embedded in a worker JVM through Javet (JNI; the native library comes in its own jar on the classpath): one
 * isolate, whose context is reset before every program, print from {@link JsBootstrap} bound to a Java sink.
 * A newer V8 than node's, in the same JVM-hosted harness as the Java engines.
 *
 * <p>Memory: V8's heap is capped by a flag; near the cap the program is terminated and reported out of memory,
 * and the isolate is replaced, instead of V8 aborting the whole process.
 *
 * <p>Classification (kinds in {@link JsErrors}): Javet hands over an uncaught value converted to Java, not the
 * value itself, so the kind comes from the conversion: an Error by its V8 error type (or, for the classes
 * Javet has no type for and for subclasses, the standard name that starts its text), anything else by the
 * typeof its Java form implies. {@code throw null} and {@code throw undefined} both arrive as Java null and are
 * reported as {@code throw object}; generated programs throw neither.
 */
public final class JavetEngine implements WorkerEngine {

	private static final int OUTPUT_CAP = 1 << 20;
	private static final int MAX_OLD_SPACE_MB = 256;
	private static final String SINK = "cadmus$sink";

	private V8Runtime runtime;
	private final AtomicBoolean nearHeapLimit = new AtomicBoolean();

	public JavetEngine(String[] args) throws JavetException {
		if (args.length != 0) {
			throw new IllegalArgumentException("JavetEngine takes no arguments");
		}
		// Flags are read once, when V8 starts: sloppy mode (programs may use `with`), a bounded heap.
		V8RuntimeOptions.V8_FLAGS.setUseStrict(false).setMaxOldSpaceSize(MAX_OLD_SPACE_MB);
		runtime = newRuntime();
	}

	private V8Runtime newRuntime() throws JavetException {
		V8Runtime created = V8Host.getV8Instance().createV8Runtime();
		created.setLogger(SilentLogger.INSTANCE);
		created.setNearHeapLimitCallback((current, initial) -> {
			// Terminate the program and give V8 room to unwind, rather than let it abort the process.
			nearHeapLimit.set(true);
			created.terminateExecution();
			return current * 2;
		});
		return created;
	}

	@Override
	public String version() {
		return "V8 " + runtime.getVersion() + " (Javet " + V8Host.getV8Instance().getJavetVersion() + ")";
	}

	@Override
	public WorkerReply run(String program) {
		var out = new OutputSink(OUTPUT_CAP);
		try {
			runtime.resetContext();
			install(out);
		} catch (JavetException e) {
			return new WorkerReply("CRASH", "bootstrap", "", String.valueOf(e));
		}
		try {
			runtime.getExecutor(program).setResourceName("program.js").executeVoid();
			return new WorkerReply("OK", "", out.text(), "");
		} catch (JavetCompilationException e) {
			return new WorkerReply("SYNTAX_ERROR", "SyntaxError", "", "SyntaxError: " + e.getScriptingError().getMessage());
		} catch (JavetTerminatedException e) {
			return outOfMemory(out);
		} catch (JavetExecutionException e) {
			if (nearHeapLimit.get()) {
				return outOfMemory(out);
			}
			var error = e.getScriptingError();
			return new WorkerReply("RUNTIME_ERROR", kind(error.getContext(), error.getDetailedMessage()), out.text(),
					String.valueOf(error.getDetailedMessage()));
		} catch (JavetException e) {
			return new WorkerReply("CRASH", CrashKind.of(e), out.text(), String.valueOf(e));
		}
	}

	private void install(OutputSink out) throws JavetException {
		try (var global = runtime.getGlobalObject()) {
			var sink = new Sink(out);
			global.bind(sink);
			try {
				runtime.getExecutor("(" + JsBootstrap.SOURCE + ")(" + SINK + ", globalThis); delete globalThis." + SINK)
						.executeVoid();
			} finally {
				global.unbind(sink);
			}
		}
	}

	/** The isolate ran out of heap: report it and start a fresh one for the next program. */
	private WorkerReply outOfMemory(OutputSink out) {
		nearHeapLimit.set(false);
		try {
			runtime.close();
			runtime = newRuntime();
		} catch (JavetException e) {
			throw new IllegalStateException("cannot replace the V8 isolate after running out of memory", e);
		}
		return new WorkerReply("OUT_OF_MEMORY", "memory limit", out.text(), "V8 heap limit reached");
	}

	/** The kind of an uncaught value, from its Java conversion. */
	static String kind(Object thrown, String text) {
		if (thrown instanceof JavetEntityError error) {
			V8ValueErrorType type = error.getType();
			if (type != null && type != V8ValueErrorType.UnknownError && JsErrors.STANDARD.contains(type.name())) {
				return type.name();
			}
			String first = text == null ? "" : text.split("[:\\s]", 2)[0];
			return JsErrors.STANDARD.contains(first) ? first : "Error";
		}
		String typeOf;
		if (thrown instanceof String) {
			typeOf = "string";
		} else if (thrown instanceof Boolean) {
			typeOf = "boolean";
		} else if (thrown instanceof Long || thrown instanceof java.math.BigInteger) {
			typeOf = "bigint"; // Javet gives V8 numbers as Integer or Double, BigInts as Long or BigInteger
		} else if (thrown instanceof Number) {
			typeOf = "number";
		} else if (thrown instanceof JavetEntitySymbol) {
			typeOf = "symbol";
		} else if (thrown instanceof JavetEntityFunction) {
			typeOf = "function";
		} else {
			typeOf = "object"; // maps, lists, null and undefined
		}
		return JsErrors.thrownKind(typeOf);
	}

	/** The host side of print: bound to the global object only while the bootstrap takes it. */
	public static final class Sink {
		private final OutputSink out;

		Sink(OutputSink out) {
			this.out = out;
		}

		@V8Function(name = SINK)
		public void write(String text) {
			out.add(text == null ? "" : text);
		}
	}

	/** Javet logs through java.util.logging by default: its warnings (callbacks not recycled at reset) are noise. */
	private enum SilentLogger implements IJavetLogger {
		INSTANCE;

		@Override
		public void debug(String message) {
		}

		@Override
		public void error(String message) {
		}

		@Override
		public void error(String message, Throwable cause) {
		}

		@Override
		public void info(String message) {
		}

		@Override
		public void warn(String message) {
		}
	}
}
