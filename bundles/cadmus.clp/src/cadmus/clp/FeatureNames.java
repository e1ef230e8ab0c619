package cadmus.clp;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EPackage;

/**
 * The names a target's statements use for kinds of nodes: the classes of the language's metamodel, and the features
 * that the language's bundle ({@link TargetLibrary#features}) and the target file define, each a name for nodes of
 * any of several kinds ({@code Loop}: a numeric for, a generic for, a while or a repeat).
 */
final class FeatureNames {

	private final EPackage ePackage;
	private final Map<String, List<Occurs>> features = new HashMap<>();
	/** Whether the statement under way named a feature. */
	private boolean used;

	FeatureNames(EPackage ePackage) {
		this.ePackage = ePackage;
	}

	EPackage ePackage() {
		return ePackage;
	}

	/** The metamodel's class of this name. */
	Optional<EClass> eClass(String name) {
		return ePackage.getEClassifier(name) instanceof EClass c ? Optional.of(c) : Optional.empty();
	}

	/** The kinds a feature of this name stands for; empty where no feature has the name. */
	Optional<List<Occurs>> feature(String name) {
		var kinds = features.get(name);
		used |= kinds != null;
		return Optional.ofNullable(kinds);
	}

	/** A statement begins: none of its words has named a feature yet. */
	void startStatement() {
		used = false;
	}

	/** Whether a word of the statement under way named a feature. */
	boolean used() {
		return used;
	}

	/**
	 * Names a feature.
	 *
	 * @return why the name cannot be given (a class's, a feature's already); empty when it was
	 */
	Optional<String> define(String name, List<Occurs> kinds) {
		if (eClass(name).isPresent()) {
			return Optional.of(name + " is a class of the language: a feature needs a name of its own");
		}
		if (features.putIfAbsent(name, List.copyOf(kinds)) != null) {
			return Optional.of("the feature " + name + " is defined already");
		}
		return Optional.empty();
	}

	/** The features' names, for a report of what a misspelt name might be. */
	java.util.Set<String> names() {
		return features.keySet();
	}
}
