package cadmus.campaign;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.Oracle;
import cadmus.campaign.store.CampaignStore;
import cadmus.generate.Trace;
import cadmus.reduce.PreludeTrim;
import cadmus.reduce.ProgramSource;
import cadmus.reduce.Reducer;
import cadmus.reduce.Reduction;
import cadmus.reduce.TreeSyntax;

/**
 * Reduces a stored finding: its program's decision trace is shrunk under the campaign's language, rules and
 * size bound, then (for findings that hold for any program) its text, and every candidate is judged as the
 * campaign judged the original, on the same implementations, keeping only those in the finding's bucket.
 */
public final class FindingReduction {

	private final CampaignStore store;
	private final Language language;
	private final ProgramMaker maker;

	/** @param maker the maker of the campaign's programs again ({@link ProgramMaker#of}) */
	public FindingReduction(CampaignStore store, Language language, ProgramMaker maker) {
		this.store = store;
		this.language = language;
		this.maker = maker;
	}

	/**
	 * @throws CampaignException when the finding, its program, oracle or an implementation is missing
	 */
	public Reduction reduce(long findingId, Map<String, Implementation> implementations, Map<String, Oracle> oracles,
			Reducer.Options options) {
		var context = FindingContext.of(store, findingId, implementations, oracles);
		var stored = context.program();
		var trace = store.trace(stored);
		var original = maker.replay(stored.index(), trace).program();
		var source = new ProgramSource() {
			@Override
			public Optional<Replayed> replay(Trace t, List<String> aims, Set<String> unobserved) {
				return options.keepTechnique() ? replayed(maker.replayKept(stored.index(), t, aims, unobserved))
						: replayAny(t, aims, unobserved);
			}

			@Override
			public Optional<Replayed> replayAny(Trace t, List<String> aims, Set<String> unobserved) {
				return replayed(Optional.of(maker.replayRecording(stored.index(), t, aims, unobserved)));
			}
		};
		var reducer = new Reducer(source, TreeSyntax.of(language, maker.rules()), () -> context.test(store.config()),
				PreludeTrim.of(maker.rules()));
		return reducer.reduce(original, trace, new Reducer.Options(options.workers(), options.budget(),
				textPasses(context.oracle(), options), options.keepTechnique()));
	}

	private static Optional<ProgramSource.Replayed> replayed(Optional<ProgramMaker.Made> made) {
		return made.map(m -> new ProgramSource.Replayed(m.program(), m.trace(), m.shape()));
	}

	/**
	 * Text edits (lines, tokens) leave the rules behind: a candidate may then show an error or a difference of
	 * its own making and land in the finding's bucket for another reason. They run only when asked for and the
	 * finding's oracle holds for any program (crashes); otherwise decisions reduce, every candidate conforming,
	 * and then whole statements of the parsed program (which write no expression the rules did not write).
	 */
	static boolean textPasses(Oracle oracle, Reducer.Options options) {
		return options.textPasses() && !options.keepTechnique() && oracle.holdsForAnyProgram();
	}
}
