package cadmus.generate;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/** Walks over type terms under a unifier's bindings: copying with fresh variables, measuring. */
final class TypeWalks {

	private TypeWalks() {
	}

	static Type freshen(Unifier u, Type t) {
		return freshen(u, t, new HashMap<>());
	}

	private static Type freshen(Unifier u, Type t, Map<TypeVariable, TypeVariable> renaming) {
		t = u.walk(t);
		if (t instanceof TypeVariable v) {
			return renaming.computeIfAbsent(v,
					old -> u.choices(old) == null ? new TypeVariable() : new TypeVariable(u.choices(old)));
		}
		if (t instanceof FunctionType f) {
			return new FunctionType(f.parameters().stream().map(p -> freshen(u, p, renaming)).toList(), freshen(u, f.result(), renaming));
		}
		if (t instanceof RecordType r) {
			var fields = new LinkedHashMap<String, Type>();
			r.fields().forEach((k, v) -> fields.put(k, freshen(u, v, renaming)));
			return new RecordType(r.name(), fields);
		}
		if (t instanceof ContainerType c) {
			return new ContainerType(c.kind(), c.arguments().stream().map(a -> freshen(u, a, renaming)).toList());
		}
		return t;
	}

	/** The number of type constructors in a term, counting no further than {@code limit}. */
	static int size(Unifier u, Type t, int limit) {
		t = u.walk(t);
		int n = 1;
		if (t instanceof FunctionType f) {
			for (var p : f.parameters()) {
				if (n >= limit) {
					return n;
				}
				n += size(u, p, limit - n);
			}
			return n + (n < limit ? size(u, f.result(), limit - n) : 0);
		}
		if (t instanceof RecordType r) {
			for (var v : r.fields().values()) {
				if (n >= limit) {
					return n;
				}
				n += size(u, v, limit - n);
			}
		} else if (t instanceof ContainerType c) {
			for (var a : c.arguments()) {
				if (n >= limit) {
					return n;
				}
				n += size(u, a, limit - n);
			}
		}
		return n;
	}

}
