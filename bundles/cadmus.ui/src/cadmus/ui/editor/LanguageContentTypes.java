package cadmus.ui.editor;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.content.IContentType;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import cadmus.api.Language;

/**
 * Gives every installed language a content type of its own, a child of {@value #BASE} for its file extension, so
 * that its programs open in the generic editor with Cadmus's markers, highlighting and completion. A language
 * installed into the running IDE gets one at once; one uninstalled loses it (DS's dynamic reference).
 */
@Component(immediate = true)
public final class LanguageContentTypes {

	/** The content type of every Cadmus program (plugin.xml). */
	public static final String BASE = "cadmus.ui.program";

	private final Map<String, String> added = new ConcurrentHashMap<>();

	/** The content type id of a language's programs. */
	public static String idOf(Language language) {
		return BASE + "." + language.id();
	}

	@Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
	void addLanguage(Language language) {
		var manager = Platform.getContentTypeManager();
		String id = idOf(language);
		try {
			IContentType type = manager.getContentType(id);
			if (type == null) {
				type = manager.addContentType(id, "Cadmus " + language.name(), manager.getContentType(BASE));
			}
			String extension = language.fileExtension();
			if (!java.util.List.of(type.getFileSpecs(IContentType.FILE_EXTENSION_SPEC)).contains(extension)) {
				type.addFileSpec(extension, IContentType.FILE_EXTENSION_SPEC);
			}
			added.put(language.id(), id);
		} catch (CoreException | RuntimeException e) {
			ILog.of(getClass()).error("Cadmus: no editor content type for " + language.name() + ": " + e.getMessage(), e);
		}
	}

	void removeLanguage(Language language) {
		remove(added.remove(language.id()));
	}

	@Deactivate
	void deactivate() {
		added.values().forEach(this::remove);
		added.clear();
	}

	private void remove(String id) {
		if (id == null) {
			return;
		}
		try {
			Platform.getContentTypeManager().removeContentType(id);
		} catch (CoreException | RuntimeException e) {
			ILog.of(getClass()).warn("Cadmus: could not remove content type " + id + ": " + e.getMessage());
		}
	}
}
