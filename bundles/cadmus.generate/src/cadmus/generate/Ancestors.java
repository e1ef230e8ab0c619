package cadmus.generate;

import java.util.AbstractList;
import java.util.Iterator;
import java.util.NoSuchElementException;

import org.eclipse.emf.ecore.EClass;

/**
 * The classes of a node and of the nodes enclosing it, innermost first: an immutable chain that each node on the
 * builder's path extends by its own class. A hole's ancestors are the chain of the node it is in, shared and never
 * copied; the rules ask them of every candidate at every hole ("is this hole inside a node of that class?"), so {@link #contains}
 * first asks a 64-bit summary of the classes on the chain and walks it only when the class may be there.
 */
final class Ancestors extends AbstractList<EClass> {

	static final Ancestors NONE = new Ancestors(null, null);

	private final EClass innermost;
	private final Ancestors enclosing;
	private final int size;
	/** A bit per class on the chain, by classifier number: a class whose bit is clear is not on it. */
	private final long summary;

	private Ancestors(EClass innermost, Ancestors enclosing) {
		this.innermost = innermost;
		this.enclosing = enclosing;
		this.size = enclosing == null ? 0 : enclosing.size + 1;
		this.summary = enclosing == null ? 0 : enclosing.summary | bit(innermost);
	}

	/** These ancestors with one more class inside them. */
	Ancestors inside(EClass eClass) {
		return new Ancestors(eClass, this);
	}

	private static long bit(EClass eClass) {
		return 1L << (eClass.getClassifierID() & 63);
	}

	@Override
	public EClass get(int index) {
		if (index < 0 || index >= size) {
			throw new IndexOutOfBoundsException(index + " of " + size);
		}
		var chain = this;
		for (int i = 0; i < index; i++) {
			chain = chain.enclosing;
		}
		return chain.innermost;
	}

	@Override
	public int size() {
		return size;
	}

	@Override
	public boolean contains(Object o) {
		if (!(o instanceof EClass eClass) || (summary & bit(eClass)) == 0) {
			return false;
		}
		for (var chain = this; chain.size > 0; chain = chain.enclosing) {
			if (chain.innermost == eClass) {
				return true;
			}
		}
		return false;
	}

	@Override
	public Iterator<EClass> iterator() {
		return new Iterator<>() {
			private Ancestors next = Ancestors.this;

			@Override
			public boolean hasNext() {
				return next.size > 0;
			}

			@Override
			public EClass next() {
				if (next.size == 0) {
					throw new NoSuchElementException();
				}
				var eClass = next.innermost;
				next = next.enclosing;
				return eClass;
			}
		};
	}
}
