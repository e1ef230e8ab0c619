package cadmus.lang.js;

import static cadmus.lang.js.JsTypes.BOOLEAN;
import static cadmus.lang.js.JsTypes.NUMBER;
import static cadmus.lang.js.JsTypes.STRING;
import static cadmus.lang.js.js.JsPackage.Literals.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Predicate;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.TypeRule;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * The type rule of a member read ({@code o.name}): a record's field, a string's or array's length, an error's
 * name or message, a regular expression's source and flags, this.x and super.n inside classes, and the methods of strings, arrays and records, each only
 * where it is called at once (taken out as a value, a method loses its this).
 */
final class JsMemberRule {

	private JsMemberRule() {
	}

	static void add(BiConsumer<EClass, TypeRule> rule, Predicate<String> allows) {
		rule.accept(MEMBER, TypeRule.of(w -> ContainerType.is(w, "this-field") || ContainerType.is(w, "self-read") ? w
				: w instanceof FunctionType ? new TypeVariable() : TypeVariable.value(), t -> {
			if (ContainerType.is(t.nodeType(), "self-read")) {
				if (!selfMember(t, false, ContainerType.argument(t.nodeType()))) {
					throw new cadmus.api.RulesException("no field of this has type " + ContainerType.argument(t.nodeType()));
				}
				return;
			}
			if (ContainerType.is(t.nodeType(), "this-field")) {
				var field = (RecordType) ContainerType.argument(t.nodeType());
				t.set(MEMBER__NAME, field.fields().keySet().iterator().next());
				t.require(MEMBER__TARGET, JsTypes.self(false, field));
				return;
			}
			// A method only where it is called at once: taken out as a value it loses its this.
			boolean called = t.ancestors().size() > 1 && t.ancestors().get(1) == CALL;
			if (t.lookup(JsTypes.THIS_KEY).isPresent() && t.decisions().flip("member.self", 0.5)
					&& selfMember(t, called, t.nodeType())) {
				return;
			}
			if (called && t.resolve(t.nodeType()) instanceof FunctionType f
					&& method(t, f, allows.test(JsFeatures.ES2015_STRING_METHODS))) {
				return;
			}
			if (t.decisions().flip("member.regexp", 0.08) && regexpProperty(t)) {
				return;
			}
			if (t.decisions().flip("member.error", 0.15) && t.unify(t.nodeType(), STRING)) {
				// What an error tells: its class's name and its message, the same on every engine.
				t.set(MEMBER__NAME, t.decisions().flip("member.errorName", 0.4) ? "name" : "message");
				t.require(MEMBER__TARGET, JsTypes.ERROR);
				return;
			}
			if (t.decisions().flip("member.length", 0.2) && t.unify(t.nodeType(), NUMBER)) {
				t.set(MEMBER__NAME, "length");
				t.require(MEMBER__TARGET, t.decisions().flip("member.lengthOf", 0.5) ? STRING
						: JsTypes.array(TypeVariable.value()));
				return;
			}
			String field = JsTypes.FIELDS.get(t.decisions().choose("member.field", JsTypes.FIELDS.size()));
			t.set(MEMBER__NAME, field);
			t.require(MEMBER__TARGET, RecordType.field(field, t.nodeType()));
		}));
	}

	/** What a regular expression tells: its source (as written) and its flags. */
	private static boolean regexpProperty(ChildTyping t) {
		var names = List.of("source", "global", "ignoreCase", "multiline");
		String name = names.get(t.decisions().choose("member.regexpProperty", names.size()));
		if (!t.unify(t.nodeType(), name.equals("source") ? STRING : BOOLEAN)) {
			return false;
		}
		t.set(MEMBER__NAME, name);
		t.require(MEMBER__TARGET, JsTypes.REGEXP);
		return true;
	}

	/**
	 * A method of a string, an array, a regular expression (test) or a record (m), when the called function's type
	 * is one of theirs.
	 */
	private static boolean method(ChildTyping t, FunctionType f, boolean es2015) {
		if (t.decisions().flip("member.regexpTest", 0.1) && t.unify(f, new FunctionType(List.of(STRING), BOOLEAN))) {
			t.set(MEMBER__NAME, "test");
			t.require(MEMBER__TARGET, JsTypes.REGEXP);
			return true;
		}
		if (t.decisions().flip("member.methodM", 0.3) && f.parameters().size() == 1) {
			// A record's method m: a class instance's, or an object literal's function field.
			t.set(MEMBER__NAME, "m");
			t.require(MEMBER__TARGET, RecordType.field("m", f));
			return true;
		}
		return t.decisions().flip("member.arrayMethod", 0.5) ? arrayMethod(t, f) || stringMethod(t, f, es2015)
				: stringMethod(t, f, es2015) || arrayMethod(t, f);
	}

	/**
	 * An array's method: map (its callback called with one value), some and every, indexOf and join of scalars,
	 * concat and slice. None changes the array (only the prelude's arr_put does, outside functions, keeping its
	 * length) or can make an empty one (filter could).
	 */
	private static boolean arrayMethod(ChildTyping t, FunctionType f) {
		var element = new TypeVariable();
		var result = new TypeVariable();
		var scalar = JsTypes.anyScalar();
		var methods = new java.util.LinkedHashMap<String, Map.Entry<Type, FunctionType>>();
		methods.put("map", Map.entry(JsTypes.array(element), new FunctionType(
				List.of(JsTypes.callback(new FunctionType(List.of(element), result))), JsTypes.array(result))));
		methods.put("some", Map.entry(JsTypes.array(element), new FunctionType(
				List.of(JsTypes.callback(new FunctionType(List.of(element), BOOLEAN))), BOOLEAN)));
		methods.put("every", Map.entry(JsTypes.array(element), new FunctionType(
				List.of(JsTypes.callback(new FunctionType(List.of(element), BOOLEAN))), BOOLEAN)));
		methods.put("indexOf", Map.entry(JsTypes.array(scalar), new FunctionType(List.of(scalar), NUMBER)));
		methods.put("join", Map.entry(JsTypes.array(scalar), new FunctionType(List.of(STRING), STRING)));
		methods.put("concat", Map.entry(JsTypes.array(element), new FunctionType(List.of(JsTypes.array(element)),
				JsTypes.array(element))));
		methods.put("slice", Map.entry(JsTypes.array(element), new FunctionType(List.of(), JsTypes.array(element))));
		var names = new ArrayList<>(methods.keySet());
		Collections.rotate(names, t.decisions().choose("member.arrayMethodName", names.size()));
		for (var name : names) {
			var method = methods.get(name);
			if (t.canUnify(f, method.getValue())) {
				t.unify(f, method.getValue());
				t.set(MEMBER__NAME, name);
				t.require(MEMBER__TARGET, method.getKey());
				return true;
			}
		}
		return false;
	}

	/**
	 * Inside a class's member: this.x or this.y (the fields the constructor stored), or in a derived class
	 * super.n or super.m(...), the parent's getter and method. Never this.n or this.m(...): a member could
	 * reach itself and never return; never super.x: super reads the parent's prototype, not the instance.
	 */
	private static boolean selfMember(ChildTyping t, boolean called, Type value) {
		boolean derived = t.lookup(JsTypes.SUPER_KEY).isPresent();
		if (called) {
			if (derived && t.resolve(value) instanceof FunctionType f) {
				t.set(MEMBER__NAME, "m");
				t.require(MEMBER__TARGET, JsTypes.self(true, RecordType.field("m", f)));
				return true;
			}
			return false;
		}
		var instance = (RecordType) t.resolve((Type) t.lookup(JsTypes.THIS_KEY).orElseThrow());
		var fields = new ArrayList<String>();
		var unstored = (java.util.Set<?>) t.lookup(JsTypes.UNSTORED_KEY).orElse(java.util.Set.of());
		for (String field : derived ? List.of("n", "x", "y") : List.of("x", "y")) {
			if (!unstored.contains(field) && t.canUnify(value, instance.fields().get(field))) {
				fields.add(field);
			}
		}
		if (fields.isEmpty()) {
			return false;
		}
		String field = fields.get(t.decisions().choose("member.selfField", fields.size()));
		t.set(MEMBER__NAME, field);
		t.require(MEMBER__TARGET, JsTypes.self(field.equals("n"), RecordType.field(field, value)));
		return true;
	}

	/**
	 * A string's method, when the wanted function type is one: those whose results are defined for every
	 * argument of their types (no locale, no repeat or padStart that a big count makes throw or fill the heap),
	 * with a regular expression those that never answer null (search, replace, split; not match); ES2015's where
	 * every engine has them.
	 */
	private static boolean stringMethod(ChildTyping t, FunctionType f, boolean es2015) {
		var methods = new ArrayList<>(STRING_METHODS.keySet());
		if (es2015) {
			methods.addAll(ES2015_STRING_METHODS.keySet());
		}
		Collections.rotate(methods, t.decisions().choose("member.method", methods.size()));
		for (var name : methods) {
			if (t.unify(f, STRING_METHODS.getOrDefault(name, ES2015_STRING_METHODS.get(name)))) {
				t.set(MEMBER__NAME, name);
				t.require(MEMBER__TARGET, STRING);
				return true;
			}
		}
		return false;
	}

	private static final Map<String, FunctionType> STRING_METHODS = new java.util.TreeMap<>(Map.of(
			"toUpperCase", new FunctionType(List.of(), STRING),
			"trim", new FunctionType(List.of(), STRING),
			"concat", new FunctionType(List.of(STRING), STRING),
			"indexOf", new FunctionType(List.of(STRING), NUMBER),
			"lastIndexOf", new FunctionType(List.of(STRING), NUMBER),
			"charAt", new FunctionType(List.of(NUMBER), STRING),
			"charCodeAt", new FunctionType(List.of(NUMBER), NUMBER),
			"search", new FunctionType(List.of(JsTypes.REGEXP), NUMBER),
			"replace", new FunctionType(List.of(JsTypes.REGEXP, STRING), STRING),
			"split", new FunctionType(List.of(JsTypes.REGEXP), JsTypes.array(STRING))));

	private static final Map<String, FunctionType> ES2015_STRING_METHODS = new java.util.TreeMap<>(Map.of(
			"includes", new FunctionType(List.of(STRING), BOOLEAN),
			"startsWith", new FunctionType(List.of(STRING), BOOLEAN),
			"endsWith", new FunctionType(List.of(STRING), BOOLEAN)));

}
