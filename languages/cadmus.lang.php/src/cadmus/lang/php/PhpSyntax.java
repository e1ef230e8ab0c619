package cadmus.lang.php;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.SyntaxError;
import cadmus.lang.php.php.Try;
import cadmus.syntax.XtextSyntax;

/** Parses Php text with the Xtext-generated parser; the parser is thread-safe, one instance serves all. */
public final class PhpSyntax extends XtextSyntax {

	public PhpSyntax() {
		super(new PhpStandaloneSetup().createInjectorAndDoEMFRegistration(),
				() -> new cadmus.lang.php.ide.PhpIdeSetup().createInjectorAndDoEMFRegistration(), "php");
	}

	/**
	 * What PHP's compiler refuses that the grammar lets through: a try with neither a catch nor a finally (the grammar
	 * makes both optional, to keep its rule LL; php -l says "Cannot use try without catch or finally").
	 */
	@Override
	protected List<SyntaxError> checks(EObject root) {
		var errors = new ArrayList<SyntaxError>();
		for (var nodes = root.eAllContents(); nodes.hasNext();) {
			if (nodes.next() instanceof Try t && t.getCatches().isEmpty() && t.getFinally() == null) {
				errors.add(errorAt(t, "Cannot use try without catch or finally"));
			}
		}
		return errors;
	}
}
