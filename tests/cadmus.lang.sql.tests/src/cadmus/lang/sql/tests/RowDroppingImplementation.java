package cadmus.lang.sql.tests;

import java.util.List;

import cadmus.api.ExpectedErrors;
import cadmus.api.Implementation;
import cadmus.exec.Checks;
import cadmus.exec.JvmWorkerImplementation;

/**
 * {@link RowDroppingEngine} as an implementation, {@code test.dropping}: H2 in a worker JVM dropping rows under
 * '=', its output normalized as H2's is. (Apart from the engine class, which the worker JVM loads without the
 * API bundle on its class path.)
 */
final class RowDroppingImplementation {

	private RowDroppingImplementation() {
	}

	static Implementation of(Implementation h2) {
		return new JvmWorkerImplementation("test.dropping", "sql", "", "H2 dropping a row under '='",
				RowDroppingEngine.class.getName(), List.of("="),
				List.of("cadmus.exec", "cadmus.lang.sql", "com.h2database", "cadmus.lang.sql.tests"),
				List.of("-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"),
				new Checks(List.of(), ExpectedErrors.ANY, h2::normalize), s -> s);
	}
}
