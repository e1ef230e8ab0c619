package cadmus.lang.js;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Implementation;
import cadmus.api.ImplementationList;
import cadmus.api.ImplementationProvider;
import cadmus.api.Language;
import cadmus.exec.JvmWorkerImplementation;
import cadmus.exec.Profile;
import cadmus.lang.js.engines.JsErrors;

/**
 * The JavaScript implementations Cadmus knows: node (V8) on the PATH as a persistent driver, with its JIT and
 * without; in worker JVMs, Mozilla Rhino compiling to JVM bytecode and interpreting, OpenJDK Nashorn, V8 through
 * Javet and GraalJS; and the shells of {@link JsShells}: JavaScriptCore and SpiderMonkey as persistent drivers
 * (with process-per-program twins), QuickJS, Duktape, MuJS and Hermes a process per program. Those in worker JVMs come from Maven Central with the platform, so a machine
 * without node or the shells still has four engine families.
 */
@Component(service = ImplementationProvider.class, property = Language.ID_PROPERTY + "=" + JsImplementations.LANGUAGE)
public final class JsImplementations extends ImplementationList {

	/** The language's id (JsLanguage.ID). */
	static final String LANGUAGE = "js";
	/** One dialect. */
	static final String DIALECT = "";

	private static final String THIS_BUNDLE = "cadmus.lang.js";
	private static final String EXEC_BUNDLE = "cadmus.exec";
	private static final String RHINO_BUNDLE = "org.mozilla.rhino";
	private static final List<String> GRAALJS_CLASSPATH = List.of(EXEC_BUNDLE, THIS_BUNDLE, "org.graalvm.polyglot",
			"org.graalvm.collections", "org.graalvm.nativeimage", "org.graalvm.word", "org.graalvm.jniutils",
			"org.graalvm.truffle.api", "org.graalvm.truffle.runtime", "org.graalvm.truffle.compiler", "org.graalvm.regex",
			"org.graalvm.shadowed.icu4j", "org.graalvm.js.language");
	/**
	 * Rhino and Nashorn compile every program to JVM bytecode: with C2 (no tier cap), a campaign of the default set
	 * runs 49 programs/s from its second to fourth minute where C1 alone runs 44, after a slower first two minutes.
	 */
	private static final List<String> WORKER_JVM = List.of("-Xmx256m", "-Xss16m", "-XX:+UseSerialGC",
			"-Djava.awt.headless=true");

	public JsImplementations() {
		super(LANGUAGE, all());
	}

	private static List<Implementation> all() {
		var all = new java.util.ArrayList<Implementation>(List.of(
				JsDriverImplementation.node(),
				JsDriverImplementation.nodeJitless(),
				JsDriverImplementation.node26(),
				JsDriverImplementation.node26Jitless()));
		all.addAll(JsDriverImplementation.node26Tiers());
		all.addAll(List.of(
				rhino("js.rhino", "compiled", "compiling to JVM bytecode"),
				rhino("js.rhino-interpreted", "interpreted", "interpreting"),
				new JvmWorkerImplementation(
						new Profile("js.nashorn", LANGUAGE, DIALECT, "OpenJDK Nashorn 15.7 (Java), ES6 mode, in a worker JVM")
								.lacking(JsFeatures.NASHORN),
						"cadmus.lang.js.engines.NashornEngine", List.of(),
						List.of(EXEC_BUNDLE, THIS_BUNDLE, "org.openjdk.nashorn", "org.objectweb.asm", "org.objectweb.asm.commons",
								"org.objectweb.asm.tree", "org.objectweb.asm.tree.analysis", "org.objectweb.asm.util"),
						WORKER_JVM, JsChecks.CHECKS, JsErrors::kind),
				new JvmWorkerImplementation(
						new Profile("js.javet", LANGUAGE, DIALECT, "V8 embedded through Javet 5.0.6 (JNI), in a worker JVM"),
						"cadmus.lang.js.engines.JavetEngine", List.of(),
						List.of(EXEC_BUNDLE, THIS_BUNDLE, "com.caoccao.javet", "com.caoccao.javet.v8.linux.x86_64"),
						// V8's heap is outside the JVM's and bounded by the engine itself.
						List.of("-Xmx128m", "-Xss16m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true"),
						JsChecks.CHECKS, JsErrors::kind),
				new JvmWorkerImplementation(
						new Profile("js.graaljs", LANGUAGE, DIALECT, "GraalJS 23.1.6 on Truffle (interpreter), in a worker JVM"),
						"cadmus.lang.js.engines.GraalJsEngine", List.of(), GRAALJS_CLASSPATH,
						// Truffle's interpreter is Java code that C2 speeds up: no tier cap here.
						List.of("-Xmx512m", "-Xss16m", "-XX:+UseSerialGC", "-Djava.awt.headless=true"),
						JsChecks.CHECKS, JsErrors::kind),
				graalJsToday("js.graaljs25", "interpreted", "its interpreter (Truffle's compilation off)"),
				graalJsToday("js.graaljs25-compiled", "compiled",
						"each function compiled by the Graal compiler after 100 calls, on the program's thread")));
		all.addAll(JsShells.all());
		return List.copyOf(all);
	}

	/**
	 * Today's GraalJS ({@link GraalJsToday}), in a tier: its engine jars come from the engine folder, so the
	 * worker's own class path is Cadmus's two bundles. Both tiers run one installation, so a difference between them
	 * is bucketed as that binary's. The Graal compiler compiles in the worker's heap: more room than the interpreter.
	 */
	private static Implementation graalJsToday(String id, String mode, String how) {
		return new JvmWorkerImplementation(
				new Profile(id, LANGUAGE, DIALECT, "GraalJS " + GraalJsToday.VERSION + " on Java " + GraalJsToday.JAVA + ", "
						+ how + ", from Maven Central in the engine folder, in a worker JVM").alternative()
						.installedBy(GraalJsToday.INSTALL).ofBinary(GraalJsToday.FOLDER),
				"cadmus.lang.js.engines.GraalJsEngine", List.of(mode), List.of(EXEC_BUNDLE, THIS_BUNDLE),
				List.of("-Xmx1g", "-Xss16m", "-XX:+UseSerialGC", "-Djava.awt.headless=true"), JsChecks.CHECKS,
				JsErrors::kind).on(GraalJsToday::launch);
	}

	private static Implementation rhino(String id, String mode, String how) {
		return new JvmWorkerImplementation(
				new Profile(id, LANGUAGE, DIALECT, "Mozilla Rhino (Java), " + how + ", in a worker JVM")
						.lacking(JsFeatures.RHINO),
				"cadmus.lang.js.engines.RhinoEngine", List.of(mode), List.of(EXEC_BUNDLE, THIS_BUNDLE, RHINO_BUNDLE),
				WORKER_JVM, JsChecks.CHECKS, JsErrors::kind);
	}
}
