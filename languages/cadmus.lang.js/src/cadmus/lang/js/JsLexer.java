package cadmus.lang.js;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

import org.antlr.runtime.CharStream;
import org.antlr.runtime.RecognitionException;
import org.antlr.runtime.RecognizerSharedState;
import org.antlr.runtime.Token;

import cadmus.lang.js.parser.antlr.internal.InternalJsLexer;
import cadmus.lang.js.parser.antlr.internal.InternalJsParser;

/**
 * The grammar's lexer, told where a '}' closes a template substitution. In {@code `a${b}c`} the '}' starts the
 * template's tail, but in {@code if (p) { f(); } s = `c`;} the same characters up to the backquote are a block's
 * end and then code: a lexer without modes takes the longest match, the tail, in both. This one counts the braces
 * opened inside each substitution (templates nest: {@code `${`${x}`}`}), and where a '}' closes no substitution
 * it is the keyword, whatever follows.
 */
public class JsTemplateLexer extends InternalJsLexer {

	private static final int OPEN_BRACE = keyword("{");
	private static final int CLOSE_BRACE = keyword("}");

	/** For each substitution being read, innermost first: how many braces opened in it are still open. */
	private final Deque<Integer> openBraces = new ArrayDeque<>();

	public JsTemplateLexer() {
	}

	public JsTemplateLexer(CharStream input) {
		super(input);
	}

	public JsTemplateLexer(CharStream input, RecognizerSharedState state) {
		super(input, state);
	}

	@Override
	public void mTokens() throws RecognitionException {
		if (input.LA(1) == '}' && (openBraces.isEmpty() || openBraces.peek() > 0)) {
			match('}');
			state.type = CLOSE_BRACE;
			state.channel = Token.DEFAULT_CHANNEL;
		} else {
			super.mTokens();
		}
		track(state.type);
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
		super.setCharStream(input);
	}

	@Override
	public void reset() {
		openBraces.clear();
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
