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
import cadmus.campaign.store.CampaignStore;
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

	/** Keeps the model in the campaign's folder and in its store, for processes that join it and for its copies. */
	public static void keep(CampaignStore store, TreeModel model) throws IOException {
		keep(store, MODEL, model.toJson());
	}

	/** Keeps a file of this kind in the campaign's folder and in its store. */
	public static void keep(CampaignStore store, String kind, String text) throws IOException {
		keep(store.dir(), kind, text);
		store.keepFile(kind, text);
	}

	/**
	 * The files the campaign's techniques need, by kind, in its folder: a file the folder lacks is written there from
	 * the store (a process that joined the campaign from another machine, a copy of the campaign), and one the store
	 * lacks is put there from the folder (a campaign from before the store kept files), each only as the campaign
	 * began with it.
	 *
	 * @throws InputFileException as {@link #files(Path, CampaignConfig)}, and when the store's text is not the one the
	 *         campaign began with
	 */
	public static Map<String, Path> files(CampaignStore store) {
		share(store);
		return files(store.dir(), store.config());
	}

	/**
	 * Puts each file the campaign's techniques need where it is missing, the folder or the store, from the other,
	 * when the other holds it as the campaign began with it (see {@link #files(CampaignStore)}); a file neither holds
	 * so is left missing, for {@link #files} to name.
	 *
	 * @throws InputFileException when the store's text is not the one the campaign began with and the folder lacks it
	 */
	public static void share(CampaignStore store) {
		var digests = digests(store.config());
		if (!digests.isEmpty()) {
			var stored = store.keptFiles();
			for (var need : digests.entrySet()) {
				String kind = need.getKey();
				Path file = store.dir().resolve(name(kind));
				String text = stored.get(kind);
				if (text != null && !Files.exists(file)) {
					if (!digest(text).equals(need.getValue())) {
						throw new InputFileException("the campaign's " + kind + " kept in " + store.where() + " is not the "
								+ kind + " it began with (SHA-256 " + need.getValue() + "): its " + kind
								+ " programs cannot be made", null);
					}
					try {
						keep(store.dir(), kind, text);
					} catch (IOException e) {
						throw new InputFileException("cannot write the campaign's " + kind + " " + file + ": " + e.getMessage(), e);
					}
				} else if (text == null && Files.exists(file)) {
					String kept = TextFile.read(file, kind + " file");
					if (digest(kept).equals(need.getValue())) {
						store.keepFile(kind, kept);
					}
				}
			}
		}
	}

	/** The SHA-256 of each file the campaign's techniques need, by kind. */
	private static Map<String, String> digests(CampaignConfig config) {
		var digests = new LinkedHashMap<String, String>();
		if (config.model() != null) {
			digests.put(MODEL, config.model());
		}
		digests.putAll(config.files());
		return digests;
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
		digests(config).forEach((kind, digest) -> files.put(kind, kept(dir, kind, digest)));
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
