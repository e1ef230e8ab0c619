package cadmus.lang.js;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import cadmus.exec.CommandProbe;
import cadmus.exec.EngineRoot;

/**
 * Today's releases of the Debian shells, beside the machine's ({@link JsShells}): Debian 13's JavaScriptCore
 * (WebKitGTK 2.52), SpiderMonkey 128 through gjs 1.82, QuickJS 2025-04 and MuJS 1.3.6, run in the engine root
 * releng/install-engines makes, with the same host adapters and drivers. Outside the default set: campaigns that
 * want them name them.
 */
final class JsTodayShells {

	private static final long MIB = 1L << 20;
	private static final long GIB = 1L << 30;
	/** The engine root they come from. */
	private static final EngineRoot TODAY = EngineRoot.DEBIAN_13;

	/**
	 * JavaScriptCore of WebKitGTK 2.52 (Debian 13's jsc, today's release), from the engine root, a process per
	 * program: the twin of {@link #jscToday()}. What it lacks is what Debian 12's lacks until measured apart.
	 */
	private static JsShell jscTodayShell() {
		return new JsShell("js.jsc" + TODAY.idSuffix() + "-process",
				"JavaScriptCore (jsc of " + TODAY.describe() + ") with its JITs, a process per program (the persistent"
						+ " driver's twin)",
				false, JsFeatures.JSC, () -> TODAY.binary("jsc").map(Path::of), TODAY.missing("jsc"),
				TODAY.installCommand("libjavascriptcoregtk-bin"), jsc -> JsShellProbes.jscVersion(TODAY, jsc), JsShellHosts.JSC,
				memory -> memory + 6 * GIB, (jsc, dir, limits) -> List.of(jsc.toString(), "harness.js"), TODAY);
	}

	/** Today's JavaScriptCore with its JIT tiers: one persistent driver, a realm per program. */
	public static JsShellDriverImplementation jscToday() {
		return new JsShellDriverImplementation(jscTodayShell().as("js.jsc" + TODAY.idSuffix(),
				"JavaScriptCore (jsc of " + TODAY.describe() + ") with its JITs, one persistent driver process, a realm"
						+ " per program",
				false, (jsc, dir, limits) -> List.of(jsc.toString(), JsShells.JSC_DRIVER)).sharing(JsShells.JSC),
				JsShells.JSC_DRIVER);
	}

	/** Today's JavaScriptCore with its JITs compiling early, on the program's thread ({@link JsShells#jscEager()}). */
	public static JsShellDriverImplementation jscTodayEager() {
		return new JsShellDriverImplementation(jscTodayShell().as("js.jsc-eager" + TODAY.idSuffix(),
				"JavaScriptCore (jsc of " + TODAY.describe() + ") with its JITs compiling early, on the program's thread,"
						+ " one persistent driver process, a realm per program",
				false, (jsc, dir, limits) -> JsShells.eager(jsc)).sharing(JsShells.JSC), JsShells.JSC_DRIVER);
	}

	/** Today's JavaScriptCore a process per program. */
	public static JsShellImplementation jscTodayProcess() {
		return new JsShellImplementation(jscTodayShell());
	}

	/** Today's JavaScriptCore's interpreter alone ({@code --useJIT=false}), as a persistent driver. */
	public static JsShellDriverImplementation jscTodayNoJit() {
		return new JsShellDriverImplementation(jscTodayShell().as("js.jsc-nojit" + TODAY.idSuffix(),
				"JavaScriptCore (jsc of " + TODAY.describe() + ") --useJIT=false, interpreter only, one persistent driver"
						+ " process, a realm per program",
				false, (jsc, dir, limits) -> List.of(jsc.toString(), "--useJIT=false", JsShells.JSC_DRIVER))
				.sharing(JsShells.JSC), JsShells.JSC_DRIVER);
	}

	/** SpiderMonkey 128 through Debian 13's gjs 1.82, from the engine root, a process per program. */
	private static JsShell gjsTodayShell() {
		return new JsShell("js.gjs" + TODAY.idSuffix() + "-process",
				"SpiderMonkey through gjs of " + TODAY.describe() + ", a process per program (the persistent driver's twin)",
				false, Set.of(), () -> TODAY.binary("gjs").map(Path::of), TODAY.missing("gjs"), TODAY.installCommand("gjs"),
				gjs -> JsShellProbes.gjsVersion(TODAY, gjs), JsShellHosts.GJS, memory -> memory + 2560 * MIB,
				(gjs, dir, limits) -> List.of("env", "LC_ALL=C.UTF-8", gjs.toString(), "harness.js"), TODAY);
	}

	/** Today's SpiderMonkey through gjs as one persistent driver, built-ins restored after each program. */
	public static JsShellDriverImplementation gjsToday() {
		return new JsShellDriverImplementation(gjsTodayShell().as("js.gjs" + TODAY.idSuffix(),
				"SpiderMonkey through gjs of " + TODAY.describe() + ", one persistent driver process, built-ins restored"
						+ " after each program",
				false, (gjs, dir, limits) -> List.of("env", "LC_ALL=C.UTF-8", gjs.toString(), JsShells.GJS_DRIVER))
				.sharing(GJS), JsShells.GJS_DRIVER);
	}

	/**
	 * Today's SpiderMonkey through gjs with its JITs off (gjs's {@code GJS_DISABLE_JIT}: the bytecode interpreter
	 * alone, no baseline interpreter, baseline JIT or Ion), as a persistent driver: the same binary's other tier.
	 * SpiderMonkey's {@code JIT_OPTION_*} variables, which would force eager compilation, are not read by this
	 * release build (with {@code JIT_OPTION_ion=false} a hot loop ran as fast as with Ion), so there is no eager tier.
	 */
	public static JsShellDriverImplementation gjsTodayNoJit() {
		return new JsShellDriverImplementation(gjsTodayShell().as("js.gjs-nojit" + TODAY.idSuffix(),
				"SpiderMonkey through gjs of " + TODAY.describe() + ", GJS_DISABLE_JIT=1: interpreter only, one persistent"
						+ " driver process, built-ins restored after each program",
				false, (gjs, dir, limits) -> List.of("env", "LC_ALL=C.UTF-8", "GJS_DISABLE_JIT=1", gjs.toString(),
						JsShells.GJS_DRIVER)).sharing(GJS), JsShells.GJS_DRIVER);
	}

	/** Today's SpiderMonkey through gjs a process per program. */
	public static JsShellImplementation gjsTodayProcess() {
		return new JsShellImplementation(gjsTodayShell());
	}

	/** MuJS 1.3.6 (Debian 13's), from the engine root: ES5, a process per program. */
	public static JsShellImplementation mujsToday() {
		return new JsShellImplementation(new JsShell("js.mujs" + TODAY.idSuffix(),
				"MuJS of " + TODAY.describe() + ", ES5, a process per program", false, JsShells.MUJS_LACKS,
				() -> TODAY.binary("mujs").map(Path::of), TODAY.missing("mujs"), TODAY.installCommand("mujs"),
				mujs -> JsShellProbes.mujsVersion(TODAY, mujs), JsShellHosts.MUJS, memory -> memory + 128 * MIB,
				(mujs, dir, limits) -> List.of(mujs.toString(), "harness.js"), TODAY));
	}

	/**
	 * QuickJS 2025-04 (Debian 13's qjs, the native build), from the engine root, a process per program; its heap
	 * bounded by the memory limit (--memory-limit), beside which it reserves little.
	 */
	public static JsShellImplementation quickjsToday() {
		return new JsShellImplementation(new JsShell("js.qjs" + TODAY.idSuffix(),
				"QuickJS (qjs of " + TODAY.describe() + "), a process per program", false, Set.of(JsFeatures.DELETE_BINDING),
				() -> TODAY.binary("qjs").map(Path::of), TODAY.missing("qjs"), TODAY.installCommand("quickjs"),
				qjs -> CommandProbe.output(TODAY, List.of(qjs.toString(), "-e", "0"), 0)
						.map(started -> "QuickJS " + JsShellProbes.debianVersion(TODAY, "quickjs").orElse("(version unknown)")),
				JsShellHosts.QJS, memory -> memory + 128 * MIB, (qjs, dir, limits) -> List.of(qjs.toString(), "--std",
						"--memory-limit", Long.toString(limits.memoryBytes()), "harness.js"), TODAY));
	}

	/** Every one, in a stable order. */
	static List<cadmus.exec.ProfiledImplementation> all() {
		return List.of(jscToday(), jscTodayNoJit(), jscTodayEager(), jscTodayProcess(), gjsToday(), gjsTodayNoJit(), gjsTodayProcess(),
				quickjsToday(), mujsToday());
	}

	/** The binary today's gjs tiers share, so that a disagreement between them is bucketed as gjs's own. */
	private static final String GJS = "gjs";

	private JsTodayShells() {
	}
}
