package cadmus.app;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import cadmus.corpus.CorpusFile;
import cadmus.corpus.FileVerdict;
import cadmus.corpus.SourceRate;

/** The tables the corpus commands print: parse rates per source, and the syntax errors that stopped most files. */
final class CorpusTable {

	private CorpusTable() {
	}

	/** One row per source and a total: files given to the parser, parsed, per cent, lines parsed, skipped. */
	static void rates(PrintWriter print, String title, List<SourceRate> rates) {
		int width = Math.max(6, rates.stream().mapToInt(r -> r.source().length()).max().orElse(0));
		String row = "%-" + width + "s %8s %8s %7s %10s %8s%n";
		print.printf(row, "source", "files", "parsed", "%", "lines", "skipped");
		for (var r : rates) {
			print.printf(row, r.source(), r.attempted(), r.parsed(), String.format("%.1f", r.percent()), r.lines(),
					r.skipped());
		}
		var all = new SourceRate("all (" + title + ")", rates.stream().mapToInt(SourceRate::attempted).sum(),
				rates.stream().mapToInt(SourceRate::parsed).sum(), rates.stream().mapToInt(SourceRate::skipped).sum(),
				rates.stream().mapToLong(SourceRate::lines).sum());
		print.printf("%-" + width + "s %8s %8s %7s %10s %8s%n", all.source(), all.attempted(), all.parsed(),
				String.format("%.1f", all.percent()), all.lines(), all.skipped());
		print.println("(files: those given to the parser; skipped: not text, too large, duplicates, unreadable)");
	}

	/**
	 * The first syntax errors that stopped most files, their quoted parts kept (they name the token the grammar
	 * did not expect), so a grammar's commonest misses are seen first.
	 */
	static void commonErrors(PrintWriter print, List<CorpusFile> files, int limit) {
		Map<String, Long> counts = files.stream().filter(f -> f.verdict() == FileVerdict.NOT_PARSED)
				.collect(Collectors.groupingBy(CorpusFile::detail, TreeMap::new, Collectors.counting()));
		if (counts.isEmpty()) {
			return;
		}
		print.println("commonest first errors of the files not parsed:");
		counts.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()
				.thenComparing(Map.Entry::getKey)).limit(limit)
				.forEach(e -> print.printf("%7d  %s%n", e.getValue(), e.getKey()));
	}
}
