package cadmus.generate;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.HoleContext;

/** A hole's context for the rules' filters: the given enclosing classes, definitions from the builder's path. */
record PathContext(List<EClass> ancestors, TreeBuilder builder) implements HoleContext {

	@Override
	public Optional<Object> lookup(String key) {
		return builder.lookup(key);
	}
}
