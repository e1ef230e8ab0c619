package cadmus.clp;

import java.util.ArrayList;
import java.util.List;

/** The words of one line of a target file, each with its column, for errors that point at it. */
final class TargetWords {
	private final List<String> words = new ArrayList<>();
	private final List<Integer> columns = new ArrayList<>();
	private final String origin;
	private final int line;
	private int at;

	TargetWords(String text, String origin, int line) {
		this.origin = origin;
		this.line = line;
		var m = java.util.regex.Pattern.compile("\\S+").matcher(text);
		while (m.find()) {
			words.add(m.group());
			columns.add(m.start() + 1);
		}
	}

	boolean atEnd() {
		return at >= words.size();
	}

	String peek() {
		return words.get(at);
	}

	/** The word {@code ahead} words after the next ({@code peek(0)} is the next); null past the line's end. */
	String peek(int ahead) {
		return at + ahead < words.size() ? words.get(at + ahead) : null;
	}

	/** Which word is next (the words before it have been read). */
	int index() {
		return at;
	}

	/** The column of the word at an index. */
	int column(int index) {
		return columns.get(index);
	}

	/** The words from the index given to the next, as the line has them, one space apart. */
	String span(int from) {
		return String.join(" ", words.subList(from, at));
	}

	/** The column of the word read last. */
	int last() {
		return columns.get(at - 1);
	}

	String next(String expected) {
		if (atEnd()) {
			throw error(words.isEmpty() ? 1 : columns.get(words.size() - 1) + words.get(words.size() - 1).length(),
					"expected " + expected + " before the line's end");
		}
		return words.get(at++);
	}

	void expect(String word) {
		String found = next("'" + word + "'");
		if (!found.equals(word)) {
			throw error(last(), "expected '" + word + "', not '" + found + "'");
		}
	}

	void end() {
		if (!atEnd()) {
			throw error(columns.get(at), "unexpected '" + words.get(at) + "' after the statement");
		}
	}

	TargetFileError error(int column, String problem) {
		return new TargetFileError(origin, line, column, problem);
	}
}
