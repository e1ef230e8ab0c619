package cadmus.campaign.store;

import java.sql.SQLException;

/** The campaign store's failures as messages say them: the store, what it could not do, and why. */
final class StoreFailures {

	private StoreFailures() {
	}

	/** The failure to do {@code what} on the store at {@code where}; a full disk says so, and that nothing is lost. */
	static StoreException of(String where, String what, SQLException e) {
		if (full(e)) {
			return new StoreException("campaign store " + where + ": cannot " + what + ": the disk (or the server's) is "
					+ "full; what was stored before is kept: make room and resume the campaign (" + e.getMessage() + ")", e);
		}
		return new StoreException("campaign store " + where + ": cannot " + what + ": " + e.getMessage(), e);
	}

	/** Whether a write failed for want of room: SQLite's SQLITE_FULL, PostgreSQL's disk_full (53100). */
	private static boolean full(SQLException e) {
		for (Throwable t = e; t != null; t = t.getCause()) {
			if (t instanceof SQLException q && ("53100".equals(q.getSQLState()) || q.getErrorCode() == 13
					|| String.valueOf(q.getMessage()).contains("SQLITE_FULL"))) {
				return true;
			}
		}
		return false;
	}
}
