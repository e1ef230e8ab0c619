package cadmus.app;

import java.nio.file.Path;

import picocli.CommandLine.Parameters;

/** The two arguments of the commands that work on one stored finding: its campaign and its id. */
final class FindingArguments {

	@Parameters(index = "0", paramLabel = "DIR", description = "Campaign directory.")
	Path dir;

	@Parameters(index = "1", paramLabel = "FINDING", description = "Finding id (see 'cadmus findings DIR --all').")
	long findingId;
}
