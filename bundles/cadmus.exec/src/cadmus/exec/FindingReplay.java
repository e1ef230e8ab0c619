package cadmus.exec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.Outcome;
import cadmus.api.Program;

/**
 * Runs kept findings again on the implementations their headers name, the way campaigns run programs (a session
 * of the implementation, the file's text as the program), and says whether each still shows its bug. Keeps one
 * session per implementation until closed. Not thread-safe.
 */
public final class FindingReplay implements AutoCloseable {

	/** How a finding fared on one implementation. */
	public enum Status {
		/** The bug shows, as the header says it should on this version. */
		SHOWS,
		/** The header says it was fixed in this version or an earlier one, and it does not show. */
		FIXED,
		/** It does not show, though the header says nothing of a fix for this version. */
		GONE,
		/** It shows, though the header says it was fixed in this version or an earlier one. */
		BACK
	}

	/** A finding's run on one implementation: how it fared, and what the run did, for people. */
	public record Result(Status status, String version, String observed) {
	}

	private final ExecutionLimits limits;
	private final Map<String, ImplementationSession> sessions = new LinkedHashMap<>();

	public FindingReplay(Duration timeout) {
		this.limits = new ExecutionLimits(timeout, 1 << 16, 4L << 30);
	}

	/** Runs {@code text}, the finding {@code header} describes, on {@code implementation}, which must be available. */
	public Result replay(FindingHeader header, String text, Implementation implementation) {
		String version = implementation.availability().version();
		var run = run(header, text, implementation);
		String stdout = header.command() == null ? implementation.normalize(run.stdout()) : run.stdout();
		boolean shows = header.shownBy(stdout, run) && (header.loop() == null || loops(header, text, implementation));
		boolean fixedHere = header.fixedIn() != null
				&& EngineVersion.of(version).compareTo(EngineVersion.of(header.fixedIn())) >= 0;
		Status status = fixedHere ? (shows ? Status.BACK : Status.FIXED) : (shows ? Status.SHOWS : Status.GONE);
		return new Result(status, version, describe(run, stdout));
	}

	/**
	 * Runs a finding on a reference implementation: whether it does what the header says a correct one does (and,
	 * for a deoptimization loop, has none).
	 */
	public Result reference(FindingHeader header, String text, Implementation implementation) {
		var run = session(implementation).run(program(header, text, implementation));
		String stdout = implementation.normalize(run.stdout());
		boolean correct = header.correctIn(stdout, run) && (header.loop() == null || !loops(header, text, implementation));
		return new Result(correct ? Status.SHOWS : Status.GONE,
				implementation.availability().version(), describe(run, stdout));
	}

	private Execution run(FindingHeader header, String text, Implementation implementation) {
		if (header.command() == null) {
			return session(implementation).run(program(header, text, implementation));
		}
		try (var dir = new ScratchDirectory("cadmus-finding")) {
			String name = header.file().substring(header.file().lastIndexOf('/') + 1);
			Files.writeString(dir.path().resolve(name), text, StandardCharsets.UTF_8);
			var command = new ArrayList<String>();
			for (String word : header.command().split(" ")) {
				command.add(word.replace("{file}", name));
			}
			var result = ProcessRunner.run(command, dir.path(), "", limits);
			Outcome outcome = result.exitCode() == 0 ? Outcome.OK : Outcome.COMPILE_ERROR;
			return new Execution(implementation.id(), outcome, "exit " + result.exitCode(), result.stdout(), result.stderr(),
					result.duration());
		} catch (IOException e) {
			throw new UncheckedIOException("cannot run " + header.command(), e);
		}
	}

	/** Whether the implementation's trace of its optimizing tier has a deoptimization loop for the header's reason. */
	private boolean loops(FindingHeader header, String text, Implementation implementation) {
		return implementation.optimizedCode(program(header, text, implementation), limits).stream()
				.flatMap(code -> code.loops().stream()).anyMatch(loop -> loop.reason().equals(header.loop()));
	}

	private static Program program(FindingHeader header, String text, Implementation implementation) {
		String name = header.file().substring(header.file().lastIndexOf('/') + 1);
		return new Program(implementation.languageId(), name, text, "file " + header.file());
	}

	private ImplementationSession session(Implementation implementation) {
		return sessions.computeIfAbsent(implementation.id(), id -> implementation.open(limits));
	}

	private static String describe(Execution run, String stdout) {
		String shown = stdout.length() > 400 ? stdout.substring(0, 400) + "..." : stdout;
		String err = run.stderr().length() > 400 ? run.stderr().substring(0, 400) + "..." : run.stderr();
		return run.outcome() + (run.errorKind().isEmpty() ? "" : " [" + run.errorKind() + "]") + ", stdout \""
				+ shown.replace("\n", "\\n") + "\"" + (err.isBlank() ? "" : ", stderr \"" + err.strip().replace("\n", "\\n") + "\"");
	}

	/** Releases every session opened. */
	@Override
	public void close() {
		List<RuntimeException> failures = new ArrayList<>();
		sessions.values().forEach(s -> {
			try {
				s.close();
			} catch (RuntimeException e) {
				failures.add(e);
			}
		});
		sessions.clear();
		if (!failures.isEmpty()) {
			throw failures.get(0);
		}
	}
}
