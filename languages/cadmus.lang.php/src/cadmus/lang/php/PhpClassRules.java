package cadmus.lang.php;

import static cadmus.lang.php.PhpTypes.BOOL;
import static cadmus.lang.php.PhpTypes.INT;
import static cadmus.lang.php.PhpTypes.STATEMENT;
import static cadmus.lang.php.php.PhpPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.TypeRule;
import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * Classes and interfaces, declared at the top of a script in one shape: a base class has a constant K, a static
 * count of its instances, a constructor whose two parameters are promoted to the public properties x and y (and
 * that counts the instance), and a method m; an abstract one declares an abstract method n as well, and may
 * implement an interface declaring m. A derived class extends a class of the same instances: it implements n if
 * its parent is abstract, and overrides m, which may call parent::m. Programs make instances with new, read x and
 * y, call m (never inside a method, so no method recurses), read K and the count, test instanceof, clone.
 */
final class PhpClassRules {

	/** Defined by a constructor that assigns its properties, for what its body makes. */
	static final String IN_CONSTRUCTOR = "in-constructor";

	/** The kinds of members ({@link PhpTypes#member}). */
	private static final String CONSTANT = "constant";
	private static final String COUNT = "count";
	private static final String CONSTRUCTOR = "constructor";
	private static final String METHOD_M = "method-m";
	private static final String ABSTRACT_N = "abstract-n";
	private static final String METHOD_N = "method-n";
	private static final String INTERFACE_M = "interface-m";
	/** Without promoted parameters: a property x or y, and a constructor that assigns them. */
	private static final String FIELD = "field";
	private static final String ASSIGNING_CONSTRUCTOR = "assigning-constructor";

	private final BiConsumer<EClass, TypeRule> sink;
	private final Predicate<String> allows;

	private PhpClassRules(BiConsumer<EClass, TypeRule> sink, Predicate<String> allows) {
		this.sink = sink;
		this.allows = allows;
	}

	static void add(BiConsumer<EClass, TypeRule> sink, Predicate<String> allows) {
		var rules = new PhpClassRules(sink, allows);
		rules.declarations();
		rules.members();
		rules.uses();
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		sink.accept(eClass, TypeRule.of(type, children));
	}

	/**
	 * -> or, sometimes where the dialect has it and the access only reads, ?->: on an object that is never null,
	 * which must then read and call as -> does (the JIT compiles the two apart). PHP rejects ?-> where it would write.
	 */
	private String access(ChildTyping t) {
		return t.access() == cadmus.api.Access.READ && allows.test(PhpFeatures.NULLSAFE) && t.decisions().flip("access.nullsafe", 0.2) ? "?->" : "->";
	}

	/** A scalar type for a property or a parameter, from a decision. */
	private static Type scalar(ChildTyping t, String label) {
		return PhpTypes.SCALARS.get(t.decisions().choose(label, PhpTypes.SCALARS.size()));
	}

	private void declarations() {
		rule(CLASS_DECLARATION, w -> PhpTypes.BASE_CLASS.equals(w) || PhpTypes.DERIVED_CLASS.equals(w) ? w : STATEMENT, t -> {
			var members = new ArrayList<Type>();
			Type open = PhpTypes.object(PhpTypes.anyScalar(), PhpTypes.anyScalar(), PhpTypes.anyScalar(), PhpTypes.anyScalar());
			// A derived class extends an abstract or a concrete class, whichever is in scope (in a decided order).
			Type parentType = null;
			if (PhpTypes.DERIVED_CLASS.equals(t.nodeType())
					|| !PhpTypes.BASE_CLASS.equals(t.nodeType()) && t.decisions().flip("class.extends", 0.6)) {
				var kinds = new ArrayList<>(List.of(PhpTypes.ABSTRACT_CLASS, PhpTypes.CONCRETE_CLASS));
				java.util.Collections.rotate(kinds, t.decisions().choose("class.parentKind", 2));
				for (var kind : kinds) {
					Type candidate = PhpTypes.classOf(open, TypeVariable.value(), kind);
					if (parentType == null && t.bindable(candidate)) {
						parentType = candidate;
					}
				}
			}
			t.set(CLASS_DECLARATION__ABSTRACT, false);
			t.set(CLASS_DECLARATION__FINAL, false);
			Type type;
			if (parentType != null) {
				// Of the parent's instances and constant; it implements n where the parent is abstract.
				t.requireEach(CLASS_DECLARATION__SUPER_CLASS, List.of(parentType));
				t.requireEach(CLASS_DECLARATION__INTERFACES, List.of());
				var parent = (ContainerType) parentType;
				Type instance = parent.arguments().get(0);
				boolean isFinal = t.decisions().flip("class.final", 0.3);
				t.set(CLASS_DECLARATION__FINAL, isFinal);
				type = PhpTypes.classOf(instance, parent.arguments().get(1), isFinal ? PhpTypes.FINAL_CLASS : PhpTypes.CONCRETE_CLASS);
				if (parent.arguments().get(2).equals(PhpTypes.ABSTRACT_CLASS)) {
					members.add(PhpTypes.member(METHOD_N, instance));
				}
				members.add(PhpTypes.member(METHOD_M, instance));
			} else {
				// m's types are an interface's where the class implements one (unified as its name is chosen).
				Type openContract = PhpTypes.interfaceOf(PhpTypes.anyScalar(), PhpTypes.anyScalar());
				boolean implementing = t.bindable(openContract) && t.decisions().flip("class.implements", 0.6);
				var contract = (ContainerType) (implementing ? openContract
						: PhpTypes.interfaceOf(scalar(t, "class.parameter"), scalar(t, "class.result")));
				Type instance = PhpTypes.object(scalar(t, "class.x"), scalar(t, "class.y"), contract.arguments().get(0),
						contract.arguments().get(1));
				Type constant = scalar(t, "class.constant");
				boolean isAbstract = t.decisions().flip("class.abstract", 0.3);
				t.set(CLASS_DECLARATION__ABSTRACT, isAbstract);
				type = PhpTypes.classOf(instance, constant, isAbstract ? PhpTypes.ABSTRACT_CLASS : PhpTypes.CONCRETE_CLASS);
				t.requireEach(CLASS_DECLARATION__SUPER_CLASS, List.of());
				t.requireEach(CLASS_DECLARATION__INTERFACES, implementing ? List.of(openContract) : List.of());
				members.add(PhpTypes.member(CONSTANT, constant));
				members.add(PhpTypes.member(COUNT));
				if (allows.test(PhpFeatures.PROMOTED_PARAMETERS)) {
					members.add(PhpTypes.member(CONSTRUCTOR, instance));
				} else {
					members.add(PhpTypes.member(FIELD, PhpTypes.part(instance, 0), new BaseType("x")));
					members.add(PhpTypes.member(FIELD, PhpTypes.part(instance, 1), new BaseType("y")));
					members.add(PhpTypes.member(ASSIGNING_CONSTRUCTOR, instance));
				}
				members.add(PhpTypes.member(METHOD_M, instance));
				if (isAbstract) {
					members.add(PhpTypes.member(ABSTRACT_N, PhpTypes.part(instance, 3)));
				}
			}
			// The binder of the name, and those of self and parent, read the class's type here.
			t.requireEach(CLASS_DECLARATION__NAME, List.of(type));
			t.requireEach(CLASS_DECLARATION__MEMBERS, members);
		});
		rule(INTERFACE_DECLARATION, w -> PhpTypes.INTERFACE_FIRST.equals(w) ? w : STATEMENT, t -> {
			Type contract = PhpTypes.interfaceOf(scalar(t, "interface.parameter"), scalar(t, "interface.result"));
			t.requireEach(INTERFACE_DECLARATION__NAME, List.of(contract));
			t.requireEach(INTERFACE_DECLARATION__PARENTS, List.of());
			t.requireEach(INTERFACE_DECLARATION__MEMBERS, List.of(PhpTypes.member(INTERFACE_M,
					((ContainerType) contract).arguments().get(0), ((ContainerType) contract).arguments().get(1))));
		});
	}

	/** The kind of a member's type, and its types after the kind. */
	private static String kind(Type member) {
		return ((BaseType) ((ContainerType) member).arguments().get(0)).name();
	}

	private static Type argument(ChildTyping t, int index) {
		return ((ContainerType) t.resolve(t.nodeType())).arguments().get(index + 1);
	}

	private static Function<Type, Type> member(String... kinds) {
		var accepted = List.of(kinds);
		return w -> ContainerType.is(w, "member") && accepted.contains(kind(w)) ? w : null;
	}

	private void members() {
		// const K = literal; (a constant expression: the literal classes only, see PhpRules#allowedIn)
		rule(CLASS_CONSTANT, member(CONSTANT), t -> {
			t.set(MEMBER__VISIBILITY, null);
			t.set(MEMBER__NAME, "K");
			t.require(CLASS_CONSTANT__VALUE, argument(t, 0));
		});
		// public static int $made = 0; or public T $x;
		rule(PROPERTY, member(COUNT, FIELD), t -> {
			boolean count = kind(t.resolve(t.nodeType())).equals(COUNT);
			t.set(MEMBER__VISIBILITY, "public");
			t.set(MEMBER__NAME, count ? "made" : ((BaseType) argument(t, 1)).name());
			t.set(PROPERTY__STATIC, count);
			t.set(PROPERTY__READONLY, false);
			t.requireEach(PROPERTY__TYPE, List.of(count ? INT : argument(t, 0)));
			t.requireEach(PROPERTY__DEFAULT, count ? List.of(PhpTypes.FIRST_INDEX) : List.of());
		});
		rule(METHOD, member(CONSTRUCTOR, ASSIGNING_CONSTRUCTOR, METHOD_M, ABSTRACT_N, METHOD_N, INTERFACE_M), t -> {
			String kind = kind(t.resolve(t.nodeType()));
			t.set(MEMBER__VISIBILITY, "public");
			t.set(METHOD__STATIC, false);
			t.set(METHOD__FINAL, false);
			t.set(METHOD__BY_REFERENCE, false);
			t.set(METHOD__ABSTRACT, kind.equals(ABSTRACT_N));
			switch (kind) {
			case CONSTRUCTOR -> {
				// __construct(public X $x, public Y $y) { self::$made++; }
				Type instance = argument(t, 0);
				t.set(MEMBER__NAME, "__construct");
				signature(t, List.of(), List.of(PhpTypes.promoted(PhpTypes.part(instance, 0), "x"),
						PhpTypes.promoted(PhpTypes.part(instance, 1), "y")), null);
				t.requireEach(METHOD__BODY, List.of(PhpTypes.block(PhpTypes.COUNT_BUMP)));
			}
			case ASSIGNING_CONSTRUCTOR -> {
				// __construct(X $a, Y $b) { $this->x = ...; $this->y = ...; self::$made++; }
				Type instance = argument(t, 0);
				t.set(MEMBER__NAME, "__construct");
				t.define(IN_CONSTRUCTOR, true);
				signature(t, List.of(PhpTypes.part(instance, 0), PhpTypes.part(instance, 1)), List.of(), null);
				t.requireEach(METHOD__BODY, List.of(PhpTypes.block(PhpTypes.initializing(instance))));
			}
			case METHOD_M -> {
				Type instance = argument(t, 0);
				t.set(MEMBER__NAME, "m");
				signature(t, List.of(PhpTypes.part(instance, 2)), List.of(), PhpTypes.part(instance, 3));
				t.requireEach(METHOD__BODY, List.of(PhpTypes.block(PhpTypes.part(instance, 3))));
			}
			case METHOD_N -> {
				t.set(MEMBER__NAME, "n");
				Type instance = argument(t, 0);
				signature(t, List.of(), List.of(), PhpTypes.part(instance, 3));
				t.requireEach(METHOD__BODY, List.of(PhpTypes.block(PhpTypes.part(instance, 3))));
			}
			case ABSTRACT_N -> {
				t.set(MEMBER__NAME, "n");
				signature(t, List.of(), List.of(), argument(t, 0));
				t.requireEach(METHOD__BODY, List.of());
			}
			default -> {
				// An interface's m(A $a): R;
				t.set(MEMBER__NAME, "m");
				signature(t, List.of(argument(t, 0)), List.of(), argument(t, 1));
				t.requireEach(METHOD__BODY, List.of());
			}
			}
		});
		// A promoted constructor parameter: public T $x.
		rule(PARAMETER, w -> ContainerType.is(w, "promoted") ? w : null, t -> {
			var promoted = (ContainerType) t.resolve(t.nodeType());
			t.set(PARAMETER__PROMOTION, "public");
			t.set(PARAMETER__READONLY, false);
			t.set(PARAMETER__BY_REFERENCE, false);
			t.set(PARAMETER__VARIADIC, false);
			t.set(PARAMETER__NAME, ((BaseType) promoted.arguments().get(1)).name());
			t.requireEach(PARAMETER__TYPE, List.of(promoted.arguments().get(0)));
			t.requireEach(PARAMETER__DEFAULT, List.of());
		});
	}

	/** A method's typed names (bound in its body), its promoted parameters, and its return type (null: none). */
	private static void signature(ChildTyping t, List<Type> names, List<Type> promoted, Type result) {
		t.requireEach(METHOD__PARAMETER_TYPES, names);
		t.requireEach(METHOD__NAMES, names);
		t.requireEach(METHOD__PARAMETERS, promoted);
		t.requireEach(METHOD__RETURN_TYPE, result == null ? List.of() : List.of(result));
	}

	/**
	 * What programs do with classes and objects, and with the standard exceptions: new (of a concrete class, its
	 * name a reference), x and y, m (outside methods), K, the count (read, or bumped by a constructor), parent::m,
	 * instanceof, clone.
	 */
	private void uses() {
		rule(NEW, w -> ContainerType.is(w, "exception") || ContainerType.is(w, "object") ? w : null, t -> {
			Type type = t.resolve(own(t));
			if (ContainerType.is(type, "exception")) {
				t.require(NEW__TYPE, PhpTypes.exceptionClass(ContainerType.argument(type)));
				t.requireEach(NEW__ARGUMENTS, List.of(PhpTypes.STRING, PhpTypes.CODE));
				return;
			}
			if (!ContainerType.is(type, "object")) {
				// Probed without a type: a class or an exception class, whichever the hole will want.
				t.require(NEW__TYPE, new TypeVariable());
				t.requireEach(NEW__ARGUMENTS, List.of());
				return;
			}
			t.require(NEW__TYPE, PhpTypes.classOf(type, PhpTypes.anyScalar(), PhpTypes.instantiable()));
			t.requireEach(NEW__ARGUMENTS, List.of(PhpTypes.part(type, 0), PhpTypes.part(type, 1)));
		});
		// $this->x = value, in a constructor without promoted parameters.
		rule(PROPERTY_FETCH, w -> ContainerType.is(w, "this-field") ? w : PhpTypes.anyScalar(), t -> {
			if (ContainerType.is(own(t), "this-field")) {
				var field = (ContainerType) t.resolve(own(t));
				boolean x = ((BaseType) field.arguments().get(1)).name().equals("x");
				Type value = field.arguments().get(0);
				t.set(PROPERTY_FETCH__OPERATOR, "->");
				t.set(PROPERTY_FETCH__NAME, x ? "x" : "y");
				t.require(PROPERTY_FETCH__TARGET, x ? PhpTypes.object(value, PhpTypes.anyScalar(), PhpTypes.anyScalar(),
						PhpTypes.anyScalar()) : PhpTypes.object(PhpTypes.anyScalar(), value, PhpTypes.anyScalar(), PhpTypes.anyScalar()));
				return;
			}
			boolean x = t.decisions().flip("property.x", 0.5);
			t.set(PROPERTY_FETCH__OPERATOR, access(t));
			t.set(PROPERTY_FETCH__NAME, x ? "x" : "y");
			t.require(PROPERTY_FETCH__TARGET, made(t, x ? PhpTypes.object(own(t), PhpTypes.anyScalar(), PhpTypes.anyScalar(),
					PhpTypes.anyScalar()) : PhpTypes.object(PhpTypes.anyScalar(), own(t), PhpTypes.anyScalar(),
							PhpTypes.anyScalar())));
		});
		// $o->m(a), or a caught exception's getMessage() or getCode() (in a catch clause, see PhpRules#allowedIn).
		rule(METHOD_CALL, w -> ContainerType.is(w, "caught-value") ? w : PhpTypes.anyScalar(), t -> {
			t.set(METHOD_CALL__OPERATOR, access(t));
			Type type = own(t);
			boolean caught = ContainerType.is(type, "caught-value");
			if (caught || t.ancestors().contains(CATCH) && t.decisions().flip("method.exception", 0.5)
					&& t.canUnify(type, new TypeVariable(java.util.Set.of(INT, PhpTypes.STRING)))) {
				Type value = caught ? ContainerType.argument(type) : type;
				// the message or the code, as decided where the value's type allows either
				var first = t.decisions().flip("method.message", 0.6) ? PhpTypes.STRING : INT;
				var read = t.unify(value, first) ? first : first == INT ? PhpTypes.STRING : INT;
				t.unify(value, read);
				t.set(METHOD_CALL__NAME, read == PhpTypes.STRING ? "getMessage" : "getCode");
				t.require(METHOD_CALL__TARGET, PhpTypes.exception(new TypeVariable()));
				t.requireEach(METHOD_CALL__ARGUMENTS, List.of());
				return;
			}
			if (t.ancestors().contains(METHOD)) {
				throw new RulesException("no method calls m inside a method: it could recurse without end");
			}
			Type parameter = PhpTypes.anyScalar();
			t.set(METHOD_CALL__NAME, "m");
			t.require(METHOD_CALL__TARGET, made(t, PhpTypes.object(PhpTypes.anyScalar(), PhpTypes.anyScalar(), parameter, type)));
			t.requireEach(METHOD_CALL__ARGUMENTS, List.of(parameter));
		});
		// parent::m($a), in a derived class's methods (only there is "parent" a name of that type).
		rule(STATIC_CALL, w -> PhpTypes.anyScalar(), t -> {
			Type parameter = PhpTypes.anyScalar();
			Type instance = PhpTypes.object(PhpTypes.anyScalar(), PhpTypes.anyScalar(), parameter, own(t));
			t.require(STATIC_CALL__TYPE, PhpTypes.parentOf(PhpTypes.classOf(instance, PhpTypes.anyScalar(),
					new TypeVariable())));
			t.set(STATIC_CALL__NAME, "m");
			t.requireEach(STATIC_CALL__ARGUMENTS, List.of(parameter));
		});
		rule(CLASS_CONSTANT_FETCH, w -> PhpTypes.anyScalar(), t -> {
			Type type = PhpTypes.classOf(openObject(), own(t), new TypeVariable());
			if (!t.bindable(type)) {
				throw new RulesException("no class in scope has a constant of type " + t.resolve(own(t)));
			}
			t.require(CLASS_CONSTANT_FETCH__TYPE, type);
			t.set(CLASS_CONSTANT_FETCH__NAME, "K");
		});
		// C::$made, or self::$made as a constructor bumps it.
		rule(STATIC_PROPERTY, w -> PhpTypes.COUNT_BUMP.equals(w) ? w : INT, t -> {
			t.require(STATIC_PROPERTY__TYPE, PhpTypes.classOf(openObject(), PhpTypes.anyScalar(), new TypeVariable()));
			t.set(STATIC_PROPERTY__NAME, "made");
		});
		rule(INSTANCEOF, w -> BOOL, t -> {
			t.require(INSTANCEOF__SUBJECT, made(t, openObject()));
			t.require(INSTANCEOF__TYPE, t.decisions().flip("instanceof.interface", 0.3)
					? PhpTypes.interfaceOf(PhpTypes.anyScalar(), PhpTypes.anyScalar())
					: PhpTypes.classOf(openObject(), PhpTypes.anyScalar(), new TypeVariable()));
		});
		rule(CLONE, w -> ContainerType.is(w, "object") ? w : null, t -> t.require(CLONE__OPERAND, made(t, own(t))));
	}

	/**
	 * An object type that some concrete class in scope makes (an object comes from new, where nothing holds one
	 * yet); else this rule is not for here.
	 */
	static Type made(ChildTyping t, Type object) {
		if (!t.bindable(PhpTypes.classOf(object, PhpTypes.anyScalar(), PhpTypes.instantiable()))) {
			throw new RulesException("no class in scope makes " + t.resolve(object));
		}
		return object;
	}

	/**
	 * The node's type, or an open value where the engine probes a rule without one (asking what references the
	 * children would need).
	 */
	private static Type own(ChildTyping t) {
		return t.nodeType() == null ? PhpTypes.anyScalar() : t.nodeType();
	}

	private static Type openObject() {
		return PhpTypes.object(PhpTypes.anyScalar(), PhpTypes.anyScalar(), PhpTypes.anyScalar(), PhpTypes.anyScalar());
	}
}
