package cadmus.exec;

import java.util.Set;

/**
 * Who an implementation is, for people and for campaigns: id, language, dialect and a description, whether
 * a campaign that names no implementations includes it ({@link cadmus.api.Implementation#inDefaultSet()}),
 * the features of its dialect it lacks ({@link cadmus.api.Implementation#lacks()}), the command that installs it
 * where it is missing ({@link cadmus.api.Implementation#installCommand()}), and the binary it shares with other
 * implementations, if any ({@link cadmus.api.Implementation#binary()}), and where that binary is found and run
 * ({@link EnginePlace}: the machine's own, or an engine root of another Debian release).
 */
public record Profile(String id, String languageId, String dialect, String description, boolean inDefaultSet,
		Set<String> lacks, String installCommand, String binary, EnginePlace place) {

	public Profile {
		lacks = Set.copyOf(lacks);
		installCommand = installCommand == null ? "" : installCommand;
		binary = binary == null ? "" : binary;
		place = place == null ? EnginePlace.MACHINE : place;
	}

	/** A profile of an engine of this machine's own. */
	public Profile(String id, String languageId, String dialect, String description, boolean inDefaultSet,
			Set<String> lacks, String installCommand, String binary) {
		this(id, languageId, dialect, description, inDefaultSet, lacks, installCommand, binary, EnginePlace.MACHINE);
	}

	/** A profile sharing its binary with no other implementation. */
	public Profile(String id, String languageId, String dialect, String description, boolean inDefaultSet,
			Set<String> lacks, String installCommand) {
		this(id, languageId, dialect, description, inDefaultSet, lacks, installCommand, "");
	}

	/** A profile in the default set, lacking nothing, needing nothing installed. */
	public Profile(String id, String languageId, String dialect, String description) {
		this(id, languageId, dialect, description, true, Set.of(), "", "");
	}

	/** The same profile, left out of the default set: an alternative to another implementation of the engine. */
	public Profile alternative() {
		return new Profile(id, languageId, dialect, description, false, lacks, installCommand, binary, place);
	}

	/** The same profile, lacking these features of its dialect. */
	public Profile lacking(Set<String> features) {
		return new Profile(id, languageId, dialect, description, inDefaultSet, features, installCommand, binary, place);
	}

	/** The same profile, installed where it is missing by this command (without sudo). */
	public Profile installedBy(String command) {
		return new Profile(id, languageId, dialect, description, inDefaultSet, lacks, command, binary, place);
	}

	/** The same, running a binary other implementations run too ({@link cadmus.api.Implementation#binary()}). */
	public Profile ofBinary(String name) {
		return new Profile(id, languageId, dialect, description, inDefaultSet, lacks, installCommand, name, place);
	}

	/**
	 * The same profile, installed where it is missing by {@code apt-get install} of this Debian package, or in an
	 * engine root by the script that makes the root.
	 */
	public Profile debianPackage(String name) {
		return installedBy(place instanceof EngineRoot root ? root.installCommand(name) : "apt-get install " + name);
	}

	/**
	 * The same profile, of an engine in {@code place}: its binary is looked for and run there, and it shares no
	 * binary with an engine of the same name elsewhere.
	 */
	public Profile in(EnginePlace place) {
		String shared = binary.isEmpty() || place == EnginePlace.MACHINE ? binary : binary + " (" + place.describe() + ")";
		return new Profile(id, languageId, dialect, description, inDefaultSet, lacks, installCommand, shared, place);
	}
}
