package cadmus.generate;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.HoleContext;
import cadmus.api.types.Type;

/**
 * A hole's context for the rules' filters: the given enclosing classes, definitions from the builder's path,
 * the hole's type (null when untyped or unknown) and the builder's scope.
 */
record PathContext(Ancestors ancestors, TreeBuilder builder, Type wantedType) implements HoleContext {

	PathContext(Ancestors ancestors, TreeBuilder builder) {
		this(ancestors, builder, null);
	}

	@Override
	public Optional<Object> lookup(String key) {
		return builder.lookup(key);
	}

	@Override
	public Optional<Type> wanted() {
		return Optional.ofNullable(wantedType);
	}

	@Override
	public boolean bindable(Type type) {
		return builder.references().bindable(type);
	}

	@Override
	public boolean anyBindable(java.util.List<Type> types) {
		return builder.references().anyBindable(types);
	}

	@Override
	public boolean compatible(Type a, Type b) {
		return builder.unifier().canUnify(a, b);
	}
}
