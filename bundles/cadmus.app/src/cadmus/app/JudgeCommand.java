package cadmus.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

import cadmus.api.InputFileException;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.api.TextFile;
import cadmus.campaign.CampaignParts;
import cadmus.campaign.BucketJudge;
import cadmus.campaign.CampaignException;
import cadmus.campaign.store.CampaignStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus judge DIR FINDING FILE...}: whether program files land in a stored finding's bucket, judged as
 * the campaign judged its program. It is the finding's interestingness test for tools outside Cadmus (an
 * external reducer such as C-Reduce, a program edited by hand). With {@code --serve SOCKET} it keeps the
 * implementations warm and answers over a Unix-domain socket, so a test script pays a program's runs, not a
 * JVM start: each connection sends one line, a program file's path, and reads one line back, {@code yes} or
 * {@code no: why}.
 */
@Command(name = "judge", mixinStandardHelpOptions = true,
		description = { "Judge program files against a finding: do they land in its bucket when run and judged as the "
				+ "campaign did? (The test Cadmus's reducer applies; for external reducers and hand edits.)",
				"With --serve SOCKET, answer over a Unix-domain socket until stopped: a client sends a program file's "
						+ "path on one line and reads 'yes' or 'no: why' on one line.",
				"Exit status: 0 every FILE lands in the bucket, 6 some does not, 3 no such campaign or file, 2 no such "
						+ "finding or bad usage." })
final class JudgeCommand implements Callable<Integer> {

	private final LanguageRegistry registry;
	private final Supplier<List<Oracle>> oracles;

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "DIR", description = "Campaign directory.")
	private Path dir;

	@Parameters(index = "1", paramLabel = "FINDING", description = "Finding id (see 'cadmus findings DIR --all').")
	private long findingId;

	@Parameters(index = "2..*", paramLabel = "FILE", description = "Program files to judge.")
	private List<Path> files = List.of();

	@Option(names = "--serve", paramLabel = "SOCKET",
			description = "Serve judgements on this Unix-domain socket (created; removed when stopped).")
	private Path socket;

	@Option(names = "--workers", paramLabel = "N", defaultValue = "2",
			description = "With --serve: programs judged at once (default ${DEFAULT-VALUE}).")
	private int workers;

	JudgeCommand(LanguageRegistry registry, Supplier<List<Oracle>> oracles) {
		this.registry = registry;
		this.oracles = oracles;
	}

	@Override
	public Integer call() throws Exception {
		if (files.isEmpty() == (socket == null)) {
			throw new ParameterException(spec.commandLine(), "give program FILEs to judge, or --serve SOCKET (not both)");
		}
		if (workers < 1) {
			throw new ParameterException(spec.commandLine(), "--workers must be at least 1");
		}
		var out = spec.commandLine().getOut();
		try (var store = CampaignStore.open(dir)) {
			var config = store.config();
			BucketJudge judge;
			try {
				judge = new BucketJudge(store, CampaignParts.language(registry, config), findingId,
						CampaignParts.implementationsById(registry, config),
						CampaignParts.oraclesById(oracles.get(), config.languageId()));
			} catch (CampaignException e) {
				throw new CliFailure(ExitCodes.USAGE, e.getMessage());
			}
			try (judge) {
				return socket != null ? serve(judge, out) : judgeFiles(judge, out);
			}
		}
	}

	private int judgeFiles(BucketJudge judge, PrintWriter out) {
		out.printf("finding %d's bucket: %s%n", findingId, judge.signature());
		boolean all = true;
		for (var file : files) {
			var answer = judge.judge(file.toString(), read(file));
			out.printf("%s: %s%n", file, answer.sameBucket() ? "in the bucket" : "NOT in the bucket, " + answer.why());
			all &= answer.sameBucket();
		}
		out.flush();
		return all ? ExitCodes.OK : ExitCodes.NOT_REPRODUCED;
	}

	private static String read(Path file) {
		return TextFile.read(file, "program file");
	}

	/** Answers connections until the process is stopped; each is judged on a pool thread. */
	private int serve(BucketJudge judge, PrintWriter out) throws IOException {
		Files.deleteIfExists(socket);
		ExecutorService pool = Executors.newFixedThreadPool(workers);
		try (var server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
			server.bind(UnixDomainSocketAddress.of(socket));
			Runtime.getRuntime().addShutdownHook(new Thread(() -> {
				try {
					Files.deleteIfExists(socket);
				} catch (IOException e) {
					// the socket file is left behind; the next --serve on it removes it
				}
			}));
			out.printf("finding %d's bucket: %s%nserving on %s%n", findingId, judge.signature(), socket);
			out.flush();
			while (true) {
				var client = server.accept();
				pool.execute(() -> answer(judge, client));
			}
		} finally {
			pool.shutdownNow();
		}
	}

	private static void answer(BucketJudge judge, SocketChannel client) {
		try (client;
				var in = new BufferedReader(new InputStreamReader(Channels.newInputStream(client), StandardCharsets.UTF_8));
				var reply = new PrintWriter(Channels.newOutputStream(client), true, StandardCharsets.UTF_8)) {
			String line = in.readLine();
			if (line == null || line.isBlank()) {
				reply.println("no: send a program file's path on one line");
				return;
			}
			Path file = Path.of(line.strip());
			String text;
			try {
				text = TextFile.read(file, "program file");
			} catch (InputFileException e) {
				reply.println("no: cannot read " + e.getMessage());
				return;
			}
			try {
				var answer = judge.judge(file.toString(), text);
				reply.println(answer.sameBucket() ? "yes" : "no: " + answer.why());
			} catch (RuntimeException e) {
				// an implementation that cannot be run is not this program's finding; the client hears why
				reply.println("no: judging failed: " + e);
			}
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}
}
