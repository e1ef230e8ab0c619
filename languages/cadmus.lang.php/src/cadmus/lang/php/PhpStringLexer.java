package cadmus.lang.php;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

import org.antlr.runtime.CharStream;
import org.antlr.runtime.NoViableAltException;
import org.antlr.runtime.RecognitionException;
import org.antlr.runtime.RecognizerSharedState;
import org.antlr.runtime.Token;

import cadmus.lang.php.parser.antlr.internal.InternalPhpLexer;
import cadmus.lang.php.parser.antlr.internal.InternalPhpParser;

/**
 * The grammar's lexer, reading strings with interpolation itself: a double-quoted string with a '$' in it, a
 * heredoc ({@code <<<ID} ... {@code ID}) or a nowdoc ({@code <<<'ID'}). Inside one, text is not code: a lexer
 * without modes cannot tell them apart, so this one keeps a stack of the strings being read (an embedded
 * expression may hold another string) and cuts each into the grammar's tokens: STRING_OPEN, STRING_TEXT (as
 * written), '{' expression '}' for {@code {$a['k']}} (the braces opened inside counted, so its own '}' is found),
 * VARNAME for a simple {@code $x}, STRING_CLOSE. Forms PHP reads differently from what the grammar would
 * ({@code $a[...]} and {@code $o->p} without braces, {@code ${...}}) are errors that say so. It also reads what lies
 * outside PHP between {@code ?>} and the next {@code <?php} as one token, which no grammar rule could.
 */
public class PhpStringLexer extends InternalPhpLexer {

	private static final int OPEN_BRACE = keyword("{");
	private static final int CLOSE_BRACE = keyword("}");

	/** The strings being read, innermost first. */
	private final Deque<Reading> strings = new ArrayDeque<>();

	/** One string being read. */
	private static final class Reading {
		/** Null for a double-quoted string; a heredoc's or nowdoc's closing label. */
		final String label;
		final boolean nowdoc;
		/** Negative while reading text; in an embedded expression, the braces opened inside it still open. */
		int braces = -1;
		/** At the start of a line of a heredoc or nowdoc: where its closing label may stand. */
		boolean lineStart;

		Reading(String label, boolean nowdoc) {
			this.label = label;
			this.nowdoc = nowdoc;
			this.lineStart = label != null;
		}
	}

	public PhpStringLexer() {
	}

	public PhpStringLexer(CharStream input) {
		super(input);
	}

	public PhpStringLexer(CharStream input, RecognizerSharedState state) {
		super(input, state);
	}

	@Override
	public void mTokens() throws RecognitionException {
		state.channel = Token.DEFAULT_CHANNEL;
		Reading reading = strings.peek();
		if (reading != null && reading.braces < 0) {
			text(reading);
			return;
		}
		if (reading != null && input.LA(1) == '}' && reading.braces == 0) {
			match('}');
			state.type = CLOSE_BRACE;
			reading.braces = -1;
			return;
		}
		if (reading != null && (input.LA(1) == '{' || input.LA(1) == '}')) {
			reading.braces += input.LA(1) == '{' ? 1 : -1;
		}
		if (reading == null && input.LA(1) == '?' && input.LA(2) == '>') {
			outsidePhp();
		} else if (input.LA(1) == '"' && interpolates()) {
			match('"');
			state.type = RULE_STRING_OPEN;
			strings.push(new Reading(null, false));
		} else if (input.LA(1) == '<' && input.LA(2) == '<' && input.LA(3) == '<') {
			heredoc();
		} else {
			super.mTokens();
		}
	}

	/**
	 * ?>, the text outside PHP up to the next {@code <?php} and a space or line break (or the end of input), and that
	 * tag: one INLINE_HTML token, as written.
	 */
	private void outsidePhp() throws RecognitionException {
		match("?>");
		while (input.LA(1) != CharStream.EOF && !(input.LA(1) == '<' && input.LA(2) == '?' && input.LA(3) == 'p'
				&& input.LA(4) == 'h' && input.LA(5) == 'p' && Character.isWhitespace(input.LA(6)))) {
			input.consume();
		}
		if (input.LA(1) != CharStream.EOF) {
			match("<?php");
		}
		state.type = RULE_INLINE_HTML;
	}

	/** Whether the double-quoted string here has a '$' that is not escaped: then it is read here. */
	private boolean interpolates() {
		for (int i = 2;; i++) {
			int c = input.LA(i);
			if (c == CharStream.EOF || c == '"') {
				return false;
			}
			if (c == '$') {
				return true;
			}
			if (c == '\\') {
				i++;
			}
		}
	}

	/** {@code <<<ID}, {@code <<<"ID"} or {@code <<<'ID'} and the line break: a heredoc's or nowdoc's opening. */
	private void heredoc() throws RecognitionException {
		match("<<<");
		while (input.LA(1) == ' ' || input.LA(1) == '\t') {
			input.consume();
		}
		int quote = input.LA(1) == '\'' || input.LA(1) == '"' ? input.LA(1) : 0;
		if (quote != 0) {
			input.consume();
		}
		var label = new StringBuilder();
		while (isNameChar(input.LA(1), label.length() == 0)) {
			label.append((char) input.LA(1));
			input.consume();
		}
		if (label.length() == 0) {
			throw new Unsupported("a heredoc's label must follow <<<", input);
		}
		if (quote != 0) {
			match(quote);
		}
		if (input.LA(1) == '\r') {
			input.consume();
		}
		match('\n');
		state.type = RULE_STRING_OPEN;
		strings.push(new Reading(label.toString(), quote == '\''));
	}

	/** The token at a position where a string's text is read. */
	private void text(Reading reading) throws RecognitionException {
		int c = input.LA(1);
		if (reading.label == null && c == '"') {
			match('"');
			close();
			return;
		}
		if (reading.lineStart && closingLabelAt(1, reading.label)) {
			consumeClosing(reading.label);
			return;
		}
		if (c == '\n' && reading.label != null && closingLabelAt(2, reading.label)) {
			input.consume();
			consumeClosing(reading.label);
			return;
		}
		if (!reading.nowdoc && c == '{' && input.LA(2) == '$') {
			match('{');
			state.type = OPEN_BRACE;
			reading.braces = 0;
			reading.lineStart = false;
			return;
		}
		if (!reading.nowdoc && c == '$' && input.LA(2) == '{') {
			throw new Unsupported("${...} in a string is not supported (deprecated in PHP 8.2): write {$...}", input);
		}
		if (!reading.nowdoc && c == '$' && isNameChar(input.LA(2), true)) {
			simpleVariable();
			reading.lineStart = false;
			return;
		}
		do {
			if (!reading.nowdoc && input.LA(1) == '\\' && input.LA(2) != CharStream.EOF) {
				input.consume();
			}
			reading.lineStart = input.LA(1) == '\n';
			input.consume();
		} while (!textEnds(reading));
		state.type = RULE_STRING_TEXT;
	}

	/** Whether the text read so far ends here: at the closing, an interpolation, or the end of input. */
	private boolean textEnds(Reading reading) {
		int c = input.LA(1);
		if (c == CharStream.EOF) {
			return true;
		}
		if (reading.label == null) {
			return c == '"' || c == '$' && (input.LA(2) == '{' || isNameChar(input.LA(2), true))
					|| c == '{' && input.LA(2) == '$';
		}
		if (reading.lineStart && closingLabelAt(1, reading.label) || c == '\n' && closingLabelAt(2, reading.label)) {
			return true;
		}
		return !reading.nowdoc && (c == '$' && (input.LA(2) == '{' || isNameChar(input.LA(2), true))
				|| c == '{' && input.LA(2) == '$');
	}

	/** $name in a string, which PHP reads on into an index or a property: those forms need braces here. */
	private void simpleVariable() throws RecognitionException {
		int end = 2;
		while (isNameChar(input.LA(end), false)) {
			end++;
		}
		int next = input.LA(end);
		if (next == '[' || next == '-' && input.LA(end + 1) == '>' && isNameChar(input.LA(end + 2), true)) {
			throw new Unsupported("an index or a property of a variable in a string needs braces here: {$a[...]}, {$o->p}",
					input);
		}
		super.mTokens();
	}

	/** Whether a heredoc's closing label starts at LA(at), after spaces or tabs, and ends there. */
	private boolean closingLabelAt(int at, String label) {
		int i = at;
		while (input.LA(i) == ' ' || input.LA(i) == '\t') {
			i++;
		}
		for (int k = 0; k < label.length(); k++, i++) {
			if (input.LA(i) != label.charAt(k)) {
				return false;
			}
		}
		return !isNameChar(input.LA(i), false);
	}

	private void consumeClosing(String label) throws RecognitionException {
		while (input.LA(1) == ' ' || input.LA(1) == '\t') {
			input.consume();
		}
		match(label);
		close();
	}

	private void close() {
		state.type = RULE_STRING_CLOSE;
		strings.pop();
	}

	private static boolean isNameChar(int c, boolean first) {
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c >= 0x80 && c != CharStream.EOF
				|| !first && c >= '0' && c <= '9';
	}

	@Override
	public void setCharStream(CharStream input) {
		strings.clear();
		super.setCharStream(input);
	}

	@Override
	public void reset() {
		strings.clear();
		super.reset();
	}

	@Override
	public String getErrorMessage(RecognitionException e, String[] tokenNames) {
		return e instanceof Unsupported u ? u.getMessage() : super.getErrorMessage(e, tokenNames);
	}

	/**
	 * A form of string the grammar does not read, with what to write instead. A no-viable-alternative error, so
	 * that the lexer recovers past it (by a character) and reads on.
	 */
	private static final class Unsupported extends NoViableAltException {
		private static final long serialVersionUID = 1L;
		private final String message;

		Unsupported(String message, CharStream input) {
			super(message, 0, 0, input);
			this.message = message;
		}

		@Override
		public String getMessage() {
			return message;
		}
	}

	/** The token type of a keyword of the grammar, as the generated parser names it ('{'). */
	private static int keyword(String text) {
		int type = Arrays.asList(InternalPhpParser.tokenNames).indexOf("'" + text + "'");
		if (type < 0) {
			throw new IllegalStateException("the grammar has no keyword " + text);
		}
		return type;
	}
}
