package cadmus.lang.php;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.SyntaxError;
import cadmus.lang.php.php.Assign;
import cadmus.lang.php.php.ClassConstantFetch;
import cadmus.lang.php.php.Name;
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
	 * makes both optional, to keep its rule LL; php -l says "Cannot use try without catch or finally"); an assignment
	 * to a constant, a bare name or a class's ({@code v7 = 1}, {@code A::B = 1}: the grammar's assignment takes any
	 * expression on its left, which only the operator after it tells apart; php -l says "syntax error, unexpected
	 * token '='"). The generation rules write neither.
	 */
	@Override
	protected List<SyntaxError> checks(EObject root) {
		var errors = new ArrayList<SyntaxError>();
		for (var nodes = root.eAllContents(); nodes.hasNext();) {
			var node = nodes.next();
			if (node instanceof Try t && t.getCatches().isEmpty() && t.getFinally() == null) {
				errors.add(errorAt(t, "Cannot use try without catch or finally"));
			} else if (node instanceof Assign a && (a.getTarget() instanceof Name || a.getTarget() instanceof ClassConstantFetch)) {
				errors.add(errorAt(a, "syntax error, unexpected token \"" + a.getOperator() + "\": a constant is no assignment's target"));
			}
		}
		return errors;
	}
}
