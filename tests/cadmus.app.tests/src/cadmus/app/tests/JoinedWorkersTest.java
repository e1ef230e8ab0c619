package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three processes joined to one campaign on a shared store ({@code fuzz --join}), as three machines would be; one is
 * killed with SIGKILL in the middle of a range, as a machine dies. The other two take its range over when its lease
 * expires and finish the campaign: every program of the seed space is judged and stored once, and the findings are
 * those a single process finds on the same seeds on its own SQLite store.
 */
class JoinedWorkersTest {

	private static final int PROGRAMS = 600;
	private static final Pattern STORED = Pattern.compile(": (\\d+) programs");

	@TempDir
	Path temp;

	@Test
	void aWorkerKilledMidRangeLosesNothingAndDuplicatesNothing() throws Exception {
		var cadmus = new Product(temp.resolve("configuration"));
		Path fake = FaultyLua.SEGFAULT_ON_REPEAT.write(temp.resolve("fake.sh"));
		var campaign = List.of("fuzz", "--lang", "lua", "--dialect", "5.1", "--command", "fake=sh " + fake, "--impl",
				"lua.luaj,fake", "--count", Integer.toString(PROGRAMS), "--seed", "21", "--fail-on", "never");
		var alone = cadmus.run(with(campaign, "--out", temp.resolve("alone").toString()));
		assertEquals(0, alone.exitCode(), alone.toString());

		try (var store = ServedStore.start(cadmus, temp)) {
			Path made = temp.resolve("made");
			var create = cadmus.run(with(campaign, "--store", store.url(), "--campaign", "joined", "--create-only", "--out",
					made.toString()));
			assertEquals(0, create.exitCode(), create.toString());
			assertTrue(create.stdout().contains("for processes to join"), create.stdout());
			assertEquals(0, programs(cadmus, made), "--create-only runs nothing");

			var workers = new ArrayList<Process>();
			for (int i = 1; i <= 3; i++) {
				workers.add(cadmus.start(temp.resolve("w" + i + ".out"), temp.resolve("w" + i + ".err"), "fuzz", "--join",
						store.url(), "joined", "--range", "10", "--lease", "4s", "--fail-on", "never", "--out",
						temp.resolve("w" + i).toString()));
			}
			// The store is watched in this JVM four times a second: a look by a product of its own takes seconds on two
			// busy cores, and the campaign (some 150 programs a second on two idle cores) once ended before the first
			// such look saw a tenth of it.
			var killed = workers.get(0);
			long[] stored = new long[1];
			CampaignWatch.until(made, killed, temp.resolve("w1.err"), "a twentieth of the programs stored",
					watched -> (stored[0] = watched.counters().programs()) >= PROGRAMS / 20);
			assertTrue(killed.isAlive() && stored[0] < PROGRAMS, "the worker is killed mid-campaign: " + stored[0]
					+ " stored; " + Files.readString(temp.resolve("w1.err")));
			// kill -9 of its JVM (the launcher execs it): no lease given up, no batch finished.
			killed.destroyForcibly();
			assertTrue(killed.waitFor(30, TimeUnit.SECONDS));
			for (int i = 1; i < workers.size(); i++) {
				var worker = workers.get(i);
				assertTrue(worker.waitFor(5, TimeUnit.MINUTES), "worker " + (i + 1) + " ends when the campaign is done");
				assertEquals(0, worker.exitValue(), Files.readString(temp.resolve("w" + (i + 1) + ".err")));
			}

			var shared = cadmus.run("findings", made.toString(), "--all");
			assertEquals(0, shared.exitCode(), shared.toString());
			assertTrue(shared.stdout().contains(": " + PROGRAMS + " programs"), "every program stored once: " + shared.stdout());
			assertTrue(shared.stdout().contains("seed ranges: 60 of 60 done, 0 held now"), shared.stdout());
			var leasedAgain = Pattern.compile("(\\d+) leased again").matcher(shared.stdout());
			assertTrue(leasedAgain.find() && Integer.parseInt(leasedAgain.group(1)) >= 1,
					"the killed worker's range was taken over: " + shared.stdout());
			var single = cadmus.run("findings", temp.resolve("alone").toString(), "--all");
			assertEquals(findings(single.stdout()), findings(shared.stdout()), "the findings of one process alone");
			assertTrue(findings(single.stdout()).size() > 10, "the fake finds much: " + single.stdout());
			assertTrue(Files.readString(temp.resolve("w2").resolve("report.html")).contains("<section id=\"workers\">"),
					"the report lists the workers");
		}
	}

	private static String[] with(List<String> base, String... more) {
		var all = new ArrayList<>(base);
		all.addAll(List.of(more));
		return all.toArray(String[]::new);
	}

	private static long programs(Product cadmus, Path dir) throws Exception {
		var r = cadmus.run("findings", dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		var m = STORED.matcher(r.stdout());
		assertTrue(m.find(), r.stdout());
		return Long.parseLong(m.group(1));
	}

	/** Each finding as program, oracle and signature, sorted: bucket and finding numbers follow the order found. */
	private static List<String> findings(String listing) {
		var result = new ArrayList<String>();
		boolean table = false;
		for (String line : listing.lines().toList()) {
			if (line.startsWith("finding ")) {
				table = true;
			} else if (table && !line.isBlank() && Character.isDigit(line.charAt(0))) {
				var columns = line.trim().split("\\s+", 4);
				result.add(columns[2] + " " + columns[3]);
			} else if (table) {
				break;
			}
		}
		result.sort(null);
		return result;
	}
}
