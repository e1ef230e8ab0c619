package cadmus.campaign;

import java.util.List;
import java.util.Set;

import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.RecordingDecisionSource;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.Shape;
import cadmus.generate.Trace;

/**
 * Makes a campaign's program {@code i}: generated from seed {@code seed + i} with the campaign's rules and
 * size, its decisions recorded, so the same program comes back from the index or from the trace.
 */
public final class ProgramMaker {

	/** A generated program with its decision trace and size, and the tree's shape over the trace when recorded. */
	public record Made(Program program, Trace trace, Shape shape, int nodes) {
	}

	private final Language language;
	private final GenerationRules rules;
	private final Generator generator;
	private final CampaignConfig config;

	public ProgramMaker(Language language, Generator generator, CampaignConfig config) {
		this.language = language;
		this.rules = config.rules(language);
		this.generator = generator;
		this.config = config;
	}

	/** The campaign's rules, which made its programs. */
	GenerationRules rules() {
		return rules;
	}

	public Made make(long index) {
		var decisions = new RecordingDecisionSource(new SeededDecisionSource(config.seedOf(index)));
		var tree = generator.generate(language, rules, decisions, new SizeBound(config.size()));
		return made(index, tree, decisions.trace(), null);
	}

	/** The program a stored trace makes, as it was made in the campaign. */
	public Made replay(long index, Trace trace) {
		var tree = generator.generate(language, rules, new ReplayDecisionSource(trace), new SizeBound(config.size()));
		return made(index, tree, trace, null);
	}

	/**
	 * The program an edited trace makes (a reduction's candidate), with the decisions generation consumed: a
	 * trace cut short is completed with smallest values, a value out of its range is clamped into it, and holes
	 * take the classes {@code aims} names for their decisions where they can (see {@link ReplayDecisionSource}),
	 * and the bindings {@code unobserved} names have no observation statement.
	 */
	public Made replayRecording(long index, Trace trace, List<String> aims, Set<String> unobserved) {
		var decisions = RecordingDecisionSource.withShape(new ReplayDecisionSource(trace, aims, unobserved));
		var tree = generator.generate(language, rules, decisions, new SizeBound(config.size()));
		return made(index, tree, decisions.trace(), decisions.shape());
	}

	private Made made(long index, org.eclipse.emf.ecore.EObject tree, Trace trace, Shape shape) {
		int nodes = 1;
		for (var it = tree.eAllContents(); it.hasNext(); it.next()) {
			nodes++;
		}
		String name = "seed-" + config.seedOf(index) + "." + language.fileExtension();
		var program = new Program(language.id(), name, language.programText(tree, rules),
				"campaign program " + index + ", seed " + config.seedOf(index));
		return new Made(program, trace, shape, nodes);
	}
}
