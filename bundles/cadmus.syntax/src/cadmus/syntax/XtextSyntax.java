package cadmus.syntax;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.IGrammarAccess;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.parser.IParser;

import com.google.inject.Injector;

import cadmus.api.Completion;
import cadmus.api.SyntaxError;
import cadmus.api.UnparsableProgramException;

/**
 * A language bundle's Xtext parser: text to the language's tree, or every syntax error with its position. The
 * parser is thread-safe, so one instance serves a language's every caller.
 */
public class XtextSyntax {

	private final IParser parser;
	private final Set<String> keywords;
	private final Supplier<Injector> ideInjector;
	private final String extension;
	private volatile XtextCompletion completion;

	/**
	 * @param injector    the language's Xtext injector (its standalone setup's, with EMF registration done)
	 * @param ideInjector makes the language's injector with Xtext's IDE services (its IDE setup's), on the first
	 *                    content-assist request: only an editor needs it
	 * @param extension   the file extension of the language's programs
	 */
	public XtextSyntax(Injector injector, Supplier<Injector> ideInjector, String extension) {
		this.ideInjector = ideInjector;
		this.extension = extension;
		this.parser = injector.getInstance(IParser.class);
		var grammar = injector.getInstance(IGrammarAccess.class).getGrammar();
		// Keywords that are words: punctuation ("(", ":=") is not what a reader wants highlighted.
		var words = new TreeSet<String>();
		for (var keyword : GrammarUtil.getAllKeywords(grammar)) {
			if (!keyword.isEmpty() && Character.isJavaIdentifierStart(keyword.charAt(0))) {
				words.add(keyword);
			}
		}
		this.keywords = Collections.unmodifiableSet(words);
	}

	public EObject parse(String text) throws UnparsableProgramException {
		var result = parser.parse(new StringReader(text));
		var errors = new ArrayList<SyntaxError>();
		for (INode node : result.getSyntaxErrors()) {
			errors.add(new SyntaxError(Math.max(1, node.getStartLine()), Math.max(0, node.getOffset()),
					Math.max(0, node.getLength()), node.getSyntaxErrorMessage().getMessage()));
		}
		if (!errors.isEmpty() || result.getRootASTElement() == null) {
			throw new UnparsableProgramException(errors);
		}
		var misplaced = checks(result.getRootASTElement());
		if (!misplaced.isEmpty()) {
			throw new UnparsableProgramException(misplaced);
		}
		return result.getRootASTElement();
	}

	/**
	 * The syntax errors of a tree the grammar parsed that the language's own parser reports: where an LL grammar
	 * cannot say what the language says without ambiguity (in Lua an expression statement must be a call, which
	 * only its last suffix tells), the grammar parses more and a language's parser checks the rest here. None by
	 * default.
	 */
	protected List<SyntaxError> checks(EObject root) {
		return List.of();
	}

	/** A syntax error at a node of a parsed tree, for {@link #checks}. */
	protected static SyntaxError errorAt(EObject node, String message) {
		var n = NodeModelUtils.getNode(node);
		return n == null ? new SyntaxError(1, 0, 0, message)
				: new SyntaxError(Math.max(1, n.getStartLine()), Math.max(0, n.getOffset()), Math.max(0, n.getLength()), message);
	}

	/** The grammar's keywords that are words (not punctuation), sorted. */
	public Set<String> keywords() {
		return keywords;
	}

	/**
	 * What the grammar allows at {@code offset} (keywords, names in scope), from Xtext's content-assist parser and
	 * proposal provider.
	 */
	public List<Completion> completions(String text, int offset) {
		var c = completion;
		if (c == null) {
			synchronized (this) {
				c = completion;
				if (c == null) {
					c = new XtextCompletion(ideInjector.get(), extension);
					completion = c;
				}
			}
		}
		return c.complete(text, offset);
	}

	/** The syntax errors of {@code text}; empty when it parses. */
	public List<SyntaxError> syntaxErrors(String text) {
		try {
			parse(text);
			return List.of();
		} catch (UnparsableProgramException e) {
			return e.syntaxErrors();
		}
	}
}
