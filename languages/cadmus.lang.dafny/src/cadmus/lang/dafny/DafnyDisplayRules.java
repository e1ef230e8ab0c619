package cadmus.lang.dafny;

import static cadmus.lang.dafny.DafnyTypes.BOOL;
import static cadmus.lang.dafny.DafnyTypes.CHAR;
import static cadmus.lang.dafny.DafnyTypes.INT;
import static cadmus.lang.dafny.DafnyTypes.NAT;
import static cadmus.lang.dafny.DafnyTypes.REAL;
import static cadmus.lang.dafny.DafnyTypeRules.settle;
import static cadmus.lang.dafny.dafny.DafnyPackage.Literals.*;

import java.util.Collections;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.TypeRule;
import cadmus.api.types.ContainerType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * The type rules of Dafny's displays (sequences, sets, multisets and maps written out), tuples, cardinality and
 * array allocation. Displays are never empty, and their element types are settled before their elements are made:
 * [] alone has no element type, and an open one would become nat from a literal, which Dafny infers as int.
 */
final class DafnyDisplayRules {

	private final BiConsumer<EClass, TypeRule> sink;

	private DafnyDisplayRules(BiConsumer<EClass, TypeRule> sink) {
		this.sink = sink;
	}

	static void add(BiConsumer<EClass, TypeRule> sink) {
		new DafnyDisplayRules(sink).displays();
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		sink.accept(eClass, TypeRule.of(type, children));
	}

	/** Displays, tuples, cardinality, array allocation. Displays are never empty: [] alone has no element type. */
	private void displays() {
		rule(TUPLE, w -> ContainerType.is(w, "tuple") ? w : null,
				t -> t.requireEach(TUPLE__ELEMENTS, ((ContainerType) t.resolve(t.nodeType())).arguments()));
		rule(SEQ_DISPLAY, w -> ContainerType.is(w, "seq") ? w : open(w, () -> DafnyTypes.seq(TypeVariable.oneOf(INT, BOOL, CHAR))),
				t -> t.requireEach(SEQ_DISPLAY__ELEMENTS, elements(t, "seq.elements")));
		rule(SET_DISPLAY, w -> ContainerType.is(w, "set") ? w : open(w, () -> DafnyTypes.set(TypeVariable.oneOf(INT, BOOL, CHAR))),
				t -> t.requireEach(SET_DISPLAY__ELEMENTS, elements(t, "set.elements")));
		rule(MULTISET_DISPLAY, w -> ContainerType.is(w, "multiset") ? w : open(w, () -> DafnyTypes.multiset(TypeVariable.oneOf(INT, BOOL, CHAR))), t -> {
			Type element = ContainerType.argument(t.resolve(t.nodeType()));
			if (t.decisions().flip("multiset.of", 0.3)) {
				// multiset(s) of a sequence or a set
				t.requireEach(MULTISET_DISPLAY__OF, List.of(t.decisions().flip("multiset.ofSet", 0.5) ? DafnyTypes.set(element)
						: DafnyTypes.seq(element)));
				t.requireEach(MULTISET_DISPLAY__ELEMENTS, List.of());
			} else {
				t.requireEach(MULTISET_DISPLAY__OF, List.of());
				t.requireEach(MULTISET_DISPLAY__ELEMENTS, elements(t, "multiset.elements"));
			}
		});
		rule(MAP_DISPLAY, w -> ContainerType.is(w, "map") ? w : null, t -> {
			// key and value types settled first: an open one would become nat from a literal, which Dafny infers as int
			var map = (ContainerType) t.resolve(t.nodeType());
			Type key = settle(t, map.arguments().get(0), "map.key", List.of(INT, BOOL, CHAR));
			Type value = settle(t, map.arguments().get(1), "map.value", List.of(INT, BOOL, CHAR, REAL));
			// One entry: JavaScript and Go keep every entry of a display whose keys repeat, where the last one wins
			// (findings/js-go-map-display-repeated-key.dfy); maps grow by m[k := v] instead.
			t.requireEach(MAP_DISPLAY__KEYS, List.of(key));
			t.requireEach(MAP_DISPLAY__VALUES, List.of(value));
		});
		// an int where one is wanted, as a literal is
		rule(CARDINALITY, w -> INT.equals(w) ? INT : NAT, t -> {
			var choices = List.<Type>of(DafnyTypes.seq(DafnyTypes.value()), DafnyTypes.set(DafnyTypes.value()),
					DafnyTypes.multiset(DafnyTypes.value()), DafnyTypes.map(DafnyTypes.value(), DafnyTypes.value()));
			t.require(CARDINALITY__OPERAND, choices.get(t.decisions().choose("cardinality.of", choices.size())));
		});
		rule(NEW_ARRAY, w -> ContainerType.is(w, "array") ? w : null, t -> {
			var array = (ContainerType) t.resolve(t.nodeType());
			Type length = t.resolve(array.arguments().get(1));
			if (length instanceof TypeVariable) {
				// an array made for a length read (a.Length), its type still open: its length and elements chosen here
				t.unify(length, DafnyTypes.literal((int) t.decisions().between("array.length", 1, 4)));
				settle(t, array.arguments().get(0), "array.element", DafnyStatementRules.ARRAY_ELEMENTS);
				array = (ContainerType) t.resolve(array);
				length = array.arguments().get(1);
			}
			if (!ContainerType.is(length, "literal")) {
				throw new RulesException("an array is made with its length known");
			}
			t.require(NEW_ARRAY__ELEMENT, array.arguments().get(0));
			t.requireEach(NEW_ARRAY__SIZE, List.of(length));
			t.requireEach(NEW_ARRAY__INITIAL, List.of(array.arguments().get(0)));
			t.requireEach(NEW_ARRAY__ELEMENTS, List.of());
		});
	}

	static Type open(Type w, java.util.function.Supplier<Type> pattern) {
		return w == null || w instanceof TypeVariable ? pattern.get() : null;
	}

	/**
	 * One to three elements of the collection's element type, settled first: an open one would become whatever the
	 * first element is, nat for a literal, which Dafny infers as int.
	 */
	private static List<Type> elements(ChildTyping t, String label) {
		Type element = settle(t, ContainerType.argument(t.resolve(t.nodeType())), label + ".type", List.of(INT, BOOL, CHAR));
		int n = t.overBudget() ? 1 : (int) t.decisions().between(label, 1, 3);
		return Collections.nCopies(n, element);
	}
}
