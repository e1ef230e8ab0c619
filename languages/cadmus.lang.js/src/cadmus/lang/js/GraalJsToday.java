package cadmus.lang.js;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import cadmus.exec.EngineFolder;
import cadmus.exec.InstalledJdks;
import cadmus.exec.JvmWorker;

/**
 * Today's GraalJS with Truffle's optimizing compiler: GraalJS 25 and the Graal compiler from Maven Central, which
 * releng/install-engines puts in the engine folder (not in the product: they need Java 21 or newer, and Cadmus runs
 * on 17), run in a worker JVM on the machine's Java 25. Truffle compiles to machine code only through JVMCI, with the
 * compiler on the upgrade module path: Temurin 25's own jdk.graal.compiler module is an empty stub, and without
 * the compiler Truffle falls back to its interpreter.
 */
final class GraalJsToday {

	static final String VERSION = "25.0.2";
	/** Its folder in the engine folder: the engine's jars in lib/, the compiler's in compiler/. */
	static final String FOLDER = "graaljs-25";
	static final int JAVA = 25;
	static final String INSTALL = "releng/install-engines (GraalJS " + VERSION + " and the Graal compiler from Maven"
			+ " Central into " + EngineFolder.DEFAULT + "/" + FOLDER + "), on a Java " + JAVA + " in "
			+ InstalledJdks.FOLDER + " (Temurin 25)";

	private GraalJsToday() {
	}

	/**
	 * The worker's JVM: Java 25 with JVMCI on, the compiler upgrading the JDK's stub, the engine's jars as modules.
	 * Their warnings about native access and sun.misc.Unsafe are answered, so the worker's stderr stays the program's.
	 *
	 * @throws IllegalStateException saying what is missing
	 */
	static JvmWorker.Launch launch() {
		var java = InstalledJdks.java(JAVA).orElseThrow(() -> new IllegalStateException(
				"no Java " + JAVA + " in " + InstalledJdks.FOLDER + " (GraalJS " + VERSION + " needs Java 21 or newer): install Temurin 25"));
		Path home = EngineFolder.root().resolve(FOLDER);
		Path lib = home.resolve("lib");
		Path compiler = home.resolve("compiler");
		if (!Files.isDirectory(lib) || !Files.isDirectory(compiler)) {
			throw new IllegalStateException("GraalJS " + VERSION + " is not in " + home + ": run " + INSTALL);
		}
		return new JvmWorker.Launch(java, List.of("-XX:+UnlockExperimentalVMOptions", "-XX:+EnableJVMCI",
				"--upgrade-module-path", compiler.toString(), "--module-path", lib.toString(), "--add-modules",
				"org.graalvm.polyglot,org.graalvm.js", "--enable-native-access=org.graalvm.truffle,ALL-UNNAMED",
				"--sun-misc-unsafe-memory-access=allow"));
	}
}
