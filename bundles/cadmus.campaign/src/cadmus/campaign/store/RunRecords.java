package cadmus.campaign.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A campaign's runs (the first and each resumption) within the caller's transaction: when each began and ended and
 * how, its containment and the implementations it ran with.
 */
final class RunRecords {

	private RunRecords() {
	}

	/** Records a run that begins now, with its implementations; returns its number. */
	static int begin(Connection c, String containment, List<ImplementationStatus> implementations) throws SQLException {
		int run;
		try (var insert = c.prepareStatement("INSERT INTO runs(started, status, containment) VALUES (?, 'running', ?)",
				Statement.RETURN_GENERATED_KEYS)) {
			insert.setString(1, Instant.now().toString());
			insert.setString(2, containment);
			insert.executeUpdate();
			try (ResultSet keys = insert.getGeneratedKeys()) {
				keys.next();
				run = keys.getInt(1);
			}
		}
		try (var insert = c.prepareStatement(
				"INSERT INTO implementations(run, id, version, enabled, reason) VALUES (?, ?, ?, ?, ?)")) {
			for (var i : implementations) {
				insert.setInt(1, run);
				insert.setString(2, i.id());
				insert.setString(3, i.version());
				insert.setInt(4, i.enabled() ? 1 : 0);
				insert.setString(5, i.reason());
				insert.executeUpdate();
			}
		}
		return run;
	}

	/** Records that a run ended now, with its status. */
	static int end(Connection c, int run, String status) throws SQLException {
		try (var update = c.prepareStatement("UPDATE runs SET stopped = ?, status = ? WHERE id = ?")) {
			update.setString(1, Instant.now().toString());
			update.setString(2, status);
			update.setInt(3, run);
			return update.executeUpdate();
		}
	}

	/** One line per run: number, start, end, status. */
	static List<String> lines(Connection c) throws SQLException {
		var result = new ArrayList<String>();
		try (var q = c.prepareStatement("SELECT id, started, stopped, status FROM runs ORDER BY id");
				ResultSet r = q.executeQuery()) {
			while (r.next()) {
				String stopped = r.getString(3);
				String status = r.getString(4);
				result.add("run " + r.getInt(1) + ": started " + r.getString(2) + ", "
						+ (stopped == null ? "killed (no clean stop recorded)" : status + " " + stopped));
			}
		}
		return result;
	}

	/** The implementations of the latest run, in campaign order. */
	static List<ImplementationStatus> implementations(Connection c) throws SQLException {
		var result = new ArrayList<ImplementationStatus>();
		try (var q = c.prepareStatement("SELECT id, version, enabled, reason FROM implementations "
				+ "WHERE run = (SELECT MAX(run) FROM implementations) ORDER BY rowid"); ResultSet r = q.executeQuery()) {
			while (r.next()) {
				result.add(new ImplementationStatus(r.getString(1), r.getString(2), r.getInt(3) == 1, r.getString(4)));
			}
		}
		return result;
	}

	/** The containment line of the latest run; empty before the first. */
	static String containment(Connection c) throws SQLException {
		try (var q = c.prepareStatement("SELECT containment FROM runs ORDER BY id DESC LIMIT 1");
				ResultSet r = q.executeQuery()) {
			String line = r.next() ? r.getString(1) : null;
			return line == null ? "" : line;
		}
	}
}
