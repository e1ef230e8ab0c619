package cadmus.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Pattern;

import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.CompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;

import cadmus.api.Completion;

/**
 * Content assist for Cadmus programs (plugin.xml): what the language's grammar and scopes allow at the cursor
 * (Xtext's content-assist parser and proposal provider, through {@link cadmus.api.Language#completions}), then the
 * names already in the program that start with what was typed.
 */
public final class WordCompletion implements IContentAssistProcessor {

	private static final Pattern NAME = Pattern.compile("[\\p{L}_$][\\p{L}\\p{N}_$]*");

	@Override
	public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
		var document = viewer.getDocument();
		String text = document.get();
		int start = offset;
		var identifiers = new ProgramTokenScanner.Identifiers();
		while (start > 0 && identifiers.isWordPart(text.charAt(start - 1))) {
			start--;
		}
		String prefix = text.substring(start, offset);
		var proposals = new ArrayList<ICompletionProposal>();
		var offered = new java.util.HashSet<String>();
		// First what the language's grammar and scopes allow here (Xtext's content-assist parser)...
		var language = ProgramDocument.of(document).language();
		for (Completion c : language.map(l -> grammarCompletions(l, text, offset)).orElse(List.of())) {
			// Words only (keywords, names): proposing an operator or a bracket helps no one.
			if (identifiers.isWordStart(c.proposal().charAt(0)) && offered.add(c.proposal())) {
				proposals.add(new CompletionProposal(c.proposal(), offset - c.prefix().length(), c.prefix().length(),
						c.proposal().length(), null, c.proposal() + (c.kind().isEmpty() ? "" : " (" + c.kind().toLowerCase(java.util.Locale.ROOT) + ")"), null, null));
			}
		}
		// ...then the names already in the program that start with what was typed.
		var names = new TreeSet<String>();
		var matcher = NAME.matcher(text);
		while (matcher.find()) {
			if (matcher.start() != start) {
				names.add(matcher.group());
			}
		}
		if (proposals.isEmpty()) {
			language.ifPresent(l -> names.addAll(l.keywords()));
		}
		for (String name : names) {
			if (name.startsWith(prefix) && !name.equals(prefix) && offered.add(name)) {
				proposals.add(new CompletionProposal(name, start, prefix.length(), name.length()));
			}
		}
		return proposals.toArray(ICompletionProposal[]::new);
	}

	/** The grammar's proposals, or none when the language's content assist fails on this text. */
	private static List<Completion> grammarCompletions(cadmus.api.Language language, String text, int offset) {
		try {
			return language.completions(text, offset);
		} catch (RuntimeException e) {
			org.eclipse.core.runtime.ILog.of(WordCompletion.class).warn("Cadmus: " + language.name()
					+ " content assist failed at offset " + offset + ": " + e);
			return List.of();
		}
	}

	@Override
	public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
		return null;
	}

	@Override
	public char[] getCompletionProposalAutoActivationCharacters() {
		return null;
	}

	@Override
	public char[] getContextInformationAutoActivationCharacters() {
		return null;
	}

	@Override
	public String getErrorMessage() {
		return null;
	}

	@Override
	public IContextInformationValidator getContextInformationValidator() {
		return null;
	}
}
