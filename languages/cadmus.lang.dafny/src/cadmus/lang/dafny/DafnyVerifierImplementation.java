package cadmus.lang.dafny;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import cadmus.api.Availability;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.exec.ProcessRunner;
import cadmus.exec.ScratchDirectory;
import cadmus.lang.dafny.engines.DafnyInstallation;

/**
 * Dafny's verifier alone: OK when the program verifies, else VERIFY_ERROR, SYNTAX_ERROR, CRASH or TIMEOUT; it prints
 * nothing (the verifier's text is its stderr). Either on a persistent DafnyServer, or one {@code dafny /compile:0}
 * process per program: the two are compared by {@code cadmus bench run}. Neither is in the default set: the back
 * ends verify each program first anyway, and a verifier's empty output is not a run's to compare with theirs.
 */
final class DafnyVerifierImplementation implements Implementation {

	private final boolean server;

	DafnyVerifierImplementation(boolean server) {
		this.server = server;
	}

	@Override
	public String id() {
		return server ? "dafny.verifier" : "dafny.verifier-process";
	}

	@Override
	public String languageId() {
		return DafnyLanguage.ID;
	}

	@Override
	public String description() {
		return "Debian's Dafny, its verifier alone, " + (server ? "one persistent DafnyServer"
				: "a dafny /compile:0 process per program");
	}

	@Override
	public boolean inDefaultSet() {
		return false;
	}

	@Override
	public String installCommand() {
		return "apt-get install dafny";
	}

	@Override
	public Availability availability() {
		var missing = DafnyInstallation.missing();
		if (missing.isPresent()) {
			return Availability.unavailable(missing.get());
		}
		return DafnyInstallation.version().map(Availability::available)
				.orElseGet(() -> Availability.unavailable("Dafny.exe /version names no version"));
	}

	@Override
	public ImplementationSession open(ExecutionLimits limits) {
		var verifier = server ? new DafnyVerifier() : null;
		return new ImplementationSession() {
			@Override
			public Execution run(Program program) {
				var verdict = server ? verifier.verifyNow(program.text(), limits.timeout()) : verifyInProcess(program, limits);
				return new Execution(id(), verdict.outcome(), verdict.kind(), "", verdict.text(), verdict.duration());
			}

			@Override
			public void close() {
				if (verifier != null) {
					verifier.close();
				}
			}
		};
	}

	private static DafnyVerdict verifyInProcess(Program program, ExecutionLimits limits) {
		try (var dir = new ScratchDirectory("cadmus-dafny")) {
			Files.writeString(dir.path().resolve("program.dfy"), program.text(), StandardCharsets.UTF_8);
			var command = new ArrayList<>(List.of("mono", DafnyInstallation.HOME.resolve("Dafny.exe").toString(), "/compile:0"));
			command.addAll(DafnyInstallation.verifierOptions(DafnyVerifier.SECONDS_PER_PROOF));
			command.add("program.dfy");
			var r = ProcessRunner.run(command, dir.path(), "", limits);
			if (r.timedOut()) {
				return new DafnyVerdict(Outcome.TIMEOUT, "timeout", r.stdout(), r.duration());
			}
			if (r.signal() != 0) {
				return new DafnyVerdict(Outcome.CRASH, "signal " + r.signal(), r.stdout() + r.stderr(), r.duration());
			}
			return DafnyMessages.verdict(r.stdout() + "\n" + r.stderr(), r.duration());
		} catch (IOException e) {
			throw new UncheckedIOException("cannot run dafny", e);
		}
	}
}
