package cadmus.lang.dafny;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;

/**
 * The class a program may declare, in one shape that verifies without further specification: fields {@code x0},
 * {@code x1} of simple types or string, an anonymous constructor that assigns each field from its parameters (it
 * may not read them: Dafny 2.3 forbids reading {@code this} before {@code new;}), a function method {@code View}
 * that {@code reads this}, and a method {@code Step} that {@code modifies this}, writing fields through
 * {@code this}. Neither member calls the other by its own name, so nothing recurses.
 * <p>
 * Main and methods make objects only in a {@code var o: Obj := new Obj(...);} declaration, read and write their
 * fields, and call their members; an object's reads are heap reads the verification oracle leaves unasserted.
 * Its type (kind "class", restricted) carries the whole shape, chosen with the program, so every declaration after
 * the class knows its members' signatures: the name, the field types, the constructor's parameter types, then
 * View's and Step's function types (or {@link DafnyTypes#ABSENT} where the class has none).
 */
final class DafnyClasses {

	static final String KIND = "class";
	static final String NAME = "Obj";
	static final String FUNCTION = "View";
	static final String METHOD = "Step";
	/** Defined for the class's members: the class, for {@code this}. */
	static final String CURRENT = "current-class";
	/** Defined for the constructor's body: fields are only assigned there, never read. */
	static final String IN_CONSTRUCTOR = "in-constructor";
	/** Defined by a call: whether its target is an object's member (true) or a name in scope (false). */
	static final String MEMBER_CALL = "member-call";
	/** Defined by the program when it has a class: the class type. */
	static final String DECLARED = "declared-class";

	private DafnyClasses() {
	}

	static ContainerType type(List<Type> fields, List<Type> constructor, Type function, Type method) {
		return new ContainerType(KIND, List.of(new BaseType(NAME), DafnyTypes.tuple(fields), DafnyTypes.tuple(constructor),
				function == null ? DafnyTypes.ABSENT : function, method == null ? DafnyTypes.ABSENT : method));
	}

	static boolean isClass(Type t) {
		return ContainerType.is(t, KIND);
	}

	static String field(int i) {
		return "x" + i;
	}

	static List<Type> fields(Type c) {
		return ((ContainerType) ContainerType.argument(c, 1)).arguments();
	}

	static List<Type> constructorParameters(Type c) {
		return ((ContainerType) ContainerType.argument(c, 2)).arguments();
	}

	/** View's signature, if the class has it. */
	static Optional<FunctionType> function(Type c) {
		return ContainerType.argument(c, 3) instanceof FunctionType f ? Optional.of(f) : Optional.empty();
	}

	/** Step's signature (its results as one results type), if the class has it. */
	static Optional<FunctionType> method(Type c) {
		return ContainerType.argument(c, 4) instanceof FunctionType f ? Optional.of(f) : Optional.empty();
	}

	/** A member's binding type as a call's target wants it: View's as a function, Step's as a method. */
	static List<Member> callable(Type c) {
		var members = new ArrayList<Member>();
		function(c).ifPresent(f -> members.add(new Member(FUNCTION, DafnyTypes.function(f))));
		method(c).ifPresent(m -> members.add(new Member(METHOD, ContainerType.of(DafnyTypes.METHOD, m))));
		return members;
	}

	/** A member a call may name: its name and its type as a binding. */
	record Member(String name, Type type) {
	}

	/** The type of the hole a field's write fills: {@code o.xi := ...} of field i, of this type. */
	static ContainerType fieldWrite(int i, Type fieldType) {
		return ContainerType.of("field-write", new BaseType(Integer.toString(i)), fieldType);
	}

	/** The type of the constructor's statement that assigns field i of this type. */
	static ContainerType fieldInit(int i, Type fieldType) {
		return ContainerType.of("field-init", new BaseType(Integer.toString(i)), fieldType);
	}

	/** The target of that statement: {@code this.xi}. */
	static ContainerType thisField(int i, Type fieldType) {
		return ContainerType.of("this-field", new BaseType(Integer.toString(i)), fieldType);
	}
}
