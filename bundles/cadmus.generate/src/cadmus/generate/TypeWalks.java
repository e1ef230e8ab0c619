package cadmus.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/** Walks over type terms under a unifier's bindings: copying with fresh variables, measuring, keying. */
final class TypeWalks {

	/**
	 * Each choice set's text in shapes: a number given to the set the first time a shape shows it. Shapes are keys in
	 * memory only, so the number need only tell sets apart within this process; the names themselves (a dozen
	 * characters each) made most of the bytes shapes were built of, at every hole. Few distinct sets exist (subsets of
	 * those the rules declare), so it stays small.
	 */
	private static final Map<Set<BaseType>, String> CHOICE_TEXTS = new ConcurrentHashMap<>();
	private static final java.util.concurrent.atomic.AtomicInteger CHOICE_NUMBERS = new java.util.concurrent.atomic.AtomicInteger();

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

	/** The term with every bound variable replaced by its binding, all the way down. */
	static Type resolve(Unifier u, Type t) {
		t = u.walk(t);
		if (t instanceof FunctionType f) {
			var parameters = resolveAll(u, f.parameters());
			var result = resolve(u, f.result());
			return parameters == f.parameters() && result == f.result() ? f : new FunctionType(parameters, result);
		}
		if (t instanceof RecordType r) {
			Map<String, Type> fields = null;
			for (var field : r.fields().entrySet()) {
				var resolved = resolve(u, field.getValue());
				if (resolved != field.getValue() && fields == null) {
					fields = new LinkedHashMap<>(r.fields());
				}
				if (fields != null) {
					fields.put(field.getKey(), resolved);
				}
			}
			return fields == null ? r : new RecordType(r.name(), fields);
		}
		if (t instanceof ContainerType c) {
			var arguments = resolveAll(u, c.arguments());
			return arguments == c.arguments() ? c : new ContainerType(c.kind(), arguments);
		}
		return t;
	}

	/** The resolved terms, or the same list when resolving changed none of them (most terms are ground). */
	private static List<Type> resolveAll(Unifier u, List<Type> terms) {
		Type[] resolved = null;
		for (int i = 0; i < terms.size(); i++) {
			var term = terms.get(i);
			var r = resolve(u, term);
			if (r != term && resolved == null) {
				resolved = terms.toArray(Type[]::new);
			}
			if (resolved != null) {
				resolved[i] = r;
			}
		}
		return resolved == null ? terms : Arrays.asList(resolved);
	}

	/** Whether {@code v} occurs in {@code t} under the current bindings (checked on every binding: no copies). */
	static boolean occurs(Unifier u, TypeVariable v, Type t) {
		t = u.walk(t);
		if (t instanceof TypeVariable w) {
			return w == v;
		}
		if (t instanceof FunctionType f) {
			var parameters = f.parameters();
			for (int i = 0; i < parameters.size(); i++) {
				if (occurs(u, v, parameters.get(i))) {
					return true;
				}
			}
			return occurs(u, v, f.result());
		}
		if (t instanceof RecordType r) {
			for (var field : r.fields().values()) {
				if (occurs(u, v, field)) {
					return true;
				}
			}
			return false;
		}
		if (t instanceof ContainerType c) {
			var arguments = c.arguments();
			for (int i = 0; i < arguments.size(); i++) {
				if (occurs(u, v, arguments.get(i))) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * A key that two terms share exactly when they are the same up to renaming of open variables: constructors
	 * and names, and for each variable the order of its first appearance, the base types it may still become
	 * and whether it is values-only, both as unification has narrowed them and as the variable was made (what a
	 * rule inspecting the term sees). Everything unification or a rule can make of a term depends only on its key.
	 * <p>
	 * Small terms only: null when the term has more than {@code limit} constructors, as the shapes of large
	 * terms are too many to be worth remembering anything by.
	 */
	static String smallShape(Unifier u, Type t, int limit) {
		var out = new StringBuilder(32);
		return shape(u, t, out, new ArrayList<>(4), limit) < 0 ? null : out.toString();
	}

	/** Appends the shape; returns the budget of constructors left, negative when it ran out. */
	private static int shape(Unifier u, Type t, StringBuilder out, List<TypeVariable> seen, int budget) {
		if (--budget < 0) {
			return budget;
		}
		t = u.walk(t);
		if (t instanceof BaseType b) {
			out.append(b.name());
		} else if (t instanceof TypeVariable v) {
			// Terms worth a shape hold a few variables at most: a list is the cheapest index.
			int index = seen.indexOf(v);
			if (index >= 0) {
				out.append('?').append(index);
				return budget;
			}
			seen.add(v);
			// What unification sees (the effective flag and choices) and what a rule sees (the variable's own).
			out.append('?').append(seen.size() - 1).append(u.valuesOnly(v) ? "v" : "").append(v.valuesOnly() ? "f" : "");
			var choices = u.choices(v);
			appendChoices(u, out, choices);
			if (choices != v.choices()) {
				out.append('/');
				appendChoices(u, out, v.choices());
			}
		} else if (t instanceof FunctionType f) {
			out.append("fn(");
			var parameters = f.parameters();
			// Indexed: these are the hottest loops of generation, and an iterator per term showed in profiles.
			for (int i = 0; i < parameters.size(); i++) {
				budget = shape(u, parameters.get(i), out, seen, budget);
				if (budget < 0) {
					return budget;
				}
				out.append(',');
			}
			out.append(")");
			budget = shape(u, f.result(), out, seen, budget);
		} else if (t instanceof RecordType r) {
			out.append(r.name() == null ? "" : r.name()).append('{');
			for (var field : r.fields().entrySet()) {
				out.append(field.getKey()).append(':');
				budget = shape(u, field.getValue(), out, seen, budget);
				if (budget < 0) {
					return budget;
				}
				out.append(',');
			}
			out.append('}');
		} else if (t instanceof ContainerType c) {
			out.append(c.kind()).append('<');
			var arguments = c.arguments();
			for (int i = 0; i < arguments.size(); i++) {
				budget = shape(u, arguments.get(i), out, seen, budget);
				if (budget < 0) {
					return budget;
				}
				out.append(',');
			}
			out.append('>');
		}
		return budget;
	}

	/**
	 * Appends the choices' text: looked up by the set's identity in the unifier first, as a program meets the same
	 * few sets (its rules' and its narrowings') at every hole, and hashing a set walks all of it.
	 */
	private static void appendChoices(Unifier u, StringBuilder out, Set<BaseType> choices) {
		if (choices != null) {
			out.append(u.choiceTexts.computeIfAbsent(choices,
					c -> CHOICE_TEXTS.computeIfAbsent(c, set -> "[" + CHOICE_NUMBERS.incrementAndGet() + "]")));
		}
	}
}
