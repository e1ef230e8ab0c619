package cadmus.lang.dafny;

import static cadmus.lang.dafny.dafny.DafnyPackage.Literals.*;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EcorePackage;

import cadmus.api.AttributeValues;
import cadmus.api.Binder;
import cadmus.api.HoleContext;
import cadmus.api.Lifting;
import cadmus.api.RuleTables;
import cadmus.api.TableRules;
import cadmus.api.TypeRule;
import cadmus.api.types.ContainerType;
import cadmus.api.types.Type;
import cadmus.lang.dafny.dafny.DafnyFactory;
import cadmus.lang.dafny.dafny.VarDeclaration;

/**
 * Conforming generation rules for Dafny 2.3: programs that verify and terminate. The type rules of each class
 * ({@link DafnyDeclarationRules}, {@link DafnyStatementRules}, {@link DafnyTypeRules}), binders and references,
 * lifting of declared variables into blocks, the prelude's safe wrappers ({@link DafnyPrelude}), and observation of
 * every variable at the end of Main's and each method's body. Functions and methods see their parameters and what
 * is declared before them, never Main's variables. Weights and counts are data, in {@link DafnyTables}. Immutable.
 */
final class DafnyRules extends TableRules {

	/** Flags no rule sets are off. */
	private static final AttributeValues OFF = decisions -> Boolean.FALSE;

	DafnyRules() {
		super(ruleTables());
	}

	private static RuleTables ruleTables() {
		var types = new DafnyTypes();
		var typeRules = new HashMap<EClass, TypeRule>();
		var observation = new DafnyObservation();
		var environment = DafnyPrelude.environment();
		DafnyDeclarationRules.add(typeRules::put);
		DafnyStatementRules.add(typeRules::put);
		DafnyTypeRules.add(typeRules::put);
		DafnyClassRules.add(typeRules::put);
		return RuleTables.builder().weights(DafnyTables.WEIGHTS, 0.0).multiplicities(DafnyTables.MULTIPLICITIES)
				// Type annotations last, when the types they write are known (a method's results, called in the value).
				.ranks(Map.of(VAR_DECLARATION__TYPES, 1))
				// What a statement assigns or calls: a variable, an array's element, an object's field, a method call.
				.restrictions(Map.of(UPDATE__TARGETS, Set.of(REFERENCE, SELECT, MEMBER, CALL)))
				.types(types.lattice, Map.copyOf(typeRules)::get).references(Map.of(REFERENCE, REFERENCE__NAME))
				.writes(Set.of(UPDATE__TARGETS)).lifting(new DeclarationLifting()).observation(observation)
				.isolatesWrites(CALLABLES).growsTypes(Set.of(MEMBER, SELECT)).environment(environment, 0.3)
				.prelude(DafnyPrelude.definitions()).build();
	}

	@Override
	public Optional<AttributeValues> values(EAttribute attribute) {
		return attribute.getEAttributeType() == EcorePackage.Literals.EBOOLEAN ? Optional.of(OFF) : Optional.empty();
	}

	@Override
	public List<Binder> binders(EClass eClass) {
		return DafnyBinders.of(eClass);
	}

	/** A variable holds values of its declared type: a loop's counter takes no int, a nat result no int. */
	@Override
	public boolean writesKeepTypes() {
		return true;
	}

	private static final Set<EClass> CALLABLES = Set.of(FUNCTION_DECLARATION, PREDICATE_DECLARATION, METHOD_DECLARATION);

	@Override
	public boolean hidesEnclosingVariables(EClass eClass) {
		return CALLABLES.contains(eClass);
	}

	/** Two targets of one update are two variables: Dafny rejects one written twice. */
	@Override
	public boolean distinctWrites(EClass eClass) {
		return eClass == UPDATE;
	}

	/**
	 * A match only where the program has a datatype with several constructors; no array element read inside an
	 * array's initializer (a function that may not read the heap).
	 */
	@Override
	public boolean allowedIn(EClass candidate, EReference containment, HoleContext context) {
		if (candidate == BOOL_LITERAL && containment == IF_EXPRESSION__CONDITION) {
			// C# warns that a branch is unreachable, and Dafny fails the compilation for it
			// (findings/cs-warning-fails-compilation.dfy)
			return false;
		}
		if (candidate == MATCH_EXPRESSION && context.ancestors().contains(NEW_ARRAY)) {
			// no back end compiles one in an array's initializer (findings/match-binding-in-array-initializer.dfy)
			return false;
		}
		if (candidate == MATCH_STATEMENT || candidate == MATCH_EXPRESSION) {
			return context.lookup(DafnyDeclarationRules.DATATYPES).map(d -> ((List<?>) d).stream()
					.anyMatch(t -> !DafnyDatatypes.shape((Type) t).equals("record"))).orElse(false);
		}
		if (candidate == SELECT) {
			return !context.ancestors().contains(NEW_ARRAY) && (containment != UPDATE__TARGETS
					|| context.wanted().filter(w -> ContainerType.is(w, "array-element")).isPresent());
		}
		if (candidate == QUANTIFIER || candidate == SET_COMPREHENSION || candidate == MAP_COMPREHENSION) {
			// not in another's range, where that one's variable is visible with the type only a range's variable has
			return context.lookup(DafnyTypeRules.IN_RANGE).isEmpty();
		}
		if (candidate == LET_EXPRESSION) {
			// Only in functions: in a method, a boolean one before a loop crashes Boogie
			// (findings/boogie-let-before-loop.dfy). Not in a range: Dafny inlines it into the range's trigger, which
			// Boogie then rejects ("boolean operators are not allowed in triggers") or crashes on
			// (findings/boogie-let-in-comprehension-range.dfy).
			return context.lookup(DafnyTypeRules.IN_RANGE).isEmpty() && (context.ancestors().contains(FUNCTION_DECLARATION)
					|| context.ancestors().contains(PREDICATE_DECLARATION));
		}
		if (candidate == THIS) {
			return DafnyClassRules.thisAllowed(context, containment);
		}
		if (candidate == NEW_OBJECT || candidate == NEW_ARRAY) {
			// Dafny allows new only as a declaration's or assignment's right-hand side
			return containment == VAR_DECLARATION__VALUES || containment == UPDATE__VALUES;
		}
		if (containment == CALL__TARGET && (candidate == MEMBER || candidate == REFERENCE)) {
			boolean member = context.lookup(DafnyClasses.MEMBER_CALL).map(Boolean.TRUE::equals).orElse(false);
			return candidate == MEMBER ? member && DafnyClassRules.memberTargetAllowed(context) : !member;
		}
		if (candidate == MEMBER && containment == UPDATE__TARGETS) {
			// (a context that does not say the type, as when the engine asks whether a statement could write at all,
			// gets yes: a field is written where there is no variable to write)
			return context.wanted().map(w -> ContainerType.is(w, "field-write") || ContainerType.is(w, "this-field")).orElse(true);
		}
		if (candidate == REFERENCE && containment == MEMBER__TARGET) {
			// A constructor without fields may be the name: Dafny 2.3 resolves (A).B? in a method, not in a function.
			return context.wanted().filter(w -> ContainerType.is(w, "datatype")).isEmpty();
		}
		if (candidate == CALL && containment == UPDATE__TARGETS) {
			return context.wanted().filter(w -> ContainerType.is(w, "call-statement")).isPresent();
		}
		return true;
	}

	/** Lifts {@code var vN: T := <value>;}, declaring the type the binding has (inference would give int for nat). */
	private static final class DeclarationLifting implements Lifting {
		@Override
		public EReference into() {
			return BLOCK__STATEMENTS;
		}

		@Override
		public EObject define(String name) {
			var declaration = DafnyFactory.eINSTANCE.createVarDeclaration();
			declaration.getNames().add(name);
			return declaration;
		}

		@Override
		public EReference value() {
			return VAR_DECLARATION__VALUES;
		}

		@Override
		public void declare(EObject definition, Type type) {
			var annotation = DafnyAnnotations.of(type);
			if (annotation != null) {
				((VarDeclaration) definition).getTypes().add(annotation);
			}
		}
	}
}
