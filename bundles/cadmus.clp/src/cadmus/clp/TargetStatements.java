package cadmus.clp;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;

/**
 * Reads one statement of a target file after its keyword ({@link TargetFile} reads the file, line by line): the
 * constraint it says, its class or feature with the qualifiers ({@code inside}, {@code after}, {@code bound by},
 * {@code with}, {@code typed}) and counts, each mistake a {@link TargetFileError} at its word.
 */
final class TargetStatements {

	private TargetStatements() {
	}

	/** The constraint a statement says; null for a statement that says none (a feature's definition). */
	static Constraint statement(String keyword, TargetWords words, FeatureNames names) {
		return switch (keyword) {
		case "contains" -> counted(words, names, rest -> fixed(rest, 1, Integer.MAX_VALUE));
		case "not" -> {
			words.expect("contains");
			yield counted(words, names, rest -> fixed(rest, 0, 0));
		}
		case "count" -> counted(words, names, rest -> CountWords.range(rest, 0));
		case "size" -> {
			int[] range = CountWords.range(words, 1);
			yield new SizeRange(range[0], range[1]);
		}
		case "feature" -> {
			feature(words, names);
			yield null;
		}
		default -> throw words.error(words.last(), "unknown statement '" + keyword
				+ "'; known: language, contains, not contains, count, size, feature");
		};
	}

	/**
	 * {@code feature NAME = KIND | KIND ...}: KIND a class with its {@code with}s and {@code typed}, or a feature
	 * named before (its kinds).
	 */
	static void feature(TargetWords words, FeatureNames names) {
		String name = words.next("the feature's name");
		int at = words.last();
		words.expect("=");
		var kinds = new ArrayList<Occurs>();
		while (true) {
			String word = words.next("a class of the language or a feature");
			var feature = names.feature(word);
			if (feature.isPresent()) {
				kinds.addAll(feature.get());
			} else {
				var what = eClass(words, names, word);
				var asked = AttributeTests.with(words, what);
				kinds.add(new Occurs(what, null, null, null, null, null, asked.values(), typed(words), asked.relations(), 0,
						Integer.MAX_VALUE));
			}
			if (words.atEnd()) {
				break;
			}
			String bar = words.next("|");
			if (!bar.equals("|")) {
				throw words.error(words.last(), "expected '|' between a feature's kinds, not '" + bar + "'");
			}
		}
		names.define(name, kinds).ifPresent(problem -> {
			throw words.error(at, problem);
		});
	}

	/**
	 * A class or a feature and its qualifiers, then what {@code counts} reads from the rest of the line (and checks is
	 * its end): the fewest and most such nodes. A class alone, with classes alone in its qualifiers, is an
	 * {@link Occurs}; where a feature stands in any place, the count is of nodes of any of the kinds it makes there
	 * ({@link AnyOf}).
	 */
	private static Constraint counted(TargetWords words, FeatureNames names, Function<TargetWords, int[]> counts) {
		int start = words.index();
		names.startStatement();
		String word = words.next("a class of the language or a feature");
		var feature = names.feature(word);
		var kinds = feature.orElseGet(() -> List.of(new Occurs(eClass(words, names, word), null, 0, Integer.MAX_VALUE)));
		var insides = inside(words, names);
		var afters = qualifier(words, names, "after");
		var bounds = bound(words, names);
		if (feature.isPresent() && !words.atEnd() && words.peek().equals("with")) {
			throw words.error(words.column(words.index()), word + " is a feature: its definition says the values of its "
					+ "kinds");
		}
		var asked = AttributeTests.with(words, kinds.get(0).what());
		int typedAt = words.atEnd() ? 0 : words.index();
		var typed = typed(words);
		String counted = words.span(start);
		int[] range = counts.apply(words);
		var alternatives = new ArrayList<Occurs>();
		for (var kind : kinds) {
			if (typed != null && kind.typed() != null && !typed.equals(kind.typed())) {
				throw words.error(words.column(typedAt), word + " has a kind typed " + kind.typed() + " already");
			}
			var kindWith = new ArrayList<>(kind.with());
			kindWith.addAll(asked.values());
			var kindRelated = new ArrayList<>(kind.related());
			kindRelated.addAll(asked.relations());
			for (var inside : insides) {
				for (var after : afters) {
					for (var bound : bounds) {
						alternatives.add(new Occurs(kind.what(), inside == null ? null : inside.owner(),
								inside == null ? null : inside.via(), inside == null ? null : inside.around(), after,
								bound, kindWith, typed != null ? typed : kind.typed(), kindRelated, range[0], range[1]));
					}
				}
			}
		}
		return names.used() ? new AnyOf(counted, alternatives, range[0], range[1]) : alternatives.get(0);
	}

	/** The counts a statement says by its word ({@code contains}: at least one), at the line's end. */
	private static int[] fixed(TargetWords words, int min, int max) {
		words.end();
		return new int[] { min, max };
	}

	/**
	 * {@code inside CLASS[.CONTAINMENT]} where the line has it next, each enclosing kind (several where it names a
	 * feature, each with the containment of that name and the values and type the feature says of it); else one null.
	 * Further {@code inside}s make a chain, each enclosing the one before ({@code inside If inside While}): an enclosing
	 * kind for each kind of every link.
	 */
	private static List<Occurs.Enclosing> inside(TargetWords words, FeatureNames names) {
		if (words.atEnd() || !words.peek().equals("inside")) {
			return java.util.Collections.singletonList(null);
		}
		var links = new ArrayList<List<Occurs.Enclosing>>();
		while (!words.atEnd() && words.peek().equals("inside")) {
			words.next("inside");
			links.add(link(words, names));
		}
		// From the outermost link inwards, each kind of a link inside each kind of the one after it.
		List<Occurs.Enclosing> chains = links.get(links.size() - 1);
		for (int i = links.size() - 2; i >= 0; i--) {
			var inner = new ArrayList<Occurs.Enclosing>();
			for (var kind : links.get(i)) {
				for (var outer : chains) {
					inner.add(kind.within(outer));
				}
			}
			chains = inner.stream().distinct().toList();
		}
		return chains;
	}

	/** One link of an {@code inside} chain, its word next on the line: its enclosing kinds. */
	private static List<Occurs.Enclosing> link(TargetWords words, FeatureNames names) {
		String word = words.next("a class of the language or a feature");
		int dot = word.indexOf('.');
		var kinds = kinds(words, names, dot < 0 ? word : word.substring(0, dot));
		if (kinds.stream().anyMatch(kind -> !kind.related().isEmpty())) {
			throw words.error(words.last(), word + " is a feature whose values compare: only a counted node's may");
		}
		if (dot < 0) {
			return kinds.stream().map(kind -> new Occurs.Enclosing(kind.what(), null, around(kind))).distinct().toList();
		}
		String name = word.substring(dot + 1);
		var links = new ArrayList<Occurs.Enclosing>();
		for (var kind : kinds) {
			var owner = kind.what();
			var via = AttributeTests.containment(words, words.last() + dot + 1, owner, name);
			links.add(new Occurs.Enclosing(owner, via, around(kind)));
		}
		return links.stream().distinct().toList();
	}

	/** What a kind asks of a node besides its class. */
	private static Occurs.Around around(Occurs kind) {
		return new Occurs.Around(kind.with(), kind.typed());
	}

	/** The type's name after {@code typed} where the line has it next; else null. */
	private static String typed(TargetWords words) {
		if (words.atEnd() || !words.peek().equals("typed")) {
			return null;
		}
		words.next("typed");
		return words.next("a type's name");
	}

	/**
	 * {@code bound by CLASS [across CLASS]} where the line has it next: a binding for each binder class and each class
	 * it is named across (several where they name features of classes); else one null.
	 */
	private static List<Occurs.Bound> bound(TargetWords words, FeatureNames names) {
		if (words.atEnd() || !words.peek().equals("bound")) {
			return java.util.Collections.singletonList(null);
		}
		words.next("bound");
		words.expect("by");
		var binders = classes(words, names, words.next("a class of the language or a feature"));
		var bounds = new ArrayList<Occurs.Bound>();
		var across = qualifier(words, names, "across");
		for (var binder : binders) {
			for (var through : across) {
				bounds.add(new Occurs.Bound(binder, through));
			}
		}
		return bounds;
	}

	/**
	 * The classes after the word {@code keyword} ({@code after}, {@code across}) where the line has it next (several
	 * where it names a feature of classes); else one null.
	 */
	private static List<EClass> qualifier(TargetWords words, FeatureNames names, String keyword) {
		if (!words.atEnd() && words.peek().equals(keyword)) {
			words.next(keyword);
			return classes(words, names, words.next("a class of the language or a feature"));
		}
		return java.util.Collections.singletonList(null);
	}

	/**
	 * The classes a word names, the line's last: a class, or the classes of a feature whose kinds are classes alone
	 * (one that says values or types cannot stand where a class is earlier or binding: only an enclosing node's are
	 * checked).
	 */
	private static List<EClass> classes(TargetWords words, FeatureNames names, String word) {
		var kinds = kinds(words, names, word);
		if (kinds.stream().anyMatch(kind -> !kind.with().isEmpty() || kind.typed() != null
				|| !kind.related().isEmpty())) {
			throw words.error(words.last(), word + " is a feature of values or types: only a feature of classes alone "
					+ "can stand after 'after', 'bound by' and 'across'");
		}
		return kinds.stream().map(Occurs::what).distinct().toList();
	}

	/** The kinds a word names, the line's last (or the start of it): a class's one, or a feature's. */
	private static List<Occurs> kinds(TargetWords words, FeatureNames names, String word) {
		return names.feature(word).orElseGet(() -> List.of(new Occurs(eClass(words, names, word), null, 0,
				Integer.MAX_VALUE)));
	}

	/** The class of this name, the line's last word (or the start of it); else an error at that word. */
	private static EClass eClass(TargetWords words, FeatureNames names, String name) {
		var found = names.eClass(name);
		if (found.isPresent()) {
			return found.get();
		}
		var candidates = new ArrayList<String>(names.names());
		names.ePackage().getEClassifiers().stream().filter(EClass.class::isInstance).forEach(c -> candidates.add(c
				.getName()));
		var near = candidates.stream().sorted(Comparator.comparingInt(c -> distance(c.toLowerCase(), name.toLowerCase())))
				.limit(3).toList();
		throw words.error(words.last(), "no class '" + name + "' in the language's metamodel; nearest: "
				+ String.join(", ", near));
	}

	/** Edit distance, for the nearest class names to a misspelt one. */
	private static int distance(String a, String b) {
		int[] previous = new int[b.length() + 1];
		int[] current = new int[b.length() + 1];
		for (int j = 0; j <= b.length(); j++) {
			previous[j] = j;
		}
		for (int i = 1; i <= a.length(); i++) {
			current[0] = i;
			for (int j = 1; j <= b.length(); j++) {
				int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
				current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
			}
			var swap = previous;
			previous = current;
			current = swap;
		}
		return previous[b.length()];
	}
}
