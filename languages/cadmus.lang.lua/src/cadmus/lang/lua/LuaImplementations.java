package cadmus.lang.lua;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Implementation;
import cadmus.api.ImplementationList;
import cadmus.api.ImplementationProvider;
import cadmus.api.Language;
import cadmus.exec.EnginePlace;
import cadmus.exec.EngineRoot;
import cadmus.exec.JvmWorkerImplementation;
import cadmus.lang.lua.engines.LuaErrors;

/**
 * The Lua implementations Cadmus knows: real C Lua and LuaJIT embedded through luajava (JNI) and LuaJ,
 * each in a worker JVM built from the engine bundles' jars, and the Debian binaries when installed (each as a
 * persistent driver, and as a process per program for comparison): the machine's, and Debian 13's from an engine
 * root, which are today's releases.
 */
@Component(service = ImplementationProvider.class, property = Language.ID_PROPERTY + "=" + LuaLanguage.ID)
public final class LuaImplementations extends ImplementationList {

	private static final String THIS_BUNDLE = "cadmus.lang.lua";
	private static final String EXEC_BUNDLE = "cadmus.exec";
	/** The machine's Debian binaries (Debian 12: Lua 5.4.4, LuaJIT 2.1 of 2022). */
	private static final EnginePlace MACHINE = EnginePlace.MACHINE;
	/** Today's, beside them in an engine root (Debian 13: Lua 5.4.7, LuaJIT 2.1 of 2025). */
	private static final EnginePlace TODAY = EngineRoot.DEBIAN_13;
	private static final List<String> WORKER_JVM = List.of("-Xmx256m", "-Xss16m", "-XX:+UseSerialGC",
			"-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true");

	public LuaImplementations() {
		super(LuaLanguage.ID, all());
	}

	private static List<Implementation> all() {
		return List.of(
				luajava("lua51", "luajava-5.1", "C Lua 5.1", LuaDialect.LUA51),
				luajava("lua54", "luajava-5.4", "C Lua 5.4", LuaDialect.LUA54),
				luajava("luajit", "luajava-jit", "LuaJIT", LuaDialect.LUA51),
				new JvmWorkerImplementation("lua.luaj", LuaLanguage.ID, LuaDialect.LUA51.id(), "LuaJ (Java) in a worker JVM",
						"cadmus.lang.lua.engines.LuaJEngine", List.of(),
						List.of(EXEC_BUNDLE, THIS_BUNDLE, "org.luaj.jse"), WORKER_JVM, LuaChecks.CHECKS, LuaErrors::kind),
				LuaDriverImplementation.of(MACHINE, "lua5.1", "lua5.1", LuaDialect.LUA51),
				LuaDriverImplementation.of(MACHINE, "lua5.3", "lua5.3", LuaDialect.LUA54),
				LuaDriverImplementation.of(MACHINE, "lua5.4", "lua5.4", LuaDialect.LUA54),
				LuaDriverImplementation.of(MACHINE, "luajit", "luajit", LuaDialect.LUA51),
				LuaDriverImplementation.of(TODAY, "lua5.4", "lua5.4", LuaDialect.LUA54),
				LuaDriverImplementation.of(TODAY, "luajit", "luajit", LuaDialect.LUA51),
				LuaDriverImplementation.of(MACHINE, LuaTier.JIT_OFF),
				LuaDriverImplementation.of(MACHINE, LuaTier.JIT_HOT),
				LuaDriverImplementation.of(TODAY, LuaTier.JIT_OFF),
				LuaDriverImplementation.of(TODAY, LuaTier.JIT_HOT),
				LuaDriverImplementation.of(MACHINE, LuaTier.GC_INCREMENTAL),
				LuaDriverImplementation.of(MACHINE, LuaTier.GC_STRESS),
				LuaDriverImplementation.of(MACHINE, LuaTier.GEN_STRESS),
				LuaDriverImplementation.of(TODAY, LuaTier.GC_INCREMENTAL),
				LuaDriverImplementation.of(TODAY, LuaTier.GC_STRESS),
				LuaDriverImplementation.of(TODAY, LuaTier.GEN_STRESS),
				new LuaBinaryImplementation(MACHINE, "lua5.1", "lua5.1", LuaDialect.LUA51),
				new LuaBinaryImplementation(MACHINE, "lua5.3", "lua5.3", LuaDialect.LUA54),
				new LuaBinaryImplementation(MACHINE, "lua5.4", "lua5.4", LuaDialect.LUA54),
				new LuaBinaryImplementation(MACHINE, "luajit", "luajit", LuaDialect.LUA51),
				new LuaBinaryImplementation(TODAY, "lua5.4", "lua5.4", LuaDialect.LUA54),
				new LuaBinaryImplementation(TODAY, "luajit", "luajit", LuaDialect.LUA51));
	}

	private static Implementation luajava(String variant, String name, String engine, LuaDialect dialect) {
		return new JvmWorkerImplementation("lua." + name, LuaLanguage.ID, dialect.id(),
				engine + " embedded through luajava (JNI) in a worker JVM", "cadmus.lang.lua.engines.LuaJavaEngine",
				List.of(variant),
				// All three bindings (tiny jars, one engine class refers to them all), one variant's natives.
				List.of(EXEC_BUNDLE, THIS_BUNDLE, "party.iroiro.luajava", "party.iroiro.luajava.lua51",
						"party.iroiro.luajava.lua54", "party.iroiro.luajava.luajit",
						"party.iroiro.luajava." + variant + ".natives", "com.badlogicgames.gdx.jnigen.loader"),
				WORKER_JVM, LuaChecks.CHECKS, LuaErrors::kind);
	}
}
