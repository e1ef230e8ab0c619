package cadmus.campaign;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;

import cadmus.api.InputFileException;
import cadmus.api.TextFile;
import cadmus.corpus.TreeModel;

/**
 * The learned model a campaign's model programs are drawn by, kept in its folder as {@value #FILE} so that a
 * resumed campaign makes its next programs by the same model, whatever became of the file the user named. Its
 * configuration holds the model's SHA-256: a model file changed or replaced since is refused, not used.
 */
public final class CampaignModel {

	/** The kind of file a model is, as techniques ask for it ({@link cadmus.api.Technique#needs}). */
	public static final String KIND = "model";

	/** The model's file in a campaign's folder. */
	public static final String FILE = "model.json";

	private CampaignModel() {
	}

	/** The SHA-256 of a model as its file holds it, in hexadecimal: what the campaign's configuration records. */
	public static String digest(TreeModel model) {
		return digest(model.toJson());
	}

	/**
	 * The SHA-256 of a model file's text. A kept model is known again by its file's text as it was written, not by
	 * the text of the model read back: models kept before their text was sorted wrote their maps in an order that
	 * changed from one run of Java to the next.
	 */
	private static String digest(String text) {
		try {
			var sha = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
			return HexFormat.of().formatHex(sha);
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("every Java platform has SHA-256", e);
		}
	}

	/** Keeps the model in the campaign's folder. */
	public static void keep(Path dir, TreeModel model) throws IOException {
		Files.writeString(dir.resolve(FILE), model.toJson());
	}

	/**
	 * The files the campaign's techniques need, by kind: its model ({@value cadmus.campaign.CampaignModel#KIND}) where it
	 * has one, none otherwise. Whether the model serves each technique is the technique's to say.
	 *
	 * @throws InputFileException naming the folder's model file when it is missing, unreadable or not the one the
	 *         campaign began with: an input error, as a damaged store is, not a missing implementation
	 */
	public static Map<String, Path> files(Path dir, CampaignConfig config) {
		if (config.model() == null) {
			return Map.of();
		}
		Path file = dir.resolve(FILE);
		if (!Files.exists(file)) {
			throw new InputFileException("the campaign's model " + file + " is missing: its model programs cannot be made",
					null);
		}
		String text = TextFile.read(file, "model file");
		if (!digest(text).equals(config.model())) {
			throw new InputFileException("the campaign's model " + file + " is not the model it began with (SHA-256 "
					+ config.model() + "): put that one back to go on", null);
		}
		return Map.of(KIND, file);
	}
}
