package cadmus.campaign.upstream;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import cadmus.api.Implementation;
import cadmus.api.OptimizedCode;
import cadmus.api.StandaloneRun;

/** The Markdown of an {@link UpstreamReport}: one section per thing a maintainer looks for, in the order they look. */
final class ReportText {

	/** Lines of stderr quoted: the end of a long trace is what tells. */
	private static final int STDERR_LINES = 20;
	private static final int STDOUT_CHARS = 4000;

	private final UpstreamCase c;
	private final List<ShortestCommand> shown;
	private final Map<Implementation, Optional<StandaloneRun>> references;
	private final Optional<StandaloneRun> expected;
	/** For a deoptimization loop, what each implementation's own trace of its optimizing tier showed. */
	private final Map<Implementation, Optional<OptimizedCode>> traces;
	private final StringBuilder out = new StringBuilder();

	ReportText(UpstreamCase c, List<ShortestCommand> shown, Map<Implementation, Optional<StandaloneRun>> references,
			Optional<StandaloneRun> expected, Map<Implementation, Optional<OptimizedCode>> traces) {
		this.c = c;
		this.shown = shown;
		this.references = references;
		this.expected = expected;
		this.traces = traces;
	}

	String write() {
		line("# " + version(shown.get(0).implementation()) + ": " + summary(shown.get(0)));
		line("");
		line("## Engine");
		for (var s : shown) {
			var i = s.implementation();
			line("- " + version(i) + " — " + i.description() + " (Cadmus implementation `" + i.id() + "`)");
			s.full().ifPresent(f -> line("  - as Cadmus runs it: `" + f.shown(c.fileName()) + "`"));
			if (!s.leftOut().isEmpty()) {
				line("  - not needed for this bug (the command below leaves them out): `" + String.join(" ", s.leftOut()) + "`");
			}
		}
		line("");
		line("## Program (`" + c.fileName() + "`, " + c.programText().lines().count() + " lines)");
		fenced(c.fence(), c.programText());
		for (var s : shown) {
			s.full().filter(f -> !f.preamble().isEmpty()).ifPresent(f -> {
				line("Run by " + f.binary() + " alone, the file starts with what Cadmus's harness gives every program:");
				fenced(c.fence(), f.preamble());
			});
		}
		line("## To reproduce");
		for (var s : shown) {
			if (s.shortest().isPresent()) {
				fenced("sh", s.shortest().get().shown(c.fileName()));
			} else {
				line("This engine runs inside Cadmus (`" + s.implementation().id() + "`), so no command runs it alone;"
						+ " Cadmus runs the file on it with:");
				fenced("sh", "cadmus run --impl " + s.implementation().id() + " " + c.fileName());
			}
		}
		if (c.loop() != null) {
			loopActualAndExpected();
		} else {
			runsActualAndExpected();
		}
		line("");
		line("## How it was found");
		line(c.provenance());
		line("");
		line("Tracker searched for this bug: " + c.tracker());
		return out.toString();
	}

	/**
	 * A deoptimization loop: every run prints what it should, so actual and expected are the traces of the
	 * optimizing tiers, the same binary's other tiers and other engines beside the one that loops.
	 */
	private void loopActualAndExpected() {
		line("The program's output is right on every engine; the bug is in the optimizing tier: it deoptimizes the same"
				+ " compiled code again and again, at the same place for the same reason, as the engine's own trace of"
				+ " its deoptimizations shows (Cadmus runs the program with the tier's flags and that trace on).");
		line("");
		line("## Actual");
		for (var s : shown) {
			var loops = UpstreamReport.loops(c, traces.get(s.implementation()));
			line((shown.size() > 1 ? "`" + s.implementation().id() + "`: " : "") + (loops.isEmpty()
					? "**Traced here, no deoptimization loop shows.**"
					: "the trace shows " + loops.size() + " deoptimization loop" + (loops.size() == 1 ? "" : "s") + ":"));
			loops.forEach(l -> line("- " + l.unit() + ": " + l.reason() + ", " + l.times() + " times"));
			line("");
		}
		line("## Expected");
		line("A deoptimization or two at one place, then compiled code that has what it lacked; as traced:");
		for (var r : c.references()) {
			var trace = traces.getOrDefault(r, Optional.empty());
			String same = sameBinary(r) ? " (the same binary, another tier)" : "";
			line("- `" + r.id() + "`" + same + ", " + version(r) + ": " + trace.map(t -> t.loops().isEmpty()
					? "no deoptimization loop"
					: t.loops().size() + " deoptimization loops").orElse("no trace (no optimizing tier it can trace)"));
		}
	}

	private void runsActualAndExpected() {
		line("## Actual");
		for (var s : shown) {
			actual(s);
		}
		line("## Expected");
		if (expected.isPresent()) {
			line(expected.get().ending() + ", output:");
			fenced("", shortened(expected.get().stdout()));
		}
		line("As run alone by:");
		for (var r : c.references()) {
			var run = references.get(r);
			String same = sameBinary(r) ? " (the same binary, another tier)" : "";
			line("- `" + r.id() + "`" + same + ", " + version(r) + ": " + run.map(x -> "`" + x.command() + "`: "
					+ x.ending() + (expected.isPresent() && !x.sameAs(expected.get()) ? ", output differs from the above" : ""))
					.orElse("not run alone (no standalone command, or not installed)"));
		}
		if (c.references().isEmpty()) {
			line("- (no other implementation ran the program)");
		}
		if (!c.specification().isBlank()) {
			line("");
			line("Specification: " + c.specification());
		}
	}

	private void actual(ShortestCommand s) {
		if (s.run().isEmpty()) {
			line("`" + s.implementation().id() + "` did not run alone here (no standalone command, or not installed).");
			line("");
			return;
		}
		var r = s.run().get();
		line((shown.size() > 1 ? "`" + s.implementation().id() + "`: " : "") + r.ending() + ", output:");
		fenced("", shortened(r.stdout()));
		if (!r.stderr().isBlank()) {
			var lines = r.stderr().strip().lines().toList();
			line("stderr" + (lines.size() > STDERR_LINES ? " (last " + STDERR_LINES + " lines)" : "") + ":");
			fenced("", String.join("\n", lines.subList(Math.max(0, lines.size() - STDERR_LINES), lines.size())));
		}
		if (!s.showsBug()) {
			line("**Run alone, this is the expected result: the engine alone does not show the bug.**");
			line("");
		}
	}

	/** A title's gist: how the showing run ended, against what was expected; for a loop, the loop. */
	private String summary(ShortestCommand s) {
		if (c.loop() != null) {
			return "deoptimization loop" + (c.loop().isEmpty() ? "" : " (" + c.loop() + ")") + " on a "
					+ c.programText().lines().count() + "-line program";
		}
		if (s.run().isEmpty()) {
			return "differs from " + c.references().size() + " other configurations";
		}
		var r = s.run().get();
		long lines = c.programText().lines().count();
		if (r.signal() != 0 || r.timedOut()) {
			return r.ending() + " on a " + lines + "-line program";
		}
		boolean sameEnding = expected.map(e -> e.ending().equals(r.ending())).orElse(true);
		return sameEnding ? "wrong output (" + r.ending() + ") of a " + lines + "-line program"
				: r.ending() + " where " + expected.map(StandaloneRun::ending).orElse("") + " is expected";
	}

	private boolean sameBinary(Implementation reference) {
		return !reference.binary().isEmpty()
				&& shown.stream().anyMatch(s -> s.implementation().binary().equals(reference.binary()));
	}

	private static String version(Implementation i) {
		var a = i.availability();
		return a.available() ? a.version() : i.id() + " (not installed: " + a.reason() + ")";
	}

	private static String shortened(String stdout) {
		if (stdout.isEmpty()) {
			return "(nothing)";
		}
		return stdout.length() > STDOUT_CHARS ? stdout.substring(0, STDOUT_CHARS) + "\n... (" + stdout.length()
				+ " characters in all)" : stdout.stripTrailing();
	}

	private void fenced(String tag, String text) {
		String fence = text.contains("```") ? "~~~~" : "```";
		line(fence + tag);
		line(text.stripTrailing());
		line(fence);
		line("");
	}

	private void line(String text) {
		out.append(text).append('\n');
	}
}
