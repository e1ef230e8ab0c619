package cadmus.lang.dafny;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A compiler back end of Dafny 2.3: what {@code dafny /compile:2} writes for it (an assembly, a script, a binary),
 * the environment the compilation and the run need, and how the result runs.
 * <ul>
 * <li>C#: an assembly, run by mono.</li>
 * <li>JavaScript: a script, run by node with npm's global modules (bignumber.js, which the script requires). Dafny
 * checks a script by running it; during compilation node is given no modules, so that check stops at the first
 * require instead of running the program a second time (the script is written before it).</li>
 * <li>Go: a binary, built by go in GOPATH mode (Dafny 2.3 writes packages, not modules) with a build cache shared
 * by all programs.</li>
 * </ul>
 */
enum DafnyBackEnd {

	CS("cs", "C#, run by mono", "program.exe"),
	JS("js", "JavaScript, run by node", "program.js"),
	GO("go", "Go, built by go and run", "program");

	final String target;
	final String description;
	/** What compilation writes into the program's directory. */
	final String artifact;

	DafnyBackEnd(String target, String description, String artifact) {
		this.target = target;
		this.description = description;
		this.artifact = artifact;
	}

	/** The command that compiles program.dfy in {@code dir}, unverified (the verifier judged it already). */
	List<String> compile(Path dir, Path emptyModules, Path goCache) {
		var command = new ArrayList<String>(List.of("env"));
		environment(dir, emptyModules, goCache).forEach((k, v) -> command.add(k + "=" + v));
		command.addAll(List.of("mono", cadmus.lang.dafny.engines.DafnyInstallation.HOME.resolve("Dafny.exe").toString(),
				"/noVerify", "/compile:2", "/compileTarget:" + target));
		if (this == JS) {
			command.add("/spillTargetCode:1");
		}
		command.add("program.dfy");
		return command;
	}

	private Map<String, String> environment(Path dir, Path emptyModules, Path goCache) {
		return switch (this) {
		case CS -> Map.of();
		case JS -> Map.of("NODE_PATH", emptyModules.toString());
		case GO -> Map.of("GO111MODULE", "off", "GOPATH", dir.resolve("program-go").toString(), "GOCACHE", goCache.toString(),
				"HOME", dir.toString());
		};
	}

	/** The command that runs what compilation wrote. */
	List<String> run(Path dir, Path npmRoot) {
		return switch (this) {
		case CS -> List.of("mono", dir.resolve(artifact).toString());
		case JS -> List.of("env", "NODE_PATH=" + npmRoot, "node", dir.resolve(artifact).toString());
		case GO -> List.of(dir.resolve(artifact).toString());
		};
	}

	/** The tool the run needs besides mono and Dafny. */
	String tool() {
		return switch (this) {
		case CS -> "mono";
		case JS -> "node";
		case GO -> "go";
		};
	}
}
