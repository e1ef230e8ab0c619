package cadmus.campaign;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

import cadmus.campaign.store.StoredFinding;

/**
 * {@value #FILE} in the campaign directory: one JSON object per finding, for CI systems and scripts. Lines
 * are appended as findings are stored; at the end of every run the file is rewritten from the store, so it
 * also holds findings a killed run stored but did not get to append.
 */
public final class FindingsJsonl {

	public static final String FILE = "findings.jsonl";
	private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

	private final Path file;
	private final Path dir;

	public FindingsJsonl(Path dir) {
		this.dir = dir;
		this.file = dir.resolve(FILE);
	}

	/** Appends findings as they are stored. */
	public synchronized void append(List<StoredFinding> findings) {
		if (findings.isEmpty()) {
			return;
		}
		try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
				StandardOpenOption.APPEND)) {
			for (var f : findings) {
				out.write(line(f));
				out.newLine();
			}
		} catch (IOException e) {
			throw new UncheckedIOException("cannot append to " + file, e);
		}
	}

	/** Rewrites the file from all stored findings. */
	public synchronized void rewrite(List<StoredFinding> findings) {
		Path temp = dir.resolve(FILE + ".tmp");
		try (BufferedWriter out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
			for (var f : findings) {
				out.write(line(f));
				out.newLine();
			}
		} catch (IOException e) {
			throw new UncheckedIOException("cannot write " + temp, e);
		}
		try {
			Files.move(temp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
					java.nio.file.StandardCopyOption.ATOMIC_MOVE);
		} catch (IOException e) {
			throw new UncheckedIOException("cannot replace " + file, e);
		}
	}

	private String line(StoredFinding f) {
		var object = new LinkedHashMap<String, Object>();
		object.put("finding", f.id());
		object.put("program", f.programIndex());
		object.put("oracle", f.oracle());
		object.put("bucket", f.bucket());
		object.put("newBucket", f.newBucket());
		object.put("signature", f.signature());
		object.put("summary", f.summary());
		object.put("foundAtMillis", f.foundMillis());
		object.put("repro", "cadmus repro " + dir + " " + f.id());
		return GSON.toJson(object);
	}
}
