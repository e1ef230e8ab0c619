package cadmus.lang.dafny;

import cadmus.syntax.XtextSyntax;

/** Parses Dafny text with the Xtext-generated parser; the parser is thread-safe, one instance serves all. */
public final class DafnySyntax extends XtextSyntax {

	public DafnySyntax() {
		super(new DafnyStandaloneSetup().createInjectorAndDoEMFRegistration(),
				() -> new cadmus.lang.dafny.ide.DafnyIdeSetup().createInjectorAndDoEMFRegistration(), "dfy");
	}
}
