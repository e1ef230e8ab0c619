package cadmus.lang.lua;

import cadmus.syntax.XtextSyntax;

/** Parses Lua text with the Xtext-generated parser; the parser is thread-safe, one instance serves all. */
final class LuaSyntax extends XtextSyntax {

	LuaSyntax() {
		super(new LuaStandaloneSetup().createInjectorAndDoEMFRegistration(),
				() -> new cadmus.lang.lua.ide.LuaIdeSetup().createInjectorAndDoEMFRegistration(), "lua");
	}
}
