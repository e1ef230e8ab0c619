package cadmus.corpus;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import cadmus.api.DecisionSource;

/**
 * The corpus files a model keeps whole ({@link TreeModel#hosts()}), to be mutated as LangFuzz mutates a test suite's
 * programs: a mutant of a corpus program is one of them, drawn by a decision, with one subtree replaced by
 * {@link FragmentMutator}.
 */
public final class CorpusHosts {

	private final List<Fragment> hosts;
	private final EPackage ePackage;

	/**
	 * @param hosts    the model's hosts
	 * @param ePackage the language's metamodel, whose nodes the host is made of
	 */
	public CorpusHosts(List<Fragment> hosts, EPackage ePackage) {
		this.hosts = List.copyOf(hosts);
		this.ePackage = ePackage;
	}

	/** Whether there is no host (a model learned before hosts were kept, or from a corpus of tiny files). */
	public boolean isEmpty() {
		return hosts.isEmpty();
	}

	/**
	 * A new tree of one of the hosts, drawn by {@code decisions}.
	 *
	 * @throws IllegalStateException when there is none
	 * @throws CorpusException       when the model was learned with another version of the grammar
	 */
	public EObject choose(DecisionSource decisions) {
		if (hosts.isEmpty()) {
			throw new IllegalStateException("the model keeps no corpus program to mutate");
		}
		return FragmentMutator.instantiate(hosts.get(decisions.choose("mutate.host", hosts.size())), ePackage);
	}
}
