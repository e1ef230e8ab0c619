package cadmus.lang.sql;

import cadmus.syntax.XtextSyntax;

/** Parses SQL text with the Xtext-generated parser; the parser is thread-safe, one instance serves all. */
public final class SqlSyntax extends XtextSyntax {

	public SqlSyntax() {
		super(new SqlStandaloneSetup().createInjectorAndDoEMFRegistration(),
				() -> new cadmus.lang.sql.ide.SqlIdeSetup().createInjectorAndDoEMFRegistration(), "sql");
	}
}
