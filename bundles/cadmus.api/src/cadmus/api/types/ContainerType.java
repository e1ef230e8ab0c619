package cadmus.api.types;

import java.util.List;
import java.util.stream.Collectors;

/** A generic container such as {@code array<int>} or {@code map<string, float>}; invariant in its arguments. */
public record ContainerType(String kind, List<Type> arguments) implements Type {

	public ContainerType {
		arguments = List.copyOf(arguments);
	}

	public static ContainerType of(String kind, Type... arguments) {
		return new ContainerType(kind, List.of(arguments));
	}

	@Override
	public String toString() {
		return kind + arguments.stream().map(String::valueOf).collect(Collectors.joining(", ", "<", ">"));
	}
}
