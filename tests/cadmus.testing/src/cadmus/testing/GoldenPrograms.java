package cadmus.testing;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;

/**
 * The programs of a seed, as one digest: programs 0 to n-1 of the seed, made and rendered as a campaign makes them
 * (program i on dialect i mod the number of dialects, with the rules that avoid what the dialect's default
 * implementations lack, at the default size). A test holds a language's digest, so that a change meant to make
 * generation faster or the code tidier cannot change a single program unnoticed; a change that must change the
 * programs (a new construct) updates the digest and says why in its commit.
 */
public final class GoldenPrograms {

	private GoldenPrograms() {
	}

	/** SHA-256 of the programs' texts, each followed by a NUL, in index order. */
	public static String digest(String languageId, long seed, int programs) {
		Language language = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=" + languageId + ")");
		Generator generator = Services.get(Generator.class);
		var rules = CampaignRules.of(language);
		var bound = new SizeBound(language.defaultSize());
		MessageDigest sha;
		try {
			sha = MessageDigest.getInstance("SHA-256");
		} catch (NoSuchAlgorithmException e) {
			throw new AssertionError("every Java has SHA-256", e);
		}
		for (int i = 0; i < programs; i++) {
			var dialectRules = rules.get(i % rules.size());
			var tree = generator.generate(language, dialectRules, SeededDecisionSource.forProgram(seed, i), bound);
			sha.update(language.programText(tree, dialectRules).getBytes(StandardCharsets.UTF_8));
			sha.update((byte) 0);
		}
		return HexFormat.of().formatHex(sha.digest());
	}
}
