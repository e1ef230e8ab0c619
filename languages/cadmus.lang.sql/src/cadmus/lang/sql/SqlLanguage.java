package cadmus.lang.sql;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.osgi.service.component.annotations.Component;

import cadmus.api.GenerationRules;
import cadmus.api.Language;
import cadmus.api.UnparsableProgramException;
import cadmus.lang.sql.sql.SqlPackage;

/** The SQL language service: metamodel and parser from Sql.xtext, the renderer, and the generation rules. */
@Component(service = Language.class, property = Language.ID_PROPERTY + "=" + SqlLanguage.ID)
public final class SqlLanguage implements Language {

	public static final String ID = "sql";

	private final SqlRules rules = new SqlRules();
	private volatile SqlSyntax syntax;

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "SQL (portable subset of H2, HSQLDB, Derby, SQLite, DuckDB, PostgreSQL, MariaDB)";
	}

	@Override
	public String fileExtension() {
		return "sql";
	}

	@Override
	public String lineComment() {
		return "--";
	}

	@Override
	public EClass rootClass() {
		return SqlPackage.Literals.SCRIPT;
	}

	@Override
	public EObject parse(String text) throws UnparsableProgramException {
		return syntax().parse(text);
	}

	@Override
	public java.util.Set<String> keywords() {
		return syntax().keywords();
	}

	@Override
	public java.util.List<cadmus.api.Completion> completions(String text, int offset) {
		return syntax().completions(text, offset);
	}

	@Override
	public String render(EObject tree) {
		return new SqlRenderer().render(tree);
	}

	/** A script makes its tables, fills them and then queries them: about ten statements. */
	@Override
	public int defaultSize() {
		return 100;
	}

	@Override
	public int statementCount(String text) {
		return cadmus.lang.sql.engines.SqlScript.statements(text).size();
	}

	@Override
	public GenerationRules rules() {
		return rules;
	}

	/** Created on first use: setting up Xtext's injector costs a few hundred milliseconds. */
	private SqlSyntax syntax() {
		var s = syntax;
		if (s == null) {
			synchronized (this) {
				s = syntax;
				if (s == null) {
					s = new SqlSyntax();
					syntax = s;
				}
			}
		}
		return s;
	}
}
