package cadmus.lang.lua;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import cadmus.api.Availability;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.exec.CommandProbe;
import cadmus.exec.EnginePlace;
import cadmus.exec.ProcessPerProgramImplementation;
import cadmus.exec.ProcessResult;
import cadmus.exec.Profile;
import cadmus.lang.lua.engines.LuaErrors;

/**
 * An installed Lua interpreter binary (lua5.1, lua5.3, lua5.4, luajit), of this machine or of an engine root (Debian
 * 13's Lua 5.4.7 and LuaJIT of 2025), one fresh process per program
 * ({@link ProcessPerProgramImplementation}): a twin of the persistent {@link LuaDriverImplementation}, so not in a
 * campaign's default set. A small driver loads the program first, so syntax errors (exit 3) are told apart from
 * runtime errors (exit 1) without parsing messages.
 */
final class LuaBinaryImplementation extends ProcessPerProgramImplementation {

	private static final String DRIVER = """
			local chunk, message = loadfile(arg[1])
			if not chunk then io.stderr:write(tostring(message), "\\n") os.exit(3) end
			local ok, err = pcall(chunk)
			if not ok then io.stdout:flush() io.stderr:write(tostring(err), "\\n") os.exit(1) end
			""";
	private static final int SYNTAX_EXIT = 3;

	private final String binary;

	LuaBinaryImplementation(EnginePlace place, String binary, String debianPackage, LuaDialect dialect) {
		super(new Profile("lua." + binary + place.idSuffix() + "-process", LuaLanguage.ID, dialect.id(),
				binary + " binary (" + place.describe() + "), a process per program").alternative().in(place)
				.debianPackage(debianPackage), LuaChecks.CHECKS);
		this.binary = binary;
	}

	@Override
	protected Availability probe() {
		return probe(place(), binary);
	}

	/** Whether the binary is in its place and starts, with the version its banner gives. */
	static Availability probe(EnginePlace place, String binary) {
		Optional<String> path = place.binary(binary);
		if (path.isEmpty()) {
			return Availability.unavailable(place.missing(binary));
		}
		try {
			var result = CommandProbe.run(place, List.of(path.get(), "-v"), new ExecutionLimits(Duration.ofSeconds(10), 4096));
			String banner = (result.stdout() + result.stderr()).strip().lines().findFirst().orElse("");
			// "Lua 5.4.4  Copyright (C) ..." / "LuaJIT 2.1.0-beta3 -- Copyright (C) ..."
			String version = banner.split("\\s+--\\s+|\\s{2,}Copyright")[0].strip();
			return version.isEmpty() ? Availability.unavailable(binary + " -v printed nothing")
					: Availability.available(version);
		} catch (IOException e) {
			return Availability.unavailable(binary + " does not start: " + e.getMessage());
		}
	}

	@Override
	protected List<String> command(Path dir, Program program, ExecutionLimits limits) throws IOException {
		Files.writeString(dir.resolve("driver.lua"), DRIVER, StandardCharsets.UTF_8);
		Files.writeString(dir.resolve("program.lua"), program.text(), StandardCharsets.UTF_8);
		return List.of(place().binary(binary).orElse(binary), "driver.lua", "program.lua");
	}

	@Override
	public Optional<cadmus.api.StandaloneCommand> standaloneCommand() {
		return Optional.of(standalone(binary, List.of()));
	}

	/** The interpreter with its flags running the program's file, which needs nothing around it. */
	static cadmus.api.StandaloneCommand standalone(String binary, List<String> flags) {
		var arguments = new java.util.ArrayList<>(flags);
		arguments.add(cadmus.api.StandaloneCommand.FILE);
		return new cadmus.api.StandaloneCommand(binary, arguments);
	}

	@Override
	protected Execution classify(ProcessResult r) {
		return r.ending(id()).orElseGet(() -> {
			if (r.stderr().contains("not enough memory")) {
				return r.execution(id(), Outcome.OUT_OF_MEMORY, "not enough memory");
			}
			if (r.exitCode() == SYNTAX_EXIT) {
				return r.execution(id(), Outcome.SYNTAX_ERROR, LuaErrors.kind(r.stderr()));
			}
			return r.execution(id(), Outcome.RUNTIME_ERROR,
					r.exitCode() == 1 ? LuaErrors.kind(r.stderr()) : "exit status " + r.exitCode());
		});
	}
}
