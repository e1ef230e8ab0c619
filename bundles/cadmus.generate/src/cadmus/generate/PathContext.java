package cadmus.generate;

import java.util.Optional;
import java.util.function.Function;

import cadmus.api.HoleContext;
import cadmus.api.types.Type;

/**
 * A hole's context for the rules' filters: the given enclosing classes, definitions from the builder's path,
 * the hole's type (null when untyped or unknown) and the builder's scope. One per hole, made before its candidates
 * are weighed; what a filter keeps {@link #perHole per hole} is {@link #forget forgotten} when a candidate failed, as
 * the builder may not be quite as it was (whether a lifted value is being built is not rolled back).
 */
final class PathContext implements HoleContext {

	private final Ancestors ancestors;
	private final TreeBuilder builder;
	private final Type wantedType;
	/** What filters kept for this hole: one key mostly, so a pair of fields rather than a map. */
	private Class<?> keptKey;
	private Object kept;
	private java.util.Map<Class<?>, Object> moreKept;

	PathContext(Ancestors ancestors, TreeBuilder builder, Type wantedType) {
		this.ancestors = ancestors;
		this.builder = builder;
		this.wantedType = wantedType;
	}

	PathContext(Ancestors ancestors, TreeBuilder builder) {
		this(ancestors, builder, null);
	}

	@Override
	public Ancestors ancestors() {
		return ancestors;
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

	/** Drops what the filters kept: the hole is weighed again after a failed candidate. */
	void forget() {
		keptKey = null;
		kept = null;
		moreKept = null;
	}

	@Override
	public <T> T perHole(Class<T> key, Function<HoleContext, T> compute) {
		if (keptKey == key) {
			return key.cast(kept);
		}
		if (keptKey == null) {
			T value = compute.apply(this);
			keptKey = key;
			kept = value;
			return value;
		}
		if (moreKept == null) {
			moreKept = new java.util.HashMap<>(4);
		}
		var value = moreKept.get(key);
		if (value == null) {
			value = compute.apply(this);
			moreKept.put(key, value);
		}
		return key.cast(value);
	}
}
