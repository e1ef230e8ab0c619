package cadmus.campaign;

import java.util.List;
import java.util.Set;
import java.util.function.LongFunction;

import cadmus.api.DecisionSource;
import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import org.eclipse.emf.ecore.EObject;

import cadmus.corpus.CorpusHosts;
import cadmus.corpus.FragmentDecisions;
import cadmus.corpus.FragmentMutator;
import cadmus.corpus.ModelDecisions;
import cadmus.corpus.TreeModel;
import cadmus.generate.ByteDecisionSource;
import cadmus.generate.RecordingDecisionSource;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.Shape;
import cadmus.generate.Trace;

/**
 * Makes a campaign's program {@code i}: generated from its seed ({@link CampaignConfig#seedOf}) (or, in a feedback-directed campaign,
 * from the byte sequence the loop gave it) with the campaign's rules and size, by the technique the campaign gives
 * it (its classes drawn by a learned model, or not), its decisions recorded, so the same program comes back from
 * the index (or input) or from the trace, which replays without the model.
 */
public final class ProgramMaker {

	/**
	 * A generated program with its decision trace and size, the tree's shape over the trace when recorded, and, for
	 * a program made from a byte sequence, the bytes its decisions read (null otherwise).
	 */
	public record Made(Program program, Trace trace, Shape shape, int nodes, byte[] input) {
	}

	private final Language language;
	private final GenerationRules rules;
	private final Generator generator;
	private final CampaignConfig config;
	/** Program index → its input, in a feedback-directed campaign; null in a random one. */
	private final LongFunction<byte[]> inputs;
	/** The campaign's learned model ({@link CampaignModel}), null where none makes programs. */
	private final TreeModel model;
	/** What mutates its mutants, null where it makes none. */
	private final FragmentMutator mutator;
	/** The corpus programs its corpus mutants are made from, null where it makes none. */
	private final CorpusHosts hosts;

	/** A maker of programs again from their traces or inputs, and of programs that no model makes. */
	public ProgramMaker(Language language, Generator generator, CampaignConfig config) {
		this(language, generator, config, null, null);
	}

	/**
	 * @param inputs each program's byte sequence, in a feedback-directed campaign; null for seeds
	 * @param model  the campaign's model, where its technique mix has model programs; null otherwise
	 */
	ProgramMaker(Language language, Generator generator, CampaignConfig config, LongFunction<byte[]> inputs,
			TreeModel model) {
		this.language = language;
		this.rules = config.rules(language);
		this.generator = generator;
		this.config = config;
		this.inputs = inputs;
		this.model = model;
		this.mutator = config.hasMutants() && model != null ? new FragmentMutator(model.fragments(), rules) : null;
		this.hosts = config.mix().containsKey(CampaignConfig.CORPUS_MUTANTS) && model != null
				? new CorpusHosts(model.hosts(), language.rootClass().getEPackage())
				: null;
	}

	/**
	 * A maker of a stored campaign's programs again (to reproduce or reduce them), with the model its folder keeps
	 * where its programs need one: a mutant is made again from its trace and the model's fragments.
	 *
	 * @throws CampaignException when the campaign's model is missing or not the one it began with
	 */
	public static ProgramMaker of(Language language, Generator generator, cadmus.campaign.store.CampaignStore store) {
		var config = store.config();
		return new ProgramMaker(language, generator, config, null, CampaignModel.load(store.dir(), config));
	}

	/** The campaign's rules, which made its programs. */
	GenerationRules rules() {
		return rules;
	}

	public Made make(long index) {
		if (inputs != null) {
			return fromInput(index, inputs.apply(index));
		}
		DecisionSource seeded = new SeededDecisionSource(config.seedOf(index));
		String technique = config.techniqueOf(index);
		if (CampaignConfig.MODEL.equals(technique) || CampaignConfig.LANGFUZZ.equals(technique)) {
			if (model == null) {
				throw new IllegalStateException("program " + index + " is a " + technique + " program, and no model was given");
			}
			seeded = CampaignConfig.MODEL.equals(technique) ? new ModelDecisions(model, seeded)
					: new FragmentDecisions(model.fragments(), seeded);
		}
		var decisions = new RecordingDecisionSource(seeded);
		var tree = mutated(index, host(index, decisions), decisions);
		return made(index, tree, decisions.trace(), null, null);
	}

	/**
	 * The tree program {@code index} starts from: a corpus program the model keeps, for a mutant of one, and a
	 * generated program otherwise.
	 */
	private EObject host(long index, DecisionSource decisions) {
		if (!config.corpusMutant(index)) {
			return generator.generate(language, rules, decisions, new SizeBound(config.size()));
		}
		if (hosts == null || hosts.isEmpty()) {
			throw new IllegalStateException("program " + index + " is a mutant of a corpus program, and the model "
					+ "given keeps none");
		}
		return hosts.choose(decisions);
	}

	/**
	 * Program {@code index}'s tree: its host as it is, or, for a mutant, its host mutated with the decisions that
	 * follow those that made the host (so its trace makes it again).
	 */
	private EObject mutated(long index, EObject tree, DecisionSource decisions) {
		if (!config.mutant(index)) {
			return tree;
		}
		if (mutator == null) {
			throw new IllegalStateException("program " + index + " is a mutant, and no model was given");
		}
		// A program no fragment fits into, or whose mutants the grammar does not read back, is its generated self.
		return mutator.readable(language, tree, decisions).map(FragmentMutator.Mutant::tree).orElse(tree);
	}

	/** The program a byte sequence makes (a feedback-directed campaign's program, or its stored input again). */
	public Made fromInput(long index, byte[] input) {
		var bytes = new ByteDecisionSource(input);
		var decisions = new RecordingDecisionSource(bytes);
		var tree = generator.generate(language, rules, decisions, new SizeBound(config.size()));
		return made(index, tree, decisions.trace(), null, bytes.read());
	}

	/** The program a stored trace makes, as it was made in the campaign. */
	public Made replay(long index, Trace trace) {
		var decisions = new ReplayDecisionSource(trace);
		var tree = mutated(index, host(index, decisions), decisions);
		return made(index, tree, trace, null, null);
	}

	/**
	 * The program an edited trace makes (a reduction's candidate), with the decisions generation consumed: a
	 * trace cut short is completed with smallest values, a value out of its range is clamped into it, and holes
	 * take the classes {@code aims} names for their decisions where they can (see {@link ReplayDecisionSource}),
	 * and the bindings {@code unobserved} names have no observation statement.
	 */
	public Made replayRecording(long index, Trace trace, List<String> aims, Set<String> unobserved) {
		var decisions = RecordingDecisionSource.withShape(new ReplayDecisionSource(trace, aims, unobserved));
		var tree = mutated(index, host(index, decisions), decisions);
		return made(index, tree, decisions.trace(), decisions.shape(), null);
	}

	private Made made(long index, EObject tree, Trace trace, Shape shape, byte[] input) {
		int nodes = 1;
		for (var it = tree.eAllContents(); it.hasNext(); it.next()) {
			nodes++;
		}
		String origin = config.zest() ? "input-" + index : "seed-" + config.seedOf(index);
		String technique = config.techniques().size() > 1 || model != null ? ", " + config.techniqueOf(index) : "";
		var program = new Program(language.id(), origin + "." + language.fileExtension(),
				config.programText(language, tree, rules), "campaign program " + index + ", " + origin.replace('-', ' ') + technique);
		return new Made(program, trace, shape, nodes, input);
	}
}
