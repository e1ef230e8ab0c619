package cadmus.exec;

/** Who an implementation is, for people and for campaigns: id, language, dialect and a description. */
public record Profile(String id, String languageId, String dialect, String description) {
}
