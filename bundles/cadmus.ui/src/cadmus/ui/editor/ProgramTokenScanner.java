package cadmus.ui.editor;

import java.util.ArrayList;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.ITokenScanner;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.NumberRule;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;

import cadmus.api.Language;

/**
 * Highlights a program by its language: the grammar's keywords, line comments, quoted strings and numbers. The
 * language is known only once the scanner sees the document, so the scanner for it is chosen then.
 */
final class ProgramTokenScanner implements ITokenScanner {

	static final IToken KEYWORD = new Token(new TextAttribute(new Color(127, 0, 85), null, SWT.BOLD));
	static final IToken COMMENT = new Token(new TextAttribute(new Color(63, 127, 95)));
	private static final IToken STRING = new Token(new TextAttribute(new Color(42, 0, 255)));
	static final IToken NUMBER = new Token(new TextAttribute(new Color(128, 64, 0)));

	/** One scanner per language id; a scanner keeps its position, so it is used by one editor thread at a time. */
	private final Map<String, RuleBasedScanner> scanners = new ConcurrentHashMap<>();
	private final RuleBasedScanner plain = new RuleBasedScanner();
	private RuleBasedScanner current = plain;

	@Override
	public void setRange(IDocument document, int offset, int length) {
		current = ProgramDocument.of(document).language().map(l -> scanners.computeIfAbsent(l.id(), id -> scannerFor(l)))
				.orElse(plain);
		current.setRange(document, offset, length);
	}

	@Override
	public IToken nextToken() {
		return current.nextToken();
	}

	@Override
	public int getTokenOffset() {
		return current.getTokenOffset();
	}

	@Override
	public int getTokenLength() {
		return current.getTokenLength();
	}

	static RuleBasedScanner scannerFor(Language language) {
		var rules = new ArrayList<IRule>();
		String comment = language.lineComment();
		if (comment != null && !comment.isEmpty()) {
			rules.add(new EndOfLineRule(comment, COMMENT));
		}
		rules.add(new SingleLineRule("\"", "\"", STRING, '\\'));
		rules.add(new SingleLineRule("'", "'", STRING, '\\'));
		var words = new WordRule(new Identifiers(), Token.UNDEFINED);
		language.keywords().forEach(keyword -> words.addWord(keyword, KEYWORD));
		rules.add(words);
		rules.add(new NumberRule(NUMBER));
		var scanner = new RuleBasedScanner();
		scanner.setRules(rules.toArray(IRule[]::new));
		return scanner;
	}

	/** Identifier characters as most languages have them (some languages' names hold a $ too). */
	static final class Identifiers implements IWordDetector {
		@Override
		public boolean isWordStart(char c) {
			return Character.isLetter(c) || c == '_' || c == '$';
		}

		@Override
		public boolean isWordPart(char c) {
			return Character.isLetterOrDigit(c) || c == '_' || c == '$';
		}
	}
}
