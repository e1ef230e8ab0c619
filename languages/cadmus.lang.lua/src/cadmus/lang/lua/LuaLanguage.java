package cadmus.lang.lua;

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

	private final LuaRules rules = new LuaRules();
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
	public String render(EObject tree) {
		return new LuaRenderer().render(tree);
	}

	@Override
	public GenerationRules rules() {
		return rules;
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
