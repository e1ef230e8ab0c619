package cadmus.bench.jqf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.mozilla.javascript.BaseFunction;
import org.mozilla.javascript.Context;
import org.mozilla.javascript.RhinoException;
import org.mozilla.javascript.Scriptable;
import org.mozilla.javascript.ScriptableObject;

/**
 * Runs program files through Rhino in this JVM, for a coverage tool attached to it (the JaCoCo agent): in mode
 * {@code compile} each program is compiled only, as JQF's Rhino benchmark does; in mode {@code run} it is compiled
 * and run in a fresh standard scope with a {@code print} that discards its output, as Cadmus runs it. Prints how
 * many programs compiled (valid) of how many.
 * Usage: ReplayPrograms compile|run FOLDER...
 */
public final class ReplayPrograms {

	private ReplayPrograms() {
	}

	public static void main(String[] args) throws IOException {
		boolean run = args[0].equals("run");
		int programs = 0;
		int valid = 0;
		int failed = 0;
		for (int a = 1; a < args.length; a++) {
			if (!Files.isDirectory(Path.of(args[a]))) {
				continue; // no failing inputs, say
			}
			List<Path> files;
			try (Stream<Path> listing = Files.walk(Path.of(args[a]))) {
				files = listing.filter(Files::isRegularFile).sorted().toList();
			}
			for (Path file : files) {
				programs++;
				Context context = Context.enter();
				try {
					var script = context.compileString(Files.readString(file), "input", 0, null);
					valid++;
					if (run) {
						ScriptableObject scope = context.initStandardObjects();
						scope.put("print", scope, new Discard());
						context.setInstructionObserverThreshold(0);
						script.exec(context, scope);
					}
				} catch (RhinoException | StackOverflowError e) {
					// An invalid program, or one that throws: its coverage up to there counts.
				} catch (RuntimeException | AssertionError e) {
					// Rhino failing inside (a bug either tool found): its coverage up to there counts too.
					failed++;
				} finally {
					Context.exit();
				}
			}
		}
		System.out.println(valid + " of " + programs + " programs compiled; Rhino failed inside on " + failed);
	}

	/** print(...): output is not what is measured here. */
	private static final class Discard extends BaseFunction {
		private static final long serialVersionUID = 1L;

		@Override
		public Object call(Context cx, Scriptable scope, Scriptable thisObj, Object[] args) {
			return Context.getUndefinedValue();
		}
	}
}
