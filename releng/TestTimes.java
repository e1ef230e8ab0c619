import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Element;

/**
 * Where a test run's time went: per test module (tests/*) and per test class, the tests and the seconds
 * tycho-surefire reported in tests/*&#47;target/surefire-reports/TEST-*.xml, largest first, with the total; the
 * measurement to start from before making the suite faster. Run after a build with the JDK's source launcher:
 * {@code java releng/TestTimes.java [<sources> [<classes to list>]]} (defaults: ., 25).
 */
public class TestTimes {

	record Suite(String module, String name, int tests, double seconds) {
	}

	public static void main(String[] args) throws Exception {
		Path sources = Path.of(args.length > 0 ? args[0] : ".");
		int listed = args.length > 1 ? Integer.parseInt(args[1]) : 25;
		var suites = new ArrayList<Suite>();
		var factory = DocumentBuilderFactory.newInstance();
		try (Stream<Path> modules = Files.list(sources.resolve("tests"))) {
			for (Path module : modules.sorted().toList()) {
				Path reports = module.resolve("target/surefire-reports");
				if (!Files.isDirectory(reports)) {
					continue;
				}
				try (Stream<Path> files = Files.list(reports)) {
					for (Path report : files.filter(f -> f.getFileName().toString().matches("TEST-.*\\.xml")).toList()) {
						Element suite = factory.newDocumentBuilder().parse(report.toFile()).getDocumentElement();
						suites.add(new Suite(module.getFileName().toString(), suite.getAttribute("name"),
								Integer.parseInt(suite.getAttribute("tests")), Double.parseDouble(suite.getAttribute("time"))));
					}
				}
			}
		}
		if (suites.isEmpty()) {
			System.err.println("no Surefire report under " + sources.resolve("tests") + ": run the tests first");
			System.exit(1);
		}
		Map<String, double[]> byModule = new TreeMap<>();
		for (var s : suites) {
			var m = byModule.computeIfAbsent(s.module(), k -> new double[2]);
			m[0] += s.tests();
			m[1] += s.seconds();
		}
		double total = suites.stream().mapToDouble(Suite::seconds).sum();
		System.out.printf("%-28s %6s %9s %6s%n", "module", "tests", "seconds", "share");
		byModule.entrySet().stream().sorted(Comparator.comparingDouble((Map.Entry<String, double[]> e) -> -e.getValue()[1]))
				.forEach(e -> System.out.printf("%-28s %6.0f %9.1f %5.1f%%%n", e.getKey(), e.getValue()[0], e.getValue()[1],
						100 * e.getValue()[1] / total));
		System.out.printf("%-28s %6d %9.1f%n%n", "all", suites.stream().mapToInt(Suite::tests).sum(), total);
		System.out.printf("%-60s %6s %9s%n", "class", "tests", "seconds");
		List<Suite> slowest = suites.stream().sorted(Comparator.comparingDouble(s -> -s.seconds())).limit(listed).toList();
		for (var s : slowest) {
			System.out.printf("%-60s %6d %9.1f%n", s.name(), s.tests(), s.seconds());
		}
	}
}
