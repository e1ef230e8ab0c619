package cadmus.lang.js;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;

import cadmus.api.ExecutionLimits;
import cadmus.exec.EnginePlace;
import cadmus.exec.Profile;

/**
 * How one JavaScript shell is found, probed and started ({@link JsShells} has them all): what the harness's host
 * adapter is in it (null: its own runner), the address space it needs beyond a program's memory, and the command
 * that runs {@code harness.js} (program.js beside it) in the scratch directory; {@code missing} says where it was
 * looked for, {@code install} is the command that installs it, {@code place} where it is found and run (the
 * machine, or an engine root: then {@code locate} gives the path inside the root), {@code binary} the binary its
 * tiers share (empty when it shares none: {@link cadmus.api.Implementation#binary()}).
 */
record JsShell(String id, String description, boolean inDefaultSet, Set<String> lacks,
		Supplier<Optional<Path>> locate, String missing, String install, Function<Path, Optional<String>> version, String host,
		LongUnaryOperator addressSpace, Starter starter, EnginePlace place, String binary) {

	JsShell {
		lacks = Set.copyOf(lacks);
	}

	/** A shell of this machine's own. */
	JsShell(String id, String description, boolean inDefaultSet, Set<String> lacks, Supplier<Optional<Path>> locate,
			String missing, String install, Function<Path, Optional<String>> version, String host,
			LongUnaryOperator addressSpace, Starter starter) {
		this(id, description, inDefaultSet, lacks, locate, missing, install, version, host, addressSpace, starter,
				EnginePlace.MACHINE, "");
	}

	/** A shell of {@code place}. */
	JsShell(String id, String description, boolean inDefaultSet, Set<String> lacks, Supplier<Optional<Path>> locate,
			String missing, String install, Function<Path, Optional<String>> version, String host,
			LongUnaryOperator addressSpace, Starter starter, EnginePlace place) {
		this(id, description, inDefaultSet, lacks, locate, missing, install, version, host, addressSpace, starter, place, "");
	}

	/** The same shell as another implementation: its id, description, place in the default set and command. */
	JsShell as(String id, String description, boolean inDefaultSet, Starter starter) {
		return new JsShell(id, description, inDefaultSet, lacks, locate, missing, install, version, host, addressSpace,
				starter, place, binary);
	}

	/** The same shell, naming the binary its tiers share. */
	JsShell sharing(String binary) {
		return new JsShell(id, description, inDefaultSet, lacks, locate, missing, install, version, host, addressSpace,
				starter, place, binary);
	}

	/** Who it is, for the implementations that run it. */
	Profile profile() {
		return new Profile(id, JsImplementations.LANGUAGE, JsImplementations.DIALECT, description, inDefaultSet, lacks,
				install).ofBinary(binary).in(place);
	}

	/**
	 * The shell alone on a program's file: the command its starter gives, with the program's file in the place of the
	 * harness or driver it runs, where the starter runs the shell itself on that one script (not QuickJS's WASM under
	 * node, nor qjs's loader). Every shell that qualifies has a print of its own, as programs need. Empty when the
	 * shell is not installed, or runs programs only through a runner of Cadmus's.
	 */
	java.util.Optional<cadmus.api.StandaloneCommand> standalone() {
		return locate.get().flatMap(path -> {
			var words = starter.command(path, Path.of("."), new ExecutionLimits(java.time.Duration.ofSeconds(10), 1 << 16));
			int last = words.size() - 1;
			if (last < 1 || !words.get(last).endsWith(".js")
					|| words.subList(0, last).stream().anyMatch(w -> w.endsWith(".js") || w.startsWith("--std"))) {
				return java.util.Optional.empty();
			}
			var arguments = new java.util.ArrayList<>(words.subList(1, last));
			arguments.add(cadmus.api.StandaloneCommand.FILE);
			return java.util.Optional.of(new cadmus.api.StandaloneCommand(words.get(0), arguments));
		});
	}

	/** The command that runs harness.js in the scratch directory. */
	@FunctionalInterface
	interface Starter {
		List<String> command(Path executable, Path dir, ExecutionLimits limits);
	}
}
