package cadmus.lang.sql.tests;

import java.util.List;

import cadmus.api.ExpectedErrors;
import cadmus.api.Implementation;
import cadmus.exec.Checks;
import cadmus.exec.JvmWorkerImplementation;

/**
 * {@link RowDroppingEngine} as an implementation, {@code test.dropping}: an engine in a worker JVM dropping the first
 * row of what some statements return, its output normalized as the real engine's is. (Apart from the engine class,
 * which the worker JVM loads without the API bundle on its class path.)
 */
final class RowDroppingImplementation {

	/** A query whose WHERE clause compares with '='. */
	static final String WHERE_EQUALS = "(?s).* WHERE .* = .*";

	private RowDroppingImplementation() {
	}

	/** H2 dropping a row of every query whose WHERE clause compares with '='. */
	static Implementation of(Implementation h2) {
		return of(h2, "H2", WHERE_EQUALS, "com.h2database");
	}

	/**
	 * The engine of {@code real} ({@code kind}, loaded from {@code jar}) dropping a row of every statement that
	 * matches {@code statements}, in {@code real}'s dialect.
	 */
	static Implementation of(Implementation real, String kind, String statements, String jar) {
		return new JvmWorkerImplementation("test.dropping", "sql", real.dialect(),
				real.id() + " dropping a row of statements matching " + statements, RowDroppingEngine.class.getName(),
				List.of(kind, statements), List.of("cadmus.exec", "cadmus.lang.sql", jar, "cadmus.lang.sql.tests"),
				List.of("-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"),
				new Checks(List.of(), ExpectedErrors.ANY, real::normalize), s -> s);
	}
}
