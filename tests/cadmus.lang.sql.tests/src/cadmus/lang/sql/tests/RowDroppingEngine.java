package cadmus.lang.sql.tests;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.regex.Pattern;

import cadmus.exec.worker.WorkerEngine;
import cadmus.exec.worker.WorkerReply;
import cadmus.lang.sql.engines.SqlEngineKind;
import cadmus.lang.sql.engines.SqlJdbcEngine;

/**
 * A fault-injecting engine for the metamorphic oracles' tests: an engine (argument 0, a {@link SqlEngineKind})
 * behind a JDBC proxy that drops the first row of the result of every statement that matches a regular expression
 * (argument 1): a WHERE clause that holds a comparison operator, as an optimizer bug in that operator's filter would,
 * or a DELETE, as a bug in its own scan would. Runs in a worker JVM like the real engines.
 */
public final class RowDroppingEngine implements WorkerEngine {

	private final SqlJdbcEngine engine;
	private final Pattern affected;

	public RowDroppingEngine(String[] args) {
		affected = Pattern.compile(args[1]);
		engine = new SqlJdbcEngine(SqlEngineKind.valueOf(args[0]), this::connection);
	}

	@Override
	public String version() {
		return engine.version() + " dropping a row of statements matching " + affected;
	}

	@Override
	public WorkerReply run(String program) {
		return engine.run(program);
	}

	private Connection connection(Connection real) {
		return proxy(Connection.class, (p, method, args) -> {
			Object result = invoke(real, method, args);
			return method.getName().equals("createStatement") ? statement((Statement) result) : result;
		});
	}

	private Statement statement(Statement real) {
		String[] last = new String[1];
		return proxy(Statement.class, (p, method, args) -> {
			if (method.getName().equals("execute") && args != null && args.length == 1) {
				last[0] = (String) args[0];
			}
			Object result = invoke(real, method, args);
			if (method.getName().equals("getResultSet") && result != null && affected(last[0])) {
				return dropping((ResultSet) result);
			}
			return result;
		});
	}

	private boolean affected(String sql) {
		return sql != null && affected.matcher(sql).matches();
	}

	/** The result without its first row. */
	private static ResultSet dropping(ResultSet real) {
		boolean[] skipped = new boolean[1];
		return proxy(ResultSet.class, (p, method, args) -> {
			if (method.getName().equals("next") && !skipped[0]) {
				skipped[0] = true;
				real.next();
			}
			return invoke(real, method, args);
		});
	}

	private static Object invoke(Object target, java.lang.reflect.Method method, Object[] args) throws Throwable {
		try {
			return method.invoke(target, args);
		} catch (InvocationTargetException e) {
			throw e.getCause();
		}
	}

	@SuppressWarnings("unchecked")
	private static <T> T proxy(Class<T> type, InvocationHandler handler) {
		return (T) Proxy.newProxyInstance(RowDroppingEngine.class.getClassLoader(), new Class<?>[] { type }, handler);
	}
}
