package cadmus.campaign.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.LongPredicate;

/**
 * What a process joined to a campaign does inside each of its write transactions, so that its writes and its leases
 * ({@link SeedLeases}) commit together or not at all: first it renews its leases and learns which it lost (the
 * programs of a lost range are not written: the range's new holder runs them), last it marks done the ranges it
 * finished and records that it is alive. A transaction may be tried more than once; what it learns is kept only
 * when it commits.
 */
public interface WriteFence {

	/** First in the transaction: renews the leases; the indices whose programs may still be written. */
	LongPredicate enter(Connection c) throws SQLException;

	/** Last in the transaction, after {@code written} programs: marks finished ranges done, records the process. */
	void leave(Connection c, int written) throws SQLException;

	/** The transaction committed. */
	void committed();
}
