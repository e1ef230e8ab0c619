package cadmus.reduce;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import cadmus.generate.Decision;
import cadmus.generate.Trace;

/**
 * An edit of a state's trace and of its aims (the class each hole decision took), kept aligned: what is
 * deleted or copied takes its aims along, and a decision whose value is changed loses its aim, since the
 * change is meant to change what that hole takes. The bindings left unobserved go along.
 */
final class TraceEdit {

	private final List<Decision> decisions;
	private final List<String> aims;
	private final Set<String> unobserved;

	TraceEdit(State state) {
		this.decisions = new ArrayList<>(state.trace().decisions());
		this.aims = new ArrayList<>(state.aims());
		this.unobserved = new HashSet<>(state.unobserved());
	}

	int size() {
		return decisions.size();
	}

	Decision get(int index) {
		return decisions.get(index);
	}

	/** Deletes decisions {@code [from, to)}. */
	TraceEdit delete(int from, int to) {
		decisions.subList(from, to).clear();
		aims.subList(from, to).clear();
		return this;
	}

	/** Sets a decision's value (within its range), dropping its aim. */
	TraceEdit set(int index, long value) {
		var d = decisions.get(index);
		decisions.set(index, new Decision(d.label(), d.lo(), d.hi(), value));
		aims.set(index, null);
		return this;
	}

	/** Aims a decision's hole at a class. */
	TraceEdit aim(int index, String className) {
		aims.set(index, className);
		return this;
	}

	/** Inserts a decision with its aim before {@code index}. */
	TraceEdit insert(int index, Decision decision, String aim) {
		decisions.add(index, decision);
		aims.add(index, aim);
		return this;
	}

	/** Replaces decisions {@code [from, to)} by decisions {@code [copyFrom, copyTo)} of {@code source}, aims and all. */
	TraceEdit replace(int from, int to, TraceEdit source, int copyFrom, int copyTo) {
		var copied = new ArrayList<>(source.decisions.subList(copyFrom, copyTo));
		var copiedAims = new ArrayList<>(source.aims.subList(copyFrom, copyTo));
		delete(from, to);
		decisions.addAll(from, copied);
		aims.addAll(from, copiedAims);
		return this;
	}

	/** Leaves a binding's observation statement out. */
	TraceEdit unobserve(String name) {
		unobserved.add(name);
		return this;
	}

	Trace trace() {
		return new Trace(decisions);
	}

	List<String> aims() {
		return aims;
	}

	Set<String> unobserved() {
		return unobserved;
	}
}
