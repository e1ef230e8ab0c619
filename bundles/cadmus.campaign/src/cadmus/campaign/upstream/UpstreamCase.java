package cadmus.campaign.upstream;

import java.util.List;

import cadmus.api.Implementation;

/**
 * What an upstream report is about: a program, the implementations on which it shows an engine's bug, those that
 * show what a correct one does, where the program came from and what the engine's tracker said of it.
 *
 * @param language      the language's name as maintainers call it ("PHP"), for the report's code block
 * @param fence         the code block's language tag ("php", "lua", "js", "sql", "dafny")
 * @param fileName      the program's file name in the report's command ("bug.php")
 * @param showing       the implementations whose runs show the bug (one, nearly always)
 * @param references    the implementations whose runs are the expected ones: the same engine in its other tiers
 *                      first, then other engines
 * @param provenance    how Cadmus came to the program (campaign, program, reduction; or a kept finding's file)
 * @param tracker       what a search of the engine's tracker found: "new", "known: URL", or "not searched yet"
 * @param specification the section of the language's specification the expected behaviour follows, if one applies
 * @param loop          for a deoptimization loop (the output is right, the engine's optimizing tier is not), the
 *                      engine's reason for it, or "" for any reason; null for a bug the runs show
 */
public record UpstreamCase(String language, String fence, String fileName, String programText,
		List<Implementation> showing, List<Implementation> references, String provenance, String tracker,
		String specification, String loop) {

	public UpstreamCase {
		showing = List.copyOf(showing);
		references = List.copyOf(references);
		if (showing.isEmpty()) {
			throw new IllegalArgumentException("a report needs an implementation that shows the bug");
		}
	}

	/** A bug the runs show. */
	public UpstreamCase(String language, String fence, String fileName, String programText, List<Implementation> showing,
			List<Implementation> references, String provenance, String tracker, String specification) {
		this(language, fence, fileName, programText, showing, references, provenance, tracker, specification, null);
	}
}
