package cadmus.lang.lua;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.osgi.service.component.annotations.Component;

import cadmus.api.GenerationRules;
import cadmus.api.Language;
import cadmus.api.UnparsableProgramException;
import cadmus.lang.lua.lua.LuaPackage;

/** The Lua language service: metamodel and parser from Lua.xtext, the renderer, and the generation rules. */
@Component(service = Language.class, property = Language.ID_PROPERTY + "=" + LuaLanguage.ID)
public final class LuaLanguage implements Language {

	public static final String ID = "lua";

	private final Map<LuaDialect, LuaRules> rules = new EnumMap<>(LuaDialect.class);
	private volatile LuaSyntax syntax;

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
		return new LuaRenderer().render(tree);
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

	/** Created on first use: setting up Xtext's injector costs a few hundred milliseconds. */
	private LuaSyntax syntax() {
		var s = syntax;
		if (s == null) {
			synchronized (this) {
				s = syntax;
				if (s == null) {
					s = new LuaSyntax();
					syntax = s;
				}
			}
		}
		return s;
	}
}
