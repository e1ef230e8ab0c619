package cadmus.ui.editor;

import java.util.TreeSet;
import java.util.regex.Pattern;

import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.CompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;

/**
 * Content assist for Cadmus programs (plugin.xml): the language's keywords and the names already in the program
 * that start with what was typed.
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
		var words = new TreeSet<String>();
		ProgramDocument.of(document).language().ifPresent(l -> words.addAll(l.keywords()));
		var names = NAME.matcher(text);
		while (names.find()) {
			if (names.start() != start) {
				words.add(names.group());
			}
		}
		int replaced = start;
		return words.stream().filter(w -> w.startsWith(prefix) && !w.equals(prefix))
				.map(w -> (ICompletionProposal) new CompletionProposal(w, replaced, prefix.length(), w.length()))
				.toArray(ICompletionProposal[]::new);
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
