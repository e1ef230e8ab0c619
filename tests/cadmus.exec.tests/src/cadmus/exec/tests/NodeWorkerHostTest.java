package cadmus.exec.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import cadmus.exec.DriverRenewal;
import cadmus.exec.Executables;
import cadmus.exec.NodeWorkerHost;
import cadmus.exec.ScratchDirectory;
import cadmus.testing.Engines;

/**
 * node-worker-host.js under a driver whose worker loads slowly (as a WASM runtime does on a loaded machine): a
 * program that overruns its time, crashes the runtime or ends its thread is answered, and the next program runs
 * in a fresh driver whose loading its clock does not count, within a limit shorter than that loading.
 */
class NodeWorkerHostTest {

	/** Loading takes 1.5 s; "loop" never ends, "crash" reports a runtime crash, "exit" ends the worker's thread. */
	private static final String DRIVER = """
			'use strict';
			const { isMainThread, parentPort } = require('worker_threads');
			if (isMainThread) {
				const { WorkerHost } = require('./node-worker-host.js');
				new WorkerHost('slow test driver').serve({
					file: __filename,
					timeoutMs: 500,
					graceMs: 0,
					failure: (e) => ['CRASH', 'error', '', String(e)],
					exitIsCrash: true,
				});
			} else {
				Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
				parentPort.postMessage({ ready: 'slow test driver' });
				parentPort.on('message', (bytes) => {
					const program = Buffer.from(bytes).toString('utf8');
					if (program === 'loop') {
						for (;;) {}
					} else if (program === 'crash') {
						parentPort.postMessage({ crash: ['RuntimeError', 'unreachable executed'] });
					} else if (program === 'exit') {
						process.exit(7);
					} else {
						parentPort.postMessage(['OK', '', String(process.pid), '']);
					}
				});
			}
			""";

	/** Shorter than the worker's loading: a call that waited for it would time out. */
	private static final Duration LIMIT = Duration.ofSeconds(1);

	private ScratchDirectory dir;
	private DriverProcess driver;

	@BeforeEach
	void start() throws IOException {
		Engines.assumeOnPath("node", "apt-get install nodejs");
		var node = Executables.onPath("node");
		dir = new ScratchDirectory("cadmus-node-worker-host-test");
		NodeWorkerHost.copyInto(dir.path());
		Path script = dir.path().resolve("slow-driver.js");
		Files.writeString(script, DRIVER);
		driver = new DriverProcess("slow", () -> List.of(node.get().toString(), script.toString()),
				DriverRenewal.after(1000), dir.path());
		assertEquals("slow test driver", driver.start());
	}

	@AfterEach
	void stop() {
		if (driver != null) {
			driver.close();
			dir.close();
		}
	}

	private String pid() {
		var call = driver.call("pid", LIMIT, 0);
		assertEquals(Failure.NONE, call.failure(), call.detail());
		assertEquals("OK", call.reply().outcome(), call.reply().toString());
		return call.reply().stdout();
	}

	private DriverProcess.Call answered(String program) {
		var call = driver.call(program, LIMIT, 0);
		assertEquals(Failure.NONE, call.failure(), program + ": " + call.detail());
		return call;
	}

	@Test
	void aRunawayProgramIsAnsweredAndTheNextRunsInAFreshDriverWithinItsTime() {
		String first = pid();
		assertEquals(first, pid(), "a program that went well retired the driver");
		var endless = answered("loop");
		assertEquals("TIMEOUT", endless.reply().outcome());
		assertEquals("timed out after 500 ms", endless.reply().stderr());
		String next = pid();
		assertNotEquals(first, next, "the driver went on after a runaway program");
		assertEquals(next, pid());
	}

	@Test
	void aCrashedRuntimeOrAnEndedThreadRetiresTheDriver() {
		String first = pid();
		var crashed = answered("crash");
		assertEquals("CRASH", crashed.reply().outcome());
		assertEquals("RuntimeError", crashed.reply().errorKind());
		String second = pid();
		assertNotEquals(first, second);
		var exited = answered("exit");
		assertEquals("CRASH", exited.reply().outcome());
		assertTrue(exited.reply().errorKind().equals("worker exit 7"), exited.reply().toString());
		assertNotEquals(second, pid());
	}
}
