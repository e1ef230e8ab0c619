package cadmus.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Visible bindings: the program's as an immutable linked list (entering a scope is a push, leaving it is keeping the
 * old head), innermost first, above the language's {@link Environment}, which every program shares. Keeping the
 * environment apart lets a reference hole look there only at the bindings that may fit it.
 */
final class Scope {

	/** The innermost program binding; null at the bottom, where only the environment is left. */
	private final Bound head;
	private final Scope tail;
	private final int size;
	private final Environment environment;
	/** Whether the environment's variables are hidden here (a node that hides enclosing variables is around). */
	private final boolean environmentWithoutMutable;

	/**
	 * For each outermost type constructor ({@link Constructors}), the nearest node at or below this one whose binding
	 * could have a type of it: a reference hole skips the bindings whose type can never fit it, which in programs that
	 * declare many functions were most of those it looked at. Null at the bottom.
	 */
	private final Scope[] nextOfKind;

	private Scope(Bound head, Scope tail, int size, Environment environment, boolean environmentWithoutMutable) {
		this.head = head;
		this.tail = tail;
		this.size = size;
		this.environment = environment;
		this.environmentWithoutMutable = environmentWithoutMutable;
		if (head == null) {
			this.nextOfKind = null;
		} else {
			int kind = Constructors.of(head.type());
			this.nextOfKind = new Scope[Constructors.COUNT];
			for (int k = 0; k < Constructors.COUNT; k++) {
				nextOfKind[k] = kind == Constructors.ANY || kind == k ? this : tail.firstOfKind(k);
			}
		}
	}

	/** This node, or the nearest below it, whose binding could be of the kind; the bottom when there is none. */
	private Scope firstOfKind(int kind) {
		return head == null ? this : nextOfKind[kind];
	}

	/** The scope at a program's start: the environment alone. */
	static Scope of(Environment environment) {
		return new Scope(null, null, 0, environment, false);
	}

	Scope push(Bound bound) {
		return new Scope(bound, this, size + 1, environment, environmentWithoutMutable);
	}

	Scope pushAll(List<Bound> bounds) {
		Scope s = this;
		for (var b : bounds) {
			s = s.push(b);
		}
		return s;
	}

	/** The innermost binding matching the test, or null; walks the bindings without copying them. */
	Bound find(Predicate<Bound> test) {
		var found = findInProgram(test);
		return found != null ? found : findInEnvironment(environment.all(), test);
	}

	/** The innermost of the program's own bindings matching the test, or null. */
	Bound findInProgram(Predicate<Bound> test) {
		for (Scope s = this; s.head != null; s = s.tail) {
			if (test.test(s.head)) {
				return s.head;
			}
		}
		return null;
	}

	/**
	 * As {@link #findInProgram(Predicate)} where the test fails for every binding whose type has an outermost
	 * constructor other than {@code wanted}'s (as a reference's type test does): those are skipped. {@code wanted} is
	 * the hole's type with its top variable bindings followed; null or a variable skips nothing.
	 */
	Bound findInProgram(Predicate<Bound> test, cadmus.api.types.Type wanted) {
		int kind = Constructors.of(wanted);
		if (kind == Constructors.ANY) {
			return findInProgram(test);
		}
		for (Scope s = firstOfKind(kind); s.head != null; s = s.tail.firstOfKind(kind)) {
			if (test.test(s.head)) {
				return s.head;
			}
		}
		return null;
	}

	/**
	 * The first of some environment bindings (innermost first, as {@link Environment} gives them) that is visible
	 * here and matches the test, or null.
	 */
	Bound findInEnvironment(Bound[] given, Predicate<Bound> test) {
		for (var b : given) {
			if (visibleHere(b) && test.test(b)) {
				return b;
			}
		}
		return null;
	}

	Environment environment() {
		return environment;
	}

	private boolean visibleHere(Bound given) {
		return !(environmentWithoutMutable && given.mutable());
	}

	/** The same bindings less the mutable ones (variables), in the same order. */
	Scope withoutMutable() {
		var kept = new ArrayList<Bound>(size);
		for (Scope s = this; s.head != null; s = s.tail) {
			if (!s.head.mutable()) {
				kept.add(s.head);
			}
		}
		java.util.Collections.reverse(kept);
		return new Scope(null, null, 0, environment, true).pushAll(kept);
	}
}
