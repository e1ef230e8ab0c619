package cadmus.lang.sql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import cadmus.api.DecisionSource;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.SizeBound;
import cadmus.generate.RecordingDecisionSource;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.Shape;
import cadmus.generate.Trace;
import cadmus.testing.Services;

/**
 * The observation statements a reduction may leave out: a script's shape lists the tables and views it
 * observes at its end, and a replay told to leave one out writes the same script without that one statement
 * (the size bound is charged for it all the same, so nothing else moves).
 */
class ObservationSteeringTest {

	private static Language sql;
	private static Generator generator;

	@BeforeAll
	static void services() {
		sql = Services.get(Language.class, "(cadmus.language=sql)");
		generator = Services.get(Generator.class, null);
	}

	private record Made(String text, Trace trace, Shape shape) {
	}

	private static Made make(DecisionSource source) {
		var recording = RecordingDecisionSource.withShape(source);
		var tree = generator.generate(sql, recording, new SizeBound(sql.defaultSize()));
		return new Made(sql.programText(tree, sql.rules()), recording.trace(), recording.shape());
	}

	@Test
	void aBindingLeftUnobservedLosesItsObservationStatementAndNothingElse() {
		int checked = 0;
		for (long seed = 0; seed < 40; seed++) {
			var original = make(new SeededDecisionSource(seed));
			String text = original.text();
			var trace = original.trace();
			var shape = original.shape();
			var aims = shape.aims(trace.size());
			assertFalse(shape.observed().isEmpty(), "a script observes the tables it made, seed " + seed);
			for (var name : shape.observed()) {
				assertTrue(text.contains("SELECT * FROM " + name + ";"), name + " observed in\n" + text);
			}
			var all = make(new ReplayDecisionSource(trace, aims, Set.of()));
			assertEquals(text, all.text(), "seed " + seed);
			assertEquals(shape, all.shape());

			String left = shape.observed().get((int) (seed % shape.observed().size()));
			var without = make(new ReplayDecisionSource(trace, aims, Set.of(left)));
			var expected = new ArrayList<>(lines(text));
			assertTrue(expected.remove("SELECT * FROM " + left + ";"), text);
			assertEquals(expected, lines(without.text()), "seed " + seed + ", " + left + " left out");
			assertFalse(without.shape().observed().contains(left));
			assertEquals(shape.spans(), without.shape().spans(), "the tree is the same");
			checked++;
		}
		assertEquals(40, checked);
	}

	private static List<String> lines(String text) {
		return Arrays.asList(text.split("\n"));
	}
}
