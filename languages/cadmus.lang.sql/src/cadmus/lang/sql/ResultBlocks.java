package cadmus.lang.sql;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;

import cadmus.lang.sql.engines.ResultText;

/**
 * The results in an SQL program's output, one block per query, each ending in its row-count footer (see
 * {@code ResultText}). SQL leaves the order of rows unspecified unless ORDER BY fixes it, so outputs are
 * compared with every block's rows sorted (as multisets), except blocks whose footer says they are in order.
 * A statement that broke a constraint prints a line of its own between blocks, which belongs to none.
 */
final class ResultBlocks {

	private static final Pattern FOOTER = Pattern.compile("\\(\\d+ rows?(, in order)?\\)");

	private ResultBlocks() {
	}

	/** Every block's rows, in output order; rows after the last footer (a failed statement's) are dropped. */
	static List<List<String>> of(String output) {
		var blocks = new ArrayList<List<String>>();
		var rows = new ArrayList<String>();
		for (String line : output.split("\n", -1)) {
			if (FOOTER.matcher(line).matches()) {
				blocks.add(List.copyOf(rows));
				rows.clear();
			} else if (!line.isEmpty() && !line.equals(ResultText.CONSTRAINT_VIOLATED)) {
				rows.add(line);
			}
		}
		return blocks;
	}

	/**
	 * The output with each block's rows in sorted order; the lines between blocks stay as they are, the rows of an
	 * unfinished last block are left out.
	 */
	static String sortedRows(String output) {
		var out = new StringBuilder();
		var rows = new ArrayList<String>();
		for (String line : output.split("\n", -1)) {
			if (FOOTER.matcher(line).matches()) {
				if (!line.endsWith(", in order)")) {
					Collections.sort(rows);
				}
				rows.forEach(r -> out.append(r).append('\n'));
				rows.clear();
				out.append(line).append('\n');
			} else if (line.equals(ResultText.CONSTRAINT_VIOLATED)) {
				rows.forEach(r -> out.append(r).append('\n'));
				rows.clear();
				out.append(line).append('\n');
			} else {
				rows.add(line);
			}
		}
		// What follows the last footer is normally nothing. Rows there are a block cut off, by a statement that failed
		// or by the reply's cap on output, at a row that depends on the rows' order: left out. The line that says the
		// program stopped at its output budget stays.
		if (rows.contains(ResultText.OUTPUT_LIMIT)) {
			out.append(ResultText.OUTPUT_LIMIT).append('\n');
		}
		return out.toString();
	}
}
