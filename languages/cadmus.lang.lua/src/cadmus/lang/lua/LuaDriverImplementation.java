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
				.in(place).debianPackage(debianPackage);
		// Today's releases are outside the default set, as node 26's are: campaigns that want them name them.
		if (place != EnginePlace.MACHINE) {
			profile = profile.alternative();
		}
		return new DriverImplementation(profile, () -> LuaBinaryImplementation.probe(place, binary),
				dir -> command(place, binary, dir), RUNS_PER_PROCESS, LuaChecks.CHECKS, LuaErrors::kind);
	}

	private static List<String> command(EnginePlace place, String binary, Path dir) {
		BundleResources.copy(LuaDriverImplementation.class, dir, "driver.lua");
		Path script = dir.resolve("driver.lua");
		return List.of(place.binary(binary).orElse(binary), script.toString());
	}
}
