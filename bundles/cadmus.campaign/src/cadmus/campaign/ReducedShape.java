package cadmus.campaign;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import cadmus.campaign.store.StoredFinding;
import cadmus.campaign.store.StoredReduction;
import cadmus.reduce.PreludeTrim;
import cadmus.reduce.TokenCount;

/**
 * What a reduced program is made of, to tell the bugs that share one bucket apart: the language's keywords and
 * the operators and punctuation the program holds, as a sorted set, its names, numbers and strings left out. One
 * signature can cover several bugs (every wrong result of an optimizer is the same disagreement to the differential
 * oracle); their reduced programs differ in the constructs they need, while two reductions of one bug differ
 * mostly in names and values.
 */
public final class ReducedShape {

	private ReducedShape() {
	}

	/**
	 * The shape of a reduced program, the prelude its language's programs start with left out (all of it, or what a
	 * reduction's trim of unused definitions kept).
	 */
	public static String of(String reducedText, PreludeTrim prelude, Set<String> keywords) {
		String own = reducedText.substring(prelude.preludeLength(reducedText));
		var shape = new TreeSet<String>();
		for (String token : TokenCount.tokens(own)) {
			if (keywords.contains(token) || isSymbol(token)) {
				shape.add(token);
			}
		}
		return String.join(" ", shape);
	}

	/**
	 * Each bucket's distinct shapes, each by the first of its findings' reproduced reductions that has it, in the
	 * order found. A reduction stored without a shape (before schema version 7) is a shape of its own.
	 */
	public static Map<Long, List<StoredReduction>> byBucket(List<StoredFinding> findings, Map<Long, StoredReduction> reductions) {
		var seen = new HashMap<Long, Set<String>>();
		var result = new LinkedHashMap<Long, List<StoredReduction>>();
		for (var f : findings) {
			var r = reductions.get(f.id());
			if (r == null || !r.reproduced()) {
				continue;
			}
			String shape = r.shape() == null ? "finding " + f.id() : r.shape();
			if (seen.computeIfAbsent(f.bucket(), b -> new HashSet<>()).add(shape)) {
				result.computeIfAbsent(f.bucket(), b -> new ArrayList<>()).add(r);
			}
		}
		return result;
	}

	/** A character that is neither part of a word nor a quote: an operator's or punctuation. */
	private static boolean isSymbol(String token) {
		if (token.length() != 1) {
			return false;
		}
		char c = token.charAt(0);
		return !Character.isLetterOrDigit(c) && c != '_' && c != '$' && c != '"' && c != '\'';
	}
}
