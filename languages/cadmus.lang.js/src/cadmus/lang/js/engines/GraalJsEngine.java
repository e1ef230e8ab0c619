package cadmus.lang.js.engines;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.jar.JarFile;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Engine;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Value;
import org.graalvm.polyglot.proxy.ProxyExecutable;

import cadmus.exec.worker.WorkerEngine;
import cadmus.exec.worker.WorkerReply;

/**
 * GraalJS (Oracle's JavaScript on Truffle) in a worker JVM: each program gets a fresh polyglot context that
 * shares one engine (so parsed code of the bootstrap is cached), with no host access, no {@code load}, and
 * print from {@link JsBootstrap}. On a stock JDK Truffle has no optimizing compiler: this is GraalJS's
 * interpreter, which is what runs on a fresh machine without GraalVM.
 *
 * <p>Classification as for the other engines (kinds in {@link JsErrors}): a syntax error is one; a guest
 * exception is a runtime error named in the program's own realm by {@link JsBootstrap#CLASSIFIER}; an internal
 * error of the engine (a Java exception out of Truffle or GraalJS) is a crash; exhausted resources are
 * out of memory.
 */
public final class GraalJsEngine implements WorkerEngine {

	private static final int OUTPUT_CAP = 1 << 20;

	private final Engine engine = Engine.newBuilder("js").option("engine.WarnInterpreterOnly", "false").build();

	public GraalJsEngine(String[] args) {
		if (args.length != 0) {
			throw new IllegalArgumentException("GraalJsEngine takes no arguments");
		}
	}

	@Override
	public String version() {
		try (Context context = newContext(OutputStream.nullOutputStream())) {
			Value graal = context.eval("js", "Graal");
			return "GraalJS " + jarVersion() + " (ECMAScript " + graal.getMember("versionECMAScript")
					+ ", Truffle interpreter)";
		}
	}

	/**
	 * The release, from the bundle manifest of the jar GraalJS came from: the jars from Maven Central call
	 * themselves "snapshot" and "Development Build" at run time.
	 */
	private static String jarVersion() {
		try (var jar = new JarFile(Path.of(Context.class.getProtectionDomain().getCodeSource().getLocation().toURI())
				.toFile())) {
			var manifest = jar.getManifest();
			String version = manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-Version");
			return version == null ? "(version unknown)" : version;
		} catch (IOException | URISyntaxException | RuntimeException e) {
			return "(version unknown)";
		}
	}

	private Context newContext(OutputStream out) {
		return Context.newBuilder("js").engine(engine).out(out).err(out).allowAllAccess(false)
				.option("js.load", "false").option("js.console", "false")
				.build();
	}

	@Override
	public WorkerReply run(String program) {
		var out = new OutputSink(OUTPUT_CAP);
		// The program prints only through the sink; the context's own streams carry nothing of it.
		try (Context context = newContext(OutputStream.nullOutputStream())) {
			Value classifier;
			try {
				Value global = context.eval("js", "globalThis");
				ProxyExecutable sink = arguments -> {
					out.add(arguments.length > 0 ? arguments[0].asString() : "");
					return null;
				};
				Value prototypes = context.eval("js", JsBootstrap.SOURCE).execute(sink, global);
				classifier = context.eval("js", JsBootstrap.CLASSIFIER).execute(prototypes);
			} catch (PolyglotException e) {
				return new WorkerReply("CRASH", "bootstrap", "", String.valueOf(e));
			}
			try {
				context.eval("js", program);
				return new WorkerReply("OK", "", out.text(), "");
			} catch (PolyglotException e) {
				return failure(e, classifier, out.text());
			}
		} catch (PolyglotException e) {
			// Closing the context failed: the engine's own fault.
			return new WorkerReply("CRASH", "close", "", String.valueOf(e));
		} catch (StackOverflowError e) {
			return new WorkerReply("RUNTIME_ERROR", JsErrors.STACK_EXHAUSTED, "",
					"RangeError: Maximum call stack size exceeded (java.lang.StackOverflowError)");
		}
	}

	private static WorkerReply failure(PolyglotException e, Value classifier, String stdout) {
		if (e.isSyntaxError()) {
			return new WorkerReply("SYNTAX_ERROR", "SyntaxError", "", String.valueOf(e.getMessage()));
		}
		if (e.isResourceExhausted()) {
			return new WorkerReply("OUT_OF_MEMORY", "memory limit", stdout, String.valueOf(e.getMessage()));
		}
		if (e.isInternalError() || !e.isGuestException()) {
			return new WorkerReply("CRASH", "internal error", stdout, String.valueOf(e));
		}
		String kind;
		try {
			Value thrown = e.getGuestObject();
			kind = thrown == null ? JsErrors.thrownKind("undefined") : classifier.execute(thrown).asString();
		} catch (PolyglotException | IllegalStateException classifying) {
			kind = "Error";
		}
		return new WorkerReply("RUNTIME_ERROR", kind, stdout, String.valueOf(e.getMessage()));
	}
}
