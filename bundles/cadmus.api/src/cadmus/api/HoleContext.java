package cadmus.api;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EClass;

/** Where a hole is, as a context filter sees it: the enclosing nodes and what their type rules defined. */
public interface HoleContext {

	/** The classes of the enclosing nodes, innermost first. */
	List<EClass> ancestors();

	/** The innermost value an enclosing node's rule {@link ChildTyping#define defined} under {@code key}. */
	Optional<Object> lookup(String key);
}
