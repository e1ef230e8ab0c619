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

	/**
	 * The flags its constraints ask a value of ({@code with getter}), by the label of the generator's decision of
	 * them: the value asked for (the first asked, where two ask different values).
	 */
	public java.util.Map<String, Boolean> wantedFlags() {
		var flags = new java.util.HashMap<String, Boolean>();
		for (var occurs : wanted()) {
			// The flags of the enclosing nodes features name after 'inside' too.
			var asked = new java.util.ArrayList<>(occurs.with());
			occurs.enclosings().forEach(enclosing -> asked.addAll(enclosing.around().with()));
			// And those asked of a node below the one counted.
			occurs.related().forEach(relation -> asked.addAll(relation.asked(occurs.what())));
			for (var valued : asked) {
				if (valued.value() instanceof Boolean b) {
					flags.putIfAbsent(valued.label(), b);
				}
			}
		}
		return java.util.Map.copyOf(flags);
	}

	/**
	 * The enclosing nodes its "at least" counts ask for in a containment of theirs ({@code inside Try.finally}): where a
	 * rule decides whether a node has such a child ({@link cadmus.api.ChildTyping#hasOptional}), a search takes it.
	 */
	public List<Occurs.Enclosing> wantedContainments() {
		return wanted().stream().flatMap(occurs -> occurs.enclosings().stream()).filter(e -> e.via() != null).distinct()
				.toList();
	}

	/**
	 * What its "at least" counts count, as one group of kinds per count: a count of a class, its one kind; a count of
	 * several kinds ({@link AnyOf}), all of them, any of which helps it.
	 */
	public List<List<Occurs>> wants() {
		var wants = new java.util.ArrayList<List<Occurs>>();
		for (var constraint : constraints) {
			if (constraint instanceof Occurs occurs && occurs.min() > 0) {
				wants.add(List.of(occurs));
			} else if (constraint instanceof AnyOf anyOf && anyOf.min() > 0) {
				wants.add(anyOf.kinds());
			}
		}
		return wants;
	}

	/** Every kind of node an "at least" count counts. */
	private List<Occurs> wanted() {
		return wants().stream().flatMap(List::stream).toList();
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
