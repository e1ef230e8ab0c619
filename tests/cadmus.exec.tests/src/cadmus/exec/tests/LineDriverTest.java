package cadmus.exec.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import cadmus.exec.DriverProcess;
import cadmus.exec.DriverProcess.Failure;
import cadmus.exec.DriverProtocol;
import cadmus.exec.DriverRenewal;
import cadmus.exec.ScratchDirectory;

/**
 * A driver speaking the line protocol, faked by a shell script that echoes each program back as its output and
 * misbehaves on request: text survives the trip both ways, a driver that retires is replaced before the next
 * program, and one that garbles a reply, dies or hangs is a failure of that call only.
 */
class LineDriverTest {

	/** Echoes the request (a JSON string) as the reply's stdout; named requests misbehave. */
	private static final String FAKE = """
			#!/bin/sh
			printf '%s\\n' '"fake line driver"'
			while IFS= read -r line; do
				case "$line" in
				'"retire"') printf '%s\\n' '["cadmus-reply","OK","","retired\\n","",true]'; exit 0 ;;
				'"garbage"') printf '%s\\n' 'this is not a reply' ;;
				'"die"') exit 3 ;;
				'"hang"') sleep 60 ;;
				'"pid"') printf '["cadmus-reply","OK","","%s",""]\\n' "$$" ;;
				*) printf '["cadmus-reply","RUNTIME_ERROR","TypeError",%s,"TypeError: x"]\\n' "$line" ;;
				esac
			done
			""";

	private ScratchDirectory dir;
	private DriverProcess driver;

	@BeforeEach
	void start() throws IOException {
		dir = new ScratchDirectory("cadmus-line-driver-test");
		Files.writeString(dir.path().resolve("fake.sh"), FAKE);
		driver = driver(DriverRenewal.after(1000));
	}

	private DriverProcess driver(DriverRenewal renewal) {
		if (driver != null) {
			driver.close();
		}
		Path script = dir.path().resolve("fake.sh");
		return new DriverProcess("fake", () -> List.of("/bin/sh", script.toString()), renewal, dir.path(),
				DriverProtocol.LINES);
	}

	@AfterEach
	void stop() {
		driver.close();
		dir.close();
	}

	private DriverProcess.Call call(String program) {
		return driver.call(program, Duration.ofSeconds(2), 0);
	}

	/** The pids of the processes that answered {@code n} calls, in order. */
	private List<String> pids(int n, long memoryBytes) {
		var pids = new java.util.ArrayList<String>();
		for (int i = 0; i < n; i++) {
			var call = driver.call("pid", Duration.ofSeconds(2), memoryBytes);
			assertEquals(Failure.NONE, call.failure(), call.detail());
			pids.add(call.reply().stdout());
		}
		return pids;
	}

	@Test
	void theGreetingIsTheVersionAndRepliesCarryEveryField() throws IOException {
		assertEquals("fake line driver", driver.start());
		var call = call("print(1)");
		assertEquals(Failure.NONE, call.failure(), call.detail());
		assertEquals("RUNTIME_ERROR", call.reply().outcome());
		assertEquals("TypeError", call.reply().errorKind());
		assertEquals("print(1)", call.reply().stdout());
		assertEquals("TypeError: x", call.reply().stderr());
	}

	@Test
	void textSurvivesTheTripAndLoneSurrogatesArriveAsAProcessWouldPrintThem() {
		String text = "line one\nline \"two\"\t\\ \u00e9 \u2028 \ud83d\ude00 end";
		assertEquals(text, call(text).reply().stdout());
		assertEquals("a\uFFFDb", call("a\ud800b").reply().stdout());
	}

	@Test
	void aRetiringDriverAnswersAndTheNextProgramGetsAFreshOne() {
		String before = call("pid").reply().stdout();
		var retired = call("retire");
		assertEquals(Failure.NONE, retired.failure(), retired.detail());
		assertEquals("retired\n", retired.reply().stdout());
		var next = call("pid");
		assertEquals(Failure.NONE, next.failure(), next.detail());
		assertTrue(!next.reply().stdout().equals(before), "the retired driver answered again");
	}

	@Test
	void aGarbledReplyADeathAndAHangFailOnlyTheirOwnCall() {
		var garbled = call("garbage");
		assertEquals(Failure.DIED, garbled.failure());
		assertTrue(garbled.detail().contains("corrupt reply: this is not a reply"), garbled.detail());
		var died = call("die");
		assertEquals(Failure.DIED, died.failure());
		assertTrue(died.detail().contains("exited with status 3"), died.detail());
		var hung = call("hang");
		assertEquals(Failure.TIMEOUT, hung.failure());
		assertEquals("ok", call("ok").reply().stdout());
	}

	@Test
	void aDriverIsRenewedAfterItsRunsOnlyOnceItIsOldEnough() {
		driver = driver(DriverRenewal.after(3));
		var pids = pids(7, 0);
		assertEquals(List.of(pids.get(0), pids.get(0), pids.get(0)), pids.subList(0, 3));
		assertTrue(!pids.get(3).equals(pids.get(0)), "not renewed after 3 runs: " + pids);
		assertEquals(pids.get(3), pids.get(5));
		assertTrue(!pids.get(6).equals(pids.get(3)), "not renewed after 3 more runs: " + pids);

		driver = driver(new DriverRenewal(3, Duration.ofHours(1)));
		var young = pids(7, 0);
		assertEquals(1, young.stream().distinct().count(), "renewed before its age: " + young);
	}

	@Test
	void aDriverWhoseResidentMemoryPassedHalfItsLimitIsRenewedBetweenPrograms() throws IOException {
		driver = driver(new DriverRenewal(1_000_000, Duration.ofHours(1)));
		String first = pids(1, 0).get(0);
		long resident = 0;
		for (String line : Files.readAllLines(Path.of("/proc", first, "status"))) {
			if (line.startsWith("VmRSS:")) {
				resident = Long.parseLong(line.replaceAll("\\D", "")) * 1024;
			}
		}
		assertTrue(resident > 0, "no VmRSS for " + first);
		// Above half the limit, below the limit itself (which would kill it during a program).
		long limit = resident * 3 / 2;
		var pids = pids(600, limit);
		int renewedAt = pids.indexOf(pids.stream().filter(p -> !p.equals(first)).findFirst().orElse(first));
		assertTrue(renewedAt > 0, "never renewed in 600 programs at " + resident + " of " + limit + " bytes");
		assertTrue(renewedAt <= 500, "renewed only after " + renewedAt + " programs");
	}
}
