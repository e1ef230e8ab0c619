package cadmus.lang.lua;

import java.nio.file.Path;
import java.util.List;

import cadmus.api.Implementation;
import cadmus.exec.BundleResources;
import cadmus.exec.DriverImplementation;
import cadmus.exec.EnginePlace;
import cadmus.exec.Profile;
import cadmus.lang.lua.engines.LuaErrors;

/**
 * An installed Lua interpreter binary run as a persistent driver: {@code driver.lua} (next to this class)
 * reads programs over the frame protocol and runs each in a fresh environment with its output captured, so
 * one process serves hundreds of programs instead of starting once per program.
 */
final class LuaDriverImplementation {

	/** Programs one driver process runs before a fresh one replaces it. */
	static final int RUNS_PER_PROCESS = 500;

	private LuaDriverImplementation() {
	}

	static Implementation of(EnginePlace place, String binary, String debianPackage, LuaDialect dialect) {
		var profile = new Profile("lua." + binary + place.idSuffix(), LuaLanguage.ID, dialect.id(),
				binary + " binary (" + place.describe() + "), one persistent driver process running many programs")
				.ofBinary(binary).in(place).debianPackage(debianPackage);
		return of(profile, place, binary, List.of());
	}

	/**
	 * A binary in one tier ({@link LuaTier}), outside the default set; it shares its binary with the default
	 * configuration, so that a disagreement between a binary's tiers is bucketed as that binary's.
	 */
	static Implementation of(EnginePlace place, LuaTier tier) {
		var profile = new Profile("lua." + tier.binary() + tier.id() + place.idSuffix(), LuaLanguage.ID,
				(tier.binary().equals("luajit") ? LuaDialect.LUA51 : LuaDialect.LUA54).id(),
				tier.binary() + " " + tier.description() + " (" + place.describe() + "), one persistent driver process running"
						+ " many programs").alternative().ofBinary(tier.binary()).in(place).debianPackage(tier.binary());
		return of(profile, place, tier.binary(), tier.flags());
	}

	private static Implementation of(Profile profile, EnginePlace place, String binary, List<String> flags) {
		// Today's releases are outside the default set, as node 26's are: campaigns that want them name them.
		var placed = place == EnginePlace.MACHINE ? profile : profile.alternative();
		var driver = new DriverImplementation(placed, () -> LuaBinaryImplementation.probe(place, binary),
				dir -> command(place, binary, flags, dir), RUNS_PER_PROCESS, LuaChecks.CHECKS, LuaErrors::kind)
				.runAloneBy(LuaBinaryImplementation.standalone(binary, flags));
		// LuaJIT with its trace compiler on can say what it compiled (LuaJitTrace); -joff and C Lua have none.
		return binary.equals("luajit") && !flags.contains("-joff")
				? driver.tracedBy((program, limits) -> LuaJitTrace.of(place, binary, flags, program, limits))
				: driver;
	}

	private static List<String> command(EnginePlace place, String binary, List<String> flags, Path dir) {
		BundleResources.copy(LuaDriverImplementation.class, dir, "driver.lua");
		var command = new java.util.ArrayList<String>();
		command.add(place.binary(binary).orElse(binary));
		command.addAll(flags);
		command.add(dir.resolve("driver.lua").toString());
		return command;
	}
}
