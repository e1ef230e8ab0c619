package cadmus.lang.js;

import cadmus.syntax.XtextSyntax;

/** Parses JavaScript text with the Xtext-generated parser; the parser is thread-safe, one instance serves all. */
final class JsSyntax extends XtextSyntax {

	JsSyntax() {
		super(new JsStandaloneSetup().createInjectorAndDoEMFRegistration(),
				() -> new cadmus.lang.js.ide.JsIdeSetup().createInjectorAndDoEMFRegistration(), "js");
	}
}
