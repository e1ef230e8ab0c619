package cadmus.api.types;

/** A type term. All kinds are immutable except {@link TypeVariable}, whose binding unification sets. */
public sealed interface Type permits BaseType, FunctionType, RecordType, ContainerType, TypeVariable {
}
