package cadmus.campaign;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

import cadmus.corpus.CorpusException;
import cadmus.corpus.TreeModel;

/**
 * The learned model a campaign's model programs are drawn by, kept in its folder as {@value #FILE} so that a
 * resumed campaign makes its next programs by the same model, whatever became of the file the user named. Its
 * configuration holds the model's SHA-256: a model file changed or replaced since is refused, not used.
 */
public final class CampaignModel {

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
	 * The campaign's model, or null when its programs use none.
	 *
	 * @throws CampaignInputException when the folder's model is missing, unreadable, or not the one the campaign began with
	 */
	public static TreeModel load(Path dir, CampaignConfig config) {
		if (config.model() == null) {
			return null;
		}
		Path file = dir.resolve(FILE);
		String text;
		try {
			text = Files.readString(file);
		} catch (NoSuchFileException e) {
			throw new CampaignInputException("the campaign's model " + file + " is missing: its model programs cannot be made");
		} catch (IOException e) {
			throw new CampaignInputException("the campaign's model " + file + " cannot be read: " + e.getMessage());
		}
		if (!digest(text).equals(config.model())) {
			throw new CampaignInputException("the campaign's model " + file + " is not the model it began with (SHA-256 "
					+ config.model() + "): put that one back to go on");
		}
		TreeModel model;
		try {
			model = TreeModel.fromJson(text, file.toString());
		} catch (CorpusException e) {
			throw new CampaignInputException("the campaign's model " + file + " cannot be read: " + e.getMessage());
		}
		if (!model.language().equals(config.languageId())) {
			throw new CampaignInputException("the campaign's model " + file + " is a model of " + model.language()
					+ ", not of " + config.languageId());
		}
		return model;
	}
}
