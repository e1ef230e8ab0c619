package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's two commands, taken from README.md itself, so that the README cannot say what does not work: the
 * test command is the script CI runs, and the main job, run literally in a clean clone of these sources, builds
 * Cadmus on first use and then runs its campaign. The clone is of the last commit (what CI tests), not of
 * uncommitted changes.
 */
class ReadmeCommandsTest {

	/** The section of README.md that gives the two commands, each as the first line of an indented block. */
	private static final String SECTION = "## The two commands";
	/** A first build of the product where Maven's repository is warm takes a minute or two; a cold one, ten. */
	private static final long MAIN_JOB_MINUTES = 25;

	@TempDir
	static Path temp;

	private static Path sources;
	private static String testCommand;
	private static String mainJob;

	@BeforeAll
	static void readTheReadme() throws IOException {
		String location = System.getProperty("cadmus.sources");
		assertTrue(location != null, "system property cadmus.sources is not set");
		sources = Path.of(location).toRealPath();
		List<String> commands = commandsOf(Files.readString(sources.resolve("README.md"), StandardCharsets.UTF_8));
		assertTrue(commands.size() >= 2, "README.md's '" + SECTION + "' gives two commands: " + commands);
		testCommand = commands.get(0);
		mainJob = commands.get(1);
	}

	/** The first line of each indented block of the README's section on the two commands, in order. */
	static List<String> commandsOf(String readme) {
		int start = readme.indexOf("\n" + SECTION + "\n");
		assertTrue(start >= 0, "README.md has no section '" + SECTION + "'");
		int end = readme.indexOf("\n## ", start + SECTION.length() + 1);
		String section = readme.substring(start, end < 0 ? readme.length() : end);
		var commands = new ArrayList<String>();
		Matcher block = Pattern.compile("\n\n    (\\S[^\n]*)").matcher(section);
		while (block.find()) {
			commands.add(block.group(1).strip());
		}
		return commands;
	}

	@Test
	void theTestCommandIsTheScriptCiRunsAndItInstallsWhatTheTestsNeed() throws IOException {
		assertTrue(testCommand.matches("\\./[\\w.-]+"), "the test command is one script at the root: " + testCommand);
		Path script = sources.resolve(testCommand.substring(2));
		assertTrue(Files.isRegularFile(script) && Files.isExecutable(script), script + " is an executable script");
		String text = Files.readString(script, StandardCharsets.UTF_8);
		assertTrue(text.contains("releng/install-engines"), "it installs the engines the tests run first");
		assertTrue(text.contains("./mvnw -B -T 2 -s .mvn/settings.xml verify"), "then it runs every test with the wrapper");
		Path installer = sources.resolve("releng/install-engines");
		assertTrue(Files.isExecutable(installer), installer + " is executable");

		// CI runs exactly the README's test command, and nothing else that could make its tests pass.
		List<String> ciCommands = Files.readAllLines(sources.resolve(".ci/run"), StandardCharsets.UTF_8).stream()
				.map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).filter(l -> !l.startsWith("set ")
						&& !l.startsWith("cd "))
				.toList();
		assertEquals(List.of(testCommand), ciCommands, ".ci/run runs the README's test command alone");
	}

	@Test
	void theMainJobBuildsCadmusOnFirstUseInACleanCloneAndRunsItsCampaign() throws Exception {
		assertTrue(mainJob.startsWith("./cadmus fuzz "), "the main job is a campaign: " + mainJob);
		Path clone = temp.resolve("clone");
		run(List.of("git", "clone", "--quiet", sources.toString(), clone.toString()), temp, 5);
		assertFalse(Files.exists(clone.resolve("releng/cadmus.product/target")), "a clean clone has no product");

		long started = System.nanoTime();
		var result = run(List.of("sh", "-c", mainJob), clone, MAIN_JOB_MINUTES);
		long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started);
		System.out.printf("README main job in a clean clone: %s, exit %d, %d s in all; what it printed:%n%s%n", mainJob,
				result.exitCode(), seconds, result);

		// The README's campaign runs for a time from a clock seed, so whether it finds anything is not fixed in
		// advance: its exit is what it says it stored, 5 for new findings (the default --fail-on finding), else 0.
		Matcher closing = Pattern.compile("findings (\\d+) \\((\\d+) new\\) in (\\d+) buckets").matcher(result.stdout());
		assertTrue(closing.find(), "it ends with its figures: " + result);
		assertEquals(Long.parseLong(closing.group(2)) > 0 ? 5 : 0, result.exitCode(), result.toString());
		assertTrue(result.stderr().contains("cadmus: the product is not built yet; building it now, without tests"),
				"it says it builds: " + result);
		assertTrue(Pattern.compile("(?m)^cadmus: built in \\d+:\\d\\d; running: cadmus fuzz").matcher(result.stderr()).find(),
				"it says when the build is done: " + result);
		assertTrue(result.stdout().contains("finished after"), result.toString());
		Matcher report = Pattern.compile("(?m)^report: +(\\S+)$").matcher(result.stdout());
		assertTrue(report.find(), "it says where the report is: " + result);
		Path html = clone.resolve(report.group(1));
		assertTrue(html.startsWith(clone.resolve("campaigns")), "the campaign is under campaigns/: " + html);
		assertTrue(Files.readString(html, StandardCharsets.UTF_8).contains("Cadmus campaign report"), html.toString());
		try (Stream<Path> campaigns = Files.list(clone.resolve("campaigns"))) {
			assertEquals(1, campaigns.count(), "one campaign");
		}
	}

	private record Result(int exitCode, String stdout, String stderr) {
		@Override
		public String toString() {
			return "exit " + exitCode + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
		}
	}

	private static Result run(List<String> command, Path dir, long minutes) throws IOException, InterruptedException {
		var builder = new ProcessBuilder(command).directory(dir.toFile());
		// The build this test runs in must not leak into the one the command starts (Maven's own variables).
		builder.environment().keySet().removeIf(name -> name.startsWith("MAVEN_"));
		builder.environment().put("CADMUS_CONFIGURATION", temp.resolve("configuration").toString());
		Path out = Files.createTempFile(temp, "out", ".txt");
		Path err = Files.createTempFile(temp, "err", ".txt");
		Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
		if (!process.waitFor(minutes, TimeUnit.MINUTES)) {
			process.descendants().forEach(ProcessHandle::destroyForcibly);
			process.destroyForcibly();
			throw new AssertionError(String.join(" ", command) + " did not finish in " + minutes + " minutes:\n"
					+ Files.readString(err, StandardCharsets.UTF_8));
		}
		var result = new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
				Files.readString(err, StandardCharsets.UTF_8));
		if (command.get(0).equals("git")) {
			assertEquals(0, result.exitCode(), String.join(" ", command) + ":\n" + result);
		}
		return result;
	}
}
