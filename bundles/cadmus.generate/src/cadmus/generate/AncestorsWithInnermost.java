package cadmus.generate;

import java.util.AbstractList;
import java.util.List;

import org.eclipse.emf.ecore.EClass;

/**
 * A hole's ancestor classes (innermost first) with one more class inside them, as a view rather than a copy:
 * weighing asks this of every candidate with reference slots at every hole, and copying the ancestors each time
 * showed in profiles.
 */
final class AncestorsWithInnermost extends AbstractList<EClass> {

	private final EClass innermost;
	private final List<EClass> ancestors;

	AncestorsWithInnermost(EClass innermost, List<EClass> ancestors) {
		this.innermost = innermost;
		this.ancestors = ancestors;
	}

	@Override
	public EClass get(int index) {
		return index == 0 ? innermost : ancestors.get(index - 1);
	}

	@Override
	public int size() {
		return ancestors.size() + 1;
	}
}
