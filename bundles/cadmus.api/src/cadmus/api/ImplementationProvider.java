package cadmus.api;

import java.util.List;

/**
 * The implementations a language bundle contributes, as one OSGi service per language (property
 * {@value Language#ID_PROPERTY}). Which of them are available is probed on demand.
 */
public interface ImplementationProvider {

	String languageId();

	List<Implementation> implementations();
}
