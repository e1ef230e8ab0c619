package cadmus.exec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import cadmus.api.ExecutionLimits;

/**
 * Where an engine's binaries are found and run: this machine's own (its PATH), or an {@link EngineRoot}, a Debian
 * of another release unpacked in the engine folder, whose binaries run inside it. An implementation asks its place
 * for the binary, for the scratch directory a run writes its files into and for the command line as started from
 * here, so that one implementation class serves an engine of either place.
 */
public sealed interface EnginePlace permits EnginePlace.Machine, EngineRoot {

	/** This machine: binaries on the PATH, scratch directories in the temporary folder, commands as written. */
	EnginePlace MACHINE = new Machine();

	/** The path to run the named binary by, as the place sees it; empty when the place has no such binary. */
	Optional<String> binary(String name);

	/** Why the named binary cannot run here: an unavailable implementation's reason. */
	String missing(String name);

	/** A private scratch directory that the place's processes read and write. */
	ScratchDirectory scratch(String prefix);

	/**
	 * The command, written with this machine's paths (those of a scratch directory of this place), as started from
	 * this machine so that it runs in the place, with {@code dir} as its working directory.
	 */
	List<String> command(List<String> command, Path dir);

	/** A path of this machine as the place's processes name it: inside a root, without the root's folder. */
	String asSeen(Path path);

	/** A path as the place's processes name it (absolute), on this machine: inside a root, under the root's folder. */
	Path onHost(Path path);

	/** The place's name for descriptions and messages ("this machine", "Debian 13 (trixie)"). */
	String describe();

	/**
	 * What the ids of its implementations end in, so that an engine of the same name in two places has two ids
	 * ({@code lua.lua5.4} and {@code lua.lua5.4-debian13}): nothing for the machine.
	 */
	String idSuffix();

	/** Runs a short command in the place (a probe's: a version, a feature), in a scratch directory of its own. */
	default ProcessResult run(List<String> command, ExecutionLimits limits) throws IOException {
		try (var dir = scratch("cadmus-probe")) {
			return ProcessRunner.run(command(command, dir.path()), dir.path(), "", limits);
		}
	}

	/** This machine itself. */
	record Machine() implements EnginePlace {

		@Override
		public Optional<String> binary(String name) {
			return Executables.onPath(name).map(Path::toString);
		}

		@Override
		public String missing(String name) {
			return name + " not found on PATH";
		}

		@Override
		public ScratchDirectory scratch(String prefix) {
			return new ScratchDirectory(prefix);
		}

		@Override
		public List<String> command(List<String> command, Path dir) {
			return command;
		}

		@Override
		public String asSeen(Path path) {
			return path.toString();
		}

		@Override
		public Path onHost(Path path) {
			return path;
		}

		@Override
		public String describe() {
			return "this machine";
		}

		@Override
		public String idSuffix() {
			return "";
		}
	}
}
