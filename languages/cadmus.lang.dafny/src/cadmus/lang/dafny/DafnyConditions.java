package cadmus.lang.dafny;

import static cadmus.lang.dafny.DafnyTypes.BOOL;
import static cadmus.lang.dafny.DafnyTypes.CHAR;
import static cadmus.lang.dafny.DafnyTypes.INT;
import static cadmus.lang.dafny.DafnyTypes.REAL;
import static cadmus.lang.dafny.DafnyTypes.STRING;

import java.util.List;

import cadmus.api.ChildTyping;
import cadmus.api.types.Type;
import cadmus.lang.dafny.dafny.DafnyPackage;

/** The rule of a Binary that yields a bool: its kind of condition, its operator and its operands' types. */
final class DafnyConditions {

	private DafnyConditions() {
	}

	/** The kinds of condition, in the order {@code condition.kind} draws them. */
	private enum Condition {
		COMPARE, EQUAL, LOGIC, MEMBER, RELATION, PREFIX
	}

	/**
	 * A bool from a comparison, a connective, a membership test, or a relation between collections. The kind of
	 * condition and its operands' type are drawn with its operator, as the operator's value: a targeted search asking
	 * for an operator ({@code !=}, {@code ==>}) then finds the kind that has it among the draw's seeds, where a kind
	 * chosen before the draw would have to be found by the search's discrepancies. The decisions are those of choosing
	 * the kind, then the type, then the operator, so that every seed makes the program it made before.
	 */
	static void condition(ChildTyping t) {
		// The draw may run more than once (a search tries it on several seeds): the operator set is its last run's,
		// and so are the kind and the type kept here.
		var kind = new Condition[1];
		var operand = new Type[1];
		t.draw(DafnyPackage.Literals.BINARY__OPERATOR, d -> {
			kind[0] = Condition.values()[d.choose("condition.kind", Condition.values().length)];
			switch (kind[0]) {
			case COMPARE -> {
				operand[0] = DafnyTypeRules.pick(t, d, DafnyTypes.value(), "compare.type", List.of(INT, REAL, CHAR));
				return List.of("<", "<=", ">", ">=").get(d.choose("compare.operator", 4));
			}
			case EQUAL -> {
				operand[0] = DafnyTypeRules.pick(t, d, DafnyTypes.value(), "equal.type", DafnyTypeRules.storable(t));
				return d.flip("equal.negated", 0.3) ? "!=" : "==";
			}
			case LOGIC -> {
				operand[0] = BOOL;
				return List.of("&&", "||", "==>", "<==>").get(d.choose("logic.operator", 4));
			}
			case MEMBER -> {
				// the element's type; the collection is chosen after the operator
				operand[0] = DafnyTypeRules.pick(t, d, DafnyTypes.value(), "member.type", List.of(INT, CHAR, BOOL));
				return d.flip("member.negated", 0.3) ? "!in" : "in";
			}
			case RELATION -> {
				operand[0] = List.<Type>of(DafnyTypes.set(INT), DafnyTypes.multiset(CHAR))
						.get(d.choose("relation.collection", 2));
				return List.of("<", "<=", "!!").get(d.choose("relation.operator", 3));
			}
			default -> {
				// a proper prefix or a prefix of a sequence
				operand[0] = d.flip("prefix.string", 0.5) ? STRING : DafnyTypes.seq(INT);
				return d.flip("prefix.proper", 0.5) ? "<" : "<=";
			}
			}
		});
		Type type = t.resolve(operand[0]);
		if (kind[0] == Condition.MEMBER) {
			var collections = List.<Type>of(DafnyTypes.seq(type), DafnyTypes.set(type), DafnyTypes.multiset(type),
					DafnyTypes.map(type, BOOL));
			DafnyTypeRules.operandsOf(t, type, collections.get(t.decisions().choose("member.collection", collections.size())));
		} else {
			DafnyTypeRules.operandsOf(t, type, type);
		}
	}
}
