import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Element;

/**
 * Sums what tycho-surefire reported in tests/*&#47;target/surefire-reports/TEST-*.xml (written by the run that made
 * the marker file, or later) and lists every skipped test with its reason: a test skips itself by a JUnit assumption
 * when an engine it needs is not installed (cadmus.testing.Engines), and tycho-surefire writes that as a
 * {@code <skipped>} element holding the assumption's exception, whose message is the reason. Exits 1 when a test was
 * skipped or no report was written: ./build-and-test (what .ci/run runs) calls this after its tests, having installed
 * every engine first, so there a skip means a test that did not run. Run with the JDK's source launcher:
 * {@code java releng/SkippedTests.java <sources> <marker>}.
 */
public class SkippedTests {

	public static void main(String[] args) throws Exception {
		if (args.length != 2) {
			System.err.println("usage: java releng/SkippedTests.java <sources> <marker file made before the build>");
			System.exit(2);
		}
		Path sources = Path.of(args[0]);
		FileTime since = Files.getLastModifiedTime(Path.of(args[1]));
		List<Path> reports = reports(sources, since);
		int tests = 0;
		int skipped = 0;
		int failures = 0;
		var skips = new ArrayList<String>();
		var factory = DocumentBuilderFactory.newInstance();
		for (Path report : reports) {
			Element suite = factory.newDocumentBuilder().parse(report.toFile()).getDocumentElement();
			tests += count(suite, "tests");
			skipped += count(suite, "skipped");
			failures += count(suite, "failures") + count(suite, "errors");
			var cases = suite.getElementsByTagName("testcase");
			for (int i = 0; i < cases.getLength(); i++) {
				var testcase = (Element) cases.item(i);
				var skip = testcase.getElementsByTagName("skipped");
				if (skip.getLength() > 0) {
					skips.add(testcase.getAttribute("classname") + "." + testcase.getAttribute("name") + ": "
							+ reason((Element) skip.item(0)));
				}
			}
		}
		System.out.printf("Surefire reports: %d files, %d tests, %d skipped, %d failed or in error%n", reports.size(), tests,
				skipped, failures);
		if (reports.isEmpty()) {
			System.err.println("no Surefire report was written under " + sources.resolve("tests") + " by this run");
			System.exit(1);
		}
		if (skipped > 0 || !skips.isEmpty()) {
			System.err.println(skipped + " tests were skipped, on a machine where releng/install-engines installed every engine:");
			skips.forEach(s -> System.err.println("  " + s));
			System.exit(1);
		}
	}

	/** The TEST-*.xml reports of every test bundle, written at or after {@code since}. */
	private static List<Path> reports(Path sources, FileTime since) throws IOException {
		var reports = new ArrayList<Path>();
		try (Stream<Path> bundles = Files.list(sources.resolve("tests"))) {
			for (Path bundle : bundles.sorted().toList()) {
				Path dir = bundle.resolve("target/surefire-reports");
				if (!Files.isDirectory(dir)) {
					continue;
				}
				try (Stream<Path> files = Files.list(dir)) {
					for (Path file : files.sorted().toList()) {
						String name = file.getFileName().toString();
						if (name.startsWith("TEST-") && name.endsWith(".xml")
								&& Files.getLastModifiedTime(file).compareTo(since) >= 0) {
							reports.add(file);
						}
					}
				}
			}
		}
		return reports;
	}

	/**
	 * Why a test was skipped: tycho-surefire 4 writes an aborted test's exception as the element's text, its first
	 * line "org.opentest4j.TestAbortedException: Assumption failed: REASON" (Maven's surefire writes a message
	 * attribute instead, read when there).
	 */
	private static String reason(Element skipped) {
		String message = skipped.getAttribute("message");
		if (message.isEmpty()) {
			message = skipped.getTextContent().strip().lines().findFirst().orElse("");
		}
		message = message.replaceFirst("^org\\.opentest4j\\.TestAbortedException: ", "").replaceFirst("^Assumption failed: ", "");
		return message.isEmpty() ? "(no reason given)" : message;
	}

	private static int count(Element suite, String attribute) {
		String value = suite.getAttribute(attribute);
		return value.isEmpty() ? 0 : Integer.parseInt(value);
	}
}
