package cadmus.lang.php;

import java.util.LinkedHashSet;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.lang.php.php.ArrayLiteral;
import cadmus.lang.php.php.ArrowFunction;
import cadmus.lang.php.php.Catch;
import cadmus.lang.php.php.Closure;
import cadmus.lang.php.php.ClosureUse;
import cadmus.lang.php.php.Definition;
import cadmus.lang.php.php.EmbeddedVariable;
import cadmus.lang.php.php.Foreach;
import cadmus.lang.php.php.PhpFactory;
import cadmus.lang.php.php.Variable;

/**
 * Writes each closure's use clause from its body: every variable the body reads that the closure does not bind
 * itself, as PHP requires (a closure sees nothing else of its surroundings). Generation lets a closure's body
 * read the variables around it, read-only (a closure isolates its writes), so capturing them by value or by
 * reference means the same; arrays are captured by reference and scalars by value, so both kinds run. Derived
 * from the body every time a tree is rendered, so a reduced body never keeps a stale use.
 */
final class PhpClosureUses {

	private PhpClosureUses() {
	}

	/** Sets the use clause of every closure in the tree. */
	static void complete(EObject tree) {
		// One walk finds both the closures and the array definitions their uses need.
		var closures = new java.util.ArrayList<Closure>();
		var arrays = new ArrayDefinitions();
		for (var it = tree.eAllContents(); it.hasNext();) {
			var node = it.next();
			if (node instanceof Closure closure) {
				closures.add(closure);
			} else {
				arrays.note(node);
			}
		}
		for (var closure : closures) {
			var uses = uses(closure, arrays.names);
			closure.getUses().clear();
			closure.getUses().addAll(uses);
		}
	}

	/** The use clause a closure needs, made anew (the closure is not changed). */
	static java.util.List<ClosureUse> uses(Closure closure) {
		return uses(closure, arrays(EcoreUtil.getRootContainer(closure)));
	}

	private static java.util.List<ClosureUse> uses(Closure closure, Set<String> arrays) {
		var read = new LinkedHashSet<String>();
		var bound = new LinkedHashSet<>(closure.getNames());
		closure.getParameters().forEach(p -> bound.add(p.getName()));
		for (var it = closure.getBody().eAllContents(); it.hasNext();) {
			EObject node = it.next();
			if (node instanceof Variable v) {
				read.add(v.getName());
			} else if (node instanceof EmbeddedVariable v) {
				read.add(v.getName());
			} else {
				bound.addAll(bindings(node));
			}
		}
		read.removeAll(bound);
		read.remove("this");
		var uses = new java.util.ArrayList<ClosureUse>();
		for (String name : read) {
			var use = PhpFactory.eINSTANCE.createClosureUse();
			use.setName(name);
			use.setByReference(arrays.contains(name));
			uses.add(use);
		}
		return uses;
	}

	/** The names a node binds inside a closure's body. */
	private static Set<String> bindings(EObject node) {
		var names = new LinkedHashSet<String>();
		if (node instanceof Definition d) {
			names.add(d.getName());
		} else if (node instanceof cadmus.lang.php.php.Destructuring d) {
			names.addAll(d.getNames());
		} else if (node instanceof Foreach f) {
			if (f.getKeyName() != null) {
				names.add(f.getKeyName());
			}
			if (f.getValueName() != null) {
				names.add(f.getValueName());
			}
		} else if (node instanceof Catch c && c.getVariable() != null) {
			names.add(c.getVariable());
		} else if (node instanceof ArrowFunction a) {
			names.addAll(a.getNames());
		} else if (node instanceof Closure c) {
			names.addAll(c.getNames());
		} else if (node instanceof cadmus.lang.php.php.StaticDeclaration s) {
			names.add(s.getName());
		} else if (node instanceof cadmus.lang.php.php.Parameter p) {
			names.add(p.getName());
		}
		return names;
	}

	/** The variables of a tree defined with an array literal. */
	private static Set<String> arrays(EObject root) {
		var arrays = new ArrayDefinitions();
		root.eAllContents().forEachRemaining(arrays::note);
		return arrays.names;
	}

	/**
	 * Collects the variables defined with an array literal, once per tree rather than once per use (names are unique
	 * in a generated program; where a reduced one defines a name twice, the first definition decides).
	 */
	private static final class ArrayDefinitions {
		final Set<String> names = new java.util.HashSet<>();
		private final Set<String> defined = new java.util.HashSet<>();

		void note(EObject node) {
			if (node instanceof Definition d && defined.add(d.getName()) && d.getValue() instanceof ArrayLiteral) {
				names.add(d.getName());
			}
		}
	}
}
