package cadmus.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;

import cadmus.api.types.TypeLattice;

/**
 * What a language tells the generator beyond its metamodel: which classes fill holes, how often, how many
 * children a feature takes, which classes a containment accepts and how attribute values are drawn.
 * Every method has a neutral default, so a language states only what its grammar's metamodel cannot say.
 * Implementations must be immutable: one rules object is shared by all generating threads.
 */
public interface GenerationRules {

	/**
	 * Whether instances of this concrete class can fill a hole. The default accepts leaf classes only:
	 * grammar-inferred metamodels make rule types (Statement, Expression) concrete supertypes that never
	 * appear as nodes of a parsed tree.
	 */
	default boolean isNode(EClass eClass) {
		return !eClass.isAbstract() && !eClass.isInterface() && leaf(eClass);
	}

	/** Relative weight of a class among the candidates for a hole. */
	default double weight(EClass eClass) {
		return 1.0;
	}

	/** How many values a feature takes (a single-valued feature: 0..1 or 1..1; a list: min..max). */
	default Multiplicity multiplicity(EStructuralFeature feature) {
		return feature.isMany() ? new Multiplicity(0, 3) : Multiplicity.ONE;
	}

	/**
	 * Where a feature comes in the order a node's features are generated, lowest first; features of equal rank
	 * keep the metamodel's order. Generation order matters where a later feature sees what an earlier one
	 * bound: a query's FROM clause binds the aliases its select list uses, though the list is written first.
	 */
	default int fillRank(EStructuralFeature feature) {
		return 0;
	}

	/** Classes a containment accepts when narrower than its declared type (e.g. only calls as a statement). */
	default Optional<Set<EClass>> restriction(EReference containment) {
		return Optional.empty();
	}

	/** How values of an attribute are drawn; empty means the generator's default for the attribute's type. */
	default Optional<AttributeValues> values(EAttribute attribute) {
		return Optional.empty();
	}

	/** The subtype relation among the language's base types. */
	default TypeLattice lattice() {
		return new TypeLattice();
	}

	/** How nodes of a class are typed; empty leaves them untyped (they fit any hole, their children are untyped). */
	default Optional<TypeRule> typeRule(EClass eClass) {
		return Optional.empty();
	}

	/** Whether and how nodes of a class bind names. */
	default Optional<Binder> binder(EClass eClass) {
		return Optional.empty();
	}

	/**
	 * Every binder of a class's nodes; by default the one {@link #binder} gives. A class may bind its names
	 * more than once, with different scopes and types: a local function's name is visible in its own body
	 * (typed so that only a bounded recursive call can use it) and, as the function itself, to later siblings.
	 */
	default List<Binder> binders(EClass eClass) {
		return binder(eClass).map(List::of).orElse(List.of());
	}

	/**
	 * How likely a reference picks an {@link #environment()} binding relative to one the program made (1: alike).
	 * Below 1, programs use their own variables and functions more, so what they define is also exercised.
	 */
	default double environmentWeight() {
		return 1.0;
	}

	/** The attribute by which nodes of a class name a visible binding (a variable reference), if they do. */
	default Optional<EAttribute> reference(EClass eClass) {
		return Optional.empty();
	}

	/**
	 * Whether a reference node of class {@code referrer} may name a binding of this (resolved) type, beyond
	 * fitting the hole's type: an UPDATE names a table, never a view, though both have table types.
	 */
	default boolean referable(EClass referrer, cadmus.api.types.Type type) {
		return true;
	}

	/**
	 * Whether a reference of this class that no visible binding fits may get a definition lifted for it
	 * ({@link #lifting()}); not where what the class names is never what a lifted definition binds (PHP's
	 * function names, where lifting defines variables).
	 */
	default boolean liftsFor(EClass referrer) {
		return true;
	}

	/**
	 * Whether a variable keeps the type it was declared with: a write goes only to a binding declared with the
	 * hole's very type (a statically typed language's variable of a subtype takes no value of its supertype, and a
	 * variable of a supertype is not where the rules mean one of a subtype). By default a write fits a binding as a
	 * read does, whose type is the hole's or a subtype: right for dynamically typed languages, whose variables take
	 * any value.
	 */
	default boolean writesKeepTypes() {
		return false;
	}

	/** Whether a reference reached through this containment writes (an assignment target) or reads. */
	default Access access(EReference containment) {
		return Access.READ;
	}

	/** How missing bindings are created; empty disables lifting. */
	default Optional<Lifting> lifting() {
		return Optional.empty();
	}

	/** How results are made observable; empty adds nothing. */
	default Optional<Observation> observation() {
		return Optional.empty();
	}

	/**
	 * Whether the language leaves the evaluation order of this class's children unspecified; the engine then
	 * keeps their effects from conflicting (no write of a binding another child reads or writes).
	 */
	default boolean unordered(EClass eClass) {
		return false;
	}

	/**
	 * Whether code under nodes of this class (function bodies) may write only bindings made under it, which
	 * keeps calls free of effects on their callers' variables.
	 */
	default boolean isolatesWrites(EClass eClass) {
		return false;
	}

	/**
	 * Whether code under nodes of this class sees none of the enclosing code's variables (its mutable bindings):
	 * only the environment, what is bound for good (functions, classes) and what the node binds itself (PHP's
	 * functions, which see their parameters and locals, not the script's variables).
	 */
	default boolean hidesEnclosingVariables(EClass eClass) {
		return false;
	}

	/**
	 * Whether a class may fill a hole in this context: the hole's containment (null for the root) and the
	 * classes of the enclosing nodes, innermost first.
	 */
	default boolean allowedIn(EClass candidate, EReference containment, List<EClass> ancestors) {
		return true;
	}

	/**
	 * As {@link #allowedIn(EClass, EReference, List)}, when the filter also needs what enclosing rules defined
	 * (a multiple assignment, say, whose targets must be plain variables). The engine calls this one.
	 */
	default boolean allowedIn(EClass candidate, EReference containment, HoleContext context) {
		return allowedIn(candidate, containment, context.ancestors());
	}

	/**
	 * Whether the writes made by this class's children must go to distinct bindings: the language leaves
	 * unspecified which of two writes to one variable wins (a multiple assignment), though reads of what is
	 * written are ordered (all values are evaluated before any is assigned).
	 */
	default boolean distinctWrites(EClass eClass) {
		return false;
	}

	/**
	 * Whether a class's children have larger types than the node (a field access's subject is a record holding
	 * the result). Where the hole's type is already large the engine avoids such classes, which bounds the
	 * types a program uses as the size bound bounds its nodes.
	 */
	default boolean growsTypes(EClass eClass) {
		return false;
	}

	/** Bindings the program's prelude defines, visible everywhere. */
	default List<Binding> environment() {
		return List.of();
	}

	/**
	 * Program text that goes before every generated program: the definitions of {@link #environment()}. By
	 * default the texts of {@link #preludeDefinitions()}, in order.
	 */
	default String prelude() {
		var text = new StringBuilder();
		for (var definition : preludeDefinitions()) {
			text.append(definition.text());
		}
		return text.toString();
	}

	/**
	 * The prelude as the definitions it is made of, in order, their texts making up {@link #prelude()}: a
	 * reduced program keeps those its code uses and drops the others (dead code, so the program means what it
	 * meant). Empty when the prelude cannot be taken apart: then it is kept whole.
	 */
	default List<PreludeDefinition> preludeDefinitions() {
		return List.of();
	}

	/**
	 * Helpers of the prelude a reduced program may call by a plainer name the implementations themselves give
	 * (a printing helper that makes every implementation's text alike, for the host's own print). A reduction
	 * tries the plainer name and keeps it only where every implementation then ends and prints exactly as
	 * before, so nothing shows that did not; the helper, unused then, goes with the other unused definitions.
	 */
	default Map<String, String> plainerCalls() {
		return Map.of();
	}

	/** The {@code n}-th fresh name of a program (n from 1); must not clash with keywords or the environment. */
	default String freshName(int n) {
		return "v" + n;
	}

	private static boolean leaf(EClass eClass) {
		for (var classifier : eClass.getEPackage().getEClassifiers()) {
			if (classifier instanceof EClass other && other != eClass && other.getESuperTypes().contains(eClass)) {
				return false;
			}
		}
		return true;
	}
}
