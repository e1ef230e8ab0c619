package cadmus.api;

import java.util.List;
import java.util.Optional;

/**
 * A way of making programs: where a program's decisions come from (its seed, a byte sequence a feedback loop gives, a
 * learned model, a corpus's fragments, a search) and what is built of them. Found through Declarative Services, as a
 * {@link Language} is, so that a campaign, {@code cadmus generate} and the IDE make programs by any technique
 * installed, naming none.
 *
 * <p>Every program is a function of its decisions: whatever chose them, the decisions recorded while a program was
 * made build it again ({@link TechniqueMaker#build}), without the model or search that chose them.
 */
public interface Technique {

	/** The name a campaign's mix and the command line know it by ({@code random}, {@code model}); stored with campaigns. */
	String id();

	/** What it does, in a line, for help texts and reports. */
	String description();

	/**
	 * Whether the rules checked its programs. A technique that edits a program as a corpus wrote it (a mutant) makes
	 * programs that may not conform: a campaign judges them only by the oracles chosen for them.
	 */
	default boolean conforming() {
		return true;
	}

	/**
	 * Whether each program's decisions come from a byte sequence the campaign's feedback loop gives it (the
	 * {@code input} of {@link TechniqueMaker#decisions}) rather than from its seed alone.
	 */
	default boolean fromInputs() {
		return false;
	}

	/**
	 * The kinds of file it needs ({@code model}): a campaign or command that uses it must be given one of each
	 * ({@link TechniqueContext#file}).
	 */
	default List<String> needs() {
		return List.of();
	}

	/**
	 * Why it cannot make programs with what the context gives (a model learned before it kept what this technique
	 * uses), said so that it reads after the file's name; empty when it can. Asked before a campaign begins, so that a
	 * campaign is refused up front rather than at its first program of this technique.
	 */
	default Optional<String> unfit(TechniqueContext context) {
		return Optional.empty();
	}

	/**
	 * What makes its programs with the context's language, rules and files: made once per campaign (or command) and
	 * used by all its workers at once, so it must be safe to share between threads.
	 *
	 * @throws InputFileException when a file it needs cannot be read as what it should be
	 */
	TechniqueMaker maker(TechniqueContext context);
}
