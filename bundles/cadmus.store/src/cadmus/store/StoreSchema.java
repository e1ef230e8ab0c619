package cadmus.store;

import java.nio.file.Path;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.migration.JavaMigration;

/**
 * The schema of one kind of store, as the migrations that make it, brought up to date with Flyway: a new file gets
 * every migration; a store of a newer Cadmus (a migration this one does not know, which Flyway would pass over) is
 * refused untouched, naming its version.
 *
 * @param name       what the store is called in messages ("campaign store")
 * @param migrations every migration, oldest first; the last one's version is the newest this Cadmus writes
 * @param untracked  for a kind of store that existed before its migrations were versioned: how Flyway's history
 *                   describes such a store (its tables but no history), taken as version 1; null when every store
 *                   of this kind has a history
 * @param failure    the kind's exception
 */
public record StoreSchema(String name, List<JavaMigration> migrations, String untracked, StoreFailure failure) {

	/**
	 * Flyway logs through java.util.logging here (no other logging library is installed): its progress notes
	 * ("Environment: default", migrations applied) are not for the user's terminal; its warnings are. Held strongly,
	 * since the logging framework keeps loggers only weakly.
	 */
	private static final Logger FLYWAY_LOG = Logger.getLogger("org.flywaydb");

	static {
		FLYWAY_LOG.setLevel(Level.WARNING);
	}

	public StoreSchema {
		if (migrations.isEmpty()) {
			throw new IllegalArgumentException("a store schema is made by at least one migration");
		}
		migrations = List.copyOf(migrations);
	}

	/** The newest schema version this Cadmus writes: that of the last migration. */
	public String latest() {
		return migrations.get(migrations.size() - 1).getVersion().getVersion();
	}

	/** Brings the schema of the database behind {@code source} (the file {@code file}) to {@link #latest()}. */
	public void migrate(DataSource source, Path file) {
		migrate(source, file.toString(), null);
	}

	/**
	 * Brings the store behind {@code source} to {@link #latest()}: its tables, and Flyway's history, in the schema
	 * {@code schema} of a PostgreSQL database (made when missing), or in the database itself when that is null.
	 *
	 * @param where the store as messages name it
	 */
	public void migrate(DataSource source, String where, String schema) {
		try {
			var configuration = Flyway.configure(StoreSchema.class.getClassLoader()).dataSource(source)
					.javaMigrations(migrations.toArray(JavaMigration[]::new)).locations(new String[0]);
			if (schema != null) {
				configuration = configuration.schemas(schema).defaultSchema(schema).createSchemas(true);
			}
			if (untracked != null) {
				configuration = configuration.baselineOnMigrate(true).baselineVersion("1").baselineDescription(untracked);
			}
			var flyway = configuration.load();
			var current = flyway.info().current();
			if (current != null && current.getVersion().isNewerThan(latest())) {
				throw failure.of(where + " was written by a newer Cadmus (" + name + " schema version "
						+ current.getVersion() + "; this Cadmus knows versions up to " + latest()
						+ "): open it with that Cadmus or a newer one; nothing in it was changed", null);
			}
			flyway.migrate();
		} catch (FlywayException e) {
			throw failure.of(where + ": cannot bring its schema up to date: " + e.getMessage(), e);
		}
	}
}
