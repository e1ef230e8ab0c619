package cadmus.api;

import java.util.List;
import java.util.Optional;

/** What a client asks for languages and their implementations; tracks bundles as they come and go. */
public interface LanguageRegistry {

	/** Installed languages, sorted by id. */
	List<Language> languages();

	Optional<Language> language(String id);

	/** Implementations of a language, in the order the language bundle lists them; empty for unknown ids. */
	List<Implementation> implementations(String languageId);
}
