package cadmus.campaign.upstream;

import java.util.ArrayList;
import java.util.List;

import cadmus.exec.FindingHeader;

/**
 * A kept finding's text split in two: the block of comment lines that holds its machine-readable header (and the
 * notes around it), and the program without that block, as a maintainer runs it.
 *
 * @param prose   the block's notes, comment markers removed, the machine-readable line left out
 * @param program the text without the block
 */
record HeaderComment(String prose, String program) {

	static HeaderComment of(String text, String lineComment) {
		List<String> lines = text.lines().toList();
		int mark = -1;
		for (int i = 0; i < lines.size() && mark < 0; i++) {
			if (lines.get(i).contains(FindingHeader.MARK)) {
				mark = i;
			}
		}
		if (mark < 0) {
			return new HeaderComment("", text);
		}
		int start = mark;
		while (start > 0 && isComment(lines.get(start - 1), lineComment)) {
			start--;
		}
		int end = mark + 1;
		while (end < lines.size() && isComment(lines.get(end), lineComment)) {
			end++;
		}
		var prose = new ArrayList<String>();
		for (int i = start; i < end; i++) {
			if (i != mark) {
				prose.add(lines.get(i).strip().substring(lineComment.length()).strip());
			}
		}
		var program = new ArrayList<String>(lines.subList(0, start));
		program.addAll(lines.subList(end, lines.size()));
		return new HeaderComment(String.join("\n", prose), String.join("\n", program) + "\n");
	}

	private static boolean isComment(String line, String lineComment) {
		return line.strip().startsWith(lineComment);
	}
}
