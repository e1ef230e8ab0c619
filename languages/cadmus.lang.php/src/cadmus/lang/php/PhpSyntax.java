package cadmus.lang.php;

import cadmus.syntax.XtextSyntax;

/** Parses Php text with the Xtext-generated parser; the parser is thread-safe, one instance serves all. */
public final class PhpSyntax extends XtextSyntax {

	public PhpSyntax() {
		super(new PhpStandaloneSetup().createInjectorAndDoEMFRegistration(),
				() -> new cadmus.lang.php.ide.PhpIdeSetup().createInjectorAndDoEMFRegistration(), "php");
	}
}
