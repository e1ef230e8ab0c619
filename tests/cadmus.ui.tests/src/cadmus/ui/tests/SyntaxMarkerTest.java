package cadmus.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;
import cadmus.testing.Services;

/**
 * A generated program with a syntax error, opened in the workbench: the generic editor shows it, the language's
 * Xtext parser marks the error's line, and the marker goes when the error is fixed in the editor.
 */
class SyntaxMarkerTest {

	private static final String MARKER = "cadmus.ui.syntaxproblem";
	private static final Duration LIMIT = Duration.ofSeconds(30);

	private final Language lua = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=lua)");
	private final Generator generator = Services.get(Generator.class, null);

	@Test
	void aSyntaxErrorInAGeneratedProgramIsMarkedOnItsLineWhileTyping() throws Exception {
		var rules = lua.rules(lua.dialects().get(0));
		String program = lua.programText(generator.generate(lua, rules, new SeededDecisionSource(7), SizeBound.DEFAULT), rules);
		assertEquals(List.of(), lua.syntaxErrors(program), "the generated program parses");
		// Line 3 becomes an assignment with nothing on its right-hand side.
		var lines = new ArrayList<>(Arrays.asList(program.split("\n", -1)));
		lines.add(2, "local broken = = 1");
		String broken = String.join("\n", lines);

		IFile file = programFile("broken." + lua.fileExtension(), broken);
		Workbench.waitUntil("the lua content type", LIMIT, () -> contentTypeOf(file).equals("cadmus.ui.program.lua"));
		IEditorPart editor = Workbench.ui(() -> open(file));
		assertEquals("org.eclipse.ui.genericeditor.GenericEditor", editor.getSite().getId());

		Workbench.waitUntil("a syntax marker", LIMIT, () -> markers(file).length > 0);
		IMarker marker = markers(file)[0];
		assertEquals(3, marker.getAttribute(IMarker.LINE_NUMBER, -1), marker.getAttribute(IMarker.MESSAGE, ""));
		assertEquals(IMarker.SEVERITY_ERROR, marker.getAttribute(IMarker.SEVERITY, -1));
		assertTrue(marker.isSubtypeOf(IMarker.PROBLEM), "a problem marker: the Problems view lists it");
		Workbench.ui(() -> {
			try {
				return Workbench.page().showView(IPageLayout.ID_PROBLEM_VIEW);
			} catch (PartInitException e) {
				throw new IllegalStateException(e);
			}
		});
		// The Problems view refreshes in a job of its own: give it a moment before the picture.
		Thread.sleep(2_000);
		Workbench.screenshot("editor-with-syntax-marker");

		// Fixing the text in the editor (as typing would) removes the marker, before any save.
		Workbench.ui(() -> {
			var text = (ITextEditor) editor;
			text.getDocumentProvider().getDocument(text.getEditorInput()).set(program);
			return null;
		});
		Workbench.waitUntil("the marker to go", LIMIT, () -> markers(file).length == 0);
		Workbench.ui(() -> editor.getSite().getPage().closeEditor(editor, false));
	}

	@Test
	void runOnImplementationsShowsEachImplementationsOutputSideBySide() throws Exception {
		IFile file = programFile("hello." + lua.fileExtension(), "print(6 * 7)\n");
		IEditorPart editor = Workbench.ui(() -> open(file));
		Workbench.ui(() -> {
			try {
				var handlers = editor.getSite().getService(org.eclipse.ui.handlers.IHandlerService.class);
				return handlers.executeCommand("cadmus.ui.runOnImplementations", null);
			} catch (Exception e) {
				throw new IllegalStateException(e);
			}
		});
		Workbench.waitUntil("the Outputs view to show the runs", LIMIT, () -> Workbench.ui(() -> {
			var view = Workbench.view(cadmus.ui.views.OutputsView.class, cadmus.ui.views.OutputsView.ID);
			return view != null && view.shown().startsWith("hello.lua");
		}));
		var view = Workbench.ui(() -> Workbench.view(cadmus.ui.views.OutputsView.class, cadmus.ui.views.OutputsView.ID));
		var shown = Workbench.ui(view::implementations);
		assertTrue(shown.containsAll(List.of("lua.lua5.4", "lua.lua5.1", "lua.luaj")), shown.toString());
		assertEquals("hello.lua: all agree", Workbench.ui(view::shown));
		Workbench.ui(() -> editor.getSite().getPage().closeEditor(editor, false));
	}

	@Test
	void contentAssistProposesWhatTheGrammarAllowsAtTheCursor() throws Exception {
		// Xtext's content-assist parser: the keywords that may start a statement, and those that may close a block.
		var atStart = proposals("");
		assertTrue(atStart.containsAll(List.of("local", "function", "if", "while", "return")), atStart.toString());
		assertFalse(atStart.contains("end"), "no block to end at the start: " + atStart);
		var inIf = proposals("if x then\n  ");
		assertTrue(inIf.containsAll(List.of("end", "elseif", "else", "local")), inIf.toString());
		var typed = lua.completions("local count = 1\nwh", "local count = 1\nwh".length());
		assertTrue(typed.stream().anyMatch(c -> c.proposal().equals("while") && c.prefix().equals("wh")), typed.toString());

		// In the editor: the grammar's words first, then the names already in the program.
		String text = "local count = 1\nlocal total = co";
		IFile file = programFile("assist." + lua.fileExtension(), text);
		IEditorPart editor = Workbench.ui(() -> open(file));
		var shown = Workbench.ui(() -> {
			var viewer = (org.eclipse.jface.text.ITextViewer) editor.getAdapter(org.eclipse.jface.text.ITextOperationTarget.class);
			return java.util.Arrays.stream(new cadmus.ui.editor.WordCompletion().computeCompletionProposals(viewer, text.length()))
					.map(p -> p.getDisplayString()).toList();
		});
		assertTrue(shown.contains("count"), shown.toString());
		assertTrue(shown.stream().noneMatch(s -> s.startsWith("(") || s.startsWith("+")), "no operators: " + shown);
		Workbench.ui(() -> editor.getSite().getPage().closeEditor(editor, false));
	}

	private List<String> proposals(String text) {
		return lua.completions(text, text.length()).stream().map(cadmus.api.Completion::proposal).toList();
	}

	@Test
	void keywordsComeFromTheGrammar() {
		assertTrue(lua.keywords().containsAll(List.of("function", "local", "end", "while")), lua.keywords().toString());
		assertTrue(lua.keywords().stream().allMatch(k -> Character.isLetter(k.charAt(0)) || k.charAt(0) == '_'),
				"only words, no punctuation: " + lua.keywords());
	}

	static IFile programFile(String name, String text) throws CoreException {
		var project = ResourcesPlugin.getWorkspace().getRoot().getProject("programs");
		if (!project.exists()) {
			project.create(null);
		}
		project.open(null);
		IFile file = project.getFile(name);
		var content = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
		if (file.exists()) {
			file.setContents(content, IResource.FORCE, null);
		} else {
			file.create(content, IResource.FORCE, null);
		}
		return file;
	}

	static String contentTypeOf(IFile file) {
		try {
			var description = file.getContentDescription();
			return description == null || description.getContentType() == null ? ""
					: description.getContentType().getId();
		} catch (CoreException e) {
			return "";
		}
	}

	static IEditorPart open(IFile file) {
		try {
			return IDE.openEditor(Workbench.page(), file);
		} catch (PartInitException e) {
			throw new IllegalStateException(e);
		}
	}

	private static IMarker[] markers(IFile file) {
		return markers(file, MARKER);
	}

	static IMarker[] markers(IFile file, String type) {
		try {
			return file.findMarkers(type, true, IResource.DEPTH_ZERO);
		} catch (CoreException e) {
			return new IMarker[0];
		}
	}
}
