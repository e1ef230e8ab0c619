package cadmus.generate.technique;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import cadmus.api.Technique;
import cadmus.api.TechniqueContext;
import cadmus.api.TechniqueMaker;

/**
 * The techniques installed, as a campaign or command asks for them by id: each found, checked to have what it needs
 * from the context, and its maker made once.
 */
public final class Techniques {

	private final Map<String, Technique> byId = new LinkedHashMap<>();

	/** @param installed the techniques Declarative Services has now */
	public Techniques(List<Technique> installed) {
		installed.stream().sorted(java.util.Comparator.comparing(Technique::id)).forEach(t -> byId.putIfAbsent(t.id(), t));
	}

	/** The ids of the techniques installed, sorted. */
	public List<String> ids() {
		return List.copyOf(byId.keySet());
	}

	/** The ids of the techniques installed that need a file of this kind ({@link Technique#needs}), sorted. */
	public List<String> needing(String kind) {
		return byId.values().stream().filter(t -> t.needs().contains(kind)).map(Technique::id).toList();
	}

	/**
	 * The technique of this id.
	 *
	 * @throws IllegalArgumentException naming the id and those installed when none has it
	 */
	public Technique get(String id) {
		var technique = byId.get(id);
		if (technique == null) {
			throw new IllegalArgumentException("unknown technique '" + id + "'; installed: " + String.join(", ", ids()));
		}
		return technique;
	}

	/**
	 * Why the technique cannot make programs in this context, or empty when it can: a kind of file it needs was not
	 * given ("technique langfuzz needs a model (--model FILE)"), or the file given does not serve it (its path, then
	 * what it lacks).
	 */
	public static Optional<String> unready(Technique technique, TechniqueContext context) {
		for (String kind : technique.needs()) {
			if (context.file(kind).isEmpty()) {
				return Optional.of("technique " + technique.id() + " needs a " + kind + " (--" + kind + " FILE)");
			}
		}
		return technique.unfit(context).map(lack -> technique.needs().stream()
				.map(kind -> context.file(kind).orElseThrow().toString()).findFirst()
				.orElse("technique " + technique.id()) + " " + lack);
	}

	/**
	 * The makers of these techniques in this context, by id, each made once.
	 *
	 * @throws IllegalArgumentException naming the technique and the cause when one is not installed or not ready
	 */
	public Map<String, TechniqueMaker> makers(List<String> ids, TechniqueContext context) {
		var makers = new LinkedHashMap<String, TechniqueMaker>();
		for (String id : ids) {
			var technique = get(id);
			var cause = unready(technique, context);
			if (cause.isPresent()) {
				throw new IllegalArgumentException(cause.get());
			}
			makers.put(id, technique.maker(context));
		}
		return makers;
	}
}
