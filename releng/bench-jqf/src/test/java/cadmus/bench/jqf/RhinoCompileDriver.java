package cadmus.bench.jqf;

import org.junit.Assume;
import org.junit.runner.RunWith;
import org.mozilla.javascript.Context;
import org.mozilla.javascript.EvaluatorException;

import com.pholser.junit.quickcheck.From;

import edu.berkeley.cs.jqf.examples.js.JavaScriptCodeGenerator;
import edu.berkeley.cs.jqf.fuzz.Fuzz;
import edu.berkeley.cs.jqf.fuzz.JQF;

/**
 * JQF's Rhino benchmark as JQF defines it: each program JQF's JavaScript generator makes is compiled by Rhino; a
 * program Rhino rejects (an EvaluatorException) is an invalid input, not a failure.
 */
@RunWith(JQF.class)
public class RhinoCompileDriver {

	@Fuzz
	public void compile(@From(JavaScriptCodeGenerator.class) String code) {
		Context context = Context.enter();
		try {
			context.compileString(code, "input", 0, null);
		} catch (EvaluatorException e) {
			Assume.assumeNoException(e);
		} finally {
			Context.exit();
		}
	}
}
