package cadmus.lang.js;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.Set;

import org.antlr.runtime.CharStream;
import org.antlr.runtime.MismatchedTokenException;
import org.antlr.runtime.RecognitionException;
import org.antlr.runtime.RecognizerSharedState;
import org.antlr.runtime.Token;

import cadmus.lang.js.parser.antlr.internal.InternalJsLexer;
import cadmus.lang.js.parser.antlr.internal.InternalJsParser;

/**
 * The grammar's lexer, with the two decisions JavaScript's lexical grammar leaves to the syntax around a token,
 * which a lexer without modes cannot make:
 * <ul>
 * <li>Where a '}' closes a template substitution. In {@code `a${b}c`} the '}' starts the template's tail, but in
 * {@code if (p) { f(); } s = `c`;} the same characters up to the backquote are a block's end and then code: the
 * generated lexer takes the longest match, the tail, in both. This one counts the braces opened inside each
 * substitution (templates nest: {@code `${`${x}`}`}), and where a '}' closes no substitution it is the keyword,
 * whatever follows.</li>
 * <li>Where a '/' starts a regular expression literal rather than a division: where an operand is expected, which
 * the token before it tells (after a name, a literal or a closing bracket an operand ends, so '/' divides; after an
 * operator, an opening bracket, a keyword or nothing, an operand starts). The grammar's REGEX terminal starts with a
 * character no source holds, so the generated lexer never matches it: this lexer reads the literal.</li>
 * </ul>
 */
public class JsLexer extends InternalJsLexer {

	private static final int OPEN_BRACE = keyword("{");
	private static final int CLOSE_BRACE = keyword("}");
	/** Tokens after which an operand has ended, so that a '/' is a division. */
	private static final Set<Integer> OPERAND_ENDS = Set.of(RULE_ID, RULE_NUMBER, RULE_STRING, RULE_TEMPLATE,
			RULE_TEMPLATE_TAIL, RULE_REGEX, keyword(")"), keyword("]"), CLOSE_BRACE, keyword("this"),
			keyword("super"), keyword("null"), keyword("true"), keyword("false"), keyword("++"), keyword("--"),
			// Words the grammar reserves that are also names (o.get / 2).
			keyword("get"), keyword("set"), keyword("static"), keyword("of"));

	/** Tokens the parser skips (Xtext hides them by type, not by channel). */
	private static final Set<Integer> HIDDEN = Set.of(RULE_WS, RULE_ML_COMMENT, RULE_SL_COMMENT);

	/** For each substitution being read, innermost first: how many braces opened in it are still open. */
	private final Deque<Integer> openBraces = new ArrayDeque<>();
	/** The type of the last token the parser reads (not white space or a comment), 0 before the first. */
	private int previous;

	public JsLexer() {
	}

	public JsLexer(CharStream input) {
		super(input);
	}

	public JsLexer(CharStream input, RecognizerSharedState state) {
		super(input, state);
	}

	@Override
	public void mTokens() throws RecognitionException {
		if (input.LA(1) == '}' && (openBraces.isEmpty() || openBraces.peek() > 0)) {
			match('}');
			state.type = CLOSE_BRACE;
			state.channel = Token.DEFAULT_CHANNEL;
		} else if (input.LA(1) == '/' && input.LA(2) != '/' && input.LA(2) != '*' && !OPERAND_ENDS.contains(previous)) {
			regularExpression();
		} else {
			super.mTokens();
		}
		track(state.type);
		if (!HIDDEN.contains(state.type)) {
			previous = state.type;
		}
	}

	/**
	 * A regular expression literal: '/', a body of characters, escapes and classes (where a '/' does not end it),
	 * '/', then flags. A line break or the input's end before the closing '/' is an error naming the literal.
	 */
	private void regularExpression() throws RecognitionException {
		match('/');
		boolean inClass = false;
		while (true) {
			int c = input.LA(1);
			if (c == CharStream.EOF || c == '\n' || c == '\r') {
				throw new MismatchedTokenException('/', input);
			}
			if (c == '/' && !inClass) {
				break;
			}
			if (c == '\\') {
				input.consume();
				int escaped = input.LA(1);
				if (escaped == CharStream.EOF || escaped == '\n' || escaped == '\r') {
					throw new MismatchedTokenException('/', input);
				}
			} else if (c == '[') {
				inClass = true;
			} else if (c == ']') {
				inClass = false;
			}
			input.consume();
		}
		match('/');
		while (Character.isLetterOrDigit(input.LA(1)) || input.LA(1) == '_' || input.LA(1) == '$') {
			input.consume();
		}
		state.type = RULE_REGEX;
		state.channel = Token.DEFAULT_CHANNEL;
	}

	private void track(int type) {
		if (type == RULE_TEMPLATE_HEAD) {
			openBraces.push(0);
		} else if (type == RULE_TEMPLATE_TAIL) {
			openBraces.poll();
		} else if (!openBraces.isEmpty() && type == OPEN_BRACE) {
			openBraces.push(openBraces.pop() + 1);
		} else if (!openBraces.isEmpty() && type == CLOSE_BRACE) {
			// At 0 a substitution ends without its template's tail (a syntax error the parser reports).
			int open = openBraces.pop();
			if (open > 0) {
				openBraces.push(open - 1);
			}
		}
	}

	@Override
	public void setCharStream(CharStream input) {
		openBraces.clear();
		previous = 0;
		super.setCharStream(input);
	}

	@Override
	public void reset() {
		openBraces.clear();
		previous = 0;
		super.reset();
	}

	/** The token type of a keyword of the grammar, as the generated parser names it ('{'). */
	private static int keyword(String text) {
		int type = Arrays.asList(InternalJsParser.tokenNames).indexOf("'" + text + "'");
		if (type < 0) {
			throw new IllegalStateException("the grammar has no keyword " + text);
		}
		return type;
	}
}
