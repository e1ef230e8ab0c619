package cadmus.lang.lua;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.osgi.service.component.annotations.Component;

import cadmus.api.GenerationRules;
import cadmus.api.Language;
import cadmus.syntax.XtextLanguage;
import cadmus.lang.lua.lua.LuaPackage;

/** The Lua language service: metamodel and parser from Lua.xtext, the renderer, and the generation rules. */
@Component(service = Language.class, property = Language.ID_PROPERTY + "=" + LuaLanguage.ID)
public final class LuaLanguage extends XtextLanguage {

	public static final String ID = "lua";

	private final Map<LuaDialect, LuaRules> rules = new EnumMap<>(LuaDialect.class);

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "Lua (5.1-5.4 subset)";
	}

	@Override
	public String fileExtension() {
		return "lua";
	}

	@Override
	public String lineComment() {
		return "--";
	}

	@Override
	public EClass rootClass() {
		return LuaPackage.Literals.CHUNK;
	}

	@Override
	public String render(EObject tree) {
		return new LuaRenderer().render(tree);
	}

	/** The program's code as the body of one function that {@link LuaHotForm} calls round after round. */
	@Override
	public java.util.Optional<String> hotProgramText(EObject tree, GenerationRules rules, int rounds) {
		boolean doubles = !(rules instanceof LuaRules lua) || lua.dialect() == LuaDialect.LUA51;
		return java.util.Optional.of(rules.prelude() + LuaHotForm.wrap(render(LuaVaryingCallSites.of(tree)), rounds, doubles));
	}

	public LuaLanguage() {
		for (var dialect : LuaDialect.values()) {
			rules.put(dialect, new LuaRules(dialect));
		}
	}

	@Override
	public GenerationRules rules() {
		return rules.get(LuaDialect.LUA54);
	}

	@Override
	public List<String> dialects() {
		return List.of(LuaDialect.LUA54.id(), LuaDialect.LUA51.id());
	}

	@Override
	public GenerationRules rules(String dialect) {
		return rules.get(LuaDialect.of(dialect));
	}

	@Override
	protected LuaSyntax createSyntax() {
		return new LuaSyntax();
	}
}
