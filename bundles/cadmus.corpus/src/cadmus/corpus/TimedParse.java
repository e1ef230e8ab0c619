package cadmus.corpus;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;

import cadmus.api.Language;
import cadmus.api.SyntaxError;

/**
 * Parses one file's text with the language's grammar on a thread of its own: with a deep stack, since real
 * code nests deeper than generated code (a minified bundle's expressions), and with a time limit, since no
 * file is worth stopping the import for. A parse that outlives its limit is interrupted and left behind (a
 * parser cannot be stopped from outside); the file counts as timed out.
 */
final class TimedParse {

	/** Stack for one parse: nesting a thousand levels deep takes a few megabytes in a generated parser. */
	private static final long STACK_BYTES = 256L << 20;

	/** What parsing a file came to. */
	record Outcome(FileVerdict verdict, int line, String detail) {
	}

	private final Language language;
	private final Duration timeout;

	TimedParse(Language language, Duration timeout) {
		this.language = language;
		this.timeout = timeout;
	}

	Outcome errors(String text) {
		var result = new AtomicReference<Outcome>();
		var thread = new Thread(null, () -> result.set(parse(text)), "corpus parse", STACK_BYTES);
		thread.setDaemon(true);
		thread.start();
		try {
			thread.join(timeout.toMillis());
		} catch (InterruptedException e) {
			thread.interrupt();
			Thread.currentThread().interrupt();
			throw new CorpusException("the import was interrupted");
		}
		var outcome = result.get();
		if (outcome == null) {
			thread.interrupt();
			return new Outcome(FileVerdict.TIMED_OUT, 0, "no answer from the parser within " + timeout.toSeconds() + " s");
		}
		return outcome;
	}

	private Outcome parse(String text) {
		try {
			var errors = language.syntaxErrors(text);
			if (errors.isEmpty()) {
				return new Outcome(FileVerdict.PARSED, 0, "");
			}
			SyntaxError first = errors.get(0);
			return new Outcome(FileVerdict.NOT_PARSED, first.line(), first.message());
		} catch (StackOverflowError e) {
			return new Outcome(FileVerdict.NOT_PARSED, 0, "nested too deeply for the parser");
		} catch (RuntimeException e) {
			return new Outcome(FileVerdict.NOT_PARSED, 0, "the parser failed: " + e);
		}
	}
}
