package cadmus.generate.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.RecordType;
import cadmus.api.types.TypeLattice;
import cadmus.api.types.TypeVariable;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.Unifier;

class UnifierTest {

	private static final BaseType NUMBER = new BaseType("number");
	private static final BaseType INT = new BaseType("int");
	private static final BaseType FLOAT = new BaseType("float");
	private static final BaseType STRING = new BaseType("string");

	private final TypeLattice lattice = new TypeLattice().declare(INT, NUMBER).declare(FLOAT, NUMBER);
	private final Unifier unifier = new Unifier(lattice);

	@Test
	void baseTypesFollowTheLattice() {
		assertTrue(unifier.subtype(INT, NUMBER));
		assertFalse(unifier.subtype(NUMBER, INT));
		assertFalse(unifier.subtype(STRING, NUMBER));
		assertFalse(unifier.unify(INT, FLOAT));
		assertThrows(IllegalArgumentException.class, () -> lattice.declare(NUMBER, INT));
	}

	@Test
	void variablesBindStructurallyAndFailuresLeaveNoTrace() {
		var a = new TypeVariable();
		var b = new TypeVariable();
		var f = new FunctionType(List.of(a, INT), a);
		assertTrue(unifier.unify(f, new FunctionType(List.of(STRING, b), STRING)));
		assertEquals(STRING, unifier.walk(a));
		assertEquals(INT, unifier.walk(b));
		var c = new TypeVariable();
		// c := string would succeed for the parameter but the result clashes: nothing may stay bound.
		assertFalse(unifier.unify(new FunctionType(List.of(c), INT), new FunctionType(List.of(STRING), FLOAT)));
		assertEquals(c, unifier.walk(c));
	}

	@Test
	void theOccursCheckRejectsInfiniteTypes() {
		var a = new TypeVariable();
		assertFalse(unifier.unify(a, ContainerType.of("array", a)));
	}

	@Test
	void limitedVariablesNarrowUnderSubtyping() {
		var v = TypeVariable.oneOf(INT, FLOAT, STRING);
		assertTrue(unifier.subtype(v, NUMBER));
		assertEquals(Set.of(INT, FLOAT), unifier.choices(v));
		assertFalse(unifier.unify(v, STRING));
		assertTrue(unifier.unify(v, FLOAT));
		assertEquals(FLOAT, unifier.resolve(v));
	}

	@Test
	void aVariableLimitedToASupertypeAcceptsItsSubtypes() {
		var v = TypeVariable.oneOf(NUMBER);
		assertTrue(unifier.subtype(v, INT));
		assertEquals(Set.of(INT), unifier.choices(v));
	}

	@Test
	void twoLimitedVariablesMeet() {
		var v = TypeVariable.oneOf(INT, STRING);
		var w = TypeVariable.oneOf(NUMBER);
		assertTrue(unifier.unify(v, w));
		assertEquals(Set.of(INT), unifier.choices(w));
		assertFalse(unifier.unify(TypeVariable.oneOf(STRING), TypeVariable.oneOf(NUMBER)));
	}

	@Test
	void rollbackUndoesBindingsAndNarrowing() {
		var v = TypeVariable.oneOf(INT, FLOAT);
		int mark = unifier.mark();
		assertTrue(unifier.subtype(v, INT));
		assertTrue(unifier.unify(v, INT));
		unifier.rollback(mark);
		assertEquals(v, unifier.walk(v));
		assertEquals(Set.of(INT, FLOAT), unifier.choices(v));
		assertTrue(unifier.canSubtype(v, FLOAT));
		assertEquals(Set.of(INT, FLOAT), unifier.choices(v), "canSubtype must not commit");
	}

	@Test
	void functionsAreContravariantInParametersAndCovariantInResults() {
		var takesNumberGivesInt = new FunctionType(List.of(NUMBER), INT);
		var takesIntGivesNumber = new FunctionType(List.of(INT), NUMBER);
		assertTrue(unifier.subtype(takesNumberGivesInt, takesIntGivesNumber));
		assertFalse(unifier.subtype(takesIntGivesNumber, takesNumberGivesInt));
	}

	@Test
	void recordsHaveWidthSubtypingAndNominalOnesAreOnlyThemselves() {
		var point = RecordType.structural(Map.of("x", INT, "y", INT));
		var hasX = RecordType.structural(Map.of("x", INT));
		assertTrue(unifier.subtype(point, hasX));
		assertFalse(unifier.subtype(hasX, point));
		var named = new RecordType("Point", Map.of("x", INT, "y", INT));
		assertTrue(unifier.subtype(named, hasX), "a nominal record satisfies a structural one it has the fields of");
		assertFalse(unifier.subtype(point, named), "only a Point is a Point");
		assertFalse(unifier.unify(named, new RecordType("Vector", Map.of("x", INT, "y", INT))));
		var field = new TypeVariable();
		assertTrue(unifier.unify(named, new RecordType("Point", Map.of("x", field, "y", INT))));
		assertEquals(INT, unifier.walk(field));
	}

	@Test
	void valueVariablesNeverBecomeRestrictedTypes() {
		var guard = new BaseType("guard");
		var restrictedLattice = new TypeLattice().restrict(guard).restrictKind("iterator");
		var u = new Unifier(restrictedLattice);
		assertFalse(u.unify(TypeVariable.value(), guard));
		assertFalse(u.unify(TypeVariable.value(), ContainerType.of("iterator", INT)));
		assertFalse(u.unify(TypeVariable.value(), new FunctionType(List.of(), guard)), "restricted deep inside");
		assertTrue(u.unify(new TypeVariable(), guard), "ordinary variables may");
		// A value variable merged with an open one passes the restriction on.
		var open = new TypeVariable();
		assertTrue(u.unify(TypeVariable.value(), open));
		assertFalse(u.unify(open, guard));
		var result = new TypeVariable();
		assertTrue(u.unify(TypeVariable.value(), new FunctionType(List.of(), result)));
		assertFalse(u.unify(result, guard), "open variables inside a value become values-only");
		var limited = TypeVariable.oneOf(guard, INT);
		assertTrue(u.unify(TypeVariable.value(), limited));
		assertEquals(Set.of(INT), u.choices(limited));
	}

	@Test
	void containersAreInvariant() {
		assertFalse(unifier.subtype(ContainerType.of("array", INT), ContainerType.of("array", NUMBER)));
		var e = new TypeVariable();
		assertTrue(unifier.unify(ContainerType.of("map", STRING, e), ContainerType.of("map", STRING, FLOAT)));
		assertEquals(ContainerType.of("map", STRING, FLOAT), unifier.resolve(ContainerType.of("map", STRING, e)));
	}

	@Test
	void settlingPicksAConcreteChoiceFromDecisions() {
		var v = TypeVariable.oneOf(INT, FLOAT);
		var open = new TypeVariable();
		var settled = unifier.settle(ContainerType.of("pair", v, open), new SeededDecisionSource(3), "t");
		var first = ((ContainerType) settled).arguments().get(0);
		assertTrue(first.equals(INT) || first.equals(FLOAT), String.valueOf(first));
		assertEquals(List.of(open), unifier.unboundVariables(settled));
		assertNull(unifier.choices(open));
	}
}
