package cadmus.clp;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.osgi.framework.FrameworkUtil;

import cadmus.api.Language;

/**
 * The targets a language ships: the files of the folder {@value #FOLDER} of the bundle that contributes the language,
 * each {@code NAME}{@value #EXTENSION}. A convention, as a language's {@code findings/} folder is, so that every
 * language bundle holds its targets in the same place and the core names none of them.
 */
public final class TargetLibrary {

	/** The folder of a language bundle that holds its targets. */
	public static final String FOLDER = "targets";
	/** The extension of a target file. */
	public static final String EXTENSION = ".target";

	/**
	 * The file of that folder that names the language's features ({@code feature Loop = NumericFor | While}), which
	 * every target of the language may use.
	 */
	public static final String FEATURES = "features";

	/** What opens the comment line that names the findings a target was written from. */
	public static final String WRITTEN_FROM = "# Written from:";

	/**
	 * A shipped target.
	 *
	 * @param name     its file's name without the extension
	 * @param title    its first comment line, what it asks for in words
	 * @param text     the file
	 * @param findings the kept findings it was written from (the files of the language bundle's {@code findings/}
	 *                 folder that its {@value #WRITTEN_FROM} comment names, continued on lines indented further);
	 *                 none for a target written from a kind of bug alone
	 */
	public record Shipped(String language, String name, String title, String text, List<String> findings) {
		public Shipped {
			findings = List.copyOf(findings);
		}
	}

	private TargetLibrary() {
	}

	/** The targets the language's bundle ships, by name; none when it ships none or is not a bundle (a test's). */
	public static List<Shipped> of(Language language) {
		var bundle = FrameworkUtil.getBundle(language.getClass());
		if (bundle == null) {
			return List.of();
		}
		var entries = bundle.findEntries(FOLDER, "*" + EXTENSION, false);
		if (entries == null) {
			return List.of();
		}
		var shipped = new ArrayList<Shipped>();
		for (URL url : Collections.list(entries)) {
			String file = url.getPath().substring(url.getPath().lastIndexOf('/') + 1);
			String text = read(url);
			shipped.add(new Shipped(language.id(), file.substring(0, file.length() - EXTENSION.length()), title(text),
					text, writtenFrom(text)));
		}
		shipped.sort(Comparator.comparing(Shipped::name));
		return shipped;
	}

	/** The text of the features the language's bundle names ({@value #FEATURES}); empty where it names none. */
	public static Optional<String> features(Language language) {
		var bundle = FrameworkUtil.getBundle(language.getClass());
		var entry = bundle == null ? null : bundle.getEntry(FOLDER + "/" + FEATURES);
		return entry == null ? Optional.empty() : Optional.of(read(entry));
	}

	/** The names of the features the language's bundle names, in its file's order; none where it names none. */
	public static List<String> featureNames(Language language) {
		return features(language).map(text -> text.lines().map(line -> line.replaceAll("#.*", "").strip())
				.filter(line -> line.startsWith("feature ")).map(line -> line.split("\\s+")).filter(w -> w.length > 1)
				.map(w -> w[1]).toList()).orElse(List.of());
	}

	/** The language's shipped target of this name. */
	public static Optional<Shipped> find(Language language, String name) {
		return of(language).stream().filter(t -> t.name().equals(name)).findFirst();
	}

	/** The finding files the {@value #WRITTEN_FROM} comment names, as {@code findings/NAME}; in order, once each. */
	static List<String> writtenFrom(String text) {
		var names = new java.util.LinkedHashSet<String>();
		boolean within = false;
		for (String line : text.split("\n")) {
			String stripped = line.strip();
			within = stripped.startsWith(WRITTEN_FROM) || within && stripped.startsWith("#  ");
			if (within) {
				var matcher = FINDING.matcher(stripped);
				while (matcher.find()) {
					names.add(matcher.group(1));
				}
			}
		}
		return List.copyOf(names);
	}

	/** A finding named in a comment: {@code findings/} and its file's name (no trailing full stop). */
	private static final java.util.regex.Pattern FINDING = java.util.regex.Pattern
			.compile("findings/([A-Za-z0-9_.-]*[A-Za-z0-9_-]\\.[A-Za-z0-9]+)");

	/** The first comment line's text, or empty. */
	private static String title(String text) {
		for (String line : text.split("\n")) {
			if (line.strip().startsWith("#")) {
				return line.strip().substring(1).strip();
			}
			if (!line.isBlank()) {
				break;
			}
		}
		return "";
	}

	private static String read(URL url) {
		try (InputStream in = url.openStream()) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new UncheckedIOException("the bundle entry " + url + " cannot be read", e);
		}
	}
}
