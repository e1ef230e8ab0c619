package cadmus.campaign;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongFunction;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.ByteInput;
import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.InputFileException;
import cadmus.api.Language;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.api.Technique;
import cadmus.api.TechniqueMaker;
import cadmus.generate.RecordingDecisionSource;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.Shape;
import cadmus.generate.Trace;
import cadmus.generate.technique.GivenContext;
import cadmus.generate.technique.Techniques;

/**
 * Makes a campaign's program {@code i} by the technique the campaign gives it ({@link CampaignConfig#techniqueOf}),
 * from its seed ({@link CampaignConfig#seedOf}) or, in a feedback-directed campaign, the byte sequence the loop gave
 * it, with the campaign's rules and size. Its decisions are recorded, so that the same program comes back from the
 * index (or input) or from the trace, which replays without whatever chose the decisions (a model, a search).
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
	private final CampaignConfig config;
	/** Program index → its input, in a feedback-directed campaign; null in a random one. */
	private final LongFunction<byte[]> inputs;
	/** The maker of each of the campaign's techniques, made once for all its workers. */
	private final Map<String, TechniqueMaker> makers;

	/**
	 * @param installed the techniques installed, among which the campaign's must be
	 * @param files     the files its techniques need, by kind ({@link CampaignFiles#files})
	 * @param inputs    each program's byte sequence, in a feedback-directed campaign; null for seeds
	 * @throws MissingPartException when one of its techniques is not installed
	 * @throws InputFileException   when a file one of them needs is missing, or does not serve it
	 */
	public ProgramMaker(Language language, Generator generator, CampaignConfig config, List<Technique> installed,
			Map<String, Path> files, LongFunction<byte[]> inputs) {
		this.language = language;
		this.rules = config.rules(language);
		this.config = config;
		this.inputs = inputs;
		this.makers = new HashMap<>();
		var context = new GivenContext(language, rules, generator, new SizeBound(config.size()), files);
		var techniques = new Techniques(installed);
		for (String id : config.techniques()) {
			if (!techniques.ids().contains(id)) {
				throw new MissingPartException("technique " + id + " of this campaign is not installed");
			}
			var technique = techniques.get(id);
			Techniques.unready(technique, context).ifPresent(cause -> {
				throw new InputFileException(cause, null);
			});
			makers.put(id, technique.maker(context));
		}
	}

	private ProgramMaker(ProgramMaker maker, LongFunction<byte[]> inputs) {
		this.language = maker.language;
		this.rules = maker.rules;
		this.config = maker.config;
		this.makers = maker.makers;
		this.inputs = inputs;
	}

	/** This maker, with each program's decisions drawn from the byte sequence {@code inputs} gives it (Zest's loop). */
	public ProgramMaker fedBy(LongFunction<byte[]> inputs) {
		return new ProgramMaker(this, inputs);
	}

	/**
	 * A maker of a stored campaign's programs again (to reproduce or reduce them), with the files its folder keeps
	 * where its techniques need them: a mutant is made again from its trace and the model's fragments.
	 *
	 * @throws InputFileException when a file the campaign's techniques need is missing or not the one it began with
	 */
	public static ProgramMaker of(Language language, Generator generator, cadmus.campaign.store.CampaignStore store,
			List<Technique> installed) {
		var config = store.config();
		return new ProgramMaker(language, generator, config, installed, CampaignFiles.files(store), null);
	}

	/** The campaign's rules, which made its programs. */
	GenerationRules rules() {
		return rules;
	}

	public Made make(long index) {
		return fromInput(index, inputs == null ? null : inputs.apply(index));
	}

	/**
	 * The program its technique makes from its seed and, for a technique fed by the campaign's loop, this byte
	 * sequence (a feedback-directed campaign's program, or its stored input again).
	 */
	public Made fromInput(long index, byte[] input) {
		var maker = maker(index);
		var source = maker.decisions(config.seedOf(index), input);
		var decisions = new RecordingDecisionSource(source);
		var tree = maker.build(decisions);
		return made(index, tree, decisions.trace(), null, source instanceof ByteInput bytes ? bytes.read() : null);
	}

	/**
	 * {@link #replayRecording}, when the tree it makes is still one of its technique's programs ({@link
	 * TechniqueMaker#keeps}: a targeted program that still satisfies its target); empty otherwise.
	 */
	public java.util.Optional<Made> replayKept(long index, Trace trace, List<String> aims, Set<String> unobserved) {
		return edited(index, trace, aims, unobserved, true);
	}

	/** The program a stored trace makes, as it was made in the campaign. */
	public Made replay(long index, Trace trace) {
		return made(index, maker(index).build(new ReplayDecisionSource(trace)), trace, null, null);
	}

	/**
	 * The program an edited trace makes (a reduction's candidate), with the decisions generation consumed: a
	 * trace cut short is completed with smallest values, a value out of its range is clamped into it, and holes
	 * take the classes {@code aims} names for their decisions where they can (see {@link ReplayDecisionSource}),
	 * and the bindings {@code unobserved} names have no observation statement.
	 */
	public Made replayRecording(long index, Trace trace, List<String> aims, Set<String> unobserved) {
		return edited(index, trace, aims, unobserved, false).orElseThrow();
	}

	/** The program an edited trace makes; empty when {@code keep} asks its technique to keep it and it does not. */
	private java.util.Optional<Made> edited(long index, Trace trace, List<String> aims, Set<String> unobserved,
			boolean keep) {
		var decisions = RecordingDecisionSource.withShape(new ReplayDecisionSource(trace, aims, unobserved));
		var maker = maker(index);
		var tree = maker.build(decisions);
		if (keep && !maker.keeps(tree)) {
			return java.util.Optional.empty();
		}
		return java.util.Optional.of(made(index, tree, decisions.trace(), decisions.shape(), null));
	}

	private TechniqueMaker maker(long index) {
		return makers.get(config.techniqueOf(index));
	}

	private Made made(long index, EObject tree, Trace trace, Shape shape, byte[] input) {
		int nodes = 1;
		for (var it = tree.eAllContents(); it.hasNext(); it.next()) {
			nodes++;
		}
		String origin = config.zest() ? "input-" + index : "seed-" + config.seedOf(index);
		String technique = config.techniqueNamed() ? ", " + config.techniqueOf(index) : "";
		var program = new Program(language.id(), origin + "." + language.fileExtension(),
				config.programText(language, tree, rules), "campaign program " + index + ", " + origin.replace('-', ' ') + technique);
		return new Made(program, trace, shape, nodes, input);
	}
}
