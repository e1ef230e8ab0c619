package cadmus.api.types;

import java.util.Optional;
import java.util.function.Function;

import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The types the rules gave the nodes of a generated tree, kept on its root by the generator: what a constraint on a
 * node's type ("an integer inside a comparison") asks. A tree copied or parsed from text has none.
 */
public final class TreeTypes extends AdapterImpl {

	private final Function<EObject, Type> typeOf;

	/** @param typeOf a node's type, resolved; null for a node the rules gave none */
	public TreeTypes(Function<EObject, Type> typeOf) {
		this.typeOf = typeOf;
	}

	/** The types of the tree whose root this is, where the generator made it. */
	public static Optional<TreeTypes> of(EObject root) {
		return Optional.ofNullable((TreeTypes) EcoreUtil.getExistingAdapter(root, TreeTypes.class));
	}

	/** The type the rules gave the node, resolved; empty where they gave it none. */
	public Optional<Type> typeOf(EObject node) {
		return Optional.ofNullable(typeOf.apply(node));
	}

	/**
	 * A type's name as a target file names it: a base type's name, a container's kind ("list" of a list of
	 * integers), "function", a nominal record's name or "record"; empty for a variable nothing bound.
	 */
	public static Optional<String> nameOf(Type type) {
		if (type instanceof BaseType base) {
			return Optional.of(base.name());
		}
		if (type instanceof ContainerType container) {
			return Optional.of(container.kind());
		}
		if (type instanceof FunctionType) {
			return Optional.of("function");
		}
		if (type instanceof RecordType record) {
			return Optional.of(record.name() == null ? "record" : record.name());
		}
		return Optional.empty();
	}

	@Override
	public boolean isAdapterForType(Object type) {
		return type == TreeTypes.class;
	}
}
