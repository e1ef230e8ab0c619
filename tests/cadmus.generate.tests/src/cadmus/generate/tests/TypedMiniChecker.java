package cadmus.generate.tests;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeLattice;
import cadmus.api.types.TypeVariable;
import cadmus.generate.Unifier;

/**
 * An independent checker for {@link TypedMini} programs: declaration before use, type correctness (by
 * inference), writes only to variables of the same function, and no conflicting effects between the operands
 * of Add and App. Throws AssertionError naming the first violation.
 */
final class TypedMiniChecker {

	private final TypedMini mini;
	private final Unifier unifier = new Unifier(new TypeLattice());

	/** Reads and writes of names by a subtree. */
	private record Effects(Set<String> reads, Set<String> writes) {
		Effects() {
			this(new HashSet<>(), new HashSet<>());
		}

		void add(Effects other) {
			reads.addAll(other.reads);
			writes.addAll(other.writes);
		}

		boolean conflictsWith(Effects other) {
			for (String w : writes) {
				if (other.reads.contains(w) || other.writes.contains(w)) {
					return true;
				}
			}
			for (String w : other.writes) {
				if (reads.contains(w)) {
					return true;
				}
			}
			return false;
		}
	}

	TypedMiniChecker(TypedMini mini) {
		this.mini = mini;
	}

	/** Checks a whole program; returns the names it declared at top level, in order. */
	List<String> check(EObject program) {
		return check(program, List.of());
	}

	/**
	 * Checks a program that may also name the language's environment: its bindings are in scope from the start, and
	 * its mutable ones may be written outside functions.
	 */
	@SuppressWarnings("unchecked")
	List<String> check(EObject program, List<cadmus.api.Binding> given) {
		var env = new HashMap<String, Type>();
		var writable = new HashSet<String>();
		for (var b : given) {
			env.put(b.name(), b.type());
			if (b.mutable()) {
				writable.add(b.name());
			}
		}
		var declared = new java.util.ArrayList<String>();
		for (EObject s : (List<EObject>) program.eGet(mini.statements)) {
			if (s.eClass() == mini.decl) {
				String name = (String) s.eGet(mini.declName);
				if (env.containsKey(name)) {
					throw new AssertionError("redeclared " + name);
				}
				env.put(name, type((EObject) s.eGet(mini.declValue), env, writable, new Effects()));
				writable.add(name);
				declared.add(name);
			} else if (s.eClass() == mini.print) {
				type((EObject) s.eGet(mini.printValue), env, writable, new Effects());
			} else if (s.eClass() == mini.set) {
				var effects = new Effects();
				var targetVar = (EObject) s.eGet(mini.setTarget);
				Type target = variable(targetVar, env, writable, true, effects);
				var value = (EObject) s.eGet(mini.setValue);
				unify(target, type(value, env, writable, effects), "Set");
				noSelfCall(value, (String) targetVar.eGet(mini.varName));
			}
		}
		return declared;
	}

	private Type type(EObject e, Map<String, Type> env, Set<String> writable, Effects effects) {
		var c = e.eClass();
		if (c == mini.num) {
			return TypedMini.INT;
		}
		if (c == mini.str) {
			return TypedMini.STRING;
		}
		if (c == mini.neg) {
			unify(TypedMini.INT, type((EObject) e.eGet(mini.negOperand), env, writable, effects), "Neg");
			return TypedMini.INT;
		}
		if (c == mini.var) {
			return variable(e, env, writable, false, effects);
		}
		if (c == mini.inc) {
			unify(TypedMini.INT, variable((EObject) e.eGet(mini.incTarget), env, writable, true, effects), "Inc");
			return TypedMini.INT;
		}
		if (c == mini.add) {
			var left = new Effects();
			var right = new Effects();
			unify(TypedMini.INT, type((EObject) e.eGet(mini.addLeft), env, writable, left), "Add.left");
			unify(TypedMini.INT, type((EObject) e.eGet(mini.addRight), env, writable, right), "Add.right");
			noConflict(left, right, "Add");
			effects.add(left);
			effects.add(right);
			return TypedMini.INT;
		}
		if (c == mini.lambda) {
			String param = (String) e.eGet(mini.lambdaParam);
			var inner = new HashMap<>(env);
			Type p = TypeVariable.oneOf(TypedMini.INT, TypedMini.STRING);
			inner.put(param, p);
			var body = type((EObject) e.eGet(mini.lambdaBody), inner, new HashSet<>(Set.of(param)), effects);
			return new FunctionType(List.of(p), body);
		}
		if (c == mini.app) {
			var fnEffects = new Effects();
			var argEffects = new Effects();
			Type fn = type((EObject) e.eGet(mini.appFn), env, writable, fnEffects);
			Type arg = type((EObject) e.eGet(mini.appArg), env, writable, argEffects);
			noConflict(fnEffects, argEffects, "App");
			effects.add(fnEffects);
			effects.add(argEffects);
			var result = new TypeVariable();
			unify(fn, new FunctionType(List.of(arg), result), "App");
			return result;
		}
		throw new AssertionError("unexpected " + c.getName());
	}

	private Type variable(EObject var, Map<String, Type> env, Set<String> writable, boolean write, Effects effects) {
		String name = (String) var.eGet(mini.varName);
		if (!env.containsKey(name)) {
			throw new AssertionError("use of undeclared " + name);
		}
		if (write && !writable.contains(name)) {
			throw new AssertionError("write of " + name + " from another function");
		}
		(write ? effects.writes() : effects.reads()).add(name);
		return env.get(name);
	}

	private void unify(Type a, Type b, String where) {
		if (!unifier.unify(a, b)) {
			throw new AssertionError(where + ": " + unifier.resolve(a) + " vs " + unifier.resolve(b));
		}
	}

	/** A function stored into a variable must not read that variable (it would call itself without end). */
	private void noSelfCall(EObject value, String target) {
		var nodes = new java.util.ArrayList<EObject>(List.of(value));
		value.eAllContents().forEachRemaining(nodes::add);
		for (var node : nodes) {
			if (node.eClass() != mini.lambda) {
				continue;
			}
			for (var inner = node.eAllContents(); inner.hasNext();) {
				var n = inner.next();
				if (n.eClass() == mini.var && target.equals(n.eGet(mini.varName))) {
					throw new AssertionError("a function assigned to " + target + " reads " + target);
				}
			}
		}
	}

	private static void noConflict(Effects a, Effects b, String where) {
		if (a.conflictsWith(b)) {
			throw new AssertionError(where + " operands conflict: " + a + " / " + b);
		}
	}
}
