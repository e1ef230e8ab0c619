package cadmus.lang.dafny;

import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.Type;
import cadmus.lang.dafny.dafny.DafnyFactory;
import cadmus.lang.dafny.dafny.TypeName;

/** The type annotation that declares a value type: what a lifted definition writes where Dafny would infer less. */
final class DafnyAnnotations {

	private static final DafnyFactory DAFNY = DafnyFactory.eINSTANCE;

	private DafnyAnnotations() {
	}

	/** The annotation of a resolved value type, or null where it has none (an open type, a marker). */
	static TypeName of(Type type) {
		if (type instanceof BaseType b) {
			String name = DafnyTypes.annotation(b);
			if (name == null) {
				return null;
			}
			var primitive = DAFNY.createPrimitiveType();
			primitive.setName(name);
			return primitive;
		}
		if (!(type instanceof ContainerType c)) {
			return null;
		}
		switch (c.kind()) {
		case "seq", "set", "multiset" -> {
			var element = of(c.arguments().get(0));
			if (element == null) {
				return null;
			}
			var collection = DAFNY.createCollectionType();
			collection.setKind(c.kind());
			collection.setElement(element);
			return collection;
		}
		case "map" -> {
			var key = of(c.arguments().get(0));
			var value = of(c.arguments().get(1));
			if (key == null || value == null) {
				return null;
			}
			var map = DAFNY.createMapType();
			map.setKey(key);
			map.setValue(value);
			return map;
		}
		case "tuple" -> {
			var tuple = DAFNY.createTupleType();
			for (Type element : c.arguments()) {
				var annotation = of(element);
				if (annotation == null) {
					return null;
				}
				tuple.getElements().add(annotation);
			}
			return tuple;
		}
		case "array" -> {
			var element = of(c.arguments().get(0));
			if (element == null) {
				return null;
			}
			var array = DAFNY.createArrayType();
			array.setElement(element);
			return array;
		}
		case "datatype", DafnyClasses.KIND -> {
			var named = DAFNY.createNamedType();
			named.setName(DafnyClasses.isClass(c) ? DafnyClasses.NAME : DafnyDatatypes.name(c));
			return named;
		}
		default -> {
			return null;
		}
		}
	}
}
