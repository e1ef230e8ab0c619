package cadmus.lang.dafny;

import java.io.StringReader;
import java.util.ArrayList;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.parser.IParser;

import com.google.inject.Injector;

import cadmus.api.UnparsableProgramException;

/** Parses Dafny text with the Xtext-generated parser; the parser is thread-safe, one instance serves all. */
public final class DafnySyntax {

	private final IParser parser;

	public DafnySyntax() {
		Injector injector = new DafnyStandaloneSetup().createInjectorAndDoEMFRegistration();
		this.parser = injector.getInstance(IParser.class);
	}

	public EObject parse(String text) throws UnparsableProgramException {
		var result = parser.parse(new StringReader(text));
		var errors = new ArrayList<String>();
		for (var node : result.getSyntaxErrors()) {
			errors.add("line " + node.getStartLine() + ": " + node.getSyntaxErrorMessage().getMessage());
		}
		if (!errors.isEmpty() || result.getRootASTElement() == null) {
			throw new UnparsableProgramException(errors);
		}
		return result.getRootASTElement();
	}
}
