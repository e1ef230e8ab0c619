package cadmus.reduce;

import java.time.Duration;

import cadmus.generate.Trace;

/**
 * What a reduction achieved: the program it started from and the smallest one it found that still shows the
 * finding, their sizes in tokens, how long it took, and how many candidates it ran (and accepted). The
 * reduced trace is there when the reduced program is what the trace makes alone: not after text edits, nor
 * when observation statements were left out (a replay of the trace would write them again).
 *
 * @param truncated whether the program the decisions made was then cut to a prefix of its lines (still
 *                 conforming: see the prefix pass); false when statement or text passes followed
 * @param statementsEdited whether statements of the parsed program were then deleted or hoisted (candidates
 *                 rendered and parsed, not made by the generator; see {@link StatementPasses})
 * @param textEdited whether text passes (lines, tokens) ran after the decisions; when not, every candidate was
 *                 made by the generator, conforming
 * @param verified whether the original showed the finding and the reduced program did once more when
 *                 re-judged at the end (when the original did but the result does not, the reduction falls back
 *                 to the original; when the original did not, nothing was reduced)
 * @param preludeTokens the size of the text every program of the language starts with (a prelude of helpers),
 *                 which reduction by decisions does not remove; 0 when there is none, -1 when the program had no
 *                 trace
 * @param keptPreludeTokens how much of the prelude the reduced program keeps: less than all when the
 *                 definitions it does not use were dropped (see {@link PreludeTrim})
 */
public record Reduction(String originalText, int originalTokens, String reducedText, int reducedTokens,
		Trace reducedTrace, Duration took, int candidatesRun, int candidatesAccepted, boolean timedOut,
		boolean truncated, boolean statementsEdited, boolean textEdited, boolean verified, int preludeTokens, int keptPreludeTokens) {

	/** Reduced size over original size, in tokens. */
	public double ratio() {
		return originalTokens == 0 ? 1 : (double) reducedTokens / originalTokens;
	}

	/**
	 * Whether the prelude says something: the language's programs start with fixed text, and the reduced
	 * program still carries it, whole or the definitions it uses (text passes may have cut it anywhere).
	 */
	public boolean hasPrelude() {
		return preludeTokens > 0 && !textEdited && originalTokens > preludeTokens;
	}

	/** Whether the prelude's definitions the reduced program does not use were dropped. */
	public boolean preludeTrimmed() {
		return hasPrelude() && keptPreludeTokens < preludeTokens;
	}
}
