package cadmus.lang.dafny;

import static cadmus.lang.dafny.DafnyTypes.BOOL;
import static cadmus.lang.dafny.DafnyTypes.FUEL;
import static cadmus.lang.dafny.DafnyTypes.NAT;
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

/**
 * The type rules of Dafny's declarations: the program (datatypes first, then functions and predicates, then
 * methods, Main last), datatypes and their constructors, functions (compiled, ghost, or recursive on a fuel
 * parameter that every recursive call decreases), predicates, methods with their results, specification clauses,
 * and the type annotations every declaration writes.
 */
final class DafnyDeclarationRules {

	/** Under which key the program's datatypes are visible to every rule below it. */
	static final String DATATYPES = "datatypes";
	/** Defined inside specifications and assertions: where ghost functions may be called. */
	static final String GHOST_CONTEXT = "ghost-context";
	/** The element types a datatype's shape takes. */
	private static final List<Type> ELEMENTS = List.of(DafnyTypes.INT, BOOL, DafnyTypes.CHAR, DafnyTypes.STRING);

	private final BiConsumer<EClass, TypeRule> sink;

	private DafnyDeclarationRules(BiConsumer<EClass, TypeRule> sink) {
		this.sink = sink;
	}

	static void add(BiConsumer<EClass, TypeRule> sink) {
		var rules = new DafnyDeclarationRules(sink);
		rules.program();
		rules.functions();
		rules.methods();
		rules.specifications();
		rules.annotations();
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		sink.accept(eClass, TypeRule.of(type, children));
	}

	/** A declaration of a kind ("datatype", "function", "ghost", "recursive", "predicate", "method"). */
	static ContainerType declaration(String kind, Type... arguments) {
		var all = new ArrayList<Type>();
		all.add(new BaseType(kind));
		all.addAll(List.of(arguments));
		return new ContainerType("declaration", all);
	}

	static boolean isDeclaration(Type t, String kind) {
		return ContainerType.is(t, "declaration") && DafnyTypes.name(ContainerType.argument(t)).equals(kind);
	}

	private void program() {
		rule(DOCUMENT, w -> null, t -> {
			var datatypes = new ArrayList<Type>();
			int n = (int) t.decisions().between("program.datatypes", 0, DafnyDatatypes.MAX);
			for (int k = 0; k < n; k++) {
				String shape = DafnyDatatypes.SHAPES.get(t.decisions().choose("datatype.shape", DafnyDatatypes.SHAPES.size()));
				var elements = new ArrayList<Type>();
				for (int i = 0; i < DafnyDatatypes.elements(shape); i++) {
					elements.add(ELEMENTS.get(t.decisions().choose("datatype.element", ELEMENTS.size())));
				}
				datatypes.add(DafnyTypes.datatype("D" + k, shape, elements));
			}
			t.define(DATATYPES, List.copyOf(datatypes));
			var declarations = new ArrayList<Type>();
			datatypes.forEach(d -> declarations.add(declaration("datatype", d)));
			int functions = (int) t.decisions().between("program.functions", 0, 3);
			for (int i = 0; i < functions; i++) {
				var kinds = List.of("function", "function", "recursive", "recursive", "predicate", "ghost", "ghost-predicate");
				declarations.add(declaration(kinds.get(t.decisions().choose("function.kind", kinds.size()))));
			}
			if (t.decisions().flip("program.class", 0.4)) {
				var c = DafnyClassRules.choose(t);
				t.define(DafnyClasses.DECLARED, c);
				declarations.add(declaration("class", c));
			}
			int methods = (int) t.decisions().between("program.methods", 0, 2);
			declarations.addAll(Collections.nCopies(methods, declaration("method")));
			declarations.add(DafnyTypes.MAIN);
			t.requireEach(DOCUMENT__DECLARATIONS, declarations);
		});
		rule(MAIN, w -> DafnyTypes.MAIN.equals(w) ? w : null, t -> t.require(MAIN__BODY, DafnyStatementRules.block("main")));
		rule(DATATYPE, w -> isDeclaration(w, "datatype") ? w : null, t -> {
			Type datatype = ContainerType.argument(t.nodeType(), 1);
			t.set(DATATYPE__NAME, DafnyDatatypes.name(datatype));
			var variants = new ArrayList<Type>();
			for (int i = 0; i < DafnyDatatypes.variants(datatype).size(); i++) {
				variants.add(ContainerType.of("variant", datatype, new BaseType(Integer.toString(i))));
			}
			t.requireEach(DATATYPE__VARIANTS, variants);
		});
		rule(VARIANT, w -> ContainerType.is(w, "variant") ? w : null, t -> {
			Type datatype = ContainerType.argument(t.nodeType(), 0);
			var variant = DafnyDatatypes.variants(datatype).get(Integer.parseInt(DafnyTypes.name(ContainerType.argument(t.nodeType(), 1))));
			t.set(VARIANT__NAME, variant.name());
			t.set(VARIANT__FIELD_NAMES, variant.fields());
			t.requireEach(VARIANT__FIELD_TYPES, variant.types());
		});
	}

	/**
	 * Functions: 0 to 2 parameters (a recursive one has its fuel first) of the simple types or a datatype, a result
	 * of one, a body of the result's type; a recursive one decreases its fuel. Predicates are functions to bool.
	 */
	private void functions() {
		rule(FUNCTION_DECLARATION, w -> isDeclaration(w, "function") || isDeclaration(w, "ghost")
				|| isDeclaration(w, "recursive") || isDeclaration(w, "class-function") ? w : null, t -> {
					if (isDeclaration(t.nodeType(), "class-function")) {
						classFunction(t);
						return;
					}
					String kind = DafnyTypes.name(ContainerType.argument(t.nodeType()));
					boolean recursive = kind.equals("recursive");
					var parameters = parameters(t, "function", recursive);
					Type result = DafnyTypeRules.settle(t, DafnyTypes.value(), "function.result", DafnyTypeRules.storable(t));
					t.set(FUNCTION_DECLARATION__COMPILED, !kind.equals("ghost"));
					t.requireEach(FUNCTION_DECLARATION__NAMES, parameters);
					t.requireEach(FUNCTION_DECLARATION__PARAMETER_TYPES, parameters);
					t.require(FUNCTION_DECLARATION__RESULT_TYPE, result);
					// a recursive function's fuel is an int required to be at least 0 (a nat would make Dafny infer
					// nat for displays it starts), and decreases
					t.requireEach(FUNCTION_DECLARATION__SPECIFICATIONS, recursive ? List.of(ContainerType.of("requires-natural", FUEL),
							ContainerType.of("decreases-fuel")) : List.of());
					t.require(FUNCTION_DECLARATION__BODY, recursive ? ContainerType.of("recursion", result) : result);
				});
		rule(PREDICATE_DECLARATION, w -> isDeclaration(w, "predicate") || isDeclaration(w, "ghost-predicate") ? w : null, t -> {
			var parameters = parameters(t, "predicate", false);
			t.set(PREDICATE_DECLARATION__COMPILED, isDeclaration(t.nodeType(), "predicate"));
			t.requireEach(PREDICATE_DECLARATION__NAMES, parameters);
			t.requireEach(PREDICATE_DECLARATION__PARAMETER_TYPES, parameters);
			t.requireEach(PREDICATE_DECLARATION__SPECIFICATIONS, List.of());
			t.require(PREDICATE_DECLARATION__BODY, BOOL);
		});
	}

	/** The class's function View: its parameters and result as the class has them; it reads this. */
	private static void classFunction(ChildTyping t) {
		var f = DafnyClasses.function(ContainerType.argument(t.nodeType(), 1)).orElseThrow();
		t.set(FUNCTION_DECLARATION__NAME, DafnyClasses.FUNCTION);
		t.set(FUNCTION_DECLARATION__COMPILED, Boolean.TRUE);
		t.requireEach(FUNCTION_DECLARATION__NAMES, f.parameters());
		t.requireEach(FUNCTION_DECLARATION__PARAMETER_TYPES, f.parameters());
		t.require(FUNCTION_DECLARATION__RESULT_TYPE, f.result());
		t.requireEach(FUNCTION_DECLARATION__SPECIFICATIONS, List.of(ContainerType.of("reads-this")));
		t.require(FUNCTION_DECLARATION__BODY, f.result());
	}

	/** A declaration's parameter types: simple types or the program's datatypes; a recursive function's fuel first. */
	private static List<Type> parameters(ChildTyping t, String label, boolean fuel) {
		int n = t.overBudget() ? 0 : (int) t.decisions().between(label + ".parameters", 0, 2);
		var parameters = new ArrayList<Type>();
		if (fuel) {
			parameters.add(FUEL);
		}
		for (int i = 0; i < n; i++) {
			parameters.add(DafnyTypeRules.settle(t, DafnyTypes.value(), label + ".parameter", DafnyTypeRules.storable(t)));
		}
		return parameters;
	}

	/**
	 * Methods: 0 to 2 parameters, 0 to 2 results (each a simple type, named by an out type only the method's last
	 * statements write, so that every result is assigned), a body of statements; a nat result is ensured to be one.
	 */
	private void methods() {
		rule(METHOD_DECLARATION, w -> isDeclaration(w, "method") || isDeclaration(w, "class-method") ? w : null, t -> {
			var step = isDeclaration(t.nodeType(), "class-method")
					? DafnyClasses.method(ContainerType.argument(t.nodeType(), 1)).orElseThrow()
					: null;
			var parameters = step != null ? step.parameters() : parameters(t, "method", false);
			var outs = new ArrayList<Type>();
			var specifications = new ArrayList<Type>();
			if (step != null) {
				// the class's method Step, which modifies its object
				t.set(METHOD_DECLARATION__NAME, DafnyClasses.METHOD);
				outs.addAll(((ContainerType) step.result()).arguments());
				specifications.add(ContainerType.of("modifies-this"));
			} else {
				int n = (int) t.decisions().between("method.results", 0, 2);
				for (int i = 0; i < n; i++) {
					outs.add(DafnyTypes.out(i, (BaseType) DafnyTypes.SIMPLE.get(t.decisions().choose("method.result",
							DafnyTypes.SIMPLE.size()))));
				}
			}
			for (Type out : outs) {
				if (DafnyTypes.base(out).equals(NAT)) {
					specifications.add(ContainerType.of("ensures-natural", out));
				}
			}
			t.requireEach(METHOD_DECLARATION__NAMES, parameters);
			t.requireEach(METHOD_DECLARATION__PARAMETER_TYPES, parameters);
			t.requireEach(METHOD_DECLARATION__OUT_NAMES, outs);
			t.requireEach(METHOD_DECLARATION__OUT_TYPES, outs);
			t.requireEach(METHOD_DECLARATION__SPECIFICATIONS, specifications);
			t.require(METHOD_DECLARATION__BODY, DafnyStatementRules.block("method", outs.toArray(Type[]::new)));
		});
	}

	/**
	 * Specification clauses the declarations ask for: a recursive function requires its fuel to be at least 0 and
	 * decreases it; a nat result is ensured to be at least 0. Loops' clauses are the loop's
	 * ({@link DafnyStatementRules}): its counter is at least 0 and at most its bound, and its distance to the bound
	 * decreases.
	 */
	private void specifications() {
		rule(DECREASES, w -> ContainerType.is(w, "decreases-fuel") || ContainerType.is(w, "loop-measure") ? w : null, t -> {
			if (ContainerType.is(t.nodeType(), "loop-measure")) {
				t.requireEach(DECREASES__MEASURES, List.of(ContainerType.of("measure", ContainerType.argument(t.nodeType(), 0),
						ContainerType.argument(t.nodeType(), 1))));
			} else {
				t.requireEach(DECREASES__MEASURES, List.of(FUEL));
			}
		});
		rule(REQUIRES, w -> ContainerType.is(w, "requires-natural") ? w : null, t -> {
			t.define(GHOST_CONTEXT, Boolean.TRUE);
			t.require(REQUIRES__CONDITION, ContainerType.of("at-least-zero", ContainerType.argument(t.nodeType())));
		});
		rule(ENSURES, w -> ContainerType.is(w, "ensures-natural") ? w : null, t -> {
			t.define(GHOST_CONTEXT, Boolean.TRUE);
			t.require(ENSURES__CONDITION, ContainerType.of("at-least-zero", ContainerType.argument(t.nodeType())));
		});
		rule(INVARIANT, w -> ContainerType.is(w, "loop-invariant") || ContainerType.is(w, "loop-start") ? w : null, t -> {
			t.define(GHOST_CONTEXT, Boolean.TRUE);
			Type counter = ContainerType.argument(t.nodeType(), 0);
			t.require(INVARIANT__CONDITION, ContainerType.is(t.nodeType(), "loop-start") ? ContainerType.of("at-least-zero", counter)
					: ContainerType.of("bound", counter, ContainerType.argument(t.nodeType(), 1)));
		});
	}

	/** Type annotations: a node for each type a declaration writes out. */
	private void annotations() {
		rule(PRIMITIVE_TYPE, w -> w instanceof BaseType b && DafnyTypes.annotation(b) != null || DafnyTypes.STRING.equals(w) ? w : null,
				t -> t.set(PRIMITIVE_TYPE__NAME, t.nodeType() instanceof BaseType b ? DafnyTypes.annotation(b) : "string"));
		rule(COLLECTION_TYPE, w -> w instanceof ContainerType c && List.of("seq", "set", "multiset").contains(c.kind()) ? w : null, t -> {
			var c = (ContainerType) t.nodeType();
			t.set(COLLECTION_TYPE__KIND, c.kind());
			t.require(COLLECTION_TYPE__ELEMENT, c.arguments().get(0));
		});
		rule(MAP_TYPE, w -> ContainerType.is(w, "map") ? w : null, t -> {
			t.require(MAP_TYPE__KEY, ContainerType.argument(t.nodeType(), 0));
			t.require(MAP_TYPE__VALUE, ContainerType.argument(t.nodeType(), 1));
		});
		rule(TUPLE_TYPE, w -> ContainerType.is(w, "tuple") ? w : null,
				t -> t.requireEach(TUPLE_TYPE__ELEMENTS, ((ContainerType) t.nodeType()).arguments()));
		rule(ARRAY_TYPE, w -> ContainerType.is(w, "array") ? w : null, t -> t.require(ARRAY_TYPE__ELEMENT, ContainerType.argument(t.nodeType())));
		rule(NAMED_TYPE, w -> ContainerType.is(w, "datatype") || DafnyClasses.isClass(w) ? w : null,
				t -> t.set(NAMED_TYPE__NAME, DafnyClasses.isClass(t.nodeType()) ? DafnyClasses.NAME : DafnyDatatypes.name(t.nodeType())));
	}

	/** Fails generation of a node whose shape these rules cannot give. */
	static RulesException cannot(String what) {
		return new RulesException(what);
	}
}
