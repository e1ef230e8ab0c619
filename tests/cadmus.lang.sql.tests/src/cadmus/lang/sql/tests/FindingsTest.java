package cadmus.lang.sql.tests;

import java.time.Duration;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import cadmus.testing.KeptFindings;

/**
 * The kept engine bugs of languages/cadmus.lang.sql/findings/ stay what they claim to be ({@link KeptFindings}):
 * each parses with the grammar, has its header, and still shows its bug on each installed engine its header names.
 */
class FindingsTest {

	private static final KeptFindings FINDINGS = new KeptFindings("sql", Duration.ofSeconds(60));

	@AfterAll
	static void closeSessions() {
		FINDINGS.close();
	}

	@TestFactory
	Stream<DynamicNode> everyKeptFindingParsesAndStillShowsItsBug() {
		return FINDINGS.checks(24);
	}
}
