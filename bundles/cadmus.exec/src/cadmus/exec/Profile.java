package cadmus.exec;

/**
 * Who an implementation is, for people and for campaigns: id, language, dialect and a description, and whether
 * a campaign that names no implementations includes it ({@link cadmus.api.Implementation#inDefaultSet()}).
 */
public record Profile(String id, String languageId, String dialect, String description, boolean inDefaultSet) {

	/** A profile in the default set. */
	public Profile(String id, String languageId, String dialect, String description) {
		this(id, languageId, dialect, description, true);
	}

	/** The same profile, left out of the default set: an alternative to another implementation of the engine. */
	public Profile alternative() {
		return new Profile(id, languageId, dialect, description, false);
	}
}
