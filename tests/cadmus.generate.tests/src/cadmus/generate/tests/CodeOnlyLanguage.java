package cadmus.generate.tests;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.Language;

/**
 * What the test-only languages share: a metamodel built in code, no parser, and a renderer that only
 * identifies the tree (these languages are generated, never run).
 */
abstract class CodeOnlyLanguage implements Language {

	@Override
	public String name() {
		return id() + " (test only)";
	}

	@Override
	public String fileExtension() {
		return id();
	}

	@Override
	public String lineComment() {
		return "#";
	}

	@Override
	public EObject parse(String text) {
		throw new UnsupportedOperationException(id() + " has no parser");
	}

	@Override
	public String render(EObject tree) {
		return tree.toString();
	}
}
