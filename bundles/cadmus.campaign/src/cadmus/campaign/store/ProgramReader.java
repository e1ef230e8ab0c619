package cadmus.campaign.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Optional;

import cadmus.api.Execution;
import cadmus.api.Outcome;
import cadmus.api.Verdict;

/** Reads a program kept with its verdicts (text, trace, executions, reruns, verdicts) within the caller's transaction. */
final class ProgramReader {

	private ProgramReader() {
	}

	static Optional<StoredProgram> read(Connection connection, long index) throws SQLException {
		String name;
		String trace;
		String text;
		byte[] input;
		try (var q = connection.prepareStatement("SELECT name, trace, text, input FROM program_texts WHERE idx = ?")) {
			q.setLong(1, index);
			try (ResultSet r = q.executeQuery()) {
				if (!r.next()) {
					connection.commit();
					return Optional.empty();
				}
				name = r.getString(1);
				trace = r.getString(2);
				text = r.getString(3);
				input = r.getBytes(4);
			}
		}
		var executions = new ArrayList<Execution>();
		var reruns = new ArrayList<Execution>();
		try (var q = connection.prepareStatement(
				"SELECT impl, outcome, kind, stdout, stderr, duration_us, rerun FROM executions WHERE idx = ? ORDER BY rowid")) {
			q.setLong(1, index);
			try (ResultSet r = q.executeQuery()) {
				while (r.next()) {
					var e = new Execution(r.getString(1), named(Outcome.class, r.getString(2), "outcome", index), r.getString(3),
							r.getString(4), r.getString(5), Duration.ofNanos(r.getLong(6) * 1000));
					(r.getInt(7) == 1 ? reruns : executions).add(e);
				}
			}
		}
		var verdicts = new ArrayList<Verdict>();
		try (var q = connection.prepareStatement(
				"SELECT oracle, kind, signature, summary FROM verdicts WHERE idx = ? ORDER BY rowid")) {
			q.setLong(1, index);
			try (ResultSet r = q.executeQuery()) {
				while (r.next()) {
					verdicts.add(new Verdict(r.getString(1), named(Verdict.Kind.class, r.getString(2), "verdict kind", index), r.getString(3),
							r.getString(4)));
				}
			}
		}
		return Optional.of(new StoredProgram(index, name, trace, text, executions, reruns, verdicts, input));
	}

	/**
	 * The constant a stored name stands for.
	 *
	 * @throws SQLException when it stands for none (a store damaged, or written by a Cadmus with other names), which
	 *                      the store reports naming its file
	 */
	private static <E extends Enum<E>> E named(Class<E> type, String name, String what, long index) throws SQLException {
		try {
			return Enum.valueOf(type, name);
		} catch (IllegalArgumentException | NullPointerException e) {
			throw new SQLException("program " + index + "'s stored " + what + " '" + name + "' is none this Cadmus knows", e);
		}
	}
}
