package cadmus.campaign.tests;

/**
 * The implementation that runs {@link FaultyEngine} in a worker JVM, apart from the engine: the worker's class path
 * holds the engine's bundles, not the api's types this names.
 */
final class FaultyLuaj {

	private FaultyLuaj() {
	}


	/** LuaJ with these faults injected, as implementation test.faulty, checked by LuaJ's canaries. */
	static cadmus.api.Implementation implementation(cadmus.api.Implementation luaj) {
		return new cadmus.exec.JvmWorkerImplementation("test.faulty", "lua", "5.1", "LuaJ with injected faults",
				FaultyEngine.class.getName(), java.util.List.of(),
				java.util.List.of("cadmus.exec", "cadmus.lang.lua", "org.luaj.jse", "cadmus.campaign.tests"),
				java.util.List.of("-Xmx64m", "-Xss16m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"),
				new cadmus.exec.Checks(luaj.canaries(), cadmus.api.ExpectedErrors.of("^attempt to ", "^bad argument",
						"stack overflow")),
				cadmus.lang.lua.engines.LuaErrors::kind);
	}
}
