package cadmus.lang.sql;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.osgi.service.component.annotations.Component;

import cadmus.api.GenerationRules;
import cadmus.api.Language;
import cadmus.syntax.XtextLanguage;
import cadmus.lang.sql.sql.SqlPackage;

/** The SQL language service: metamodel and parser from Sql.xtext, the renderer, and the generation rules. */
@Component(service = Language.class, property = Language.ID_PROPERTY + "=" + SqlLanguage.ID)
public final class SqlLanguage extends XtextLanguage {

	public static final String ID = "sql";

	private final SqlRules rules = new SqlRules();

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

	@Override
	protected SqlSyntax createSyntax() {
		return new SqlSyntax();
	}
}
