package cadmus.campaign.store;

import java.sql.SQLException;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.migration.Context;

/**
 * Brings a campaign store's schema to the version this Cadmus writes, with Flyway: a new store gets every
 * migration; a store from before versioned migrations (its tables but no history) is taken as version 1 and
 * migrated from there; a store from a newer Cadmus (a migration this one does not know) is refused, naming it.
 * The migrations are Java classes handed over directly, so nothing is scanned for on an OSGi class path.
 */
final class StoreSchema {

	/**
	 * Flyway logs through java.util.logging here (no other logging library is installed): its progress notes
	 * ("Environment: default", migrations applied) are not for the user's terminal; its warnings are. Held
	 * strongly, since the logging framework keeps loggers only weakly.
	 */
	private static final Logger FLYWAY_LOG = Logger.getLogger("org.flywaydb");

	static {
		FLYWAY_LOG.setLevel(Level.WARNING);
	}

	private StoreSchema() {
	}

	/** The newest schema version this Cadmus writes: that of its last migration. */
	static final String LATEST = "5";

	/** @throws StoreException naming the store and what could not be done */
	static void migrate(DataSource source, String store) {
		try {
			var flyway = Flyway.configure(StoreSchema.class.getClassLoader())
					.dataSource(source)
					.javaMigrations(new V1__Campaign(), new V2__Reductions(), new V3__StatementEdits(), new V4__Guidance(),
							new V5__RunTimes())
					.locations(new String[0])
					.baselineOnMigrate(true)
					.baselineVersion("1")
					.baselineDescription("campaign store from before versioned migrations")
					.load();
			var current = flyway.info().current();
			if (current != null && current.getVersion().isNewerThan(LATEST)) {
				throw new StoreException(store + " was written by a newer Cadmus (store schema version "
						+ current.getVersion() + "; this Cadmus knows versions up to " + LATEST
						+ "): open it with that Cadmus or a newer one; nothing in it was changed");
			}
			flyway.migrate();
		} catch (FlywayException e) {
			throw new StoreException(store + ": cannot bring its schema up to date: " + e.getMessage(), e);
		}
	}

	static void execute(Context context, List<String> statements) throws SQLException {
		try (var s = context.getConnection().createStatement()) {
			for (String sql : statements) {
				s.execute(sql);
			}
		}
	}
}
