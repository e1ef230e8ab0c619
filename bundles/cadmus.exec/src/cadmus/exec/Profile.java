package cadmus.exec;

import java.util.Set;

/**
 * Who an implementation is, for people and for campaigns: id, language, dialect and a description, whether
 * a campaign that names no implementations includes it ({@link cadmus.api.Implementation#inDefaultSet()}), and
 * the features of its dialect it lacks ({@link cadmus.api.Implementation#lacks()}).
 */
public record Profile(String id, String languageId, String dialect, String description, boolean inDefaultSet,
		Set<String> lacks) {

	public Profile {
		lacks = Set.copyOf(lacks);
	}

	/** A profile in the default set, lacking nothing. */
	public Profile(String id, String languageId, String dialect, String description) {
		this(id, languageId, dialect, description, true, Set.of());
	}

	/** The same profile, left out of the default set: an alternative to another implementation of the engine. */
	public Profile alternative() {
		return new Profile(id, languageId, dialect, description, false, lacks);
	}

	/** The same profile, lacking these features of its dialect. */
	public Profile lacking(Set<String> features) {
		return new Profile(id, languageId, dialect, description, inDefaultSet, features);
	}
}
