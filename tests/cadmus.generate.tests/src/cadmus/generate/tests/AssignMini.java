package cadmus.generate.tests;

import static cadmus.generate.tests.CodeOnlyLanguage.attribute;
import static cadmus.generate.tests.CodeOnlyLanguage.containment;
import static cadmus.generate.tests.CodeOnlyLanguage.ruleOf;

import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcorePackage;

import cadmus.api.Access;
import cadmus.api.Binder;
import cadmus.api.GenerationRules;
import cadmus.api.HoleContext;
import cadmus.api.Multiplicity;
import cadmus.api.TypeRule;
import cadmus.api.types.BaseType;
import cadmus.api.types.Type;

/**
 * A test-only language with multiple assignment, much as Lua's (LuaRules.distinctWrites, LuaRules.allowedIn with
 * a HoleContext): Program(statements); statements Decl(name, value) (binds a mutable variable for later
 * statements) and MultiSet(targets, values) (assigns the values to the targets, one or two of each); targets Var
 * (writes the variable) and Field(owner: Var) (writes into what its owner holds, reading the owner); expressions
 * Num, Var (reference) and Add. Everything is an int: what programs mean does not matter, they are never run.
 * <p>
 * A MultiSet draws whether it assigns two targets and {@link #MULTI defines} that for its descendants; the
 * Program defines it false, so only the innermost definition may decide. Fields are forbidden as targets of a
 * two-target MultiSet (two fields may denote one slot), and two targets must write distinct variables, while
 * its values may read them (values are evaluated before any assignment).
 */
final class AssignMini extends CodeOnlyLanguage {

	/** The key under which a MultiSet defines whether it has two targets. */
	static final String MULTI = "multi";
	static final BaseType INT = new BaseType("int");

	final EClass program, statement, decl, multiSet, target, field, expression, num, var, add;
	final EReference statements, declValue, targets, values, fieldOwner, addLeft, addRight;
	final EAttribute declName, varName;
	private final boolean distinctWrites;
	private final boolean filterFields;

	/**
	 * @param distinctWrites whether MultiSet's writes must be distinct (off only to show duplicates then occur)
	 * @param filterFields   whether Fields are kept out of two-target MultiSets (off likewise)
	 */
	AssignMini(boolean distinctWrites, boolean filterFields) {
		super("assignmini");
		this.distinctWrites = distinctWrites;
		this.filterFields = filterFields;
		program = cls("Program", false);
		statement = cls("Statement", true);
		target = cls("Target", true);
		expression = cls("Expression", true);
		decl = cls("Decl", false, statement);
		multiSet = cls("MultiSet", false, statement);
		field = cls("Field", false, target);
		num = cls("Num", false, expression);
		var = cls("Var", false, expression, target);
		add = cls("Add", false, expression);
		statements = containment(program, "statements", statement, true);
		declName = attribute(decl, "name", EcorePackage.Literals.ESTRING);
		declValue = containment(decl, "value", expression, false);
		targets = containment(multiSet, "targets", target, true);
		values = containment(multiSet, "values", expression, true);
		fieldOwner = containment(field, "owner", var, false);
		attribute(num, "value", EcorePackage.Literals.EINT);
		varName = attribute(var, "name", EcorePackage.Literals.ESTRING);
		addLeft = containment(add, "left", expression, false);
		addRight = containment(add, "right", expression, false);
	}

	private final GenerationRules rules = new GenerationRules() {
		@Override
		public Multiplicity multiplicity(EStructuralFeature feature) {
			if (feature == statements) {
				return Multiplicity.between(2, 8);
			}
			return feature == targets || feature == values ? Multiplicity.between(1, 2)
					: GenerationRules.super.multiplicity(feature);
		}

		@Override
		public double weight(EClass c) {
			// Variables weigh more, so that values read the targets often enough for the checks to bite.
			return c == multiSet || c == var ? 3 : 1;
		}

		@Override
		public Optional<TypeRule> typeRule(EClass c) {
			if (c == program) {
				// Shadowed by every MultiSet's own definition: only the innermost may count.
				return Optional.of(ruleOf(() -> null, t -> t.define(MULTI, Boolean.FALSE)));
			}
			if (c == decl) {
				return Optional.of(ruleOf(() -> null, t -> t.require(declValue, INT)));
			}
			if (c == multiSet) {
				return Optional.of(ruleOf(() -> null, t -> {
					boolean multi = t.decisions().flip("multiset.multi", 0.6);
					t.define(MULTI, multi);
					List<Type> types = Collections.nCopies(multi ? 2 : 1, INT);
					t.requireEach(targets, types);
					t.requireEach(values, types);
				}));
			}
			if (c == field) {
				return Optional.of(ruleOf(() -> INT, t -> t.require(fieldOwner, INT)));
			}
			if (c == num) {
				return Optional.of(ruleOf(() -> INT, t -> {
				}));
			}
			if (c == add) {
				return Optional.of(ruleOf(() -> INT, t -> {
					t.require(addLeft, INT);
					t.require(addRight, INT);
				}));
			}
			return Optional.empty();
		}

		@Override
		public Optional<Binder> binder(EClass c) {
			return c == decl ? Optional.of(new Binder(declName, null, true, (i, ctx) -> ctx.childType(declValue, 0)))
					: Optional.empty();
		}

		@Override
		public Optional<EAttribute> reference(EClass c) {
			return c == var ? Optional.of(varName) : Optional.empty();
		}

		/** A Var target writes its variable; a Field's owner is only read. */
		@Override
		public Access access(EReference containment) {
			return containment == targets ? Access.WRITE : Access.READ;
		}

		@Override
		public boolean distinctWrites(EClass c) {
			return distinctWrites && c == multiSet;
		}

		@Override
		public boolean allowedIn(EClass candidate, EReference containment, HoleContext context) {
			if (filterFields && containment == targets && candidate == field
					&& Boolean.TRUE.equals(context.lookup(MULTI).orElse(Boolean.FALSE))) {
				return false;
			}
			return allowedIn(candidate, containment, context.ancestors());
		}
	};

	@Override
	public String id() {
		return "assignmini";
	}

	@Override
	public GenerationRules rules() {
		return rules;
	}
}
