package cadmus.ui.editor;

import java.util.Optional;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.text.IDocument;

import cadmus.api.Language;
import cadmus.ui.Languages;

/**
 * An open program's document with what the editor's helpers need of it: the workspace file it is the buffer of
 * (for markers) and the language its file extension names.
 */
record ProgramDocument(IDocument document, Optional<IFile> file, Optional<Language> language) {

	static ProgramDocument of(IDocument document) {
		ITextFileBuffer buffer = document == null ? null
				: FileBuffers.getTextFileBufferManager().getTextFileBuffer(document);
		if (buffer == null) {
			return new ProgramDocument(document, Optional.empty(), Optional.empty());
		}
		String name = buffer.getFileStore() != null ? buffer.getFileStore().getName()
				: buffer.getLocation() != null ? buffer.getLocation().lastSegment() : null;
		int dot = name == null ? -1 : name.lastIndexOf('.');
		Optional<Language> language = dot < 0 ? Optional.empty() : Languages.forExtension(name.substring(dot + 1));
		Optional<IFile> file = Optional.empty();
		if (buffer.getLocation() != null && buffer.getLocation().segmentCount() > 1) {
			IFile candidate = ResourcesPlugin.getWorkspace().getRoot().getFile(buffer.getLocation());
			file = candidate.exists() ? Optional.of(candidate) : Optional.empty();
		}
		return new ProgramDocument(document, file, language);
	}
}
