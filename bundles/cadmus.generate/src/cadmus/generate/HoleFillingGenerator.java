package cadmus.generate;

import java.util.Map;
import java.util.WeakHashMap;

import org.eclipse.emf.ecore.EObject;
import org.osgi.service.component.annotations.Component;

import cadmus.api.DecisionSource;
import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.SizeBound;

/**
 * The generator service: fills holes over a language's metamodel, shaped by its rules. Tables derived from
 * the rules are built once per rules object and shared by all threads.
 */
@Component(service = Generator.class)
public final class HoleFillingGenerator implements Generator {

	private final Map<GenerationRules, GenerationTables> tables = new WeakHashMap<>();

	@Override
	public EObject generate(Language language, GenerationRules rules, DecisionSource decisions, SizeBound bound) {
		return new TreeBuilder(tablesFor(language, rules), decisions, bound).build();
	}

	/** Checks a language's rules up front, so that broken rules fail with their names before any run. */
	public void validate(Language language, GenerationRules rules) {
		tablesFor(language, rules);
	}

	private GenerationTables tablesFor(Language language, GenerationRules rules) {
		synchronized (tables) {
			return tables.computeIfAbsent(rules, r -> GenerationTables.build(language.rootClass(), r));
		}
	}
}
