package cadmus.generate;

import java.util.ArrayList;
import java.util.List;

/** Visible bindings as an immutable linked list: entering a scope is a push, leaving it is keeping the old head. */
final class Scope {

	static final Scope EMPTY = new Scope(null, null, 0);

	private final Bound head;
	private final Scope tail;
	private final int size;

	private Scope(Bound head, Scope tail, int size) {
		this.head = head;
		this.tail = tail;
		this.size = size;
	}

	Scope push(Bound bound) {
		return new Scope(bound, this, size + 1);
	}

	Scope pushAll(List<Bound> bounds) {
		Scope s = this;
		for (var b : bounds) {
			s = s.push(b);
		}
		return s;
	}

	/** The innermost binding matching the test, or null; walks the list without copying it. */
	Bound find(java.util.function.Predicate<Bound> test) {
		for (Scope s = this; s.head != null; s = s.tail) {
			if (test.test(s.head)) {
				return s.head;
			}
		}
		return null;
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
		return EMPTY.pushAll(kept);
	}

	/** Innermost first. */
	List<Bound> visible() {
		var result = new ArrayList<Bound>(size);
		for (Scope s = this; s.head != null; s = s.tail) {
			result.add(s.head);
		}
		return result;
	}
}
