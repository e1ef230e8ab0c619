package cadmus.lang.sql.engines;

import java.io.IOException;
import java.time.Duration;
import java.util.List;

import cadmus.api.ExecutionLimits;
import cadmus.exec.EnginePlace;
import cadmus.exec.EngineRoot;
import cadmus.exec.worker.WorkerEngine;
import cadmus.exec.worker.WorkerReply;

/**
 * SQLite's own shell, sqlite3, in a worker JVM ({@code SqliteShellEngine PLACE}, PLACE {@code machine} or an engine
 * root's folder such as {@code debian-13}): a second SQLite build beside the JDBC driver's, of another release and
 * compiled apart (Debian's package), reached as its users reach it. Each program runs in a shell of its own
 * ({@link SqliteShell}) on an in-memory database, statement by statement ({@link ScriptRun}).
 */
public final class SqliteShellEngine implements WorkerEngine {

	private final EnginePlace place;
	private final String binary;

	public SqliteShellEngine(String[] args) {
		if (args.length != 1) {
			throw new IllegalArgumentException("usage: SqliteShellEngine machine|" + EngineRoot.DEBIAN_13.folder());
		}
		place = args[0].equals("machine") ? EnginePlace.MACHINE : root(args[0]);
		binary = place.binary("sqlite3").orElseThrow(() -> new IllegalStateException(place.missing("sqlite3")));
	}

	private static EnginePlace root(String folder) {
		if (!folder.equals(EngineRoot.DEBIAN_13.folder())) {
			throw new IllegalArgumentException("no engine root " + folder + "; known: " + EngineRoot.DEBIAN_13.folder());
		}
		return EngineRoot.DEBIAN_13;
	}

	@Override
	public String version() {
		try {
			var result = place.run(List.of(binary, "--version"), new ExecutionLimits(Duration.ofSeconds(10), 4096));
			String words = result.stdout().strip();
			if (result.exitCode() != 0 || words.isEmpty()) {
				throw new IllegalStateException("sqlite3 --version in " + place.describe() + " failed: "
						+ (result.stdout() + result.stderr()).strip());
			}
			return "SQLite " + words.split("\\s+")[0]; // "3.46.1 2024-08-13 09:16:08 c9c2ab54..."
		} catch (IOException e) {
			throw new IllegalStateException("sqlite3 does not start in " + place.describe() + ": " + e.getMessage(), e);
		}
	}

	@Override
	public WorkerReply run(String program) {
		try (var shell = SqliteShell.start(place, binary)) {
			return ScriptRun.run(program, shell);
		} catch (IOException e) {
			return new WorkerReply("CRASH", "shell: " + e.getClass().getSimpleName(), "", String.valueOf(e));
		}
	}
}
