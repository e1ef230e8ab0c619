package cadmus.store;

import java.util.List;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * A schema migration that is a list of SQL statements run in order. Migrations are Java classes handed to Flyway as
 * objects, not SQL files it scans for: an OSGi bundle's class path cannot be scanned.
 */
public abstract class StatementMigration extends BaseJavaMigration {

	/** The statements, in the order they run. */
	protected abstract List<String> statements();

	@Override
	public final void migrate(Context context) throws Exception {
		try (var s = context.getConnection().createStatement()) {
			for (String sql : statements()) {
				s.execute(sql);
			}
		}
	}
}
