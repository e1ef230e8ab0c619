package cadmus.campaign;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

import cadmus.campaign.store.BucketSummary;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.StoredFinding;
import cadmus.campaign.store.StoredReduction;

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
				out.write(line(f, null, null, null));
				out.newLine();
			}
		} catch (IOException e) {
			throw new UncheckedIOException("cannot append to " + file + ": " + e.getMessage(), e);
		}
	}

	/** Rewrites the file from all stored findings, with their reductions and merged buckets. */
	public synchronized void rewrite(CampaignStore store) {
		var reductions = store.reductions();
		var mergedInto = new HashMap<Long, Long>();
		var linkedTo = new HashMap<Long, Long>();
		for (var b : store.buckets()) {
			if (b.merged()) {
				mergedInto.put(b.id(), b.mergedInto());
			}
			if (b.linked()) {
				linkedTo.put(b.id(), b.linkedTo());
			}
		}
		Path temp = dir.resolve(FILE + ".tmp");
		try (BufferedWriter out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
			for (var f : store.findings()) {
				out.write(line(f, reductions.get(f.id()), mergedInto.get(f.bucket()), linkedTo.get(f.bucket())));
				out.newLine();
			}
		} catch (IOException e) {
			throw new UncheckedIOException("cannot write " + temp + ": " + e.getMessage(), e);
		}
		try {
			Files.move(temp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
					java.nio.file.StandardCopyOption.ATOMIC_MOVE);
		} catch (IOException e) {
			throw new UncheckedIOException("cannot replace " + file, e);
		}
	}

	/**
	 * One finding; its reduction, when there is one, comes right after its identity: the reduced program is what a
	 * reader wants first.
	 */
	private String line(StoredFinding f, StoredReduction reduction, Long mergedInto, Long linkedTo) {
		var object = new LinkedHashMap<String, Object>();
		object.put("finding", f.id());
		object.put("program", f.programIndex());
		object.put("oracle", f.oracle());
		object.put("bucket", f.bucket());
		if (mergedInto != null) {
			object.put("mergedIntoBucket", mergedInto);
		}
		if (linkedTo != null) {
			// Another oracle's bucket names the same failure (a disagreement that is only a crash): one bug.
			object.put("linkedToBucket", linkedTo);
		}
		if (reduction != null) {
			var reduced = new LinkedHashMap<String, Object>();
			reduced.put("reproduced", reduction.reproduced());
			if (reduction.reproduced()) {
				reduced.put("text", reduction.text());
				reduced.put("tokens", reduction.reducedTokens());
				reduced.put("originalTokens", reduction.originalTokens());
				reduced.put("millis", reduction.tookMillis());
				reduced.put("statementsEdited", reduction.statementsEdited());
				reduced.put("textEdited", reduction.textEdited());
				if (reduction.shape() != null) {
					reduced.put("shape", reduction.shape());
				}
			}
			object.put("reduced", reduced);
		}
		object.put("newBucket", f.newBucket());
		object.put("ordinalInBucket", f.ordinal());
		object.put("signature", f.signature());
		object.put("summary", f.summary());
		object.put("foundAtMillis", f.foundMillis());
		object.put("repro", "cadmus repro " + dir + " " + f.id());
		return GSON.toJson(object);
	}
}
