package cadmus.lang.js;

import static cadmus.lang.js.js.JsPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.TypeRule;
import cadmus.api.types.ContainerType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * Classes, declared or as expressions: a base class stores x and y in its constructor (x maybe through its
 * setter n) and has a getter n and a method m; a derived class (extends a class of the same shape) may override n
 * (with a setter n of its own) and m, reaching the parent's through super, and inherits the constructor. this and super stand for the instance only in a member's own
 * body (see {@link JsRules#allowedIn}).
 */
final class JsClassRules {

	private JsClassRules() {
	}

	static void add(BiConsumer<EClass, TypeRule> rule) {
		Function<Type, Type> fresh = w -> {
			var x = JsTypes.anyScalar();
			var y = JsTypes.anyScalar();
			return JsTypes.classOf(JsTypes.instance(x, y), x, y);
		};
		rule.accept(CLASS_DECLARATION, TypeRule.of(fresh, t -> classParts(t, CLASS_DECLARATION__SUPER_CLASS, CLASS_DECLARATION__BODY)));
		rule.accept(CLASS_EXPRESSION, TypeRule.of(fresh, t -> classParts(t, CLASS_EXPRESSION__SUPER_CLASS, CLASS_EXPRESSION__BODY)));
		rule.accept(CLASS_BODY, TypeRule.of(w -> ContainerType.is(w, "derived-class-body") ? w : JsTypes.classBody(TypeVariable.value(), false), t -> {
			var instance = (RecordType) t.resolve(ContainerType.argument(t.nodeType()));
			boolean derived = ContainerType.is(t.nodeType(), "derived-class-body");
			var members = new ArrayList<Type>();
			Type x = instance.fields().get("x");
			boolean setter = !derived && t.decisions().flip("class.setter", 0.35);
			if (!derived) {
				members.add(setter ? JsTypes.constructorThroughSetter(x, instance.fields().get("y"))
						: JsTypes.constructor(x, instance.fields().get("y")));
			}
			if (!derived || t.decisions().flip("class.overrideGetter", 0.6)) {
				members.add(RecordType.field("n", instance.fields().get("n")));
				// A derived class's own getter n hides its parent's accessor, setter too: it has a setter of its own,
				// which a parent's constructor storing through the setter calls.
				setter |= derived;
			}
			if (setter) {
				members.add(JsTypes.setter(x));
			}
			if (!derived || t.decisions().flip("class.overrideMethod", 0.6)) {
				members.add(JsTypes.method(instance.fields().get("m")));
			}
			t.requireEach(CLASS_BODY__MEMBERS, members);
		}));
		// this and super: the class's instance, seen by one field read.
		rule.accept(THIS, TypeRule.of(w -> ContainerType.is(w, "this") ? w : JsTypes.self(false, TypeVariable.value()),
				t -> self(t, JsTypes.THIS_KEY)));
		rule.accept(SUPER, TypeRule.of(w -> ContainerType.is(w, "super") ? w : JsTypes.self(true, TypeVariable.value()),
				t -> self(t, JsTypes.SUPER_KEY)));
	}

	private static void classParts(ChildTyping t, org.eclipse.emf.ecore.EReference superClass,
			org.eclipse.emf.ecore.EReference body) {
		var type = (cadmus.api.types.ContainerType) t.resolve(t.nodeType());
		Type instance = type.arguments().get(0);
		t.define(JsTypes.THIS_KEY, instance);
		boolean derived = !t.overBudget() && t.decisions().flip("class.extends", 0.5);
		if (derived) {
			t.define(JsTypes.SUPER_KEY, instance);
		}
		t.requireEach(superClass, derived ? List.of(type) : List.of());
		t.requireEach(body, List.of(JsTypes.classBody(instance, derived)));
	}

	/** this or super, read for one field: that field's type is the instance's. */
	private static void self(ChildTyping t, String key) {
		Type instance = (Type) t.lookup(key).orElseThrow(() -> new cadmus.api.RulesException("this outside a class"));
		var read = (RecordType) t.resolve(ContainerType.argument(t.nodeType()));
		if (!unifyFields(t, read, (RecordType) t.resolve(instance))) {
			throw new cadmus.api.RulesException("the instance has no fields " + read);
		}
	}

	/**
	 * Whether a record with these fields can be the instance (a record with more fields is one: width
	 * subtyping, which unification alone does not give), unifying the fields' types if so.
	 */
	static boolean unifyFields(ChildTyping t, RecordType wanted, RecordType instance) {
		for (var field : wanted.fields().entrySet()) {
			Type own = instance.fields().get(field.getKey());
			if (own == null || !t.canUnify(field.getValue(), own)) {
				return false;
			}
		}
		wanted.fields().forEach((name, type) -> t.unify(type, instance.fields().get(name)));
		return true;
	}
}
