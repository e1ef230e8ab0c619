package cadmus.lang.sql;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Canary;
import cadmus.api.ExpectedErrors;
import cadmus.api.Implementation;
import cadmus.api.ImplementationList;
import cadmus.api.ImplementationProvider;
import cadmus.api.Language;
import cadmus.api.Outcome;
import cadmus.exec.Checks;
import cadmus.exec.JvmWorkerImplementation;
import cadmus.exec.Profile;
import cadmus.lang.sql.engines.SqlEngineKind;

/**
 * The SQL implementations Cadmus knows, each in a worker JVM built from its bundle's jars, with an empty
 * database per program: H2, HSQLDB, Apache Derby, SQLite and DuckDB embedded over JDBC; PostgreSQL 16 from
 * the binaries jar on Maven Central, as a server of the worker's own (so a fresh machine has six engines); and,
 * when Debian's packages are installed, MariaDB and Debian's PostgreSQL (an alternative to the first, outside
 * the default set). An engine that is not installed is reported unavailable with the reason.
 */
@Component(service = ImplementationProvider.class, property = Language.ID_PROPERTY + "=" + SqlImplementations.LANGUAGE)
public final class SqlImplementations extends ImplementationList {

	/** The language id the SQL bundle contributes under. */
	public static final String LANGUAGE = "sql";

	/** Derby would otherwise write derby.log into the working directory. */
	private static final List<String> WORKER_JVM = List.of("-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
			"-Djava.awt.headless=true", "-Dderby.stream.error.file=/dev/null");

	/** A table made, filled and queried: every engine must print 42; then an unknown table, then bad syntax. */
	static final List<Canary> CANARIES = List.of(
			new Canary("prints", "CREATE TABLE canary(a INTEGER);\nINSERT INTO canary VALUES (6);\nSELECT a * 7 FROM canary;\n",
					Outcome.OK, "42\n(1 row)\n"),
			new Canary("raises", "SELECT a FROM no_such_table;\n", Outcome.RUNTIME_ERROR, null),
			new Canary("rejects", "SELEC 1;\n", Outcome.SYNTAX_ERROR, null));

	/** Messages only a broken engine gives: Java exceptions leaking through, internal errors, assertions. */
	static final ExpectedErrors EXPECTED = ExpectedErrors.exceptInternal(
			"(?i)\\b(NullPointer|ClassCast|(Array|String)?IndexOutOfBounds|IllegalState|StackOverflow)(Exception|Error)\\b",
			"^XJ001: Java exception",
			"^HY000: General error", "^S1000: General error", "(?i)INTERNAL Error", "(?i)assertion");

	public SqlImplementations() {
		super(LANGUAGE, all());
	}

	private static List<Implementation> all() {
		return List.of(
				embedded(SqlEngineKind.H2, "h2", "H2 2.5.252", "com.h2database"),
				embedded(SqlEngineKind.HSQLDB, "hsqldb", "HSQLDB 2.7.4", "org.hsqldb.hsqldb"),
				embedded(SqlEngineKind.DERBY, "derby", "Apache Derby 10.16.1.1", "derby", "org.apache.derby.shared",
						"org.apache.derby.tools"),
				embedded(SqlEngineKind.SQLITE, "sqlite", "SQLite (xerial sqlite-jdbc 3.50.3.0)", "org.xerial.sqlite-jdbc"),
				embedded(SqlEngineKind.DUCKDB, "duckdb", "DuckDB 2.0.0.1 (JDBC)", "org.duckdb.duckdb_jdbc"),
				worker(SqlEngineKind.POSTGRES, profile("postgres",
						"PostgreSQL 16.4 (binaries from Maven Central), a server of the worker JVM's own"),
						"org.postgresql.jdbc", "io.zonky.test.postgres.binaries.linux.amd64"),
				worker(SqlEngineKind.POSTGRES_DEBIAN, profile("postgres-debian",
						"PostgreSQL from Debian's postgresql package, a server of the worker JVM's own").alternative()
						.debianPackage("postgresql"),
						"org.postgresql.jdbc"),
				worker(SqlEngineKind.MARIADB, profile("mariadb",
						"MariaDB from Debian's mariadb-server package, a server of the worker JVM's own")
						.debianPackage("mariadb-server"),
						"mariadb-java-client"));
	}

	private static Implementation embedded(SqlEngineKind kind, String name, String description, String... jars) {
		return worker(kind, profile(name, description + ", embedded in a worker JVM"), jars);
	}

	private static Profile profile(String name, String description) {
		return new Profile("sql." + name, LANGUAGE, "", description);
	}

	private static Implementation worker(SqlEngineKind kind, Profile profile, String... jars) {
		var bundles = new java.util.ArrayList<String>(List.of("cadmus.exec", "cadmus.lang.sql"));
		bundles.addAll(List.of(jars));
		return new JvmWorkerImplementation(profile, "cadmus.lang.sql.engines.SqlJdbcEngine", List.of(kind.name()),
				bundles, WORKER_JVM, new Checks(CANARIES, EXPECTED, ResultBlocks::sortedRows), s -> s);
	}
}
