package cadmus.generate;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.Binder;

/** The bindings a binder node makes: its names (fresh, set by the engine) with the types its rule gives them. */
final class Bindings {

	private Bindings() {
	}

	static List<Bound> of(Binder binder, EObject node, NodeTyping typing, Unifier unifier, int functionDepth) {
		var names = binder.constant() != null ? List.of(binder.constant()) : names(binder, node);
		typing.bindingCount(names.size());
		var result = new ArrayList<Bound>(names.size());
		for (int i = 0; i < names.size(); i++) {
			var type = binder.types().typeOf(i, typing);
			result.add(new Bound(names.get(i), type == null ? null : unifier.resolve(type), binder.mutable(), false, false,
					functionDepth));
		}
		return result;
	}

	@SuppressWarnings("unchecked")
	private static List<String> names(Binder binder, EObject node) {
		Object value = node.eGet(binder.names());
		if (binder.names().isMany()) {
			return new ArrayList<>((List<String>) value);
		}
		return value == null ? List.of() : List.of((String) value);
	}
}
