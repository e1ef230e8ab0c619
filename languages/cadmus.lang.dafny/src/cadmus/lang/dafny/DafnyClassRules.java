package cadmus.lang.dafny;

import static cadmus.lang.dafny.dafny.DafnyPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.HoleContext;
import cadmus.api.RulesException;
import cadmus.api.TypeRule;
import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.Type;

/**
 * The type rules of the program's class ({@link DafnyClasses}): its declaration and members, {@code this},
 * {@code new}, frames, and the member accesses the rules of expressions and statements ask for: a field read or
 * written on an object in scope (or on {@code this} in the class's function and method), a member called on an
 * object. Inside the class no member is called through {@code this}, so nothing recurses.
 */
final class DafnyClassRules {

	/**
	 * The types a field may have; a parameter or View's result, the same but string and with real. Not nat: Dafny infers the type of a display or
	 * a comparison from its first operand, so with n a nat, [n, -1] and n <= -n fail (see
	 * {@link DafnyTypeRules#storable}).
	 */
	private static final List<Type> FIELD_TYPES = List.of(DafnyTypes.INT, DafnyTypes.BOOL, DafnyTypes.CHAR, DafnyTypes.STRING);
	private static final List<Type> PARAMETER_TYPES = List.of(DafnyTypes.INT, DafnyTypes.BOOL, DafnyTypes.CHAR, DafnyTypes.REAL);

	private final BiConsumer<EClass, TypeRule> sink;

	private DafnyClassRules(BiConsumer<EClass, TypeRule> sink) {
		this.sink = sink;
	}

	static void add(BiConsumer<EClass, TypeRule> sink) {
		var rules = new DafnyClassRules(sink);
		rules.declaration();
		rules.uses();
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		sink.accept(eClass, TypeRule.of(type, children));
	}

	/**
	 * The class's shape, chosen with the program: one or two fields, a constructor of zero to two parameters, and
	 * (each likely) a function of zero or one parameter and a method of zero or one parameter and result.
	 */
	static ContainerType choose(ChildTyping t) {
		var d = t.decisions();
		var fields = new ArrayList<Type>();
		for (int i = 0, n = (int) d.between("class.fields", 1, 2); i < n; i++) {
			fields.add(FIELD_TYPES.get(d.choose("class.field", FIELD_TYPES.size())));
		}
		var constructor = simple(t, "class.constructor", 0, 2);
		Type function = null;
		if (d.flip("class.function", 0.7)) {
			function = new cadmus.api.types.FunctionType(simple(t, "class.function", 0, 1),
					PARAMETER_TYPES.get(d.choose("class.function.result", PARAMETER_TYPES.size())));
		}
		Type method = null;
		if (d.flip("class.method", 0.8)) {
			var outs = new ArrayList<Type>();
			for (int i = 0, n = (int) d.between("class.method.results", 0, 1); i < n; i++) {
				outs.add(DafnyTypes.out(i, (BaseType) DafnyTypes.SIMPLE.get(d.choose("class.method.result", DafnyTypes.SIMPLE.size()))));
			}
			method = new cadmus.api.types.FunctionType(simple(t, "class.method", 0, 1), DafnyTypes.results(outs));
		}
		return DafnyClasses.type(fields, constructor, function, method);
	}

	private static List<Type> simple(ChildTyping t, String label, int min, int max) {
		var types = new ArrayList<Type>();
		for (int i = 0, n = (int) t.decisions().between(label + ".parameters", min, max); i < n; i++) {
			types.add(PARAMETER_TYPES.get(t.decisions().choose(label + ".parameter", PARAMETER_TYPES.size())));
		}
		return types;
	}

	private void declaration() {
		rule(CLASS_DECLARATION, w -> DafnyDeclarationRules.isDeclaration(w, "class") ? w : null, t -> {
			Type c = ContainerType.argument(t.nodeType(), 1);
			t.set(CLASS_DECLARATION__NAME, DafnyClasses.NAME);
			t.define(DafnyClasses.CURRENT, c);
			var members = new ArrayList<Type>();
			var fields = DafnyClasses.fields(c);
			for (int i = 0; i < fields.size(); i++) {
				members.add(ContainerType.of("class-field", new BaseType(Integer.toString(i)), fields.get(i)));
			}
			members.add(ContainerType.of("class-constructor", c));
			DafnyClasses.function(c).ifPresent(f -> members.add(DafnyDeclarationRules.declaration("class-function", c)));
			DafnyClasses.method(c).ifPresent(m -> members.add(DafnyDeclarationRules.declaration("class-method", c)));
			t.requireEach(CLASS_DECLARATION__MEMBERS, members);
		});
		rule(FIELD, w -> ContainerType.is(w, "class-field") ? w : null, t -> {
			t.set(FIELD__NAME, DafnyClasses.field(Integer.parseInt(DafnyTypes.name(ContainerType.argument(t.nodeType(), 0)))));
			t.require(FIELD__TYPE, ContainerType.argument(t.nodeType(), 1));
		});
		rule(CONSTRUCTOR, w -> ContainerType.is(w, "class-constructor") ? w : null, t -> {
			Type c = ContainerType.argument(t.nodeType());
			var parameters = DafnyClasses.constructorParameters(c);
			t.requireEach(CONSTRUCTOR__NAMES, parameters);
			t.requireEach(CONSTRUCTOR__PARAMETER_TYPES, parameters);
			t.requireEach(CONSTRUCTOR__SPECIFICATIONS, List.of());
			t.require(CONSTRUCTOR__BODY, DafnyStatementRules.block("constructor", c));
		});
		rule(MODIFIES, w -> ContainerType.is(w, "modifies-this") ? w : null,
				t -> t.requireEach(MODIFIES__FRAMES, List.of(ContainerType.of("this-frame"))));
		rule(READS, w -> ContainerType.is(w, "reads-this") ? w : null,
				t -> t.requireEach(READS__FRAMES, List.of(ContainerType.of("this-frame"))));
	}

	private void uses() {
		rule(THIS, w -> DafnyClasses.isClass(w) || ContainerType.is(w, "this-frame") ? w : null, t -> {
		});
		rule(NEW_OBJECT, w -> DafnyClasses.isClass(w) ? w : null, t -> {
			t.set(NEW_OBJECT__TYPE, DafnyClasses.NAME);
			t.requireEach(NEW_OBJECT__ARGUMENTS, DafnyClasses.constructorParameters(t.nodeType()));
		});
	}

	/** The program's class, if it has one. */
	static Optional<Type> declared(ChildTyping t) {
		return t.lookup(DafnyClasses.DECLARED).map(Type.class::cast);
	}

	/**
	 * The class whose fields an expression or statement here may read or write: through an object in scope, or,
	 * in the class's function and method, through {@code this} (never in its constructor, which only assigns).
	 */
	static Optional<Type> reachable(ChildTyping t) {
		// not in an array's initializer either: a function that may not read the heap
		if (t.lookup(DafnyClasses.IN_CONSTRUCTOR).isPresent() || t.ancestors().contains(NEW_ARRAY)) {
			return Optional.empty();
		}
		var current = t.lookup(DafnyClasses.CURRENT).map(Type.class::cast);
		return current.isPresent() ? current : declared(t).filter(t::bindable);
	}

	/** Whether a member of an object in scope may be the target of a call of this type (not inside the class). */
	static boolean memberCallable(ChildTyping t, Type target) {
		if (t.lookup(DafnyClasses.CURRENT).isPresent() || t.ancestors().contains(NEW_ARRAY)) {
			return false;
		}
		return declared(t).filter(t::bindable).map(c -> DafnyClasses.callable(c).stream()
				.anyMatch(m -> t.canUnify(target, m.type()))).orElse(false);
	}

	/** Whether {@code this} may stand here: in the class's members, and in its constructor only as a field's target. */
	static boolean thisAllowed(HoleContext context, org.eclipse.emf.ecore.EReference containment) {
		return context.lookup(DafnyClasses.CURRENT).isPresent()
				&& (context.lookup(DafnyClasses.IN_CONSTRUCTOR).isEmpty() || containment == MEMBER__TARGET);
	}

	/** Whether an object member may be a call's target here: outside the class, with an object in scope. */
	static boolean memberTargetAllowed(HoleContext context) {
		return context.lookup(DafnyClasses.CURRENT).isEmpty() && !context.ancestors().contains(NEW_ARRAY)
				&& context.lookup(DafnyClasses.DECLARED).map(c -> context.bindable((Type) c)).orElse(false);
	}

	/** A member for a hole of a member kind: a field written, a field assigned in the constructor, a call's target. */
	static boolean member(ChildTyping t, Type type) {
		if (ContainerType.is(type, "field-write") || ContainerType.is(type, "this-field")) {
			Type c = ContainerType.is(type, "this-field") ? t.lookup(DafnyClasses.CURRENT).map(Type.class::cast).orElseThrow()
					: reachable(t).orElseThrow(() -> new RulesException("no object to write"));
			t.require(MEMBER__TARGET, c);
			t.set(MEMBER__NAME, DafnyClasses.field(Integer.parseInt(DafnyTypes.name(ContainerType.argument(type, 0)))));
			t.set(MEMBER__DISCRIMINATOR, Boolean.FALSE);
			return true;
		}
		if (ContainerType.is(type, DafnyTypes.METHOD) || ContainerType.is(type, DafnyTypes.FUNCTION)) {
			Type c = declared(t).orElseThrow(() -> new RulesException("no class to call"));
			var fitting = DafnyClasses.callable(c).stream().filter(m -> t.canUnify(type, m.type())).toList();
			if (fitting.isEmpty() || !memberCallable(t, type)) {
				throw new RulesException("no member to call for " + type);
			}
			var chosen = fitting.get(t.decisions().choose("member.call", fitting.size()));
			t.unify(type, chosen.type());
			t.require(MEMBER__TARGET, c);
			t.set(MEMBER__NAME, chosen.name());
			t.set(MEMBER__DISCRIMINATOR, Boolean.FALSE);
			return true;
		}
		return false;
	}

	/** The reads of a field of fitting type, on an object in scope or this: choices for a member expression. */
	static void fieldReads(ChildTyping t, Type type, List<Runnable> choices) {
		reachable(t).ifPresent(c -> {
			var fields = DafnyClasses.fields(c);
			for (int i = 0; i < fields.size(); i++) {
				Type fieldType = fields.get(i);
				String name = DafnyClasses.field(i);
				if (t.canUnify(type, fieldType)) {
					choices.add(() -> {
						t.unify(type, fieldType);
						t.require(MEMBER__TARGET, c);
						t.set(MEMBER__NAME, name);
						t.set(MEMBER__DISCRIMINATOR, Boolean.FALSE);
					});
				}
			}
		});
	}

	/** A field write {@code o.xi := e;} where one is reachable: its target's and value's types, or empty. */
	static Optional<List<Type>> fieldWrite(ChildTyping t) {
		return reachable(t).map(c -> {
			var fields = DafnyClasses.fields(c);
			int i = t.decisions().choose("update.field", fields.size());
			return List.of(DafnyClasses.fieldWrite(i, fields.get(i)), fields.get(i));
		});
	}
}
