package cadmus.lang.dafny;

import static cadmus.lang.dafny.DafnyTypes.BOOL;
import static cadmus.lang.dafny.DafnyTypes.NAT;
import static cadmus.lang.dafny.DafnyTypes.STATEMENT;
import static cadmus.lang.dafny.dafny.DafnyPackage.Literals.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.TypeRule;
import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * The type rules of Dafny statements: blocks (Main's, a method's ending in the assignment of each result, a loop's
 * ending in its counter's increment), variable declarations (of values, of an array, of a method's results),
 * updates, if, loops, print, assert and match.
 * <p>
 * Every loop has one shape, which the verifier proves terminates: {@code var i: int := 0; while i < K invariant
 * i <= K decreases K - i { ...; i := i + 1; } assert i == K;}. Its counter has a type of its own (a subtype of nat
 * per block depth; a block holds at most one loop), so no other statement writes it and the loop's clauses name
 * no other counter.
 */
final class DafnyStatementRules {

	/** How deep the block being generated is (Main's and a method's body are 0). */
	static final String BLOCK_DEPTH = "block-depth";

	static final List<Type> ARRAY_ELEMENTS = List.of(DafnyTypes.INT, BOOL, DafnyTypes.REAL);

	private final BiConsumer<EClass, TypeRule> sink;

	private DafnyStatementRules(BiConsumer<EClass, TypeRule> sink) {
		this.sink = sink;
	}

	static void add(BiConsumer<EClass, TypeRule> sink) {
		var rules = new DafnyStatementRules(sink);
		rules.blocks();
		rules.declarations();
		rules.updates();
		rules.control();
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		sink.accept(eClass, TypeRule.of(type, children));
	}

	/** A block of a kind: "main", "method" (its results' types), "loop" (its counter's type), "plain". */
	static ContainerType block(String kind, Type... arguments) {
		var all = new ArrayList<Type>();
		all.add(new BaseType(kind));
		all.addAll(List.of(arguments));
		return new ContainerType("block", all);
	}

	private static String kind(Type block) {
		return DafnyTypes.name(ContainerType.argument(block));
	}

	private void blocks() {
		rule(BLOCK, w -> ContainerType.is(w, "block") ? w : null, t -> {
			Type type = t.nodeType();
			String kind = kind(type);
			int depth = t.lookup(BLOCK_DEPTH).map(d -> (Integer) d + 1).orElse(0);
			t.define(BLOCK_DEPTH, depth);
			if (kind.equals("constructor")) {
				// this.x0 := ...; for each field, in order; nothing reads a field here
				t.define(DafnyClasses.IN_CONSTRUCTOR, Boolean.TRUE);
				var fields = DafnyClasses.fields(ContainerType.argument(type, 1));
				var inits = new ArrayList<Type>();
				for (int i = 0; i < fields.size(); i++) {
					inits.add(DafnyClasses.fieldInit(i, fields.get(i)));
				}
				t.requireEach(BLOCK__STATEMENTS, inits);
				return;
			}
			int n = kind.equals("main") ? (int) t.decisions().between("main.statements", 3, 7)
					: t.overBudget() ? 0 : (int) t.length(BLOCK__STATEMENTS, "block.statements", 0, 3);
			var statements = new ArrayList<Type>(Collections.nCopies(n, STATEMENT));
			if (depth < DafnyTypes.MAX_LOOP_DEPTH && !t.overBudget()
					&& t.decisions().flip("block.loop", kind.equals("main") ? 0.6 : 0.25)) {
				// var i: int := 0; while ...; assert i == K;
				Type counter = DafnyTypes.counter(depth);
				int bound = (int) t.decisions().between("loop.bound", 1, 4);
				int at = t.decisions().choose("loop.position", statements.size() + 1);
				statements.addAll(at, List.of(ContainerType.of("counter-start", counter),
						ContainerType.of("loop", counter, DafnyTypes.literal(bound)),
						ContainerType.of("loop-done", counter, DafnyTypes.literal(bound))));
			}
			if (kind.equals("method")) {
				var outs = ((ContainerType) type).arguments();
				for (Type out : outs.subList(1, outs.size())) {
					statements.add(ContainerType.of("out-assign", out));
				}
			} else if (kind.equals("loop")) {
				statements.add(ContainerType.of("increment", ContainerType.argument(type, 1)));
			}
			t.requireEach(BLOCK__STATEMENTS, statements);
		});
	}

	/** var declarations: of values, of an array (in a method or Main), of a loop's counter, of a method's results. */
	private void declarations() {
		rule(VAR_DECLARATION, w -> STATEMENT.equals(w) || ContainerType.is(w, "counter-start") ? w : null, t -> {
			if (ContainerType.is(t.nodeType(), "counter-start")) {
				Type counter = ContainerType.argument(t.nodeType());
				t.requireEach(VAR_DECLARATION__NAMES, List.of(counter));
				t.requireEach(VAR_DECLARATION__TYPES, List.of(counter));
				t.requireEach(VAR_DECLARATION__VALUES, List.of(DafnyTypes.literal(0)));
				return;
			}
			if (t.decisions().flip("var.results", 0.2)) {
				// var x: T, y: U := M(...);  the types those of the method's results, found when it is called
				int n = (int) t.decisions().between("var.resultCount", 1, DafnyTypes.MAX_RESULTS);
				var results = new ArrayList<Type>();
				for (int i = 0; i < n; i++) {
					results.add(new TypeVariable());
				}
				Type wanted = DafnyTypes.results(results);
				if (t.bindable(DafnyTypes.method(List.of(), results)) || anyMethod(t, results)) {
					t.requireEach(VAR_DECLARATION__NAMES, results);
					t.requireEach(VAR_DECLARATION__TYPES, results);
					t.requireEach(VAR_DECLARATION__VALUES, List.of(wanted));
					return;
				}
			}
			var object = DafnyClassRules.declared(t).filter(c -> t.lookup(DafnyClasses.CURRENT).isEmpty());
			if (object.isPresent() && t.decisions().flip("var.object", 0.3)) {
				// var o: Obj := new Obj(...);  (outside the class, so that no member makes an object of its own)
				var c = object.get();
				t.requireEach(VAR_DECLARATION__NAMES, List.of(c));
				t.requireEach(VAR_DECLARATION__TYPES, List.of(c));
				t.requireEach(VAR_DECLARATION__VALUES, List.of(c));
				return;
			}
			if (t.decisions().flip("var.array", 0.15)) {
				// Not char: JavaScript and Go print a[..] of an array of chars as a sequence, C# as a string
				// (findings/js-go-print-char-array-slice.dfy).
				Type element = DafnyTypeRules.settle(t, DafnyTypes.value(), "array.element", ARRAY_ELEMENTS);
				Type array = DafnyTypes.array(element, (int) t.decisions().between("array.length", 1, 4));
				t.requireEach(VAR_DECLARATION__NAMES, List.of(array));
				t.requireEach(VAR_DECLARATION__TYPES, List.of(array));
				t.requireEach(VAR_DECLARATION__VALUES, List.of(array));
				return;
			}
			int n = t.overBudget() ? 1 : (int) t.decisions().between("var.names", 1, 2);
			var types = new ArrayList<Type>();
			for (int i = 0; i < n; i++) {
				types.add(DafnyTypeRules.settle(t, DafnyTypes.value(), "var.type", DafnyTypeRules.storable(t)));
			}
			t.requireEach(VAR_DECLARATION__NAMES, types);
			t.requireEach(VAR_DECLARATION__TYPES, types);
			t.requireEach(VAR_DECLARATION__VALUES, types);
		});
	}

	/** Whether a method with results of these (open) types and up to two parameters is in scope. */
	private static boolean anyMethod(ChildTyping t, List<Type> results) {
		if (DafnyClassRules.memberCallable(t, DafnyTypes.method(List.of(), results))) {
			return true;
		}
		for (int arity = 1; arity <= 2; arity++) {
			var parameters = new ArrayList<Type>();
			for (int i = 0; i < arity; i++) {
				parameters.add(new TypeVariable());
			}
			if (t.bindable(DafnyTypes.method(parameters, results))
					|| DafnyClassRules.memberCallable(t, DafnyTypes.method(parameters, results))) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Updates: a loop's increment, a method's result, an assignment of one or two variables (distinct), an array
	 * element's, or a call of a method without results.
	 */
	private void updates() {
		rule(UPDATE, w -> STATEMENT.equals(w) || ContainerType.is(w, "increment") || ContainerType.is(w, "out-assign")
				|| ContainerType.is(w, "field-init") ? w : null, t -> {
			Type type = t.nodeType();
			if (ContainerType.is(type, "field-init")) {
				int i = Integer.parseInt(DafnyTypes.name(ContainerType.argument(type, 0)));
				Type field = ContainerType.argument(type, 1);
				t.requireEach(UPDATE__TARGETS, List.of(DafnyClasses.thisField(i, field)));
				t.requireEach(UPDATE__VALUES, List.of(field));
				return;
			}
			if (ContainerType.is(type, "increment")) {
				Type counter = ContainerType.argument(type);
				t.requireEach(UPDATE__TARGETS, List.of(counter));
				t.requireEach(UPDATE__VALUES, List.of(ContainerType.of("step", counter)));
				return;
			}
			if (ContainerType.is(type, "out-assign")) {
				Type out = ContainerType.argument(type);
				t.requireEach(UPDATE__TARGETS, List.of(out));
				t.requireEach(UPDATE__VALUES, List.of(DafnyTypes.base(out)));
				return;
			}
			var writable = new ArrayList<Type>();
			for (Type candidate : DafnyTypeRules.storable(t)) {
				if (t.writable(candidate)) {
					writable.add(candidate);
				}
			}
			double roll = t.decisions().between("update.kind", 0, 99);
			if (roll >= 80) {
				// o.x0 := e;  (this.x0 in the class's method)
				var field = DafnyClassRules.fieldWrite(t);
				if (field.isPresent()) {
					t.requireEach(UPDATE__TARGETS, List.of(field.get().get(0)));
					t.requireEach(UPDATE__VALUES, List.of(field.get().get(1)));
					return;
				}
			}
			if (roll < 15 && t.bindable(DafnyTypes.method(List.of(), List.of())) || writable.isEmpty() && roll < 50) {
				t.requireEach(UPDATE__TARGETS, List.of(ContainerType.of("call-statement")));
				t.requireEach(UPDATE__VALUES, List.of());
				return;
			}
			if (roll < 30 || writable.isEmpty()) {
				Type element = DafnyTypeRules.settle(t, DafnyTypes.value(), "update.element", ARRAY_ELEMENTS);
				t.requireEach(UPDATE__TARGETS, List.of(ContainerType.of("array-element", element)));
				t.requireEach(UPDATE__VALUES, List.of(element));
				return;
			}
			Collections.rotate(writable, t.decisions().choose("update.type", writable.size()));
			int n = writable.size() > 1 && t.decisions().flip("update.two", 0.3) ? 2 : 1;
			var types = List.copyOf(writable.subList(0, n));
			t.requireEach(UPDATE__TARGETS, types);
			t.requireEach(UPDATE__VALUES, types);
		});
	}

	private void control() {
		rule(IF, w -> STATEMENT.equals(w) ? w : null, t -> {
			t.require(IF__CONDITION, BOOL);
			t.require(IF__THEN, block("plain"));
			boolean otherwise = !t.overBudget() && t.decisions().flip("if.else", 0.5);
			boolean elseIf = otherwise && t.decisions().flip("if.elseIf", 0.3);
			t.requireEach(IF__ELSE_IF, elseIf ? List.of(STATEMENT) : List.of());
			t.requireEach(IF__ELSE, otherwise && !elseIf ? List.of(block("plain")) : List.of());
		});
		rule(WHILE, w -> ContainerType.is(w, "loop") ? w : null, t -> {
			Type counter = ContainerType.argument(t.nodeType(), 0);
			Type bound = ContainerType.argument(t.nodeType(), 1);
			t.require(WHILE__CONDITION, ContainerType.of("loop-test", counter, bound));
			t.requireEach(WHILE__SPECIFICATIONS, List.of(ContainerType.of("loop-start", counter),
					ContainerType.of("loop-invariant", counter, bound),
					ContainerType.of("loop-measure", counter, bound)));
			t.require(WHILE__BODY, block("loop", counter));
		});
		// print a, " ", b, "\n";  values every back end prints alike
		rule(PRINT, w -> STATEMENT.equals(w) ? w : null, t -> {
			int n = t.overBudget() ? 1 : (int) t.decisions().between("print.values", 1, 2);
			var values = new ArrayList<Type>();
			for (int i = 0; i < n; i++) {
				if (i > 0) {
					values.add(ContainerType.of("separator"));
				}
				values.add(DafnyTypeRules.settle(t, DafnyTypes.value(), "print.type", DafnyTypeRules.printable(t)));
			}
			values.add(ContainerType.of("newline"));
			t.requireEach(PRINT__VALUES, values);
		});
		rule(ASSERT, w -> STATEMENT.equals(w) || ContainerType.is(w, "loop-done") ? w : null, t -> {
			t.define(DafnyDeclarationRules.GHOST_CONTEXT, Boolean.TRUE);
			if (ContainerType.is(t.nodeType(), "loop-done")) {
				t.require(ASSERT__CONDITION, t.nodeType());
				return;
			}
			t.require(ASSERT__CONDITION, ContainerType.of("at-least-zero", NAT));
		});
		rule(MATCH_STATEMENT, w -> STATEMENT.equals(w) ? w : null, t -> {
			Type datatype = DafnyTypeRules.matchable(t, "match.datatype");
			t.require(MATCH_STATEMENT__SUBJECT, datatype);
			var cases = new ArrayList<Type>();
			for (int i = 0; i < DafnyDatatypes.variants(datatype).size(); i++) {
				cases.add(ContainerType.of("statement-case", datatype, new BaseType(Integer.toString(i))));
			}
			t.requireEach(MATCH_STATEMENT__CASES, cases);
		});
		rule(CASE_STATEMENT, w -> ContainerType.is(w, "statement-case") ? w : null, t -> {
			var variant = DafnyTypeRules.variant(t.nodeType());
			t.set(CASE_STATEMENT__CONSTRUCTOR, variant.name());
			t.requireEach(CASE_STATEMENT__NAMES, variant.types());
			int n = t.overBudget() ? 0 : (int) t.length(CASE_STATEMENT__STATEMENTS, "case.statements", 0, 2);
			t.requireEach(CASE_STATEMENT__STATEMENTS, Collections.nCopies(n, STATEMENT));
		});
		rule(RETURN, w -> null, t -> {
			throw new RulesException("no return: a method's results are assigned at its end");
		});
	}
}
