package cadmus.lang.js;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Implementation;
import cadmus.api.ImplementationProvider;
import cadmus.api.Language;
import cadmus.exec.JvmWorkerImplementation;
import cadmus.exec.Profile;
import cadmus.lang.js.engines.JsErrors;

/**
 * The JavaScript implementations Cadmus knows: node (V8) on the PATH as a persistent driver, with its JIT and
 * without, and Mozilla Rhino in a worker JVM, compiling to JVM bytecode and interpreting.
 */
@Component(service = ImplementationProvider.class, property = Language.ID_PROPERTY + "=" + JsImplementations.LANGUAGE)
public final class JsImplementations implements ImplementationProvider {

	/** The language's id (JsLanguage.ID). */
	static final String LANGUAGE = "js";
	/** One dialect. */
	static final String DIALECT = "";

	private static final String THIS_BUNDLE = "cadmus.lang.js";
	private static final String EXEC_BUNDLE = "cadmus.exec";
	private static final String RHINO_BUNDLE = "org.mozilla.rhino";
	private static final List<String> WORKER_JVM = List.of("-Xmx256m", "-Xss16m", "-XX:+UseSerialGC",
			"-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true");

	private final List<Implementation> implementations = List.of(
			JsDriverImplementation.node(),
			JsDriverImplementation.nodeJitless(),
			rhino("js.rhino", "compiled", "compiling to JVM bytecode"),
			rhino("js.rhino-interpreted", "interpreted", "interpreting"),
			new JvmWorkerImplementation(
					new Profile("js.nashorn", LANGUAGE, DIALECT, "OpenJDK Nashorn 15.7 (Java), ES6 mode, in a worker JVM"),
					"cadmus.lang.js.engines.NashornEngine", List.of(),
					List.of(EXEC_BUNDLE, THIS_BUNDLE, "org.openjdk.nashorn", "org.objectweb.asm", "org.objectweb.asm.commons",
							"org.objectweb.asm.tree", "org.objectweb.asm.tree.analysis", "org.objectweb.asm.util"),
					WORKER_JVM, JsChecks.CHECKS, JsErrors::kind));

	private static Implementation rhino(String id, String mode, String how) {
		return new JvmWorkerImplementation(
				new Profile(id, LANGUAGE, DIALECT, "Mozilla Rhino (Java), " + how + ", in a worker JVM"),
				"cadmus.lang.js.engines.RhinoEngine", List.of(mode), List.of(EXEC_BUNDLE, THIS_BUNDLE, RHINO_BUNDLE),
				WORKER_JVM, JsChecks.CHECKS, JsErrors::kind);
	}

	@Override
	public String languageId() {
		return LANGUAGE;
	}

	@Override
	public List<Implementation> implementations() {
		return implementations;
	}
}
