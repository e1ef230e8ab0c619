package cadmus.lang.js.engines;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
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
 * print from {@link JsBootstrap}. On Cadmus's own JDK Truffle has no optimizing compiler: there this is GraalJS's
 * interpreter, which is what runs on a fresh machine without GraalVM; on a JVM with JVMCI and the Graal compiler
 * (GraalJsToday) it compiles.
 *
 * <p>Classification as for the other engines (kinds in {@link JsErrors}): a syntax error is one; a guest
 * exception is a runtime error named in the program's own realm by {@link JsBootstrap#CLASSIFIER}; an internal
 * error of the engine (a Java exception out of Truffle or GraalJS) is a crash; exhausted resources are
 * out of memory.
 */
public final class GraalJsEngine implements WorkerEngine {

	private static final int OUTPUT_CAP = 1 << 20;

	private final Engine engine;
	/** How it runs: "" as Truffle runs on this JVM, "interpreted" or "compiled" (see the constructor). */
	private final String mode;

	/**
	 * With no argument, GraalJS as Truffle runs on this JVM (on Cadmus's own, its interpreter). "interpreted":
	 * Truffle's compilation off, the interpreter of an engine that could compile. "compiled": a function compiled by
	 * the Graal compiler once it is hot (a low threshold, Truffle's last tier alone), on the program's own thread, so the
	 * compiled code runs at once, the same way each time; refused where Truffle has no optimizing runtime (the JVM
	 * lacks JVMCI or the compiler).
	 */
	public GraalJsEngine(String[] args) {
		if (args.length > 1 || args.length == 1 && !List.of("interpreted", "compiled").contains(args[0])) {
			throw new IllegalArgumentException("GraalJsEngine takes nothing, 'interpreted' or 'compiled', not " + List.of(args));
		}
		mode = args.length == 0 ? "" : args[0];
		var builder = Engine.newBuilder("js").option("engine.WarnInterpreterOnly", "false");
		// Both settings are Truffle's experimental options.
		if (mode.equals("interpreted")) {
			builder.allowExperimentalOptions(true).option("engine.Compilation", "false");
		} else if (mode.equals("compiled")) {
			builder.allowExperimentalOptions(true).option("engine.MultiTier", "false")
					.option("engine.SingleTierCompilationThreshold", THRESHOLD).option("engine.BackgroundCompilation", "false");
		}
		try {
			engine = builder.build();
		} catch (IllegalArgumentException e) {
			// Truffle's interpreter-only runtime does not know the compilation options.
			throw mode.equals("compiled") ? noOptimizingRuntime(e.getMessage()) : e;
		}
		if (mode.equals("compiled") && engine.getImplementationName().equals(INTERPRETED_RUNTIME)) {
			engine.close();
			throw noOptimizingRuntime("its runtime is " + INTERPRETED_RUNTIME);
		}
	}

	private static IllegalStateException noOptimizingRuntime(String why) {
		return new IllegalStateException("Truffle has no optimizing runtime on this JVM (" + System.getProperty("java.home")
				+ "; " + why + "): it needs JVMCI and the Graal compiler on the upgrade module path");
	}

	/**
	 * Calls and loop iterations after which Truffle compiles a function, with the Graal compiler's full optimizations
	 * (one tier): a hot program's functions, called in each of its rounds, get there, where Truffle's own thresholds
	 * leave a short program interpreted. Compiling every function at its first call instead (CompileImmediately)
	 * took over ten seconds for 16 of 20 hot programs; this way a hot program still compiles about 23 functions, 1 to
	 * 12 s on this JVM's Graal (which runs as Java): campaigns with this tier need a longer --timeout.
	 */
	private static final String THRESHOLD = "100";

	/** What {@link Engine#getImplementationName()} answers where Truffle can only interpret. */
	private static final String INTERPRETED_RUNTIME = "Interpreted";

	@Override
	public String version() {
		try (Context context = newContext(OutputStream.nullOutputStream())) {
			Value graal = context.eval("js", "Graal");
			String runtime = switch (mode) {
			case "compiled" -> "Truffle with the Graal compiler (" + engine.getImplementationName() + "), compiling after "
					+ THRESHOLD + " calls";
			case "interpreted" -> "Truffle interpreter, compilation off";
			default -> engine.getImplementationName().equals(INTERPRETED_RUNTIME) ? "Truffle interpreter"
					: "Truffle with the Graal compiler";
			};
			return "GraalJS " + jarVersion() + " (ECMAScript " + graal.getMember("versionECMAScript") + ", " + runtime
					+ ", Java " + Runtime.version().feature() + ")";
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
			// The wrapped jars of the product carry a Bundle-Version; those of the engine folder, Maven Central's own,
			// an Implementation-Version.
			String version = manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-Version");
			if (version == null && manifest != null) {
				version = manifest.getMainAttributes().getValue("Implementation-Version");
			}
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
