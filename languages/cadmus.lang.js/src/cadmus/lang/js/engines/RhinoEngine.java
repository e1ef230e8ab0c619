package cadmus.lang.js.engines;

import java.util.ArrayList;
import java.util.List;

import org.mozilla.javascript.Context;
import org.mozilla.javascript.ContextFactory;
import org.mozilla.javascript.EcmaError;
import org.mozilla.javascript.EvaluatorException;
import org.mozilla.javascript.Function;
import org.mozilla.javascript.JavaScriptException;
import org.mozilla.javascript.LambdaFunction;
import org.mozilla.javascript.NativeArray;
import org.mozilla.javascript.Script;
import org.mozilla.javascript.ScriptRuntime;
import org.mozilla.javascript.Scriptable;
import org.mozilla.javascript.ScriptableObject;
import org.mozilla.javascript.Symbol;
import org.mozilla.javascript.Undefined;
import org.mozilla.javascript.WrappedException;

import cadmus.exec.worker.CrashKind;
import cadmus.exec.worker.WorkerEngine;
import cadmus.exec.worker.WorkerReply;

/**
 * Mozilla Rhino, a JavaScript engine written in Java, run in a worker JVM: each program gets a fresh scope with
 * the standard objects (the safe set: no LiveConnect, so programs cannot reach Java classes) and
 * {@code print}, as {@code driver.js} gives node. Two modes, the engine's argument: {@code compiled} (Rhino
 * compiles scripts to JVM bytecode, the default) and {@code interpreted} (its bytecode interpreter).
 *
 * <p>Classification, as {@code driver.js} does for node (kinds in {@link JsErrors}): a program Rhino rejects
 * at compile time ({@link EvaluatorException}) is a syntax error; an uncaught JavaScript exception
 * ({@link JavaScriptException} for a thrown value, {@link EcmaError} for an error the engine raises) is a runtime
 * error; running out of stack is a RangeError, as in V8 (JavaScript defines no limit); a Java exception coming
 * out of Rhino (a {@link WrappedException}, any other RuntimeException) is a crash of the engine.
 */
public final class RhinoEngine implements WorkerEngine {

	private static final int OUTPUT_CAP = 1 << 20; // UTF-8 bytes of stdout kept per program, as driver.js
	/** Frames the interpreter allows (it keeps them on the heap, so unbounded recursion would fill it). */
	private static final int INTERPRETER_STACK_DEPTH = 10_000;

	private final boolean interpreted;
	private final ContextFactory factory = new ContextFactory();
	private final Script bootstrap;

	public RhinoEngine(String[] args) {
		String mode = args.length > 0 ? args[0] : "compiled";
		this.interpreted = switch (mode) {
		case "compiled" -> false;
		case "interpreted" -> true;
		default -> throw new IllegalArgumentException("unknown Rhino mode " + mode + " (compiled, interpreted)");
		};
		Context cx = enter();
		try {
			bootstrap = cx.compileString(JsBootstrap.SOURCE, "cadmus-bootstrap.js", 1, null);
		} finally {
			Context.exit();
		}
	}

	private Context enter() {
		Context cx = factory.enterContext();
		cx.setLanguageVersion(Context.VERSION_ECMASCRIPT);
		cx.setInterpretedMode(interpreted);
		if (interpreted) {
			cx.setMaximumInterpreterStackDepth(INTERPRETER_STACK_DEPTH);
		}
		cx.setGeneratingDebug(false);
		return cx;
	}

	@Override
	public String version() {
		Context cx = enter();
		try {
			// "Rhino 1.9.1 2026 02 15"
			String v = cx.getImplementationVersion();
			String[] words = v == null ? new String[0] : v.split("\\s+");
			String name = words.length >= 2 ? words[0] + " " + words[1] : String.valueOf(v);
			return name + (interpreted ? " (interpreted)" : " (compiled to JVM bytecode)");
		} finally {
			Context.exit();
		}
	}

	@Override
	public WorkerReply run(String program) {
		var out = new OutputSink(OUTPUT_CAP);
		Context cx = enter();
		try {
			Script script;
			try {
				script = cx.compileString(program, "program.js", 1, null);
			} catch (WrappedException e) {
				Throwable inner = e.getWrappedException();
				return new WorkerReply("CRASH", CrashKind.of(inner), "", String.valueOf(inner));
			} catch (EvaluatorException e) {
				if (isStackDepth(e)) {
					// The parser gave up on deep nesting ("Too deep recursion while parsing"): a limit of the
					// engine, not a syntax error; node reports its own as an uncaught RangeError.
					return stackExhausted(out, e.details());
				}
				return new WorkerReply("SYNTAX_ERROR", "SyntaxError", "", "SyntaxError: " + e.details());
			} catch (StackOverflowError e) {
				return stackExhausted(out, "java.lang.StackOverflowError while compiling");
			}
			ScriptableObject scope = cx.initSafeStandardObjects();
			List<Object[]> prototypes = install(cx, scope, out);
			try {
				script.exec(cx, scope, scope);
				cx.processMicrotasks(); // promise reactions, as a shell runs them after the script
			} catch (JavaScriptException e) {
				return thrown(e.getValue(), prototypes, out);
			} catch (EcmaError e) {
				return runtimeError(e.getName(), e.getName() + ": " + e.getErrorMessage(), out);
			} catch (WrappedException e) {
				Throwable inner = e.getWrappedException();
				return new WorkerReply("CRASH", CrashKind.of(inner), out.text(), String.valueOf(inner));
			} catch (EvaluatorException e) {
				// Errors the engine raises outside the language's classes ("Exceeded maximum stack depth" of the
				// interpreter); a program's catch sees them as InternalError.
				if (isStackDepth(e)) {
					return stackExhausted(out, e.details());
				}
				return runtimeError("InternalError", "InternalError: " + e.details(), out);
			} catch (StackOverflowError e) {
				return stackExhausted(out, "java.lang.StackOverflowError");
			}
			return new WorkerReply("OK", "", out.text(), "");
		} catch (OutOfMemoryError e) {
			return new WorkerReply("OUT_OF_MEMORY", "memory limit", "", "java.lang.OutOfMemoryError: " + e.getMessage());
		} catch (RuntimeException e) {
			// A Java exception out of Rhino's own code (the program's errors are all caught above).
			return crash(e, out);
		} finally {
			Context.exit();
		}
	}

	/** Defines print in the scope and returns the standard error prototypes as [name, prototype] pairs. */
	private List<Object[]> install(Context cx, ScriptableObject scope, OutputSink out) {
		var sink = new LambdaFunction(scope, "sink", 1, (c, s, thisObj, args) -> {
			out.add(args.length > 0 ? String.valueOf(args[0]) : "");
			return Undefined.instance;
		});
		Function function = (Function) bootstrap.exec(cx, scope, scope);
		var pairs = (NativeArray) function.call(cx, scope, scope, new Object[] { sink, scope });
		var result = new ArrayList<Object[]>();
		for (Object pair : pairs) {
			var p = (NativeArray) pair;
			result.add(new Object[] { p.get(0), p.get(1) });
		}
		return result;
	}

	private static boolean isStackDepth(EvaluatorException e) {
		String m = String.valueOf(e.details()).toLowerCase(java.util.Locale.ROOT);
		return m.contains("stack depth") || m.contains("too much recursion") || m.contains("too deep recursion");
	}

	private static WorkerReply stackExhausted(OutputSink out, String detail) {
		return runtimeError(JsErrors.STACK_EXHAUSTED, "RangeError: Maximum call stack size exceeded (" + detail + ")",
				out);
	}

	private static WorkerReply runtimeError(String kind, String stderr, OutputSink out) {
		return new WorkerReply("RUNTIME_ERROR", kind, out.text(), stderr);
	}

	private static WorkerReply crash(RuntimeException e, OutputSink out) {
		return new WorkerReply("CRASH", CrashKind.of(e), out.text(), String.valueOf(e));
	}

	/** A value the program threw: an Error object is named by its standard class, anything else by its typeof. */
	private static WorkerReply thrown(Object value, List<Object[]> prototypes, OutputSink out) {
		if (value instanceof Scriptable object && "Error".equals(object.getClassName())) {
			String standard = null;
			String constructorName = null;
			Scriptable p = object;
			for (int depth = 0; depth < 10_000 && p != null && standard == null; depth++) {
				if (p != object && constructorName == null) {
					constructorName = constructorName(p);
				}
				for (Object[] pair : prototypes) {
					if (p == pair[1]) {
						standard = (String) pair[0];
						break;
					}
				}
				p = p.getPrototype();
			}
			standard = standard == null ? "Error" : standard;
			Object message = ownData(object, "message");
			String text = message instanceof CharSequence ? message.toString() : "";
			return runtimeError(standard, (constructorName == null ? standard : constructorName) + ": " + text, out);
		}
		String type = ScriptRuntime.typeof(value);
		String kind = JsErrors.thrownKind(type);
		if (value instanceof Scriptable && !(value instanceof Symbol)) {
			return runtimeError(kind, "Uncaught " + type, out);
		}
		String text;
		if (value instanceof Symbol symbol) {
			text = symbol.toString();
		} else {
			text = ScriptRuntime.toString(value);
		}
		return runtimeError(kind, "Uncaught " + type + ": " + text, out);
	}

	/** The name of the constructor a prototype holds, without running program code; null when there is none. */
	private static String constructorName(Scriptable prototype) {
		Object c = ownData(prototype, "constructor");
		if (c instanceof Function function) {
			Object name = ownData(function, "name");
			if (name instanceof CharSequence s && s.length() > 0) {
				return s.toString();
			}
		}
		return null;
	}

	/** The value of an own data property, without running getters; null when there is none. */
	private static Object ownData(Scriptable object, String name) {
		try {
			// null: no such own property; a function: a getter (program code); otherwise a data property.
			if (object instanceof ScriptableObject o && o.getGetterOrSetter(name, 0, o, false) == Undefined.instance) {
				Object value = o.get(name, o);
				return value == Scriptable.NOT_FOUND ? null : value;
			}
		} catch (RuntimeException e) {
			// Not worth failing the classification for.
		}
		return null;
	}

	/**
	 * Captured stdout, capped at {@link #OUTPUT_CAP} UTF-8 bytes. Lone surrogates become U+FFFD, as node's
	 * UTF-8 encoder (and any UTF-8 transport) turns them, so the two compare.
	 */
}
