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

	/**
	 * Whether a type is a container of this kind: how rules recognize the markers they pass down to a hole (a
	 * function body's "return", a switch's "case").
	 */
	public static boolean is(Type t, String kind) {
		return t instanceof ContainerType c && c.kind().equals(kind);
	}

	/** The argument at {@code index} of a type that is a container. */
	public static Type argument(Type t, int index) {
		return ((ContainerType) t).arguments().get(index);
	}

	/** The first argument of a type that is a container (a marker's payload, a collection's element). */
	public static Type argument(Type t) {
		return argument(t, 0);
	}

	@Override
	public String toString() {
		return kind + arguments.stream().map(String::valueOf).collect(Collectors.joining(", ", "<", ">"));
	}
}
