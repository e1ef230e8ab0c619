package cadmus.clp;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EClass;

/**
 * What a targeted program must be: a program of {@code language} that satisfies every one of the constraints.
 *
 * @param language the language's id
 * @param constraints all of which hold of a targeted program
 */
public record Target(String language, List<Constraint> constraints) {

	public Target {
		constraints = List.copyOf(constraints);
	}

	/** Whether the facts' tree satisfies every constraint. */
	public boolean holds(TreeFacts facts) {
		return unmet(facts).isEmpty();
	}

	/** The first constraint the facts' tree does not satisfy; empty when it satisfies all. */
	public Optional<Constraint> unmet(TreeFacts facts) {
		return constraints.stream().filter(c -> !c.holds(facts)).findFirst();
	}

	/** Whether a program may never have a node of this class (some constraint forbids it). */
	public boolean forbids(EClass chosen) {
		for (var constraint : constraints) {
			if (constraint.forbids(chosen)) {
				return true;
			}
		}
		return false;
	}
}
