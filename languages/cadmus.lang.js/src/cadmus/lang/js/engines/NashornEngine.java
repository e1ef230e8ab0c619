package cadmus.lang.js.engines;

import java.io.Writer;

import javax.script.Bindings;
import javax.script.ScriptContext;
import javax.script.ScriptEngine;
import javax.script.ScriptException;
import javax.script.SimpleScriptContext;

import org.openjdk.nashorn.api.scripting.NashornScriptEngineFactory;
import org.openjdk.nashorn.internal.runtime.ECMAException;
import org.openjdk.nashorn.internal.runtime.ParserException;

import cadmus.exec.worker.CrashKind;
import cadmus.exec.worker.WorkerEngine;
import cadmus.exec.worker.WorkerReply;

/**
 * OpenJDK Nashorn 15 (the JavaScript engine that left the JDK), ES6 mode, run in a worker JVM: each program
 * gets fresh global bindings and its own output; Nashorn's {@code print} writes there. Classification as for
 * node and Rhino: a parse error is a syntax error; an uncaught JavaScript exception is a runtime error whose kind
 * is the standard error class of the thrown value (found by the program's own realm), or {@code throw <typeof>};
 * running out of stack is a RangeError; any other Java exception out of Nashorn is a crash.
 */
public final class NashornEngine implements WorkerEngine {

	private static final int OUTPUT_CAP = 1 << 20;
	private static final String THROWN = "cadmus$thrown";
	/** Names the thrown value in the program's realm: the standard class it is an instance of, or its typeof. */
	private static final String CLASSIFY = """
			(function (v) {
				var names = ['TypeError', 'RangeError', 'ReferenceError', 'SyntaxError', 'EvalError', 'URIError', 'Error'];
				for (var i = 0; i < names.length; i++) {
					if (v instanceof this[names[i]]) return names[i];
				}
				return 'throw ' + typeof v;
			})(%s)
			""".formatted(THROWN);

	private final ScriptEngine engine = new NashornScriptEngineFactory().getScriptEngine("--language=es6");

	public NashornEngine(String[] args) {
		if (args.length != 0) {
			throw new IllegalArgumentException("NashornEngine takes no arguments");
		}
	}

	@Override
	public String version() {
		return "Nashorn " + engine.getFactory().getEngineVersion() + " (ES6 mode)";
	}

	@Override
	public WorkerReply run(String program) {
		var out = new OutputSink(OUTPUT_CAP);
		var context = new SimpleScriptContext();
		Bindings global = engine.createBindings();
		context.setBindings(global, ScriptContext.ENGINE_SCOPE);
		context.setWriter(writer(out));
		context.setErrorWriter(writer(out));
		try {
			engine.eval(program, context);
			return new WorkerReply("OK", "", out.text(), "");
		} catch (ScriptException e) {
			Throwable cause = e.getCause();
			if (cause instanceof ParserException p) {
				return new WorkerReply("SYNTAX_ERROR", "SyntaxError", "", "SyntaxError: " + p.getMessage());
			}
			if (cause instanceof ECMAException ecma) {
				return new WorkerReply("RUNTIME_ERROR", kind(context, ecma.getThrown()), out.text(), e.getMessage());
			}
			return new WorkerReply("CRASH", cause == null ? "ScriptException" : CrashKind.of(cause), out.text(),
					String.valueOf(e));
		} catch (StackOverflowError e) {
			return new WorkerReply("RUNTIME_ERROR", JsErrors.STACK_EXHAUSTED, out.text(),
					"RangeError: Maximum call stack size exceeded (java.lang.StackOverflowError)");
		} catch (OutOfMemoryError e) {
			return new WorkerReply("OUT_OF_MEMORY", "memory limit", "", "java.lang.OutOfMemoryError: " + e.getMessage());
		} catch (RuntimeException | AssertionError | LinkageError e) {
			// Nashorn's own failures ("Failed generating bytecode", UnsupportedOperationException in its code
			// generator, a VerifyError of bytecode it generated wrong): crashes of the engine, reported as such
			// instead of taking the worker down.
			return new WorkerReply("CRASH", CrashKind.of(e), out.text(), String.valueOf(e));
		}
	}

	/** The thrown value's class, asked of the program's own realm (its Error is not another program's). */
	private String kind(ScriptContext context, Object thrown) {
		try {
			context.getBindings(ScriptContext.ENGINE_SCOPE).put(THROWN, thrown);
			return String.valueOf(engine.eval(CLASSIFY, context));
		} catch (ScriptException | RuntimeException e) {
			return "Error";
		}
	}

	private static Writer writer(OutputSink out) {
		return new Writer() {
			@Override
			public void write(char[] buffer, int offset, int length) {
				out.add(new String(buffer, offset, length));
			}

			@Override
			public void flush() {
			}

			@Override
			public void close() {
			}
		};
	}
}
