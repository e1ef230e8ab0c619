package cadmus.exec;

import java.util.List;

import cadmus.api.Availability;
import cadmus.api.Canary;
import cadmus.api.ExpectedErrors;
import cadmus.api.Implementation;

/**
 * What every runner's implementation shares: who it is ({@link Profile}), how its results are judged
 * ({@link Checks}), and its availability, probed once. Language bundles extend it for runners of their own.
 */
public abstract class ProfiledImplementation implements Implementation {

	private final Profile profile;
	private final Checks checks;
	private Availability availability;

	protected ProfiledImplementation(Profile profile, Checks checks) {
		this.profile = profile;
		this.checks = checks;
	}

	/** Whether it can run here, and its version; called once. */
	protected abstract Availability probe();

	protected final Checks checks() {
		return checks;
	}

	/** Who it is. */
	protected final Profile profile() {
		return profile;
	}

	/** Where its binary is found and run. */
	protected final EnginePlace place() {
		return profile.place();
	}

	@Override
	public final String id() {
		return profile.id();
	}

	@Override
	public final String languageId() {
		return profile.languageId();
	}

	@Override
	public final String description() {
		return profile.description();
	}

	@Override
	public final String dialect() {
		return profile.dialect();
	}

	@Override
	public boolean inDefaultSet() {
		return profile.inDefaultSet();
	}

	@Override
	public java.util.Set<String> lacks() {
		return profile.lacks();
	}

	@Override
	public final String installCommand() {
		return profile.installCommand();
	}

	@Override
	public final String binary() {
		return profile.binary();
	}

	@Override
	public final List<Canary> canaries() {
		return checks.canaries();
	}

	@Override
	public final ExpectedErrors expectedErrors() {
		return checks.expectedErrors();
	}

	@Override
	public final String normalize(String stdout) {
		return checks.normalizer().apply(stdout);
	}

	/**
	 * Probed once; an engine of an engine root says which release it comes from after its version ("PHP 8.4.16,
	 * Debian 13 (trixie)"), so that two of one name are told apart wherever versions are listed.
	 */
	@Override
	public final synchronized Availability availability() {
		if (availability == null) {
			var probed = probe();
			availability = probed.available() && place() != EnginePlace.MACHINE
					? Availability.available(probed.version() + ", " + place().describe())
					: probed;
		}
		return availability;
	}

	/**
	 * The engine's own command for a program, with this implementation's configuration and tier flags; empty (the
	 * default) where the engine runs only inside Cadmus.
	 */
	@Override
	public java.util.Optional<cadmus.api.StandaloneCommand> standaloneCommand() {
		return java.util.Optional.empty();
	}

	/** Runs a standalone command in a scratch directory of the engine's place ({@link StandaloneRunner}). */
	@Override
	public final java.util.Optional<cadmus.api.StandaloneRun> runAlone(cadmus.api.StandaloneCommand command,
			String fileName, String programText, cadmus.api.ExecutionLimits limits) {
		return standaloneBinary(command.binary())
				.flatMap(path -> StandaloneRunner.run(place(), command, path, fileName, programText, standaloneLimits(limits)));
	}

	/**
	 * The limits a standalone run is fenced in: by default the caller's; an engine that reserves more address space
	 * than the memory it uses (V8, SpiderMonkey, JavaScriptCore) gets its reservation on top, as its own runs do.
	 */
	protected cadmus.api.ExecutionLimits standaloneLimits(cadmus.api.ExecutionLimits limits) {
		return limits;
	}

	/**
	 * Where the standalone command's binary is run from: a path as it is, a name as the place finds it; an engine
	 * found elsewhere (a folder of its own) says where.
	 */
	protected java.util.Optional<String> standaloneBinary(String name) {
		return name.startsWith("/") ? java.util.Optional.of(name) : place().binary(name);
	}
}
