package cadmus.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;

/**
 * What every language's test of its hot form ({@code Language.hotProgramText}) checks: programs run on an
 * implementation, and the hot form's last round printing what the program prints, after the hash of the others.
 */
public final class HotForms {

	private HotForms() {
	}

	/**
	 * Each program's outcome, error kind and output on the implementation, in one session; skips the running test
	 * where the implementation is not installed.
	 */
	public static List<String> outputs(String languageId, String implementationId, List<Program> programs,
			ExecutionLimits limits) {
		Implementation implementation = Services.get(LanguageRegistry.class, null).implementations(languageId).stream()
				.filter(i -> i.id().equals(implementationId)).findFirst()
				.orElseThrow(() -> new AssertionError("no " + implementationId));
		Engines.assumeAvailable(implementation);
		var shown = new ArrayList<String>();
		try (var session = implementation.open(limits)) {
			for (var program : programs) {
				var e = session.run(program);
				shown.add(e.outcome() + " " + e.errorKind() + "\n" + e.stdout());
			}
		}
		return shown;
	}

	/**
	 * Each hot form ended as its program ended, printed a hash first and then exactly what its program printed; more
	 * than half the programs print something, so the comparison compares output; none ran out of time.
	 */
	public static void assertLastRoundIsTheProgram(List<String> plain, List<String> hot, List<Program> hotPrograms) {
		int printing = 0;
		for (int i = 0; i < plain.size(); i++) {
			String[] plainParts = plain.get(i).split("\n", 2);
			String[] hotParts = hot.get(i).split("\n", 3);
			assertEquals(plainParts[0], hotParts[0], "outcome of program " + i + ":\n" + hotPrograms.get(i).text());
			assertTrue(!plainParts[0].startsWith(Outcome.TIMEOUT.name()), "program " + i + " ran out of time");
			assertTrue(hotParts.length > 1 && hotParts[1].matches("\\d+"), "the hash first: " + hot.get(i));
			assertEquals(plainParts[1], hotParts.length > 2 ? hotParts[2] : "", "program " + i + "'s own output");
			printing += plainParts[1].isEmpty() ? 0 : 1;
		}
		assertTrue(printing > plain.size() / 2, printing + " of " + plain.size() + " programs print: the check compares output");
	}
}
