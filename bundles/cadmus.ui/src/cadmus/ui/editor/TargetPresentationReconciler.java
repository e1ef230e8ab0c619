package cadmus.ui.editor;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.NumberRule;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WordRule;

import cadmus.clp.TargetFile;

/**
 * The generic editor's highlighting of target files (plugin.xml): the statements' words as the reader knows them,
 * comments and numbers, in the colours programs have.
 */
public final class TargetPresentationReconciler extends PresentationReconciler {

	public TargetPresentationReconciler() {
		var words = new WordRule(new ProgramTokenScanner.Identifiers(), Token.UNDEFINED);
		TargetFile.KEYWORDS.forEach(keyword -> words.addWord(keyword, ProgramTokenScanner.KEYWORD));
		var scanner = new RuleBasedScanner();
		scanner.setRules(new IRule[] { new EndOfLineRule("#", ProgramTokenScanner.COMMENT), words,
				new NumberRule(ProgramTokenScanner.NUMBER) });
		var repairer = new DefaultDamagerRepairer(scanner);
		setDamager(repairer, IDocument.DEFAULT_CONTENT_TYPE);
		setRepairer(repairer, IDocument.DEFAULT_CONTENT_TYPE);
	}
}
