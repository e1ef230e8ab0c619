package cadmus.lang.dafny;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;

/**
 * The datatypes a program declares, by shape. The k-th datatype is named Dk; its constructors and fields are
 * named from the shape and k (constructor names are global in Dafny, field names per datatype), so a datatype's
 * type says everything about it and the rules need no table of what a program declared:
 * <ul>
 * <li>enum: {@code Ak | Bk | Ck}</li>
 * <li>record: {@code Rk(fstk: T, sndk: U)}, the one shape whose fields are read by destructors (always defined)</li>
 * <li>option: {@code Nk | Sk(valk: T)}</li>
 * <li>list: {@code Ek | Lk(headk: T, tailk: Dk)}, recursive</li>
 * <li>tree: {@code Ek | Tk(leftk: Dk, keyk: T, rightk: Dk)}, recursive</li>
 * </ul>
 * Field names never clash with the generator's names (v1, v2, ...).
 */
final class DafnyDatatypes {

	/** How many datatypes a program may declare. */
	static final int MAX = 3;
	static final List<String> SHAPES = List.of("enum", "record", "option", "list", "tree");

	/** One constructor: its name, and its fields' names and types. */
	record Variant(String name, List<String> fields, List<Type> types) {
	}

	private DafnyDatatypes() {
	}

	/** How many element types a shape takes. */
	static int elements(String shape) {
		return switch (shape) {
		case "enum" -> 0;
		case "record" -> 2;
		default -> 1;
		};
	}

	static String name(Type datatype) {
		return DafnyTypes.name(ContainerType.argument(datatype, 0));
	}

	static String shape(Type datatype) {
		return DafnyTypes.name(ContainerType.argument(datatype, 1));
	}

	private static Type element(Type datatype, int i) {
		return ContainerType.argument(datatype, 2 + i);
	}

	/** The constructors of a datatype type, in declaration order. */
	static List<Variant> variants(Type datatype) {
		String k = name(datatype).substring(1);
		return switch (shape(datatype)) {
		case "enum" -> List.of(nullary("A" + k), nullary("B" + k), nullary("C" + k));
		case "record" -> List.of(new Variant("R" + k, List.of("fst" + k, "snd" + k), List.of(element(datatype, 0), element(datatype, 1))));
		case "option" -> List.of(nullary("N" + k), new Variant("S" + k, List.of("val" + k), List.of(element(datatype, 0))));
		case "list" -> List.of(nullary("E" + k), new Variant("L" + k, List.of("head" + k, "tail" + k), List.of(element(datatype, 0), datatype)));
		case "tree" -> List.of(nullary("E" + k),
				new Variant("T" + k, List.of("left" + k, "key" + k, "right" + k), List.of(datatype, element(datatype, 0), datatype)));
		default -> throw new IllegalArgumentException("no datatype shape " + shape(datatype));
		};
	}

	private static Variant nullary(String name) {
		return new Variant(name, List.of(), List.of());
	}

	/** Every constructor name any datatype may have: the constant bindings a datatype declaration makes. */
	static List<String> constructorNames() {
		var names = new ArrayList<String>();
		for (int k = 0; k < MAX; k++) {
			for (String prefix : List.of("A", "B", "C", "R", "N", "S", "E", "L", "T")) {
				names.add(prefix + k);
			}
		}
		return List.copyOf(names);
	}

	/**
	 * The type of a constructor's name in a program that declares this datatype: the datatype for a constructor
	 * without fields, a function of its fields to the datatype for one with; {@link DafnyTypes#ABSENT} when the
	 * datatype has no constructor of that name.
	 */
	static Type constructorType(Type datatype, String constructor) {
		for (var variant : variants(datatype)) {
			if (variant.name().equals(constructor)) {
				return variant.fields().isEmpty() ? datatype : DafnyTypes.function(new FunctionType(variant.types(), datatype));
			}
		}
		return DafnyTypes.ABSENT;
	}

	/** Whether a datatype is recursive (its values are built by bounded recursion of the generator itself). */
	static boolean recursive(ContainerType datatype) {
		return shape(datatype).equals("list") || shape(datatype).equals("tree");
	}
}
