package cadmus.ui.editor;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.runtime.QualifiedName;
import org.eclipse.core.runtime.content.IContentDescription;
import org.eclipse.core.runtime.content.ITextContentDescriber;

/**
 * Tells a Cadmus target file from another file named *.target (PDE's target platform definitions are XML): valid
 * when its first statement is {@code language}, invalid when it begins as XML does, and undecided for a file with
 * no statement yet (a new one), which then opens as a target file.
 */
public final class TargetDescriber implements ITextContentDescriber {

	/** Comments may come first; a target's first statement is not far down. */
	private static final int LINES = 100;

	@Override
	public int describe(Reader contents, IContentDescription description) throws IOException {
		var lines = new BufferedReader(contents);
		for (int n = 0; n < LINES; n++) {
			String line = lines.readLine();
			if (line == null) {
				return INDETERMINATE;
			}
			String text = line.strip();
			if (text.isEmpty() || text.startsWith("#")) {
				continue;
			}
			if (text.startsWith("<")) {
				return INVALID;
			}
			return text.equals("language") || text.startsWith("language ") || text.startsWith("language\t") ? VALID
					: INDETERMINATE;
		}
		return INDETERMINATE;
	}

	@Override
	public int describe(InputStream contents, IContentDescription description) throws IOException {
		return describe(new InputStreamReader(contents, StandardCharsets.UTF_8), description);
	}

	@Override
	public QualifiedName[] getSupportedOptions() {
		return new QualifiedName[0];
	}
}
