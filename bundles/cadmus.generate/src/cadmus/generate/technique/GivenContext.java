package cadmus.generate.technique;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.SizeBound;
import cadmus.api.TechniqueContext;

/** A technique context of given parts: a campaign's, or a command's, with the files it was given by kind. */
public final class GivenContext implements TechniqueContext {

	private final Language language;
	private final GenerationRules rules;
	private final Generator generator;
	private final SizeBound bound;
	private final Map<String, Path> files;
	private final Map<String, Object> shared = new HashMap<>();

	/** @param files kind → the file given for it (checked already to be the one the campaign began with) */
	public GivenContext(Language language, GenerationRules rules, Generator generator, SizeBound bound,
			Map<String, Path> files) {
		this.language = language;
		this.rules = rules;
		this.generator = generator;
		this.bound = bound;
		this.files = Map.copyOf(files);
	}

	@Override
	public Language language() {
		return language;
	}

	@Override
	public GenerationRules rules() {
		return rules;
	}

	@Override
	public Generator generator() {
		return generator;
	}

	@Override
	public SizeBound bound() {
		return bound;
	}

	@Override
	public Optional<Path> file(String kind) {
		return Optional.ofNullable(files.get(kind));
	}

	/** Made under the lock, which {@code make} may take again to ask for another shared value (a mutator, its model). */
	@Override
	@SuppressWarnings("unchecked")
	public synchronized <T> T shared(String key, Function<TechniqueContext, T> make) {
		Object value = shared.get(key);
		if (value == null) {
			value = make.apply(this);
			shared.put(key, value);
		}
		return (T) value;
	}
}
