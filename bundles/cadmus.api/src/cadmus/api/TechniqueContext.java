package cadmus.api;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

/**
 * What a technique is given to make programs with: the language and rules programs conform to, the generator, the
 * size bound, and the files the campaign or command was given ({@link Technique#needs}).
 */
public interface TechniqueContext {

	Language language();

	GenerationRules rules();

	Generator generator();

	SizeBound bound();

	/**
	 * The file of this kind the campaign or command was given, checked to be the one it began with; empty when it was
	 * given none.
	 */
	Optional<Path> file(String kind);

	/**
	 * What {@code make} makes of this context, made once and shared by every technique that asks under the same key (a
	 * model read once for all the techniques that draw from it).
	 */
	<T> T shared(String key, Function<TechniqueContext, T> make);
}
