package cadmus.api.types;

import java.util.List;
import java.util.stream.Collectors;

/** A function from parameter types to a result type. */
public record FunctionType(List<Type> parameters, Type result) implements Type {

	public FunctionType {
		parameters = List.copyOf(parameters);
	}

	@Override
	public String toString() {
		return parameters.stream().map(String::valueOf).collect(Collectors.joining(", ", "(", ")")) + " -> " + result;
	}
}
