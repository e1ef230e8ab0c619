package cadmus.lang.sql;

import org.eclipse.xtext.conversion.IValueConverterService;

/** Xtext's runtime configuration of the SQL grammar: its own value converters for literals. */
public class SqlRuntimeModule extends AbstractSqlRuntimeModule {

	@Override
	public Class<? extends IValueConverterService> bindIValueConverterService() {
		return SqlValueConverters.class;
	}
}
