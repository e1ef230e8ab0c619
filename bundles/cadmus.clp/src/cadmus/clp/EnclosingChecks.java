package cadmus.clp;

import java.util.BitSet;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;

/**
 * One run's checks of the enclosing nodes that wants inside a feature of values or types ask for ({@code inside
 * Comparison}): per slot (an enclosing node one want asks for; a chain, {@code inside Comparison inside If}, has one
 * for each), the node of the enclosing class chosen last whose values are still to be drawn, and the nodes of that
 * class that turned out not to have the values or type asked, which enclose nothing the want counts.
 */
final class EnclosingChecks {

	/** Per slot: the number of the node whose asked values are still to be drawn; -1 for none. */
	private final int[] pending;
	/** Per slot: the numbers of the enclosing class's nodes that lack the values or type it asks. */
	private final BitSet[] failed;

	EnclosingChecks(int slots) {
		pending = new int[slots];
		failed = new BitSet[slots];
		java.util.Arrays.fill(pending, -1);
		java.util.Arrays.setAll(failed, w -> new BitSet());
	}

	/**
	 * Node {@code at} was chosen for slot {@code w}'s enclosing class ({@code mayHaveType}: whether it may have the type
	 * asked): one that may not fails; one whose values are asked waits for them.
	 */
	void chose(int w, int at, Occurs.Around around, boolean mayHaveType) {
		if (!mayHaveType) {
			failed[w].set(at);
		} else if (around.with().stream().anyMatch(v -> !(v.value() instanceof Boolean))) {
			pending[w] = at;
		}
	}

	/** A node was chosen: no slot's enclosing node waits for values any more until {@link #chose} says so. */
	void clear(int w) {
		pending[w] = -1;
	}

	/** The tests of the attribute that slot {@code w} asks of node {@code at}, where it waits for that node's values. */
	List<Occurs.Valued> tests(int w, int at, Occurs.Around around, EAttribute attribute) {
		return pending[w] == at ? Guide.testsOf(around.with(), attribute) : List.of();
	}

	/** Node {@code at} drew the attribute's value: where slot {@code w} waits for it and it fails a test, the node fails. */
	void valued(int w, int at, Occurs.Around around, EAttribute attribute, Object value) {
		if (pending[w] == at && !Guide.testsOf(around.with(), attribute).stream().allMatch(v -> v.accepts(value))) {
			failed[w].set(at);
		}
	}

	/** Whether node {@code at} may enclose what its want counts (it has not failed slot {@code w}'s checks). */
	boolean encloses(int w, int at) {
		return !failed[w].get(at);
	}
}
