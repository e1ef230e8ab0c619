package cadmus.lang.php;

import java.util.Set;

import org.eclipse.emf.ecore.EObject;

import cadmus.lang.php.php.Argument;
import cadmus.lang.php.php.Call;
import cadmus.lang.php.php.Expression;
import cadmus.lang.php.php.Name;
import cadmus.lang.php.php.PhpFactory;
import cadmus.lang.php.php.PhpPackage;
import cadmus.syntax.WrappedValues;

/**
 * Call sites whose arguments change from call to call, for the hot form: every argument of a call, a method call, a
 * static call or a {@code new} goes through the hot form's {@code hot_vary} ({@link PhpHotForm}). In the second
 * half of the quiet rounds it passes, picked call by call from a pseudo-random sequence, the value itself or: the
 * negated integer or 0; the negated float, the float plus a half, or NAN; a string one byte longer, empty or rotated;
 * the negated boolean; the same array as a hash table instead of a packed list (a key added and removed: the same
 * elements in the same order). Values stay of their PHP type, so a typed parameter still takes them (an int never
 * becomes a float), the prelude's wrappers keep the library defined, and the program deterministic; the tracing
 * JIT, which specialized a trace for what the first half passed, meets other values and array kinds. The rules make
 * no by-reference parameters, so no argument loses its reference behind the call. Calls of the printing function
 * and the loop fuel are left as they are.
 */
final class PhpVaryingCallSites {

	/** The hot form's function that varies an argument. */
	static final String VARY = "hot_vary";

	private static final Set<String> LEFT_ALONE = Set.of("emit", "fuel");

	private PhpVaryingCallSites() {
	}

	/** Varies the arguments of the tree's calls, in place (the hot form works on its own copy). */
	static void vary(EObject tree) {
		WrappedValues.wrap(tree, PhpPackage.Literals.ARGUMENT__VALUE,
				value -> value.eContainer() instanceof Argument a && !a.isSpread() && !leftAlone(a.eContainer()),
				PhpVaryingCallSites::varied);
	}

	private static boolean leftAlone(EObject call) {
		return call instanceof Call c && c.getTarget() instanceof Name n && LEFT_ALONE.contains(n.getName());
	}

	/** {@code hot_vary(value)}, the value moved into it. */
	private static Call varied(EObject value) {
		var name = PhpFactory.eINSTANCE.createName();
		name.setName(VARY);
		var argument = PhpFactory.eINSTANCE.createArgument();
		argument.setValue((Expression) value);
		var call = PhpFactory.eINSTANCE.createCall();
		call.setTarget(name);
		call.getArguments().add(argument);
		return call;
	}
}
