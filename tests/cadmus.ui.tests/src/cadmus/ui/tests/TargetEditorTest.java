package cadmus.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.content.IContentDescriber;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

import cadmus.ui.editor.TargetDescriber;

/**
 * A target file opened in the workbench: the generic editor shows it, a misspelt class is marked on its line with
 * the words the command line would print, the marker goes when the line is fixed, and an XML file named *.target
 * (a PDE target platform) is not taken for one.
 */
class TargetEditorTest {

	private static final String MARKER = "cadmus.ui.targetproblem";
	private static final Duration LIMIT = Duration.ofSeconds(30);

	private static final String TARGET = """
			# a closure made in a loop
			language lua
			contains FunctionBody inside NumericFor
			count Call >= 2
			""";

	@Test
	void aMistakeInATargetFileIsMarkedOnItsLineWhileTyping() throws Exception {
		String broken = TARGET.replace("inside NumericFor", "inside NumericFour");
		IFile file = SyntaxMarkerTest.programFile("closure-in-loop.target", broken);
		Workbench.waitUntil("the target content type", LIMIT, () -> SyntaxMarkerTest.contentTypeOf(file).equals("cadmus.ui.target"));
		IEditorPart editor = Workbench.ui(() -> SyntaxMarkerTest.open(file));
		assertEquals("org.eclipse.ui.genericeditor.GenericEditor", editor.getSite().getId());

		Workbench.waitUntil("a target marker", LIMIT, () -> markers(file).length > 0);
		IMarker marker = markers(file)[0];
		String message = marker.getAttribute(IMarker.MESSAGE, "");
		assertEquals(3, marker.getAttribute(IMarker.LINE_NUMBER, -1), message);
		assertTrue(message.startsWith("no class 'NumericFour' in the language's metamodel; nearest: NumericFor"), message);
		int start = marker.getAttribute(IMarker.CHAR_START, -1);
		assertEquals("NumericFour", broken.substring(start, marker.getAttribute(IMarker.CHAR_END, -1)));
		assertTrue(marker.isSubtypeOf(IMarker.PROBLEM), "a problem marker: the Problems view lists it");
		Workbench.screenshot("target-editor-with-marker");

		Workbench.ui(() -> {
			var text = (ITextEditor) editor;
			text.getDocumentProvider().getDocument(text.getEditorInput()).set(TARGET);
			return null;
		});
		Workbench.waitUntil("the marker to go", LIMIT, () -> markers(file).length == 0);
		Workbench.ui(() -> editor.getSite().getPage().closeEditor(editor, false));
	}

	@Test
	void anXmlTargetPlatformIsNotATargetFile() throws Exception {
		var describer = new TargetDescriber();
		assertEquals(IContentDescriber.VALID, describe(describer, TARGET));
		assertEquals(IContentDescriber.INVALID, describe(describer, "<?xml version=\"1.0\"?>\n<target name=\"x\"/>\n"));
		assertEquals(IContentDescriber.INDETERMINATE, describe(describer, "# a new target, nothing said yet\n"));
		var type = Platform.getContentTypeManager().findContentTypeFor(
				new ByteArrayInputStream("<?xml version=\"1.0\"?>\n<target/>\n".getBytes(StandardCharsets.UTF_8)),
				"platform.target");
		assertTrue(type == null || !type.getId().equals("cadmus.ui.target"), String.valueOf(type));
	}

	private static int describe(TargetDescriber describer, String text) throws Exception {
		return describer.describe(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null);
	}

	private static IMarker[] markers(IFile file) {
		return SyntaxMarkerTest.markers(file, MARKER);
	}
}
