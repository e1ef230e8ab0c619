package cadmus.lang.dafny;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;

import cadmus.api.Availability;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.exec.CommandProbe;
import cadmus.exec.Executables;
import cadmus.exec.ProcessResult;
import cadmus.exec.ProcessRunner;
import cadmus.exec.ScratchDirectory;
import cadmus.lang.dafny.engines.DafnyInstallation;

/**
 * Dafny 2.3 compiling to one back end: the program is verified (on the shared {@link DafnyVerifier}, which verifies
 * it once for all back ends), compiled once to the back end ({@link DafnyBackEnd}) and what that wrote is run. Its
 * outcomes: VERIFY_ERROR (or SYNTAX_ERROR) when the verifier rejects the program, COMPILE_ERROR when Dafny's
 * compiler or the back end's own (mcs, go) does, RUNTIME_ERROR, OK, CRASH (Dafny, Boogie, z3 or the runtime died),
 * TIMEOUT. The duration is all three steps'.
 */
final class DafnyBackEndImplementation implements Implementation {

	private static final Pattern CS_ERROR = Pattern.compile("error (CS\\d+): ([^\\n]*)");
	private static final Pattern GO_ERROR = Pattern.compile("(?m)^[^\\s:]+\\.go:\\d+:\\d+: ([^\\n]*)$");
	private static final Pattern DAFNY_ERROR = Pattern.compile("(?m)\\): Error: ([^\\n]*)$");
	private static final Pattern THROWN = Pattern.compile("(?m)^(?:Unhandled Exception:\\s*|\\[ERROR\\] FATAL UNHANDLED EXCEPTION: )?"
			+ "((?:[\\w.]*\\.)?\\w*(?:Exception|Error))(?::|$)");
	private static final Pattern PANIC = Pattern.compile("(?m)^panic: ([^\\n]*)");
	/** Names the compilers number (_62_s, _this3): the same code compiled twice numbers them alike, others not. */
	private static final Pattern NUMBERED = Pattern.compile("_\\d+_|\\d+");

	private final DafnyBackEnd backEnd;
	private final DafnyVerifier verifier;
	private final Path goCache;
	private final Path emptyModules;

	DafnyBackEndImplementation(DafnyBackEnd backEnd, DafnyVerifier verifier, Path work) {
		this.backEnd = backEnd;
		this.verifier = verifier;
		this.goCache = work.resolve("go-cache");
		this.emptyModules = work.resolve("no-modules");
	}

	@Override
	public String id() {
		return "dafny." + backEnd.target;
	}

	@Override
	public String languageId() {
		return DafnyLanguage.ID;
	}

	@Override
	public String description() {
		return "Debian's Dafny, verified by DafnyServer, compiled to " + backEnd.description;
	}

	@Override
	public String installCommand() {
		return "apt-get install dafny" + (backEnd == DafnyBackEnd.GO ? " golang-go" : "")
				+ (backEnd == DafnyBackEnd.JS ? "; npm install -g bignumber.js@9.1.2" : "");
	}

	/** Reals in one spelling ({@link DafnyReals}): the back ends print them differently, alike in value. */
	@Override
	public String normalize(String stdout) {
		return DafnyReals.canonical(stdout);
	}

	@Override
	public Availability availability() {
		var missing = DafnyInstallation.missing();
		if (missing.isPresent()) {
			return Availability.unavailable(missing.get());
		}
		if (Executables.onPath(backEnd.tool()).isEmpty()) {
			return Availability.unavailable(backEnd.tool() + " is not on the PATH");
		}
		if (backEnd == DafnyBackEnd.JS && CommandProbe.npmPackage("bignumber.js").isEmpty()) {
			return Availability.unavailable("bignumber.js not found under `npm root -g`");
		}
		var dafny = DafnyInstallation.version();
		if (dafny.isEmpty()) {
			return Availability.unavailable("Dafny.exe /version names no version");
		}
		String tool = switch (backEnd) {
		case CS -> CommandProbe.firstLine(List.of("mono", "--version"), 0).map(v -> v.replaceAll(" \\(.*", "")).orElse("mono");
		case JS -> "node " + CommandProbe.firstLine(List.of("node", "--version"), 0).orElse("");
		case GO -> CommandProbe.firstLine(List.of("go", "version"), 0).orElse("go");
		};
		return Availability.available(dafny.get() + ", " + tool);
	}

	@Override
	public ImplementationSession open(ExecutionLimits limits) {
		try {
			Files.createDirectories(goCache);
			Files.createDirectories(emptyModules);
		} catch (IOException e) {
			throw new UncheckedIOException("cannot make " + goCache.getParent(), e);
		}
		Path npmRoot = CommandProbe.npmRoot().orElse(emptyModules);
		return new ImplementationSession() {
			@Override
			public Execution run(Program program) {
				long start = System.nanoTime();
				var verdict = verifier.verify(program.text(), limits.timeout());
				if (!verdict.verified()) {
					return new Execution(id(), verdict.outcome(), verdict.kind(), "", verdict.text(), verdict.duration());
				}
				try (var dir = new ScratchDirectory("cadmus-dafny")) {
					Files.writeString(dir.path().resolve("program.dfy"), program.text(), StandardCharsets.UTF_8);
					var compiled = ProcessRunner.run(backEnd.compile(dir.path(), emptyModules, goCache), dir.path(), "", limits);
					if (!Files.exists(dir.path().resolve(backEnd.artifact))) {
						return took(compileFailure(compiled), start);
					}
					return took(ran(ProcessRunner.run(backEnd.run(dir.path(), npmRoot), dir.path(), "", limits)), start);
				} catch (IOException e) {
					throw new UncheckedIOException("cannot run " + id(), e);
				}
			}

			@Override
			public void close() {
				// the verifier is shared; nothing else persists between runs
			}
		};
	}

	private Execution took(Execution e, long start) {
		return new Execution(e.implementationId(), e.outcome(), e.errorKind(), e.stdout(), e.stderr(),
				Duration.ofNanos(System.nanoTime() - start));
	}

	/** Compilation wrote nothing to run: its own or the back end's compiler rejected the program, or it died. */
	private Execution compileFailure(ProcessResult r) {
		if (r.timedOut()) {
			return r.execution(id(), Outcome.TIMEOUT, "compilation timeout");
		}
		String text = r.stdout() + "\n" + r.stderr();
		var crash = DafnyMessages.verdict(text, r.duration());
		if (crash.outcome() == Outcome.CRASH || r.signal() != 0) {
			return new Execution(id(), Outcome.CRASH, crash.outcome() == Outcome.CRASH ? crash.kind() : "signal " + r.signal(),
					"", text, r.duration());
		}
		for (var pattern : List.of(CS_ERROR, GO_ERROR, DAFNY_ERROR)) {
			var m = pattern.matcher(text);
			if (m.find()) {
				String kind = pattern == CS_ERROR ? m.group(1) + ": " + m.group(2) : m.group(1);
				return new Execution(id(), Outcome.COMPILE_ERROR, NUMBERED.matcher(kind.strip()).replaceAll("N"), "", text,
						r.duration());
			}
		}
		return new Execution(id(), Outcome.COMPILE_ERROR, "exit status " + r.exitCode(), "", text, r.duration());
	}

	/** What running the compiled program did; a script node cannot parse is the back end's compile error. */
	private Execution ran(ProcessResult r) {
		return r.ending(id()).orElseGet(() -> {
			var panic = PANIC.matcher(r.stderr());
			if (panic.find()) {
				return r.execution(id(), Outcome.RUNTIME_ERROR, "panic: " + NUMBERED.matcher(panic.group(1)).replaceAll("N"));
			}
			var thrown = THROWN.matcher(r.stderr());
			if (thrown.find()) {
				String kind = thrown.group(1);
				return r.execution(id(), kind.equals("SyntaxError") || kind.equals("ReferenceError") && backEnd == DafnyBackEnd.JS
						? Outcome.COMPILE_ERROR : Outcome.RUNTIME_ERROR, kind);
			}
			return r.execution(id(), Outcome.RUNTIME_ERROR, "exit status " + r.exitCode());
		});
	}
}
