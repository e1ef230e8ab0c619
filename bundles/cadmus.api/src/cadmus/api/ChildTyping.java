package cadmus.api;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

import cadmus.api.types.Type;

/**
 * What a {@link TypeRule} sees and declares while its node is being generated. It is also the node's context
 * as filters see it ({@link HoleContext}), so a rule can ask what a filter asks.
 */
public interface ChildTyping extends HoleContext {

	/** The node being generated (its children not yet). */
	EObject node();

	/** The node's type after unification with its hole, resolved as far as known; null for untyped nodes. */
	Type nodeType();

	/** A term with everything known so far substituted. */
	Type resolve(Type type);

	DecisionSource decisions();

	/** Whether the size bound is spent: rules then choose the smallest shapes (one element, no options). */
	boolean overBudget();

	/** Makes two types equal (binding variables); false, with nothing changed, when they cannot be. */
	boolean unify(Type a, Type b);

	/** Whether two types could be made equal, changing nothing. */
	boolean canUnify(Type a, Type b);

	@Override
	default boolean compatible(Type a, Type b) {
		return canUnify(a, b);
	}

	/** The node's own type: what it must fit. */
	@Override
	default Optional<Type> wanted() {
		return Optional.ofNullable(nodeType());
	}

	/** Every value of {@code feature} must have (a subtype of) {@code type}; the count stays the rules' multiplicity. */
	void require(EStructuralFeature feature, Type type);

	/** Fixes the count of {@code feature} to {@code types.size()} and the type of each value (null: untyped). */
	void requireEach(EStructuralFeature feature, List<Type> types);

	/**
	 * Sets an attribute that follows from the node's type (a field name, a literal's form). A list set on a
	 * many-valued attribute fixes its values, and so their count.
	 */
	void set(EAttribute attribute, Object value);

	/**
	 * Sets an attribute to a value drawn from the decisions: a literal's value, as {@code set(attribute,
	 * values.draw(decisions()))} does, but said to be a draw of that attribute's value, so that a source that steers
	 * the generator (a targeted search asking for a literal in a range) may pick among several such draws. The draw
	 * must use nothing but its decisions: it may be run more than once, and the value set (and returned) is its last
	 * run's. A rule whose operands follow from the value drawn (an operator's) reads them off the value returned.
	 *
	 * @return the value set
	 */
	default Object draw(EAttribute attribute, AttributeValues values) {
		Object value = values.draw(decisions());
		set(attribute, value);
		return value;
	}

	/**
	 * Whether the node has its optional child of {@code feature} (an else branch, a finally block), which the rule then
	 * fixes by {@link #requireEach}: a decision as {@code decisions().flip(label, p)} is, but said to decide that
	 * containment, so that a source that steers the generator toward a node inside it (a targeted search asking for
	 * something inside {@code Try.finally}) may take it first.
	 */
	default boolean hasOptional(org.eclipse.emf.ecore.EReference feature, String label, double p) {
		return decisions().flip(label, p);
	}

	/**
	 * How many children of {@code feature} the node is to have (a block's statements), which the rule then fixes by
	 * {@link #requireEach}: a decision as {@code decisions().between(label, lo, hi)} is, but said to decide that
	 * containment's length, so that a source that steers the generator toward a node inside it may take a length that
	 * has room for it first.
	 */
	default long length(org.eclipse.emf.ecore.EReference feature, String label, long lo, long hi) {
		return decisions().between(label, lo, hi);
	}

	/**
	 * Which of {@code types} a type the rule settles ({@code of}, the node's own or a child's) is to be, or to be tried
	 * from: a decision among them, as {@code decisions().choose(label, types.size())} is, but said to be a choice of
	 * type, so that a source that steers the generator toward a type (a targeted search asking for a string CASE) may
	 * take the one it wants first. The rule goes on from the index returned as from any such decision (unifying
	 * {@code of} with the type there, or with the first from there that fits).
	 *
	 * @return the index of the type chosen
	 */
	default int chooseType(String label, List<? extends Type> types, Type of) {
		return decisions().choose(label, types.size());
	}

	/**
	 * {@code types} in the order a rule tries its node's type as each (going on from the first it can be made):
	 * rotated by a choice of type ({@link #chooseType}) k places for choice k, as {@code Collections.rotate} does, so
	 * that a search steering toward a type has it tried first.
	 */
	default List<Type> typesInTurn(String label, List<? extends Type> types) {
		int n = types.size();
		var firsts = new java.util.ArrayList<Type>(n);
		for (int k = 0; k < n; k++) {
			// Rotating by k puts the one k places from the end first.
			firsts.add(types.get((n - k) % n));
		}
		var turn = new java.util.ArrayList<Type>(types);
		java.util.Collections.rotate(turn, chooseType(label, firsts, nodeType()));
		return turn;
	}

	/** Makes {@code value} visible under {@code key} to every descendant (e.g. a function body's result type). */
	void define(String key, Object value);

	/** The value an ancestor defined under {@code key}, nearest first. */
	@Override
	Optional<Object> lookup(String key);

	/**
	 * Whether a reference of this type could be filled here: a visible binding fits it, or one could be lifted.
	 * Lets a rule pick among shapes the one the scope can serve (a column some table in scope has) instead of
	 * failing after the choice.
	 */
	@Override
	boolean bindable(Type type);

	/**
	 * Whether a binding visible here may be written as this type. Writes are never lifted, so a rule that
	 * writes a variable (a compound assignment) picks a type some binding in scope can take, or does something
	 * else, instead of failing after the choice.
	 */
	boolean writable(Type type);

	/**
	 * How the node's place uses it: {@link Access#WRITE} where the rules' {@link GenerationRules#access} of its
	 * containment says the place is written (an assignment's target), else {@link Access#READ}. For a rule whose
	 * form depends on it (an operator that only reads).
	 */
	Access access();

	/** The context as it stands here: the node's class, then those of the enclosing nodes, innermost first. */
	@Override
	List<org.eclipse.emf.ecore.EClass> ancestors();
}
