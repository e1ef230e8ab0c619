package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import cadmus.api.Language;
import cadmus.api.Program;
import cadmus.reduce.CandidateTest;
import cadmus.reduce.PreludeTrim;
import cadmus.reduce.Reducer;
import cadmus.reduce.TreeSyntax;
import cadmus.testing.Services;

/**
 * The reducer's statement passes on a JavaScript program keep the declarations a later statement still reads. A
 * finding whose bucket is a ReferenceError (Rhino's lost block binding, findings/rhino-delete-block-let.js) was once
 * reduced to a program that read a name it no longer declared: a ReferenceError on every engine, of the reducer's
 * own making. Here the interestingness test only asks that the program still prints v2, which such a cut
 * program does too, so only the passes' own check can keep the declarations.
 */
class JsStatementReductionTest {

	private final Language js = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=js)");

	@Test
	void aDeclarationStillReadIsNotDeletedAndOneNoLongerReadIs() {
		String text = "let v1 = 1;\nlet v3 = 5;\nlet v2 = v1 + 1;\nout(v2);\n";
		var reduction = new Reducer(null, TreeSyntax.of(js), () -> new PrintsV2(), PreludeTrim.NONE)
				.reduce(new Program("js", "p.js", text, "written for this test"), null,
						new Reducer.Options(1, Duration.ofMinutes(1), false));
		assertTrue(reduction.verified() && reduction.statementsEdited(), reduction.toString());
		assertEquals("let v1 = 1;\nlet v2 = v1 + 1;\nout(v2);\n", reduction.reducedText());
	}

	/** Stands for a finding's test that any program printing v2 passes, whether or not v2 is still declared. */
	private static final class PrintsV2 implements CandidateTest {
		@Override
		public boolean reproduces(Program candidate) {
			return candidate.text().contains("out(v2)");
		}

		@Override
		public void close() {
		}
	}
}
