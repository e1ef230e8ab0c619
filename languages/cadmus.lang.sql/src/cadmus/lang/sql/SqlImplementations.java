package cadmus.lang.sql;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Canary;
import cadmus.api.ExpectedErrors;
import cadmus.api.Implementation;
import cadmus.api.ImplementationProvider;
import cadmus.api.Language;
import cadmus.api.Outcome;
import cadmus.exec.Checks;
import cadmus.exec.JvmWorkerImplementation;
import cadmus.lang.sql.engines.SqlEngineKind;

/**
 * The SQL implementations Cadmus knows: H2, HSQLDB, Apache Derby, SQLite and DuckDB, embedded over JDBC,
 * each in a worker JVM built from its bundle's jars, with a fresh in-memory database per program.
 */
@Component(service = ImplementationProvider.class, property = Language.ID_PROPERTY + "=" + SqlImplementations.LANGUAGE)
public final class SqlImplementations implements ImplementationProvider {

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
			"(?i)\\b(NullPointer|ClassCast|ArrayIndexOutOfBounds|IllegalState|StackOverflow)(Exception|Error)\\b",
			"^HY000: General error", "^S1000: General error", "(?i)INTERNAL Error", "(?i)assertion");

	private final List<Implementation> implementations = List.of(
			engine(SqlEngineKind.H2, "h2", "H2 2.5.252", List.of("com.h2database")),
			engine(SqlEngineKind.HSQLDB, "hsqldb", "HSQLDB 2.7.4", List.of("org.hsqldb.hsqldb")),
			engine(SqlEngineKind.DERBY, "derby", "Apache Derby 10.16.1.1",
					List.of("derby", "org.apache.derby.shared", "org.apache.derby.tools")),
			engine(SqlEngineKind.SQLITE, "sqlite", "SQLite (xerial sqlite-jdbc 3.50.3.0)", List.of("org.xerial.sqlite-jdbc")),
			engine(SqlEngineKind.DUCKDB, "duckdb", "DuckDB 2.0.0.1 (JDBC)", List.of("org.duckdb.duckdb_jdbc")));

	private static Implementation engine(SqlEngineKind kind, String name, String description, List<String> jars) {
		var bundles = new java.util.ArrayList<String>(List.of("cadmus.exec", "cadmus.lang.sql"));
		bundles.addAll(jars);
		return new JvmWorkerImplementation("sql." + name, LANGUAGE, "", description + ", embedded in a worker JVM",
				"cadmus.lang.sql.engines.SqlJdbcEngine", List.of(kind.name()), bundles, WORKER_JVM,
				new Checks(CANARIES, EXPECTED, ResultBlocks::sortedRows), s -> s);
	}

	@Override
	public String languageId() {
		return LANGUAGE;
	}

	@Override
	public List<Implementation> implementations() {
		return implementations;
	}
}
