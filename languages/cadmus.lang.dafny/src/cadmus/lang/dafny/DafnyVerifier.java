package cadmus.lang.dafny;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import cadmus.api.Outcome;
import cadmus.lang.dafny.engines.DafnyInstallation;
import cadmus.lang.dafny.engines.DafnyServer;

/**
 * Verifies programs on persistent DafnyServers, one per thread that asks at once, and remembers the last verdicts
 * by program text: the back ends of one program each need its verdict, which it costs once. Thread-safe.
 */
public final class DafnyVerifier implements AutoCloseable {

	/** How many verdicts are remembered: enough for every worker's program in flight. */
	private static final int REMEMBERED = 64;
	/** Seconds z3 gets per proof obligation before Boogie reports it timed out. */
	static final int SECONDS_PER_PROOF = 20;

	private final Deque<DafnyServer> idle = new ArrayDeque<>();
	private final Map<String, CompletableFuture<DafnyVerdict>> verdicts = new LinkedHashMap<>(16, 0.75f, true) {
		@Override
		protected boolean removeEldestEntry(Map.Entry<String, CompletableFuture<DafnyVerdict>> eldest) {
			return size() > REMEMBERED;
		}
	};
	private boolean closed;

	/** The verdict on a program, verified now or remembered; a timed-out or crashed run is not remembered. */
	public DafnyVerdict verify(String program, Duration timeout) {
		CompletableFuture<DafnyVerdict> mine = new CompletableFuture<>();
		CompletableFuture<DafnyVerdict> known;
		synchronized (verdicts) {
			known = verdicts.putIfAbsent(program, mine);
		}
		if (known != null) {
			return known.join();
		}
		DafnyVerdict verdict;
		try {
			verdict = verifyNow(program, timeout);
		} catch (RuntimeException e) {
			forget(program);
			mine.completeExceptionally(e);
			throw e;
		}
		if (verdict.outcome() == Outcome.TIMEOUT || verdict.outcome() == Outcome.CRASH) {
			forget(program);
		}
		mine.complete(verdict);
		return verdict;
	}

	private void forget(String program) {
		synchronized (verdicts) {
			verdicts.remove(program);
		}
	}

	/** Verifies on a server of its own for the time, not remembering the verdict. */
	public DafnyVerdict verifyNow(String program, Duration timeout) {
		DafnyServer server;
		synchronized (idle) {
			if (closed) {
				throw new IllegalStateException("the verifier is closed");
			}
			server = idle.isEmpty() ? new DafnyServer(DafnyInstallation.verifierOptions(SECONDS_PER_PROOF)) : idle.pop();
		}
		try {
			var answer = server.verify(program, timeout);
			if (answer.died() && answer.text().isBlank()) {
				// it was gone before the program reached it (it exited after the previous one): a new server takes it
				answer = server.verify(program, timeout);
			}
			if (answer.timedOut()) {
				return new DafnyVerdict(Outcome.TIMEOUT, "timeout", answer.text(), answer.duration());
			}
			var verdict = DafnyMessages.verdict(answer.text(), answer.duration());
			if (answer.died() && verdict.outcome() != Outcome.CRASH) {
				return new DafnyVerdict(Outcome.CRASH, "DafnyServer exited", answer.text(), answer.duration());
			}
			return verdict;
		} finally {
			synchronized (idle) {
				if (closed) {
					server.close();
				} else {
					idle.push(server);
				}
			}
		}
	}

	@Override
	public void close() {
		synchronized (idle) {
			closed = true;
			idle.forEach(DafnyServer::close);
			idle.clear();
		}
	}
}
