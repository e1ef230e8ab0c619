package cadmus.store;

import java.util.List;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * A schema migration that is a list of SQL statements run in order, written in SQLite's words and run in the
 * store's dialect ({@link StoreDialect#translate}). Migrations are Java classes handed to Flyway as
 * objects, not SQL files it scans for: an OSGi bundle's class path cannot be scanned.
 */
public abstract class StatementMigration extends BaseJavaMigration {

	/** The statements, in the order they run. */
	protected abstract List<String> statements();

	@Override
	public final void migrate(Context context) throws Exception {
		var dialect = StoreDialect.of(context.getConnection());
		try (var s = context.getConnection().createStatement()) {
			for (String sql : statements()) {
				s.execute(dialect.translate(sql));
			}
		}
	}
}
