package cadmus.campaign;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.OptionalLong;

import cadmus.api.Language;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.StoredReduction;
import cadmus.reduce.PreludeTrim;
import cadmus.reduce.Reduction;

/**
 * Keeps a finding's reduction: in the store beside the finding (merging its bucket into another whose reduced
 * program is the same) and, when the finding reproduced, as {@code DIR/reduced/finding-N.EXT}.
 */
public final class ReducedFindings {

	/** A kept reduction: the file it was written to (null if the finding did not reproduce), the merge it caused. */
	public record Kept(Reduction reduction, Path file, OptionalLong mergedInto) {
	}

	private ReducedFindings() {
	}

	public static Path file(Path dir, long finding, String extension) {
		return dir.resolve("reduced").resolve("finding-" + finding + "." + extension);
	}

	public static Kept keep(CampaignStore store, Path dir, Language language, long finding, Reduction r) {
		var merged = store.saveReduction(new StoredReduction(finding, r.verified(), r.reducedText(),
				r.reducedTrace() == null ? null : r.reducedTrace().toText(), r.originalTokens(), r.reducedTokens(),
				r.took().toMillis(), r.candidatesRun(), r.statementsEdited(), r.textEdited(), Instant.now().toString(),
				r.verified() ? ReducedShape.of(r.reducedText(), PreludeTrim.of(language.rules(store.config().dialect())),
						language.keywords()) : null));
		if (!r.verified()) {
			return new Kept(r, null, merged);
		}
		Path file = file(dir, finding, language.fileExtension());
		try {
			Files.createDirectories(file.getParent());
			Files.writeString(file, r.reducedText());
		} catch (IOException e) {
			throw new UncheckedIOException("cannot write the reduced program " + file, e);
		}
		return new Kept(r, file, merged);
	}
}
