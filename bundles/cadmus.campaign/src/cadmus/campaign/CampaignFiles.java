package cadmus.campaign;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

import cadmus.api.InputFileException;
import cadmus.api.TextFile;
import cadmus.corpus.TreeModel;

/**
 * The files a campaign's techniques need ({@link cadmus.api.Technique#needs}: a learned model, a target), kept in its
 * folder so that a resumed campaign, a reproduction or a reduction makes its programs by the same files, whatever
 * became of those the user named. Its configuration holds each file's SHA-256 ({@link CampaignConfig#model} for the
 * model, {@link CampaignConfig#files} for the other kinds): a file changed or replaced since is refused, not used.
 */
public final class CampaignFiles {

	/** The kind of file a model is, as techniques ask for it ({@link cadmus.api.Technique#needs}). */
	public static final String MODEL = "model";

	/** The model's file in a campaign's folder. */
	public static final String MODEL_FILE = "model.json";

	private CampaignFiles() {
	}

	/** The name of a file of this kind in a campaign's folder: {@value #MODEL_FILE} for the model, KIND.txt otherwise. */
	public static String name(String kind) {
		return MODEL.equals(kind) ? MODEL_FILE : kind + ".txt";
	}

	/** The SHA-256 of a model as its file holds it, in hexadecimal: what the campaign's configuration records. */
	public static String digest(TreeModel model) {
		return digest(model.toJson());
	}

	/**
	 * The SHA-256 of a file's text, in hexadecimal. A kept model is known again by its file's text as it was written,
	 * not by the text of the model read back: models kept before their text was sorted wrote their maps in an order
	 * that changed from one run of Java to the next.
	 */
	public static String digest(String text) {
		try {
			var sha = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
			return HexFormat.of().formatHex(sha);
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("every Java platform has SHA-256", e);
		}
	}

	/** Keeps the model in the campaign's folder. */
	public static void keep(Path dir, TreeModel model) throws IOException {
		keep(dir, MODEL, model.toJson());
	}

	/** Keeps a file of this kind, as this text (the text whose {@link #digest} the configuration records). */
	public static void keep(Path dir, String kind, String text) throws IOException {
		Files.writeString(dir.resolve(name(kind)), text);
	}

	/**
	 * The files the campaign's techniques need, by kind, as its folder keeps them. Whether each serves its techniques
	 * is the techniques' to say.
	 *
	 * @throws InputFileException naming the folder's file when it is missing, unreadable or not the one the campaign
	 *         began with: an input error, as a damaged store is, not a missing implementation
	 */
	public static Map<String, Path> files(Path dir, CampaignConfig config) {
		var files = new LinkedHashMap<String, Path>();
		if (config.model() != null) {
			files.put(MODEL, kept(dir, MODEL, config.model()));
		}
		config.files().forEach((kind, digest) -> files.put(kind, kept(dir, kind, digest)));
		return files;
	}

	private static Path kept(Path dir, String kind, String digest) {
		Path file = dir.resolve(name(kind));
		if (!Files.exists(file)) {
			throw new InputFileException("the campaign's " + kind + " " + file + " is missing: its " + kind
					+ " programs cannot be made", null);
		}
		String text = TextFile.read(file, kind + " file");
		if (!digest(text).equals(digest)) {
			throw new InputFileException("the campaign's " + kind + " " + file + " is not the " + kind
					+ " it began with (SHA-256 " + digest + "): put that one back to go on", null);
		}
		return file;
	}
}
