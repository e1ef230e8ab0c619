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

	private final java.util.Map<SqlProfile, SqlRules> rules = new java.util.EnumMap<>(SqlProfile.class);

	public SqlLanguage() {
		for (var profile : SqlProfile.values()) {
			rules.put(profile, new SqlRules(profile));
		}
	}

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "SQL (the portable subset of H2, HSQLDB, Derby, SQLite, DuckDB, PostgreSQL and MariaDB; SQLite's, DuckDB's and PostgreSQL's dialects)";
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

	/**
	 * A window function, a list function, a JSON function, a partial or expression index, a STRICT or WITHOUT ROWID
	 * table, a DISTINCT ON query and a query grouped by position, by ALL or by grouping sets are told apart from the
	 * plain ones, an UPSERT's two kinds from each other, and a constant folding check that has nothing to fold from one
	 * that has.
	 */
	@Override
	public String construct(EObject node) {
		if (node instanceof cadmus.lang.sql.sql.FunctionCall call && call.getWindow() != null) {
			return "FunctionCall OVER";
		}
		if (node instanceof cadmus.lang.sql.sql.FunctionCall call && SqlListFunction.named(call.getName())) {
			return "FunctionCall of a list";
		}
		if (node instanceof cadmus.lang.sql.sql.FunctionCall call && SqlJsonFunction.named(call.getName())) {
			return "FunctionCall of JSON";
		}
		if (node instanceof cadmus.lang.sql.sql.CreateIndex index && (index.getKey() != null || index.getWhere() != null)) {
			return "CreateIndex" + (index.getKey() != null ? " on an expression" : "") + (index.getWhere() != null ? " WHERE" : "");
		}
		if (node instanceof cadmus.lang.sql.sql.TableBody body && (body.isWithout() || body.isStrict())) {
			return "TableBody" + (body.isStrict() ? " STRICT" : "") + (body.isWithout() ? " WITHOUT ROWID" : "");
		}
		if (node instanceof cadmus.lang.sql.sql.Select select && !select.getDistinctOn().isEmpty()) {
			return "Select DISTINCT ON";
		}
		if (node instanceof cadmus.lang.sql.sql.Select select && (select.isGroupAll()
				|| select.getGroupBy().stream().anyMatch(cadmus.lang.sql.sql.IntegerLiteral.class::isInstance))) {
			return select.isGroupAll() ? "Select GROUP BY ALL"
					: "Select GROUP BY " + (select.isRollup() ? "ROLLUP" : select.isCube() ? "CUBE" : "position");
		}
		if (node instanceof cadmus.lang.sql.sql.Upsert upsert) {
			return upsert.isNothing() ? "Upsert DO NOTHING" : "Upsert DO UPDATE";
		}
		if (node instanceof cadmus.lang.sql.sql.CoddCheck check && ConstantFolding.targets(check).isEmpty()) {
			return "CoddCheck with nothing to fold"; // written as its query alone
		}
		return node.eClass().getName();
	}

	@Override
	public int statementCount(String text) {
		return cadmus.lang.sql.engines.SqlScript.statements(text).size();
	}

	@Override
	public GenerationRules rules() {
		return rules.get(SqlProfile.PORTABLE);
	}

	/** The portable core first (programs every engine runs), then each engine's own dialect. */
	@Override
	public java.util.List<String> dialects() {
		return SqlProfile.ids();
	}

	@Override
	public GenerationRules rules(String dialect) {
		return rules.get(SqlProfile.of(dialect));
	}

	@Override
	protected SqlSyntax createSyntax() {
		return new SqlSyntax();
	}
}
